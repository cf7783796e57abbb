import { sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
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

  it('rotates a refresh token once; a reused token revokes the session', async () => {
    const { user } = await store.findOrCreateUser('rotate@example.test', {});
    const session = await store.createSession({
      userId: user.id,
      amr: 'otp',
      userAgent: null,
      ip: null,
      refreshTokenHash: 'r0',
    });
    const [a, b] = await Promise.all([
      store.rotateRefreshToken('r0', 'r1a'),
      store.rotateRefreshToken('r0', 'r1b'),
    ]);
    expect([a.status, b.status].sort()).toEqual(['reused', 'rotated']);
    expect(await store.isSessionActive(session.id)).toBe(false);
    expect((await store.rotateRefreshToken('unknown', 'x')).status).toBe('not_found');
    expect(await store.isSessionActive('not-a-uuid')).toBe(false);
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
