// Training sessions on a real worker thread: the bundled worker (built here as the build script
// does) computes exactly what the main thread computes, the app's runner uses it, and cancelling
// a session stops the thread, stores nothing and leaves the result in effect as it was.
import { endpoints, type TrainingResult, type TrainingSession } from '@silent/contracts';
import { createEnhancer } from '@silent/prompt-engine';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@silent/prompt-engine/testing';
import { readCheckpoint, type CategoryCheckpoint, type SessionRecord } from '@silent/training';
import { HOUSE_CATEGORY, HOUSE_TRAIN } from '@silent/training/experiment';
import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  importTrainingItems,
  queueTrainingSession,
  signIn,
  type TestApp,
} from '../testing/test-app';
import { bundleWorker } from '../testing/worker-bundle';
import { TrainingRunner } from './runner';
import { inlineJobs, threadJobs, type TrainingJob } from './training-job';

let worker: ReturnType<typeof bundleWorker>;

beforeAll(() => {
  worker = bundleWorker('apps/api/src/training/training-worker.ts');
});
afterAll(() => worker.remove());

/** What two runs of one session share: everything but times. */
const withoutTimes = (record: SessionRecord) => ({
  ...record,
  durationMinutes: 0,
  metrics: record.metrics.filter((metric) => metric.metricName !== 'p50_latency_ms'),
});
const checkpointWithoutTimes = ({ elapsedMs: _elapsed, result, ...rest }: CategoryCheckpoint) => ({
  ...rest,
  result: { ...result, p50LatencyMs: 0 },
});

