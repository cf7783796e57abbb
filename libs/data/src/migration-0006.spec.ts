// 0006_prompt_library on a database that holds the 0005 schema with rows: the existing tables
// and rows are untouched, the library tables arrive empty, and a stored version refuses any
// change (versions are immutable in the database itself).
import {
  testDatabaseKinds,
  upgradeTestDatabase,
  type MigrationUpgrade,
  type TestDatabase,
} from './testing';

const OWNER = '20000000-0000-4000-8000-000000000001';

describe.each(testDatabaseKinds())(
  'migration 0006 from the 0005 schema with rows on %s',
  (kind) => {
    let upgrade: MigrationUpgrade;
    let database: TestDatabase;
    beforeAll(async () => {
      upgrade = await upgradeTestDatabase(kind, '0006', (tx) =>
        tx.query(
          `INSERT INTO enhancements (original, enhanced, kind, model, confidence, processing_ms, owner_id)
         VALUES ('write an email', 'Role: ...', 'single', 'silent-offline-v1', 7, 1, $1)`,
          [OWNER],
        ),
      );
      database = upgrade.database;
      expect(upgrade.result.applied[0]).toBe('0006_prompt_library.sql');
    });
    afterAll(async () => {
      await upgrade?.dispose();
    });

    it('keeps the existing rows and adds empty library tables', async () => {
      const rows = await database.rawTransaction((tx) =>
        tx.query<{ enhancements: number; prompts: number; keys: number }>(
          `SELECT (SELECT count(*)::int FROM enhancements) AS enhancements,
                (SELECT count(*)::int FROM prompts) AS prompts,
                (SELECT count(*)::int FROM api_keys) AS keys`,
        ),
      );
      expect(rows).toEqual([{ enhancements: 1, prompts: 0, keys: 0 }]);
    });

    it('stores a prompt with a version and a label, and refuses to change the version', async () => {
      const [version] = await database.rawTransaction(async (tx) => {
        const [prompt] = await tx.query<{ id: string }>(
          `INSERT INTO prompts (owner_id, name) VALUES ($1, 'support/refund-reply') RETURNING id`,
          [OWNER],
        );
        const versions = await tx.query<{ id: string; prompt_id: string }>(
          `INSERT INTO prompt_versions (prompt_id, version, text, confidence, engine, model)
         VALUES ($1, 1, 'Reply to {{customer}}', 6.5, 'offline', 'silent-offline-v1')
         RETURNING id, prompt_id`,
          [prompt?.id],
        );
        await tx.query(
          `INSERT INTO prompt_labels (prompt_id, label, version_id) VALUES ($1, 'production', $2)`,
          [prompt?.id, versions[0]?.id],
        );
        return versions;
      });
      await expect(
        database.rawTransaction((tx) =>
          tx.query(`UPDATE prompt_versions SET text = 'changed' WHERE id = $1`, [version?.id]),
        ),
      ).rejects.toThrow(/immutable/);
      await expect(
        database.rawTransaction((tx) =>
          tx.query(`INSERT INTO prompts (owner_id, name) VALUES ($1, 'support/refund-reply')`, [
            OWNER,
          ]),
        ),
      ).rejects.toThrow(/duplicate|unique/i);
      await expect(
        database.rawTransaction((tx) =>
          tx.query(
            `INSERT INTO prompt_labels (prompt_id, label, version_id) VALUES ($1, 'latest', $2)`,
            [version?.prompt_id, version?.id],
          ),
        ),
      ).rejects.toThrow(/check constraint|violates/i);
    });
  },
);
