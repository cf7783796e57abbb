// 0004_ownership on a database that holds the schema and rows of before it: every existing row
// becomes shared (or anonymous), today's active exemplar sets become shared training results,
// (schema-drift.spec.ts checks that the Drizzle schema describes the migrated tables).
import { MESSAGES } from '@silent/contracts';
import { ANONYMOUS, type Viewer } from './access/policy';
import {
  testDatabaseKinds,
  upgradeTestDatabase,
  type MigrationUpgrade,
  type TestDatabase,
} from './testing';

const OWNERSHIP = '0004_ownership.sql';
const USER_A = '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0aaa';
const userA: Viewer = { kind: 'user', id: USER_A };
const admin: Viewer = { kind: 'admin', id: '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0bbb' };

const ids = {
  email1: '10000000-0000-4000-8000-000000000001',
  email2: '10000000-0000-4000-8000-000000000002',
  email3: '10000000-0000-4000-8000-000000000003',
  later: '10000000-0000-4000-8000-000000000004',
  poem: '10000000-0000-4000-8000-000000000005',
  session: '20000000-0000-4000-8000-000000000001',
  failed: '20000000-0000-4000-8000-000000000002',
  rated: '30000000-0000-4000-8000-000000000001',
  unrated: '30000000-0000-4000-8000-000000000002',
};

/** Rows as today's code writes them (raw SQL: the Drizzle schema describes the new shape). */
const TODAYS_ROWS = `
  INSERT INTO training_categories (name, description) VALUES ('email', 'E-mails'), ('poetry', '');
  INSERT INTO training_data (id, input_text, expected_output, category, created_at, success_rate)
  VALUES
    ('${ids.email1}', 'write an email', '## Role\nmail one', 'email', '2026-01-01T00:00:01Z', 0.5),
    ('${ids.email2}', 'draft an email', '## Role\nmail two', 'email', '2026-01-01T00:00:02Z', 1),
    ('${ids.email3}', 'send an email', '## Role\nmail three', 'email', '2026-01-01T00:00:03Z', 0),
    ('${ids.later}', 'an email added later', '## Role\nlater', 'email', '2026-03-01T00:00:00Z', null),
    ('${ids.poem}', 'write a haiku', '## Role\npoet', 'poetry', '2026-01-01T00:00:04Z', null);
  INSERT INTO training_sessions (id, session_name, status, categories, training_data_count,
    success_rate, baseline_success_rate, completed_at, created_at)
  VALUES
    ('${ids.session}', 'Email tuning', 'completed', '{email}', 3, 0.5, 0.25,
      '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'),
    ('${ids.failed}', 'Nothing', 'failed', '{nothing}', 0, null, null,
      '2026-02-02T00:00:00Z', '2026-02-02T00:00:00Z');
  INSERT INTO performance_metrics (metric_name, metric_value, model_version, sample_size,
    category, session_id)
  VALUES
    ('success_rate', 0.5, 'silent-offline-v1', 3, 'email', '${ids.session}'),
    ('baseline_success_rate', 0.25, 'silent-offline-v1', 3, 'email', '${ids.session}'),
    ('success_rate', 0.5, 'silent-offline-v1', 3, null, '${ids.session}');
  INSERT INTO active_exemplars (category, training_data_id, rank, session_id, selected_at)
  VALUES
    ('email', '${ids.email2}', 0, '${ids.session}', '2026-02-01T00:00:00Z'),
    ('email', '${ids.email1}', 1, '${ids.session}', '2026-02-01T00:00:00Z');
  INSERT INTO enhancements (id, original, enhanced, kind, model, confidence, processing_ms, rating)
  VALUES
    ('${ids.rated}', 'plan a party', 'Plan it well', 'single', 'silent-offline-v1', 7, 1, 5),
    ('${ids.unrated}', 'write a tweet', 'Tweet it', 'batch', 'silent-offline-v1', 6, 1, null);
`;