describe('training sessions on a worker thread (PGlite)', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let ownerId: string;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { trainingWorkerFile: worker.file });
    const signedIn = await signIn(t, 'threaded@silent.test');
    owner = bearer(signedIn.token);
    ownerId = signedIn.userId;
    const imported = await importTrainingItems(t, owner, HOUSE_TRAIN);
    expect(imported.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  const queue = async (sessionName: string, categories: string[]) => {
    const created = await queueTrainingSession(t, owner, sessionName, categories);
    expect(created.statusCode).toBe(201);
    return created.json().data as TrainingSession;
  };
  const session = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/prompt/training/sessions/${id}`,
        headers: owner,
      })
    ).json().data as TrainingSession;
  const resultsOf = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/prompt/training/sessions/${id}/results`,
        headers: owner,
      })
    ).json().data as TrainingResult[];
  const checkpointOf = async (id: string) => {
    const [row] = (
      (await t.database.db.execute(
        sql`SELECT checkpoint FROM training_sessions WHERE id = ${id}`,
      )) as unknown as { rows: { checkpoint: unknown }[] }
    ).rows;
    return readCheckpoint(row?.checkpoint);
  };
  const jobOf = async (categories: string[]): Promise<TrainingJob> => {
    const visible = await t.database.repositories.trainingData.listForTraining([], ownerId);
    return {
      categories,
      rows: visible.filter((row) => categories.includes(row.category)),
      controlRows: visible.filter((row) => !categories.includes(row.category)),
      current: [],
      settings: { progressEvery: 4 },
      resume: [],
    };
  };

  it('computes on the thread exactly what the main thread computes, checkpoints included', async () => {
    const job = await jobOf([HOUSE_CATEGORY, 'email']);
    const run = async (runner: ReturnType<typeof inlineJobs>) => {
      const checkpoints: CategoryCheckpoint[] = [];
      const progress: number[] = [];
      const record = await runner(job, {
        signal: new AbortController().signal,
        onProgress: async (done) => void progress.push(done),
        onCategoryDone: async (checkpoint) => void checkpoints.push(checkpoint),
      });
      return { record, checkpoints, progress };
    };
    const threaded = await run(threadJobs(worker.file, t.config.llm));
    const inline = await run(inlineJobs(createEnhancer()));
    expect(withoutTimes(threaded.record)).toEqual(withoutTimes(inline.record));
    expect(threaded.checkpoints.map(checkpointWithoutTimes)).toEqual(
      inline.checkpoints.map(checkpointWithoutTimes),
    );
    expect(threaded.checkpoints.map((checkpoint) => checkpoint.category)).toEqual([
      'email',
      HOUSE_CATEGORY,
    ]);
    expect(threaded.progress).toEqual(inline.progress);
    expect(threaded.record.results.find((r) => r.category === HOUSE_CATEGORY)?.improved).toBe(true);
  });

  it('says there is no training data as the main thread does', async () => {
    const job = await jobOf(['no-such-category']);
    await expect(
      threadJobs(worker.file, t.config.llm)(job, {
        signal: new AbortController().signal,
        onProgress: async () => undefined,
        onCategoryDone: async () => undefined,
      }),
    ).rejects.toMatchObject({ name: 'NoTrainingDataError' });
  });

  it('stops the thread on abort: nothing is reported after it', async () => {
    const job = await jobOf([HOUSE_CATEGORY, 'email', 'marketing', 'education']);
    const controller = new AbortController();
    let afterAbort = 0;
    const run = threadJobs(worker.file, t.config.llm)(job, {
      signal: controller.signal,
      onProgress: async () => {
        if (controller.signal.aborted) afterAbort += 1;
      },
      onCategoryDone: async () => {
        if (controller.signal.aborted) afterAbort += 1;
        else controller.abort(new Error('cancelled'));
      },
    });
    await expect(run).rejects.toThrow('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(afterAbort).toBe(0);
  });

  it('runs the app’s sessions on the thread, storing progress and the result', async () => {
    expect(t.app.trainingRunner.threaded).toBe(true);
    const queued = await queue('house style on a thread', [HOUSE_CATEGORY]);
    expect(await t.app.trainingRunner.drain()).toEqual([queued.id]);
    const done = await session(queued.id);
    expect(done).toMatchObject({ status: 'completed', failure_reason: null, engine: 'offline' });
    expect(done.progress_done).toBe(done.progress_total);
    expect(done.progress_total).toBeGreaterThan(0);
    const [result] = await resultsOf(queued.id);
    expect(result).toMatchObject({ category: HOUSE_CATEGORY, status: 'active' });
    expect(await checkpointOf(queued.id)).toEqual([]);
  });

  it('stops the thread when its session is cancelled mid-run, stores nothing and leaves the active result', async () => {
    const active = await t.database.repositories.trainingResults.exemplarsFor(ownerId);
    expect(active.length).toBeGreaterThan(0);
    // Every category the owner sees: many categories, so there is time to cancel between two.
    const visible = await t.database.repositories.trainingData.listForTraining([], ownerId);
    const categories = [...new Set(visible.map((row) => row.category))].sort();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const queued = await queue('cancelled on a thread', categories);

    const terminate = jest.spyOn(Worker.prototype, 'terminate');
    const runner = new TrainingRunner({
      database: t.database,
      enhancer: t.app.enhancer,
      pollMs: 10,
      staleMs: 60_000,
      heartbeatMs: 0,
      thread: { workerFile: worker.file, llm: t.config.llm },
    });
    try {
      const running = runner.runOnce();
      // Cancel once the thread has finished its first category (its checkpoint is stored).
      let finished: CategoryCheckpoint[] = [];
      for (let attempt = 0; attempt < 3000 && finished.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished = await checkpointOf(queued.id);
      }
      expect(finished.length).toBeGreaterThan(0);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/prompt/training/sessions/${queued.id}/cancel`,
        headers: owner,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await running).toBe(queued.id);
      expect(terminate).toHaveBeenCalled();
    } finally {
      terminate.mockRestore();
    }

    const after = await session(queued.id);
    expect(after.status).toBe('cancelled');
    expect(after.progress_done).toBeLessThan(after.progress_total);
    expect(after.completed_at).not.toBeNull();
    expect(await resultsOf(queued.id)).toEqual([]);
    // It stopped between categories, far from the end.
    expect((await checkpointOf(queued.id)).length).toBeLessThan(categories.length);
    expect(await t.database.repositories.trainingResults.exemplarsFor(ownerId)).toEqual(active);
  });
});

describe('a session on a worker thread uses the model in effect when it starts', () => {
  const SETTINGS_KEY = Buffer.alloc(32, 7).toString('base64');
  let t: TestApp;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    // Whatever it answers, the enhancer asks it first (a weak answer loses to the offline draft).
    fake = await startFakeOpenAiServer([{ kind: 'content', content: 'A short reply.' }], {
      models: ['llama3.1'],
      apiKey: 'sk-stored',
    });
    t = await createTestApp({ modelSettingsKey: SETTINGS_KEY }, undefined, {
      trainingWorkerFile: worker.file,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('trains with the model an admin stored after start-up, and records its calls', async () => {
    const admin = bearer((await signIn(t, ADMIN_EMAIL)).token);
    const saved = await t.app.inject({
      method: endpoints.saveModelSettings.method,
      url: endpoints.saveModelSettings.path,
      headers: admin,
      payload: { baseUrl: fake.baseUrl, model: 'llama3.1', apiKey: 'sk-stored' },
    });
    expect(saved.statusCode).toBe(200);
    const owner = bearer((await signIn(t, 'stored-model@silent.test')).token);
    expect((await importTrainingItems(t, owner, HOUSE_TRAIN.slice(0, 8))).statusCode).toBe(201);
    const created = await queueTrainingSession(t, owner, 'with the stored model', [HOUSE_CATEGORY]);
    expect(created.statusCode).toBe(201);
    const id = (created.json().data as TrainingSession).id;

    expect(await t.app.trainingRunner.drain()).toEqual([id]);
    const chats = fake.chats();
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) {
      expect(chat.body).toMatchObject({ model: 'llama3.1' });
      expect(chat.headers.authorization).toBe('Bearer sk-stored');
    }
    // The thread's calls are recorded as the main thread's are: in the admin's usage figures.
    const usage = await t.app.inject({
      method: endpoints.getModelUsage.method,
      url: endpoints.getModelUsage.path,
      headers: admin,
    });
    expect(usage.statusCode).toBe(200);
    const byModel = (usage.json().data as { byModel: { model: string; calls: number }[] }).byModel;
    expect(byModel.find((row) => row.model === 'llama3.1')?.calls).toBe(chats.length);
  });
});
