// Secrets kept in the database (the model server's API key) are sealed with AES-256-GCM under a
// key from the environment (MODEL_SETTINGS_KEY). Nothing is derived from anything else: without
// that key, no secret is stored at all (the caller refuses), so a database dump alone never
// yields a key. The stored form is `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;

/** A 32-byte key given as 64 hex characters or as base64 (`openssl rand -base64 32`); else undefined. */
export function parseSecretKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  return undefined;
}

/** Seals `plain` under `key` (a fresh random IV each time). */
export function sealSecret(plain: string, key: Buffer): string {
  if (key.length !== KEY_BYTES) throw new RangeError('The secret key must be 32 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join(':');
}

/** The plain text, or undefined when `sealed` was not made with `key` (or was altered). */
export function openSecret(sealed: string, key: Buffer): string | undefined {
  const [version, iv, tag, body, extra] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) {
    return undefined;
  }
  // The full 16-byte tag only: GCM accepts shorter ones, which are easier to forge.
  const authTag = Buffer.from(tag, 'base64url');
  if (authTag.length !== TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(authTag);
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
