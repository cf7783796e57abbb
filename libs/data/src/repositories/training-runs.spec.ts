import { MESSAGES } from '@silent/contracts';
import { sql } from 'drizzle-orm';
import { ANONYMOUS } from '../access/policy';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import { TrainingRunsRepository } from './training-runs';

const newSession = (name: string, categories = ['runs-a']) => ({
  sessionName: name,
  categories,
});
const shared = { ownerId: null, createdBy: null };

describe.each(testDatabaseKinds())('training runs on %s', (kind) => {
  let database: TestDatabase;
  let runs: TrainingRunsRepository;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    runs = new TrainingRunsRepository(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM training_sessions`);
  });

  it('claims each pending session exactly once, even when claimed concurrently', async () => {
    const { sessions } = database.repositories;
    const created = [];
    for (const name of ['one', 'two', 'three'])
      created.push(await sessions.create(newSession(name), shared));
    const claims = await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map((worker) => runs.claimNext(worker)),
    );
    const claimed = claims.filter((claim) => claim !== undefined);
    expect(claimed.map((claim) => claim.id).sort()).toEqual(created.map((s) => s.id).sort());
    expect(claimed.every((claim) => claim.status === 'in_progress' && claim.started_at)).toBe(true);
    expect(await runs.claimNext('w5')).toBeUndefined();
  });

  it('stores progress only for the owner, and completes with everything in one go', async () => {
    const { sessions, trainingData, metrics, trainingResults } = database.repositories;
    const [first, second] = await trainingData.addMany(
      [
        { input_text: 'runs input one', expected_output: 'runs output one', category: 'runs-a' },
        { input_text: 'runs input two', expected_output: 'runs output two', category: 'runs-a' },
      ],
      null,
    );
    const session = await sessions.create(newSession('complete me'), shared);
    await runs.claimNext('owner');
    expect(await runs.progress(session.id, 'someone-else', 1, 4)).toBe(false);
    expect(await runs.progress(session.id, 'owner', 2, 4)).toBe(true);
    expect(await sessions.findById(session.id)).toMatchObject({
      progress_done: 2,
      progress_total: 4,
    });

    const versionBefore = await runs.resultsVersion();
    const stored = await runs.complete(session.id, 'owner', {
      trainingDataCount: 2,
      successRate: 0.5,
      baselineSuccessRate: 0,
      durationMinutes: 0.01,
      engine: 'offline',
      metrics: [
        {
          metricName: 'success_rate',
          metricValue: 0.5,
          modelVersion: 'silent-offline-v1',
          sampleSize: 2,
          category: 'runs-a',
        },
      ],
      exemplars: [{ category: 'runs-a', trainingDataIds: [second!.id, first!.id] }],
      items: [
        { id: first!.id, successRate: 1, usageCount: 3 },
        { id: second!.id, successRate: 0, usageCount: 1 },
      ],
    });
    expect(stored).toBe(true);
    expect(await sessions.findById(session.id)).toMatchObject({
      status: 'completed',
      success_rate: 0.5,
      baseline_success_rate: 0,
      training_data_count: 2,
      duration_minutes: 0.01,
      engine: 'offline',
      progress_done: 4,
    });
    const [metric] = await metrics.listPerformance(ANONYMOUS);
    expect(metric).toMatchObject({ metric_name: 'success_rate', session_id: session.id });
    const active = (await trainingResults.exemplarsFor(null)).filter(
      (row) => row.category === 'runs-a',
    );
    expect(active.map((row) => row.id)).toEqual([second!.id, first!.id]);
    // The exemplars are copies: the result does not depend on the items staying as they are.
    expect(active.map((row) => row.output)).toEqual(['runs output two', 'runs output one']);
    const items = await trainingData.list({ category: 'runs-a' }, ANONYMOUS);
    expect(items.find((row) => row.id === first!.id)).toMatchObject({
      success_rate: 1,
      usage_count: 3,
    });
    expect(await runs.resultsVersion()).toBe(versionBefore + 1);
    // Finished: neither progress nor a second completion applies any more.
    expect(await runs.progress(session.id, 'owner', 1, 1)).toBe(false);
  });

  it('fails, releases and requeues the sessions of workers that stopped', async () => {
    const { sessions } = database.repositories;
    const failing = await sessions.create(newSession('fails'), shared);
    await runs.claimNext('w');
    expect(await runs.fail(failing.id, 'w', MESSAGES.noTrainingData)).toBe(true);
    expect(await sessions.findById(failing.id)).toMatchObject({
      status: 'failed',
      failure_reason: MESSAGES.noTrainingData,
    });

    const released = await sessions.create(newSession('released'), shared);
    await runs.claimNext('w');
    expect(await runs.release(released.id, 'w')).toBe(true);
    expect((await sessions.findById(released.id))?.status).toBe('pending');

    const crashed = await runs.claimNext('crashed-worker');
    expect(crashed?.id).toBe(released.id);
    const recover = () =>
      runs.recoverStale(60_000, { maxAttempts: 3, reason: MESSAGES.interrupted });
    expect(await recover()).toEqual({ requeued: [], failed: [] });
    await database.db.execute(
      sql`UPDATE training_sessions SET heartbeat_at = now() - interval '5 minutes'`,
    );
    // A dead worker's session goes back to the queue (to be continued), not to "interrupted".
    expect(await recover()).toEqual({ requeued: [released.id], failed: [] });
    expect(await sessions.findById(released.id)).toMatchObject({
      status: 'pending',
      failure_reason: null,
      started_at: null,
    });
    // The worker that died can no longer write to it.
    expect(await runs.progress(released.id, 'crashed-worker', 1, 2)).toBe(false);
  });

  it('keeps a checkpoint only while the worker holds the session, and hands it to the next', async () => {
    const { sessions } = database.repositories;
    const session = await sessions.create(newSession('checkpointed'), shared);
    const first = await runs.claimNext('w1');
    expect(first).toMatchObject({ id: session.id, checkpoint: null, attempts: 0 });
    expect(await runs.saveCheckpoint(session.id, 'someone-else', { step: 9 })).toBe(false);
    expect(await runs.saveCheckpoint(session.id, 'w1', { step: 1 })).toBe(true);
    expect(await runs.saveCheckpoint(session.id, 'w1', { step: 2, done: ['a', 'b'] })).toBe(true);

    // A graceful shutdown keeps it and is no interruption.
    expect(await runs.release(session.id, 'w1')).toBe(true);
    const second = await runs.claimNext('w2');
    expect(second).toMatchObject({ checkpoint: { step: 2, done: ['a', 'b'] }, attempts: 0 });

    // w2 dies: the next worker gets the checkpoint and one more attempt.
    expect(
      await runs.recoverStale(0, { maxAttempts: 3, reason: MESSAGES.interrupted }),
    ).toMatchObject({ requeued: [session.id] });
    expect(await runs.saveCheckpoint(session.id, 'w2', { step: 3 })).toBe(false);
    const third = await runs.claimNext('w3');
    expect(third).toMatchObject({ checkpoint: { step: 2, done: ['a', 'b'] }, attempts: 1 });

    // Completed: the checkpoint has served its purpose.
    expect(
      await runs.complete(session.id, 'w3', {
        trainingDataCount: 0,
        successRate: 0,
        baselineSuccessRate: 0,
        durationMinutes: 0,
        engine: 'offline',
        metrics: [],
        exemplars: [],
        items: [],
      }),
    ).toBe(true);
    const [row] = (
      (await database.db.execute(
        sql`SELECT checkpoint, attempts FROM training_sessions WHERE id = ${session.id}`,
      )) as unknown as { rows: { checkpoint: unknown; attempts: number }[] }
    ).rows;
    expect(row).toEqual({ checkpoint: null, attempts: 1 });
  });

  it('fails a session interrupted the maximum number of times: a crash loop ends', async () => {
    const { sessions } = database.repositories;
    const session = await sessions.create(newSession('crashes every time'), shared);
    const options = { maxAttempts: 3, reason: MESSAGES.interrupted };
    for (const attempt of [1, 2]) {
      await runs.claimNext(`dies-${attempt}`);
      await runs.saveCheckpoint(session.id, `dies-${attempt}`, { attempt });
      expect(await runs.recoverStale(0, options)).toEqual({ requeued: [session.id], failed: [] });
    }
    expect(await runs.claimNext('dies-3')).toMatchObject({
      attempts: 2,
      checkpoint: { attempt: 2 },
    });
    expect(await runs.recoverStale(0, options)).toEqual({ requeued: [], failed: [session.id] });
    expect(await sessions.findById(session.id)).toMatchObject({
      status: 'failed',
      failure_reason: MESSAGES.interrupted,
    });
    expect(await runs.claimNext('w')).toBeUndefined();
  });

  it('never brings back a session cancelled or deleted while its worker was dead', async () => {
    const { sessions } = database.repositories;
    const owner = { ownerId: null, createdBy: null };
    const cancelled = await sessions.create(newSession('cancelled'), owner);
    const deleted = await sessions.create(newSession('deleted'), owner);
    await runs.claimNext('dead');
    await runs.claimNext('dead');
    await runs.saveCheckpoint(cancelled.id, 'dead', { step: 1 });
    await database.db.execute(
      sql`UPDATE training_sessions SET status = 'cancelled' WHERE id = ${cancelled.id}`,
    );
    await database.db.execute(sql`DELETE FROM training_sessions WHERE id = ${deleted.id}`);
    expect(await runs.recoverStale(0, { maxAttempts: 3, reason: MESSAGES.interrupted })).toEqual({
      requeued: [],
      failed: [],
    });
    expect((await sessions.findById(cancelled.id))?.status).toBe('cancelled');
    expect(await runs.saveCheckpoint(cancelled.id, 'dead', { step: 2 })).toBe(false);
    expect(await runs.claimNext('w')).toBeUndefined();
  });

  it('queues the demo session once, and only after the demo seed', async () => {
    const input = { sessionName: 'Demo', description: 'demo', categories: ['runs-a'] };
    expect(await runs.queueDemoSession(input)).toBeUndefined();
    await database.db.execute(
      sql`INSERT INTO app_meta (key, value) VALUES ('demo_content_seeded', '{}'::jsonb)
          ON CONFLICT DO NOTHING`,
    );
    const queued = await runs.queueDemoSession(input);
    expect(queued).toMatchObject({ session_name: 'Demo', status: 'pending' });
    expect(await runs.queueDemoSession(input)).toBeUndefined();
  });
});
