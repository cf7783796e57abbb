import { MESSAGES, type TrainingSession } from '@silent/contracts';
import {
  OWNERSHIP_CATEGORY,
  OWNERSHIP_EXAMPLES,
  OWNERSHIP_MARKER,
} from '@silent/contracts/testing';
import { ANONYMOUS, TrainingRunsRepository } from '@silent/data';
import { createTestDatabase, type TestDatabase } from '@silent/data/testing';
import { createEnhancer, type Enhancer } from '@silent/prompt-engine';
import { readCheckpoint } from '@silent/training';
import { sql } from 'drizzle-orm';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  signIn,
  testConfig,
  type TestApp,
} from '../../testing/test-app';
import { TrainingRunner } from '../../training/runner';
import { DEMO_SESSION } from './training-runner';

const offline = createEnhancer();

/** An enhancer that calls `spy` before each offline answer. */
const watched = (spy: (call: number) => Promise<void> | void): Enhancer => {
  let calls = 0;
  return {
    ...offline,
    async enhance(input, options) {
      calls += 1;
      await spy(calls);
      return offline.enhance(input, options);
    },
  };
};

describe('training runner (PGlite)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    // Shared sessions (an admin's) train the shared set, which anonymous callers below use;
    // a user's own training is the ownership suite's subject (routes/ownership.spec.ts).
    auth = bearer((await signIn(t, ADMIN_EMAIL)).token);
  });
  afterAll(async () => t.close());

  const queue = async (categories: string[], modelVersion = 'gpt-4') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/training/sessions',
      headers: auth,
      payload: {
        sessionName: `train ${categories.join(' ')}`,
        categories,
        modelVersion,
        shared: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as TrainingSession;
  };
  const session = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/prompt/training/sessions/${id}` })).json()
      .data as TrainingSession;

  it('is not polling in tests unless asked', async () => {
    const queued = await queue(['email']);
    expect(t.config.training.runner).toBe(false);
    expect((await session(queued.id)).status).toBe('pending');
    // Leave the queue empty for the next tests.
    await t.app.trainingRunner.drain();
  });

  it('claims a session, stores progress as it goes and completes it with held-out figures', async () => {
    const queued = await queue(['email', 'marketing']);
    const seen: number[] = [];
    const runner = new TrainingRunner({
      database: t.database,
      pollMs: 10,
      staleMs: 60_000,
      heartbeatMs: 0,
      enhancer: watched(async (call) => {
        if (call % 4 === 0) seen.push((await session(queued.id)).progress_done);
      }),
      onCompleted: () => t.app.exemplarCache.invalidate(),
    });
    expect(await runner.runOnce()).toBe(queued.id);

    const done = await session(queued.id);
    expect(done).toMatchObject({
      status: 'completed',
      engine: 'offline',
      failure_reason: null,
      training_data_count: 21,
    });
    expect(done.progress_total).toBeGreaterThan(0);
    expect(done.progress_done).toBe(done.progress_total);
    expect(seen.some((value) => value > 0 && value < done.progress_total)).toBe(true);
    expect(done.success_rate).toEqual(expect.any(Number));
    expect(done.baseline_success_rate).toEqual(expect.any(Number));
    expect(done.duration_minutes).toBeGreaterThan(0);
    expect(done.started_at).not.toBeNull();
    expect(done.completed_at).not.toBeNull();

    const performance = (
      await t.app.inject({ method: 'GET', url: '/api/prompt/training/performance' })
    ).json().data as { metric_name: string; category: string | null; session_id: string }[];
    const ours = performance.filter((metric) => metric.session_id === queued.id);
    expect(new Set(ours.map((metric) => metric.category))).toEqual(
      new Set(['email', 'marketing', null]),
    );
    expect(ours.map((metric) => metric.metric_name)).toEqual(
      expect.arrayContaining([
        'success_rate',
        'baseline_success_rate',
        'score',
        'baseline_score',
        'lift',
        'baseline_lift',
        'control',
        'mean_confidence',
        'p50_latency_ms',
      ]),
    );
    // Held-out items carry this session's success rate; the others were not measured.
    const trained = (
      await t.app.inject({ method: 'GET', url: '/api/prompt/training/data?category=email' })
    ).json().data as { success_rate: number | null; usage_count: number }[];
    expect(trained.some((item) => item.success_rate !== null)).toBe(true);

    // The demo seed's examples are written one by one, with no house style to learn: the
    // session says so ("not improved") and nothing new comes into effect.
    const results = (
      await t.app.inject({
        method: 'GET',
        url: `/api/prompt/training/sessions/${queued.id}/results`,
      })
    ).json().data as { category: string; status: string; before: object; after: object }[];
    expect(results.map((result) => result.category).sort()).toEqual(['email', 'marketing']);
    for (const result of results) {
      expect(result.status).toBe('not_improved');
      expect(result.before).toEqual(expect.objectContaining({ score: expect.any(Number) }));
    }
    expect(await t.database.repositories.trainingResults.exemplarsFor(null)).toEqual([]);
  });

  it('fails a session whose categories hold no training data, with the reason', async () => {
    const queued = await queue(['no-such-category']);
    await t.app.trainingRunner.runOnce();
    expect(await session(queued.id)).toMatchObject({
      status: 'failed',
      failure_reason: MESSAGES.noTrainingData,
    });
  });

  it('notices when a running session is cancelled by its owner, and stores nothing', async () => {
    const owner = await signIn(t, 'canceller@silent.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/training/sessions',
      headers: bearer(owner.token),
      payload: { sessionName: 'cancel me while running', categories: ['email', 'marketing'] },
    });
    const queued = created.json().data as TrainingSession;
    let calls = 0;
    const runner = new TrainingRunner({
      database: t.database,
      pollMs: 10,
      staleMs: 60_000,
      heartbeatMs: 0,
      enhancer: watched(async (call) => {
        calls = call;
        if (call === 2) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/prompt/training/sessions/${queued.id}/cancel`,
            headers: bearer(owner.token),
          });
          expect(res.statusCode).toBe(200);
        }
      }),
    });
    expect(await runner.runOnce()).toBe(queued.id);
    const after = await t.database.repositories.sessions.findById(queued.id);
    expect(after).toMatchObject({ status: 'cancelled', failure_reason: MESSAGES.cancelled });
    // It stopped at its next progress write (every 8 engine calls), far from the end: the full
    // run over the same categories (the shared one above) made many more calls.
    const full = (await t.database.repositories.sessions.list(ANONYMOUS)).find(
      (row) => row.session_name === 'train email marketing' && row.status === 'completed',
    );
    expect(full!.progress_total).toBeGreaterThan(8);
    expect(calls).toBeLessThanOrEqual(8);
    expect(after!.results).toEqual([]);
    const owned = await t.database.repositories.trainingResults.exemplarsFor(owner.userId);
    expect(owned).toEqual(await t.database.repositories.trainingResults.exemplarsFor(null));
  });

  it('stops a running session its owner deletes, and stores nothing; another user gets 404', async () => {
    const owner = await signIn(t, 'deleter@silent.test');
    const stranger = await signIn(t, 'stranger@silent.test');
    const as = (who: { token: string }) => bearer(who.token);
    // Examples with a house style: run to the end, this session changes the owner's prompts.
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/training/data/bulk',
      headers: as(owner),
      payload: { items: OWNERSHIP_EXAMPLES },
    });
    expect(imported.statusCode).toBe(201);
    const train = async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/prompt/training/sessions',
        headers: as(owner),
        payload: { sessionName: 'delete me while running', categories: [OWNERSHIP_CATEGORY] },
      });
      expect(created.statusCode).toBe(201);
      return created.json().data as TrainingSession;
    };
    const queued = await train();
    const url = `/api/prompt/training/sessions/${queued.id}`;
    const { trainingResults } = t.database.repositories;
    const inEffect = await trainingResults.exemplarsFor(owner.userId);
    const stored = async () =>
      (
        (await t.database.db.execute(
          sql`SELECT (SELECT count(*) FROM training_results WHERE owner_id = ${owner.userId})
                   + (SELECT count(*) FROM performance_metrics WHERE owner_id = ${owner.userId})
                   AS n`,
        )) as unknown as { rows: { n: number | string }[] }
      ).rows[0]!.n;
    expect(Number(await stored())).toBe(0);

    let calls = 0;
    const seen: { stranger?: number; meanwhile?: string; owner?: number } = {};
    const runner = new TrainingRunner({
      database: t.database,
      pollMs: 10,
      staleMs: 60_000,
      heartbeatMs: 0,
      enhancer: watched(async (call) => {
        calls = call;
        if (call !== 2) return;
        // Another user cannot see it, let alone delete it: it keeps running.
        seen.stranger = (
          await t.app.inject({ method: 'DELETE', url, headers: as(stranger) })
        ).statusCode;
        seen.meanwhile = (await t.database.repositories.sessions.findById(queued.id))?.status;
        seen.owner = (await t.app.inject({ method: 'DELETE', url, headers: as(owner) })).statusCode;
      }),
    });
    expect(await runner.runOnce()).toBe(queued.id);
    expect(seen).toEqual({ stranger: 404, meanwhile: 'in_progress', owner: 200 });
    expect(await t.database.repositories.sessions.findById(queued.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url, headers: as(owner) })).statusCode).toBe(404);
    expect(Number(await stored())).toBe(0);
    expect(await trainingResults.exemplarsFor(owner.userId)).toEqual(inEffect);

    // The same session left to run does change what is in effect: the check above means something.
    const again = await train();
    expect(await t.app.trainingRunner.drain()).toEqual([again.id]);
    // The deleted run stopped at its next progress write (every 8 engine calls), far from the end.
    const full = await t.database.repositories.sessions.findById(again.id);
    expect(full).toMatchObject({ status: 'completed' });
    expect(full!.progress_total).toBeGreaterThan(8);
    expect(calls).toBeLessThanOrEqual(8);
    const trained = await trainingResults.exemplarsFor(owner.userId);
    expect(trained.some((exemplar) => exemplar.output.includes(OWNERSHIP_MARKER))).toBe(true);
    expect(inEffect.some((exemplar) => exemplar.output.includes(OWNERSHIP_MARKER))).toBe(false);
  });

  it('returns a session to the queue when stopped mid-run', async () => {
    const queued = await queue(['email']);
    const runner: TrainingRunner = new TrainingRunner({
      database: t.database,
      pollMs: 10,
      staleMs: 60_000,
      enhancer: watched((call) => {
        if (call === 5) void runner.stop();
      }),
    });
    await runner.runOnce();
    expect(await session(queued.id)).toMatchObject({ status: 'pending', progress_done: 0 });
    await t.app.trainingRunner.drain();
    expect((await session(queued.id)).status).toBe('completed');
  });
});