describe.each(testDatabaseKinds())('migration 0004 (ownership) on %s', (kind) => {
  let upgrade: MigrationUpgrade;
  let database: TestDatabase;

  beforeAll(async () => {
    upgrade = await upgradeTestDatabase(kind, OWNERSHIP, (tx) => tx.exec(TODAYS_ROWS));
    database = upgrade.database;
    expect(upgrade.result.applied).toContain(OWNERSHIP);
  });
  afterAll(async () => {
    await upgrade?.dispose();
  });

  const query = <T>(text: string) => database.rawTransaction((tx) => tx.query<T>(text));

  it('makes every existing training row shared and every enhancement anonymous', async () => {
    for (const table of [
      'training_data',
      'training_categories',
      'training_sessions',
      'performance_metrics',
      'enhancements',
    ]) {
      const [row] = await query<{ owned: number; total: number }>(
        `SELECT count(owner_id)::int AS owned, count(*)::int AS total FROM ${table}`,
      );
      expect({ table, ...row }).toMatchObject({ table, owned: 0 });
      expect(row!.total).toBeGreaterThan(0);
    }
    const items = await database.repositories.trainingData.list({ limit: 200 }, ANONYMOUS);
    expect(items.map((item) => item.id).sort()).toEqual(
      [ids.email1, ids.email2, ids.email3, ids.later, ids.poem].sort(),
    );
    expect(items.every((item) => item.shared && !item.can_edit)).toBe(true);
    // Shared rows: read-only for a user, changeable by an admin.
    const asUser = await database.repositories.trainingData.list({ limit: 200 }, userA);
    expect(asUser.every((item) => item.shared && !item.can_edit)).toBe(true);
    const asAdmin = await database.repositories.trainingData.list({ limit: 200 }, admin);
    expect(asAdmin.every((item) => item.can_edit)).toBe(true);
    expect(await database.repositories.categories.list(ANONYMOUS)).toEqual([
      expect.objectContaining({ name: 'email', sample_count: 4, own_count: 0, shared: true }),
      expect.objectContaining({ name: 'poetry', sample_count: 1, own_count: 0, shared: true }),
    ]);
    const sessions = await database.repositories.sessions.list(userA);
    expect(sessions.map((session) => [session.id, session.status, session.shared])).toEqual([
      [ids.failed, 'failed', true],
      [ids.session, 'completed', true],
    ]);
  });

  it("turns today's active exemplar set into the shared result, with copies and figures", async () => {
    const [result] = await database.repositories.sessions
      .list(ANONYMOUS)
      .then((list) => list.find((session) => session.id === ids.session)!.results);
    expect(result).toMatchObject({
      category: 'email',
      status: 'active',
      out_of_date: false,
      exemplar_count: 2,
      shared: true,
    });
    const exemplars = await database.repositories.trainingResults.exemplarsFor(null);
    expect(exemplars.map(({ id, input, output }) => ({ id, input, output }))).toEqual([
      { id: ids.email2, input: 'draft an email', output: '## Role\nmail two' },
      { id: ids.email1, input: 'write an email', output: '## Role\nmail one' },
    ]);
    // A user without training of their own gets the shared result.
    expect(await database.repositories.trainingResults.exemplarsFor(USER_A)).toEqual(exemplars);
    const outcome = await database.repositories.trainingResults.listForSession(
      ids.session,
      ANONYMOUS,
    );
    expect(outcome).toMatchObject({
      allowed: true,
      value: [{ sample_size: 3, success_rate: 0.5, baseline_success_rate: 0.25 }],
    });
    await expect(query('SELECT 1 FROM active_exemplars')).rejects.toThrow();
  });

  it('records what the migrated result learned from, so deleting it marks the result out of date', async () => {
    const [row] = await query<{ trained: string[] }>(
      `SELECT trained_item_ids::text[] AS trained FROM training_results`,
    );
    // The shared items of the category that existed when the set was chosen.
    expect([...row!.trained].sort()).toEqual([ids.email1, ids.email2, ids.email3].sort());
    const later = await database.repositories.trainingData.remove(ids.later, admin);
    expect(later).toEqual({ allowed: true, value: { id: ids.later, out_of_date: [] } });
    const used = await database.repositories.trainingData.remove(ids.email3, admin);
    expect(used).toMatchObject({
      allowed: true,
      value: { out_of_date: [{ category: 'email', status: 'active', out_of_date: true }] },
    });
    // The result itself is unchanged: it still holds both exemplars.
    expect(await database.repositories.trainingResults.exemplarsFor(null)).toHaveLength(2);
  });

  it('keeps the history analytics and lets nobody rate an old anonymous enhancement', async () => {
    const analytics = await database.repositories.enhancements.analytics('product');
    expect(analytics).toMatchObject({ totalEnhancements: 2, ratedEnhancements: 1 });
    const again = await database.repositories.enhancements.rate(ids.rated, 1, ANONYMOUS);
    expect(again).toEqual({ allowed: false, status: 403, message: MESSAGES.ratingNotAllowed });
    expect((await database.repositories.enhancements.findById(ids.rated))?.rating).toBe(5);
  });

  it('accepts the new session status and per-owner category names', async () => {
    await database.rawTransaction((tx) =>
      tx.exec(`UPDATE training_sessions SET status = 'cancelled' WHERE id = '${ids.failed}'`),
    );
    await database.repositories.trainingData.add(
      { input_text: 'a user email', expected_output: 'mine', category: 'email' },
      USER_A,
    );
    const [row] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM training_categories WHERE name = 'email'`,
    );
    expect(row!.n).toBe(2);
    await expect(
      database.rawTransaction((tx) =>
        tx.exec(`INSERT INTO training_categories (name) VALUES ('email')`),
      ),
    ).rejects.toThrow();
  });
});
