// 0007_training_checkpoints on a database that holds the previous schema and sessions in every
// state: each row keeps what it had, with no checkpoint and no attempts; a session left
// in_progress by the old code can be claimed back after recovery and given a checkpoint.
import { MESSAGES } from '@silent/contracts';
import { TrainingRunsRepository } from './repositories/training-runs';
import {
  testDatabaseKinds,
  upgradeTestDatabase,
  type MigrationUpgrade,
  type TestDatabase,
} from './testing';

describe.each(testDatabaseKinds())(
  'migration 0007 from the previous schema with rows on %s',
  (kind) => {
    let upgrade: MigrationUpgrade;
    let database: TestDatabase;
    beforeAll(async () => {
      upgrade = await upgradeTestDatabase(kind, '0007', (tx) =>
        tx.exec(
          `INSERT INTO training_sessions (session_name, status, categories, progress_done,
             progress_total, claimed_by, heartbeat_at, started_at)
           VALUES ('old pending', 'pending', '{email}', 0, 0, NULL, NULL, NULL),
                  ('old running', 'in_progress', '{email}', 4, 10, 'old-worker',
                   now() - interval '1 hour', now() - interval '1 hour'),
                  ('old done', 'completed', '{email}', 10, 10, 'old-worker', now(), now())`,
        ),
      );
      database = upgrade.database;
      expect(upgrade.result.applied[0]).toBe('0007_training_checkpoints.sql');
    });
    afterAll(async () => {
      await upgrade?.dispose();
    });

    it('keeps every session as it was, with no checkpoint and no attempts', async () => {
      const rows = await database.rawTransaction((tx) =>
        tx.query<{ session_name: string; status: string; checkpoint: unknown; attempts: number }>(
          `SELECT session_name, status, checkpoint, attempts FROM training_sessions
           ORDER BY session_name`,
        ),
      );
      expect(rows).toEqual([
        { session_name: 'old done', status: 'completed', checkpoint: null, attempts: 0 },
        { session_name: 'old pending', status: 'pending', checkpoint: null, attempts: 0 },
        { session_name: 'old running', status: 'in_progress', checkpoint: null, attempts: 0 },
      ]);
    });

    it('recovers the old code’s dead session into the queue and checkpoints the next run', async () => {
      const runs = new TrainingRunsRepository(database.db);
      expect(
        await runs.recoverStale(60_000, { maxAttempts: 3, reason: MESSAGES.interrupted }),
      ).toMatchObject({ failed: [] });
      const claimed = [await runs.claimNext('new-worker'), await runs.claimNext('new-worker')];
      const running = claimed.find((session) => session?.session_name === 'old running');
      expect(running).toMatchObject({ attempts: 1, checkpoint: null });
      expect(await runs.saveCheckpoint(running!.id, 'new-worker', { version: 1 })).toBe(true);
      expect((await runs.claimNext('new-worker'))?.id).toBeUndefined();
    });
  },
);
