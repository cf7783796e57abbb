import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

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

const SEAL_INFO = 'silent refresh-token successor';

function sealKey(presentedToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', presentedToken, Buffer.alloc(0), SEAL_INFO, 32));
}

/**
 * Seals the refresh token that replaced `presentedToken`, under a key only the holder of
 * `presentedToken` can derive (AES-256-GCM). Stored with the old token's hash, it lets a
 * retried or concurrent refresh get the same successor while the database alone opens nothing.
 */
export function sealSuccessor(presentedToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(presentedToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor sealed by sealSuccessor, or undefined when `presentedToken` does not open it. */
export function openSuccessor(presentedToken: string, sealed: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(presentedToken),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
