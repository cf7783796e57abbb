import { openSecret, parseSecretKey, sealSecret } from './secret-box';

const key = Buffer.alloc(32, 1);

describe('secret box (AES-256-GCM)', () => {
  it('seals with a fresh IV each time and opens with the same key only', () => {
    const a = sealSecret('sk-live-123', key);
    const b = sealSecret('sk-live-123', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-live-123');
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(openSecret(a, key)).toBe('sk-live-123');
    expect(openSecret(a, Buffer.alloc(32, 2))).toBeUndefined();
  });

  it('refuses an altered ciphertext or a malformed value', () => {
    const [version, iv, tag, body] = sealSecret('secret', key).split(':');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(openSecret([version, iv, tag, flipped].join(':'), key)).toBeUndefined();
    expect(openSecret('plain text', key)).toBeUndefined();
  });

  it('refuses a shortened tag, which GCM would otherwise check only as far as it goes', () => {
    const [version, iv, tag, body] = sealSecret('secret', key).split(':');
    const short = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(openSecret([version, iv, short, body].join(':'), key)).toBeUndefined();
  });

  it('takes a 32-byte key as 64 hex characters or base64, nothing else', () => {
    expect(parseSecretKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseSecretKey(Buffer.alloc(32, 9).toString('base64'))?.length).toBe(32);
    expect(parseSecretKey(Buffer.alloc(32, 9).toString('base64url'))?.length).toBe(32);
    expect(parseSecretKey('too short')).toBeUndefined();
    expect(parseSecretKey('ab'.repeat(16))).toBeUndefined();
  });
});
