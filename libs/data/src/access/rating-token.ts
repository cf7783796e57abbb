// The token that lets the client that made an anonymous enhancement rate it. It is returned
// once with the result; the database keeps only its SHA-256, so a leaked database or log of ids
// grants no ratings.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 192 random bits, URL-safe. */
export function newRatingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashRatingToken(token) };
}

export function hashRatingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time check of a presented token against the stored hash. */
export function ratingTokenMatches(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  const presented = Buffer.from(hashRatingToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