describe('training runner at start', () => {
  it('continues sessions a crashed process left in_progress, then runs the demo training', async () => {
    const database = await createTestDatabase('pglite', { seed: true });
    const runs = new TrainingRunsRepository(database.db);
    await database.repositories.sessions.create(
      { sessionName: 'crashed', categories: ['email'] },
      { ownerId: null, createdBy: null },
    );
    const crashed = await runs.claimNext('process-that-died');
    const base = testConfig().training;
    const t = await createTestApp({ training: { ...base, runner: true, pollMs: 20 } }, database);
    try {
      await t.app.ready();
      // Not "interrupted": back in the queue at start, and run to the end by this process.
      expect((await database.repositories.sessions.findById(crashed!.id))?.status).not.toBe(
        'failed',
      );
      // The demo's sessions and metrics come from a real run, queued after the seed.
      let demo: TrainingSession | undefined;
      let resumed: TrainingSession | undefined;
      for (
        let attempt = 0;
        attempt < 600 && (demo?.status !== 'completed' || resumed?.status !== 'completed');
        attempt += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const sessions = await database.repositories.sessions.list(ANONYMOUS);
        demo = sessions.find((row) => row.session_name === DEMO_SESSION.sessionName);
        resumed = sessions.find((row) => row.id === crashed!.id);
      }
      expect(resumed).toMatchObject({ status: 'completed', failure_reason: null });
      expect(demo).toMatchObject({ status: 'completed', categories: DEMO_SESSION.categories });
      expect(demo!.training_data_count).toBeGreaterThanOrEqual(80);
      expect(
        (await database.repositories.metrics.listPerformance(ANONYMOUS)).length,
      ).toBeGreaterThan(0);
    } finally {
      await t.app.close();
      await database.dispose();
    }
  });

  it('starts a newly created session at once instead of waiting for the next poll', async () => {
    const database = await createTestDatabase('pglite', { seed: true });
    const base = testConfig().training;
    // A poll interval far longer than the test: only the nudge from the route can start it.
    const t = await createTestApp(
      { seedDemoContent: false, training: { ...base, runner: true, pollMs: 3_600_000 } },
      database,
    );
    try {
      await t.app.ready();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/prompt/training/sessions',
        headers: bearer((await signIn(t)).token),
        payload: { sessionName: 'nudged', categories: ['email'] },
      });
      expect(res.statusCode).toBe(201);
      const id = (res.json().data as TrainingSession).id;
      let status = 'pending';
      for (let attempt = 0; attempt < 600 && status !== 'completed'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await database.repositories.sessions.findById(id))?.status ?? 'missing';
      }
      expect(status).toBe('completed');
    } finally {
      await t.app.close();
      await database.dispose();
    }
  });
});

