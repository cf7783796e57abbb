import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import { authOneTimeLinks } from './schema';
import { createAuthStore, type AuthStore } from './store';

// The one-winner guarantees of the embedded auth service, on PGlite and on PostgreSQL.
describe.each(testDatabaseKinds())('auth store on %s', (kind) => {
  let database: TestDatabase;
  let store: AuthStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = createAuthStore(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates a user once per address, whatever its letter case', async () => {
    const first = await store.findOrCreateUser('Case@Example.test', {});
    const again = await store.findOrCreateUser('case@example.TEST', {});
    expect(first.created).toBe(true);
    expect(again).toEqual({ user: first.user, created: false });
  });

  it('gives the link slot to one of many concurrent requests and reports the wait', async () => {
    const { user } = await store.findOrCreateUser('slot@example.test', {});
    const waits = await Promise.all(
      Array.from({ length: 5 }, () => store.claimLinkSlot(user.id, 60)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(1);
    for (const wait of waits.filter((w) => w > 0)) expect(wait).toBeLessThanOrEqual(60);
  });

  it('uses a link once, even when opened twice at the same time', async () => {
    const { user } = await store.findOrCreateUser('link@example.test', {});
    await store.createLink({
      userId: user.id,
      tokenHash: 'token-hash-1',
      codeHash: 'code-hash-1',
      redirectTo: 'http://localhost/',
      codeChallenge: null,
      codeChallengeMethod: null,
      ttlSeconds: 3600,
    });
    const results = await Promise.all([
      store.consumeLinkByToken('token-hash-1'),
      store.consumeLinkByToken('token-hash-1'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  const rotate = (oldHash: string, newHash: string, reuseIntervalSeconds = 10) =>
    store.rotateRefreshToken({
      oldHash,
      newHash,
      successorSealed: `sealed:${newHash}`,
      reuseIntervalSeconds,
    });
  const newSession = async (email: string, refreshTokenHash: string) => {
    const { user } = await store.findOrCreateUser(email, {});
    return store.createSession({
      userId: user.id,
      amr: 'otp',
      userAgent: null,
      ip: null,
      refreshTokenHash,
    });
  };

  it('rotates a refresh token once; a concurrent rotation gets the same successor', async () => {
    const session = await newSession('rotate@example.test', 'r0');
    const results = await Promise.all([
      rotate('r0', 'r1a'),
      rotate('r0', 'r1b'),
      rotate('r0', 'r1c'),
    ]);
    const rotated = results.filter((r) => r.status === 'rotated');
    const reissued = results.filter((r) => r.status === 'reissued');
    expect(rotated).toHaveLength(1);
    expect(reissued).toHaveLength(2);
    // Every loser is handed the winner's successor, not a token of its own.
    const winner = ['r1a', 'r1b', 'r1c'][results.findIndex((r) => r.status === 'rotated')];
    for (const result of reissued) {
      expect(result).toMatchObject({
        successorSealed: `sealed:${winner}`,
        session: { id: session.id },
      });
    }
    expect(await store.isSessionActive(session.id)).toBe(true);
    expect((await rotate('unknown', 'x')).status).toBe('not_found');
    expect(await store.isSessionActive('not-a-uuid')).toBe(false);
  });

  it('revokes the session when a used token comes back after the reuse interval', async () => {
    const session = await newSession('late@example.test', 'late0');
    expect((await rotate('late0', 'late1')).status).toBe('rotated');
    await database.db.execute(
      sql`UPDATE auth_refresh_tokens SET revoked_at = now() - interval '11 seconds' WHERE token_hash = 'late0'`,
    );
    expect((await rotate('late0', 'late2')).status).toBe('reused');
    expect(await store.isSessionActive(session.id)).toBe(false);
    // Every token of the revoked session is refused as used, its successor included.
    expect((await rotate('late1', 'late3')).status).toBe('reused');
  });

  it('refuses, without revoking, a recent token whose successor has moved on', async () => {
    const session = await newSession('chain@example.test', 'c0');
    expect((await rotate('c0', 'c1')).status).toBe('rotated');
    expect((await rotate('c1', 'c2')).status).toBe('rotated');
    expect((await rotate('c0', 'c3')).status).toBe('reused_recently');
    expect(await store.isSessionActive(session.id)).toBe(true);
    // With no reuse interval at all, the same presentation ends the session.
    expect((await rotate('c0', 'c4', 0)).status).toBe('reused');
    expect(await store.isSessionActive(session.id)).toBe(false);
  });

  describe('a parallel burst of 100 code guesses against one link', () => {
    const MAX = 5;
    async function burst(label: string, rightAt: number) {
      const { user } = await store.findOrCreateUser(`${label}@example.test`, {});
      await store.createLink({
        userId: user.id,
        tokenHash: `token-${label}`,
        codeHash: 'right',
        redirectTo: 'http://localhost/',
        codeChallenge: null,
        codeChallengeMethod: null,
        ttlSeconds: 3600,
      });
      const guesses = Array.from({ length: 100 }, (_, index) =>
        store.consumeLinkByCode(user.id, index + 1 === rightAt ? 'right' : `wrong-${index}`, MAX),
      );
      const won = (await Promise.all(guesses)).filter(Boolean);
      const [link] = await database.db
        .select({
          failed_attempts: authOneTimeLinks.failedAttempts,
          used_at: authOneTimeLinks.usedAt,
        })
        .from(authOneTimeLinks)
        .where(eq(authOneTimeLinks.tokenHash, `token-${label}`));
      return { won: won.length, failed: link?.failed_attempts, used: link?.used_at !== null };
    }

    it.each([31, 46, 61, 76])('issues nothing when the right code is guess %i', async (rightAt) => {
      expect(await burst(`burst-${rightAt}`, rightAt)).toEqual({ won: 0, failed: MAX, used: true });
    });

    it('still accepts the right code as the fifth guess', async () => {
      const { user } = await store.findOrCreateUser('fifth@example.test', {});
      await store.createLink({
        userId: user.id,
        tokenHash: 'token-fifth',
        codeHash: 'right',
        redirectTo: 'http://localhost/',
        codeChallenge: null,
        codeChallengeMethod: null,
        ttlSeconds: 3600,
      });
      for (let guess = 1; guess < MAX; guess += 1) {
        expect(await store.consumeLinkByCode(user.id, `wrong-${guess}`, MAX)).toBeUndefined();
      }
      expect(await store.consumeLinkByCode(user.id, 'right', MAX)).toMatchObject({
        userId: user.id,
        failedAttempts: MAX - 1,
      });
      // Used once: the right code does not work twice.
      expect(await store.consumeLinkByCode(user.id, 'right', MAX)).toBeUndefined();
    });
  });

  it('counts per-IP hits in a window that restarts', async () => {
    expect(await store.hitRateLimit('email', '127.0.0.9', 300)).toBe(1);
    expect(await store.hitRateLimit('email', '127.0.0.9', 300)).toBe(2);
    expect(await store.hitRateLimit('verify', '127.0.0.9', 300)).toBe(1);
    await database.db.execute(
      sql`UPDATE auth_rate_limits SET window_started_at = now() - interval '301 seconds'`,
    );
    expect(await store.hitRateLimit('email', '127.0.0.9', 300)).toBe(1);
  });
});
