// Per-user API keys for fetching prompts from the library. A key is `slk_` and 256 random bits
// (base64url); it is shown once and only its SHA-256 is stored, so a leaked database grants
// nothing. The first characters are kept in clear to tell keys apart in the list.
import { LIBRARY } from '@silent/contracts';
import { createHash, randomBytes } from 'node:crypto';

export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = LIBRARY.apiKeyPrefix + randomBytes(32).toString('base64url');
  return { key, hash: hashApiKey(key), prefix: key.slice(0, LIBRARY.apiKeyShownChars) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether a bearer token is shaped like one of our API keys (and not a session token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(LIBRARY.apiKeyPrefix);
}