describe('training runner after a crash', () => {
  const shared = { ownerId: null, createdBy: null };
  const categories = ['customer-support', 'education', 'email', 'marketing'];
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: true });
  });
  afterAll(async () => database?.dispose());

  const stored = async (id: string) => {
    const [row] = (
      (await database.db.execute(
        sql`SELECT checkpoint, attempts, claimed_by FROM training_sessions WHERE id = ${id}`,
      )) as unknown as {
        rows: { checkpoint: unknown; attempts: number; claimed_by: string | null }[];
      }
    ).rows;
    return row!;
  };
  /** What a session produced, without what differs between any two runs (times, ids). */
  const produced = async (id: string) => {
    const session = await database.repositories.sessions.findById(id);
    const metrics = (await database.repositories.metrics.listPerformance(ANONYMOUS))
      .filter((metric) => metric.session_id === id && metric.metric_name !== 'p50_latency_ms')
      .map((metric) => [metric.metric_name, metric.category, metric.metric_value])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const results = (
      (await database.db.execute(
        sql`SELECT category, status, payload FROM training_results WHERE session_id = ${id}
            ORDER BY category`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    return {
      session: session && {
        status: session.status,
        training_data_count: session.training_data_count,
        success_rate: session.success_rate,
        baseline_success_rate: session.baseline_success_rate,
        engine: session.engine,
        progress_done: session.progress_done,
        progress_total: session.progress_total,
      },
      metrics,
      results,
    };
  };

  it('continues a dead worker’s session from its last finished category and ends as an uninterrupted run', async () => {
    const crashed = await database.repositories.sessions.create(
      { sessionName: 'crashes after one category', categories },
      shared,
    );
    // A worker that stops answering once its first category is checkpointed: its process is
    // gone as far as anyone can tell (it is frozen mid-call), and comes back only at the end.
    let thaw: () => void = () => undefined;
    let frozen: () => void = () => undefined;
    const froze = new Promise<void>((resolve) => (frozen = resolve));
    const dead = new TrainingRunner({
      database,
      workerId: 'dead-worker',
      pollMs: 10,
      staleMs: 60_000,
      heartbeatMs: 0,
      enhancer: watched(async () => {
        if (readCheckpoint((await stored(crashed.id)).checkpoint).length === 0) return;
        frozen();
        await new Promise<void>((resolve) => (thaw = resolve));
      }),
    });
    const zombie = dead.runOnce();
    await froze;
    const [checkpoint] = readCheckpoint((await stored(crashed.id)).checkpoint);
    expect(checkpoint?.category).toBe('customer-support');

    // A new process starts: the session goes back to the queue with its checkpoint.
    let resumedCalls = 0;
    const live = new TrainingRunner({
      database,
      workerId: 'live-worker',
      pollMs: 10,
      staleMs: 60_000,
      enhancer: watched(() => void (resumedCalls += 1)),
    });
    expect(await live.recover(true)).toEqual({ requeued: [crashed.id], failed: [] });
    expect(await live.runOnce()).toBe(crashed.id);
    expect(await stored(crashed.id)).toEqual({
      checkpoint: null,
      attempts: 1,
      claimed_by: 'live-worker',
    });

    // The frozen worker wakes up: the session is no longer its own, it writes nothing.
    thaw();
    expect(await zombie).toBe(crashed.id);
    expect((await stored(crashed.id)).claimed_by).toBe('live-worker');

    // The same session run from start to end, with what was in effect unchanged in between
    // (the seed teaches no house style: nothing was activated).
    expect(await database.repositories.trainingResults.exemplarsFor(null)).toEqual([]);
    const reference = await database.repositories.sessions.create(
      { sessionName: 'never interrupted', categories },
      shared,
    );
    let fullCalls = 0;
    const uninterrupted = new TrainingRunner({
      database,
      pollMs: 10,
      staleMs: 60_000,
      enhancer: watched(() => void (fullCalls += 1)),
    });
    expect(await uninterrupted.runOnce()).toBe(reference.id);

    const outcome = await produced(crashed.id);
    expect(outcome).toEqual(await produced(reference.id));
    expect(outcome.session?.status).toBe('completed');
    expect(outcome.results).toHaveLength(categories.length);
    expect(outcome.metrics.length).toBeGreaterThan(0);
    // Only the categories after the checkpoint were evaluated again.
    expect(checkpoint!.evaluations).toBeGreaterThan(0);
    expect(resumedCalls).toBe(fullCalls - checkpoint!.evaluations);
  });

  it('fails a session that crashed its worker the maximum number of times', async () => {
    const looping = await database.repositories.sessions.create(
      { sessionName: 'kills its worker every time', categories: ['email'] },
      shared,
    );
    const runs = new TrainingRunsRepository(database.db);
    const runner = new TrainingRunner({
      database,
      pollMs: 10,
      staleMs: 60_000,
      maxAttempts: 3,
      enhancer: offline,
    });
    for (const attempt of [1, 2]) {
      expect((await runs.claimNext(`crashing-${attempt}`))?.id).toBe(looping.id);
      expect(await runner.recover(true)).toEqual({ requeued: [looping.id], failed: [] });
    }
    expect((await runs.claimNext('crashing-3'))?.id).toBe(looping.id);
    expect(await runner.recover(true)).toEqual({ requeued: [], failed: [looping.id] });
    expect(await database.repositories.sessions.findById(looping.id)).toMatchObject({
      status: 'failed',
      failure_reason: MESSAGES.interrupted,
    });
    expect(await runner.runOnce()).toBeUndefined();
  });
});
