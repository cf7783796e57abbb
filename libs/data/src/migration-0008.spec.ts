// 0008_model_settings on a database that holds the previous schema and rows: every existing row
// stays as it was, the three new tables start empty, and the model settings, prices and calls
// work on the migrated database (one settings row only, no negative prices or latencies).
import { rmSync } from 'node:fs';
import { sealSecret } from './access/secret-box';
import { applyMigrations, defaultMigrationsDir, readMigrations } from './migrate';
import { ModelSettingsRepository } from './repositories/models';
import {
  createTestDatabase,
  migrationsDirBefore,
  testDatabaseKinds,
  type TestDatabase,
} from './testing';

const KEY = Buffer.alloc(32, 7);

describe.each(testDatabaseKinds())(
  'migration 0008 from the previous schema with rows on %s',
  (kind) => {
    let previous: string;
    let database: TestDatabase;
    beforeAll(async () => {
      previous = migrationsDirBefore('0008');
      database = await createTestDatabase(kind, { migrationsDir: previous });
      await database.rawTransaction((tx) =>
        tx.exec(
          `INSERT INTO enhancements (original, enhanced, kind, model, confidence, processing_ms)
           VALUES ('old prompt', 'old enhanced', 'single', 'gpt-4o-mini', 7.5, 12);
           INSERT INTO training_sessions (session_name, status, categories, progress_done,
             progress_total, checkpoint, attempts)
           VALUES ('old session', 'completed', '{email}', 3, 3, NULL, 1);
           INSERT INTO api_keys (owner_id, name, prefix, key_hash)
           VALUES (gen_random_uuid(), 'old key', 'slk_old', 'hash-of-old-key')`,
        ),
      );
      const result = await applyMigrations(
        (fn) => database.rawTransaction(fn),
        readMigrations(defaultMigrationsDir()),
      );
      expect(result.applied[0]).toBe('0008_model_settings.sql');
    });
    afterAll(async () => {
      await database?.dispose();
      rmSync(previous, { recursive: true, force: true });
    });

    it('keeps the earlier rows and starts the new tables empty', async () => {
      const counts = await database.rawTransaction((tx) =>
        tx.query<{ name: string; n: number }>(
          `SELECT 'enhancements' AS name, count(*)::int AS n FROM enhancements
           UNION ALL SELECT 'sessions', count(*)::int FROM training_sessions
             WHERE session_name = 'old session' AND attempts = 1
           UNION ALL SELECT 'api_keys', count(*)::int FROM api_keys WHERE name = 'old key'
           UNION ALL SELECT 'model_settings', count(*)::int FROM model_settings
           UNION ALL SELECT 'model_prices', count(*)::int FROM model_prices
           UNION ALL SELECT 'model_calls', count(*)::int FROM model_calls`,
        ),
      );
      expect(Object.fromEntries(counts.map((row) => [row.name, row.n]))).toEqual({
        enhancements: 1,
        sessions: 1,
        api_keys: 1,
        model_settings: 0,
        model_prices: 0,
        model_calls: 0,
      });
    });

    it('stores one settings row, the key sealed, and prices the recorded calls', async () => {
      const repo = new ModelSettingsRepository(database.db);
      expect(await repo.get()).toBeUndefined();
      const sealed = sealSecret('sk-secret', KEY);
      await repo.save({
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.1',
        apiKeyEncrypted: sealed,
        updatedBy: 'admin@example.com',
      });
      // A second save without a key keeps the stored one; there is still one row.
      await repo.save({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o', updatedBy: null });
      expect(await repo.get()).toMatchObject({
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o',
        apiKeyEncrypted: sealed,
      });
      const raw = await database.rawTransaction((tx) =>
        tx.query<{ n: number; plain: number }>(
          `SELECT count(*)::int AS n,
                  count(*) FILTER (WHERE api_key_encrypted LIKE '%sk-secret%')::int AS plain
             FROM model_settings`,
        ),
      );
      expect(raw).toEqual([{ n: 1, plain: 0 }]);

      await repo.savePrice({ model: 'gpt-4o', inputPerMillion: 2.5, outputPerMillion: 10 });
      for (const latencyMs of [100, 300, 200]) {
        await repo.recordCall({
          model: 'gpt-4o',
          purpose: 'enhance',
          promptTokens: 1000,
          completionTokens: 100,
          latencyMs,
          ok: true,
        });
      }
      await repo.recordCall({
        model: 'llama3.1',
        purpose: 'enhance',
        promptTokens: null,
        completionTokens: null,
        latencyMs: 50,
        ok: false,
      });
      const usage = await repo.usage();
      // 3 × (1000 × 2.5 + 100 × 10) / 1e6 = 0.0105 dollars.
      expect(usage).toMatchObject({
        calls: 4,
        failed: 1,
        promptTokens: 3000,
        completionTokens: 300,
        costUsd: 0.0105,
        unpricedCalls: 1,
        p50LatencyMs: 150,
      });
      expect(usage.byModel.map((row) => [row.model, row.calls, row.p50LatencyMs])).toEqual([
        ['gpt-4o', 3, 200],
        ['llama3.1', 1, 50],
      ]);
    });

    it('refuses a second settings row, a negative price and a negative latency', async () => {
      const refused = (statement: string) =>
        database
          .rawTransaction((tx) => tx.exec(statement))
          .then(
            () => 'accepted',
            () => 'refused',
          );
      expect(
        await refused(`INSERT INTO model_settings (id, base_url, model) VALUES (2, 'x', 'y')`),
      ).toBe('refused');
      expect(
        await refused(
          `INSERT INTO model_prices (model, input_per_million, output_per_million) VALUES ('z', -1, 0)`,
        ),
      ).toBe('refused');
      expect(
        await refused(
          `INSERT INTO model_calls (model, purpose, latency_ms, ok) VALUES ('z', 'enhance', -5, true)`,
        ),
      ).toBe('refused');
    });
  },
);
