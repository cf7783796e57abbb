// 0005_training_not_improved on a database that holds the 0004 schema and a shared result: the
// result stays active and readable (payload version 1), and a 'not_improved' result can now be
// stored beside it without displacing it.
import {
  testDatabaseKinds,
  upgradeTestDatabase,
  type MigrationUpgrade,
  type TestDatabase,
} from './testing';

describe.each(testDatabaseKinds())(
  'migration 0005 from the 0004 schema with rows on %s',
  (kind) => {
    let upgrade: MigrationUpgrade;
    let database: TestDatabase;
    beforeAll(async () => {
      upgrade = await upgradeTestDatabase(kind, '0005', (tx) =>
        tx.query(
          `INSERT INTO training_results (owner_id, category, status, payload)
         VALUES (NULL, 'email', 'active', $1::jsonb)`,
          [JSON.stringify({ version: 1, exemplars: [{ id: 'a', input: 'in', output: 'out' }] })],
        ),
      );
      database = upgrade.database;
      expect(upgrade.result.applied[0]).toBe('0005_training_not_improved.sql');
    });
    afterAll(async () => {
      await upgrade?.dispose();
    });

    it('keeps the existing result active and lets a not-improved one sit beside it', async () => {
      await database.rawTransaction((tx) =>
        tx.query(
          `INSERT INTO training_results (owner_id, category, status, payload)
         VALUES (NULL, 'email', 'not_improved', '{"version":2,"exemplars":[]}'::jsonb)`,
        ),
      );
      const rows = await database.rawTransaction((tx) =>
        tx.query<{ status: string; version: number }>(
          `SELECT status, (payload->>'version')::int AS version FROM training_results
         WHERE category = 'email' ORDER BY status`,
        ),
      );
      expect(rows).toEqual([
        { status: 'active', version: 1 },
        { status: 'not_improved', version: 2 },
      ]);
    });

    it('still refuses a status it does not know', async () => {
      await expect(
        database.rawTransaction((tx) =>
          tx.query(
            `INSERT INTO training_results (owner_id, category, status, payload)
           VALUES (NULL, 'email', 'pending', '{}'::jsonb)`,
          ),
        ),
      ).rejects.toThrow(/check constraint|violates/i);
    });
  },
);
