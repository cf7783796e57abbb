import { MESSAGES, type TrainingSession } from '@silent/contracts';
import { ANONYMOUS, TrainingRunsRepository } from '@silent/data';
import { createTestDatabase } from '@silent/data/testing';
import { createEnhancer, type Enhancer } from '@silent/prompt-engine';
import { TrainingRunner } from '../../training/runner';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  signIn,
  testConfig,
  type TestApp,
} from '../../testing/test-app';
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
  it('fails sessions a crashed process left in_progress, then runs the demo training', async () => {
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
      expect(await database.repositories.sessions.findById(crashed!.id)).toMatchObject({
        status: 'failed',
        failure_reason: MESSAGES.interrupted,
      });
      // The demo's sessions and metrics come from a real run, queued after the seed.
      let demo: TrainingSession | undefined;
      for (let attempt = 0; attempt < 600 && demo?.status !== 'completed'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        demo = (await database.repositories.sessions.list(ANONYMOUS)).find(
          (row) => row.session_name === DEMO_SESSION.sessionName,
        );
      }
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
