// 0003_auth_hardening on a database that holds the 0002 schema and real rows: the new column
// arrives empty, sign-in keeps working for existing sessions, and accounts whose sign-up data
// made every token too large are unlocked (their data cleared), others left as they were.
import {
  testDatabaseKinds,
  upgradeTestDatabase,
  type MigrationUpgrade,
  type TestDatabase,
} from '../testing';
import { createAuthStore } from './store';

const manyKeys = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
const manyBytes = { blob: 'x'.repeat(5000) };
const fine = { full_name: 'Ada Lovelace', plan: 'team' };

describe.each(testDatabaseKinds())(
  'migration 0003 from the 0002 schema with rows on %s',
  (kind) => {
    let upgrade: MigrationUpgrade;
    let database: TestDatabase;
    beforeAll(async () => {
      upgrade = await upgradeTestDatabase(kind, '0003', async (tx) => {
        const insertUser = (email: string, metadata: object) =>
          tx.query<{ id: string }>(
            'INSERT INTO auth_users (email, user_metadata) VALUES ($1, $2::jsonb) RETURNING id',
            [email, JSON.stringify(metadata)],
          );
        const [ada] = await insertUser('ada@example.test', fine);
        await insertUser('keys@example.test', manyKeys);
        await insertUser('bytes@example.test', manyBytes);
        const [session] = await tx.query<{ id: string }>(
          'INSERT INTO auth_sessions (user_id, ip) VALUES ($1, $2) RETURNING id',
          [ada?.id, '127.0.0.1'],
        );
        await tx.query('INSERT INTO auth_refresh_tokens (session_id, token_hash) VALUES ($1, $2)', [
          session?.id,
          'hash-before-0003',
        ]);
      });
      database = upgrade.database;
      // 0003 itself ran on the 0002 schema; later migrations may follow it.
      expect(upgrade.result.alreadyApplied).toEqual(['0001_product.sql', '0002_auth.sql']);
      expect(upgrade.result.applied[0]).toBe('0003_auth_hardening.sql');
    });
    afterAll(async () => {
      await upgrade?.dispose();
    });

    it('keeps sign-up data within the caps and clears the data that locked accounts out', async () => {
      const rows = await database.rawTransaction((tx) =>
        tx.query<{ email: string; user_metadata: object }>(
          'SELECT email, user_metadata FROM auth_users ORDER BY email',
        ),
      );
      expect(rows).toEqual([
        { email: 'ada@example.test', user_metadata: fine },
        { email: 'bytes@example.test', user_metadata: {} },
        { email: 'keys@example.test', user_metadata: {} },
      ]);
    });

    it('keeps existing refresh tokens working, with no sealed successor yet', async () => {
      const [token] = await database.rawTransaction((tx) =>
        tx.query<{ successor_sealed: string | null }>(
          "SELECT successor_sealed FROM auth_refresh_tokens WHERE token_hash = 'hash-before-0003'",
        ),
      );
      expect(token).toEqual({ successor_sealed: null });
      const store = createAuthStore(database.db);
      const rotated = await store.rotateRefreshToken({
        oldHash: 'hash-before-0003',
        newHash: 'hash-after-0003',
        successorSealed: 'sealed',
        reuseIntervalSeconds: 10,
      });
      expect(rotated).toMatchObject({ status: 'rotated', user: { email: 'ada@example.test' } });
    });
  },
);
