import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random secret (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as this hash, so a database dump signs nobody in. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit one-time code, uniformly random. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The code's stored hash is salted with the user id so equal codes never share a hash. */
export function codeHash(userId: string, code: string): string {
  return sha256Hex(`${userId}:${code}`);
}

/** RFC 7636: does the verifier match the challenge the client sent when it started? */
export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  const expected =
    method.toLowerCase() === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
