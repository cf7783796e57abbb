// Batches on real worker threads: the bundled worker (built here as the build script does)
// gives exactly what the main thread gives, the whole app answers through it, and a full
// queue turns batches away instead of holding their bodies without bound. A worker enhances
// with the model in effect on the main thread (an admin's stored one, reached over real HTTP
// on 127.0.0.1), and the calls it makes are recorded as the main thread's are.
import { endpoints } from '@silent/contracts';
import { createTestDatabase, type TestDatabase } from '@silent/data/testing';
import { createEnhancer } from '@silent/prompt-engine';
import { startFakeOpenAiServer, type FakeReply } from '@silent/prompt-engine/testing';
import { buildApp } from '../app';
import { ADMIN_EMAIL, bearer, createTestApp, signIn, testConfig } from '../testing/test-app';
import { bundleWorker } from '../testing/worker-bundle';
import { runBatch, type BatchOutcome, type BatchTask } from './batch';
import {
  EngineBusyError,
  INLINE_BATCH_MAX_CHARS,
  QUEUED_BATCHES_PER_WORKER,
  createBatchRunner,
} from './batch-pool';
import type { ModelCall } from './model-calls';

let worker: ReturnType<typeof bundleWorker>;
const offline = testConfig().llm;

beforeAll(() => {
  worker = bundleWorker('apps/api/src/engine/batch-worker.ts');
});
afterAll(() => worker.remove());

// Heavier than INLINE_BATCH_MAX_CHARS, so it really goes to a worker.
const task: BatchTask = {
  prompts: [
    `write a launch email for our new app. ${'Mention the offline mode. '.repeat(250)}`,
    `summarise this quarterly report. ${'Revenue grew in every region. '.repeat(250)}`,
  ],
  options: { style: 'technical', length: 'short' },
  exemplars: [],
};
const withoutTimes = (outcomes: BatchOutcome[]) =>
  outcomes.map(({ originalPrompt, result }) => ({
    originalPrompt,
    result: { ...result, metadata: { ...result.metadata, processingTime: 0 } },
  }));

/** The stored model's server: every completion reports the same usage. */
const STORED_KEY = 'sk-stored';
const USAGE = { prompt_tokens: 300, completion_tokens: 40 };
const reply: FakeReply = {
  kind: 'content',
  content: 'A rewrite the judge may refuse.',
  usage: USAGE,
};
const storedCall: ModelCall = {
  model: 'stored-model',
  promptTokens: USAGE.prompt_tokens,
  completionTokens: USAGE.completion_tokens,
  latencyMs: expect.any(Number) as number,
  ok: true,
};

describe('the batch worker pool', () => {
  it('enhances on a worker thread exactly as on the main thread', async () => {
    const enhancer = createEnhancer();
    const pool = createBatchRunner({ workerFile: worker.file, workers: 1, llm: offline, enhancer });
    try {
      expect(pool.threads).toBe(1);
      const [pooled, inline] = await Promise.all([pool.run(task), runBatch(enhancer, task)]);
      expect(withoutTimes(pooled)).toEqual(withoutTimes(inline));
      expect(pooled).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });

  it('keeps a batch no heavier than one maximal prompt on the main thread', async () => {
    const enhancer = createEnhancer();
    // The main thread's enhancer runs a light batch (one enhanceMany call); a heavy one goes
    // to the worker, which has an enhancer of its own.
    const enhance = jest.spyOn(enhancer, 'enhanceMany');
    const pool = createBatchRunner({ workerFile: worker.file, workers: 1, llm: offline, enhancer });
    try {
      const light = { ...task, prompts: ['x'.repeat(INLINE_BATCH_MAX_CHARS / 2), 'short'] };
      expect(await pool.run(light)).toHaveLength(2);
      expect(enhance).toHaveBeenCalledTimes(1);
      enhance.mockClear();
      expect(await pool.run(task)).toHaveLength(2);
      expect(enhance).not.toHaveBeenCalled();
    } finally {
      await pool.close();
    }
  });

  it('enhances with the model a task brings, on a worker, and hands its calls back to record', async () => {
    const fake = await startFakeOpenAiServer([reply], { apiKey: STORED_KEY });
    const enhancer = createEnhancer();
    const inline = jest.spyOn(enhancer, 'enhanceMany');
    const recorded: ModelCall[] = [];
    const pool = createBatchRunner({
      workerFile: worker.file,
      workers: 1,
      llm: offline,
      enhancer,
      recordCall: (call) => {
        recorded.push(call);
        return Promise.resolve();
      },
    });
    const stored = { ...offline, baseUrl: fake.baseUrl, model: 'stored-model', apiKey: STORED_KEY };
    try {
      expect(await pool.run({ ...task, llm: stored })).toHaveLength(2);
      expect(inline).not.toHaveBeenCalled();
      const chats = fake.chats();
      expect(chats).toHaveLength(2);
      for (const chat of chats) {
        expect(chat.body).toMatchObject({ model: 'stored-model' });
        expect(chat.headers.authorization).toBe(`Bearer ${STORED_KEY}`);
      }
      expect(recorded).toEqual([storedCall, storedCall]);

      // The same settings again: the worker's enhancer for them is reused, and records anew.
      expect(await pool.run({ ...task, llm: { ...stored } })).toHaveLength(2);
      expect(fake.chats()).toHaveLength(4);
      expect(recorded).toHaveLength(4);

      // A task without settings is enhanced with the pool's own (offline here): no model call.
      expect(await pool.run(task)).toHaveLength(2);
      expect(fake.chats()).toHaveLength(4);
      expect(recorded).toHaveLength(4);
    } finally {
      await pool.close();
      await fake.close();
    }
  });

  it('finishes the batches under way and queued when it closes (a graceful shutdown)', async () => {
    const pool = createBatchRunner({
      workerFile: worker.file,
      workers: 1,
      llm: offline,
      enhancer: createEnhancer(),
    });
    const running = [pool.run(task), pool.run(task), pool.run(task)];
    await pool.close();
    const outcomes = await Promise.all(running);
    expect(outcomes.map((batch) => batch.length)).toEqual([2, 2, 2]);
  });

  it('turns batches away once the queue is full', async () => {
    const pool = createBatchRunner({
      workerFile: worker.file,
      workers: 1,
      llm: offline,
      enhancer: createEnhancer(),
    });
    try {
      const heavy: BatchTask = {
        ...task,
        prompts: Array.from({ length: 5 }, () => 'x '.repeat(4000)),
      };
      const submitted = QUEUED_BATCHES_PER_WORKER + 10;
      const settled = await Promise.allSettled(
        Array.from({ length: submitted }, () => pool.run(heavy)),
      );
      const refused = settled.filter((outcome) => outcome.status === 'rejected');
      expect(refused.length).toBeGreaterThanOrEqual(submitted - QUEUED_BATCHES_PER_WORKER - 1);
      for (const outcome of refused) {
        expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(EngineBusyError);
      }
    } finally {
      await pool.close();
    }
  });
});

describe('the app with a worker pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => database.dispose());

  it('answers batch-enhance through the workers as it does without them', async () => {
    const config = { ...testConfig(), engineWorkers: 1 };
    const pooled = await buildApp({ config, database, engineWorkerFile: worker.file });
    const inline = await buildApp({ config: { ...config, engineWorkers: 0 }, database });
    try {
      const batch = (app: typeof pooled) =>
        app.inject({
          method: 'POST',
          url: '/api/prompt/batch-enhance',
          payload: { prompts: task.prompts, ...task.options },
        });
      const [a, b] = [await batch(pooled), await batch(inline)];
      expect(a.statusCode).toBe(200);
      // Ids and rating tokens are fresh per stored enhancement; the engine's work must match.
      const strip = (body: { data: { results: { id: string; ratingToken?: string }[] } }) =>
        body.data.results.map(({ id: _id, ratingToken: _token, ...rest }) => rest);
      expect(strip(a.json())).toEqual(strip(b.json()));
    } finally {
      await pooled.close();
      await inline.close();
    }
  });

  it('sends a large batch to a worker with the model an admin stored, and records its calls', async () => {
    const fake = await startFakeOpenAiServer([reply], { apiKey: STORED_KEY });
    const t = await createTestApp(
      { engineWorkers: 1, modelSettingsKey: Buffer.alloc(32, 5).toString('base64') },
      database,
      { engineWorkerFile: worker.file },
    );
    const recordedCalls = async () =>
      t.database.rawTransaction((tx) =>
        tx.query<{ model: string; prompt_tokens: number; completion_tokens: number; ok: boolean }>(
          `SELECT model, prompt_tokens, completion_tokens, ok FROM model_calls
            WHERE purpose = 'enhance'`,
        ),
      );
    const batch = (prompts: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/prompt/batch-enhance',
        payload: { prompts, ...task.options },
      });
    try {
      const admin = (await signIn(t, ADMIN_EMAIL)).token;
      const save = endpoints.saveModelSettings;
      const saved = await t.app.inject({
        method: save.method,
        url: save.path,
        headers: bearer(admin),
        payload: { baseUrl: fake.baseUrl, model: 'stored-model', apiKey: STORED_KEY },
      });
      expect(saved.json()).toMatchObject({ data: { active: { source: 'database' } } });
      const inline = jest.spyOn(t.app.enhancer, 'enhanceMany');
      const row = {
        model: 'stored-model',
        prompt_tokens: USAGE.prompt_tokens,
        completion_tokens: USAGE.completion_tokens,
        ok: true,
      };

      // Heavier than one maximal prompt: a worker enhances it, with the stored model and key.
      const large = await batch(task.prompts);
      expect(large.statusCode).toBe(200);
      expect(inline).not.toHaveBeenCalled();
      const chats = fake.chats();
      expect(chats).toHaveLength(2);
      for (const chat of chats) {
        expect(chat.body).toMatchObject({ model: 'stored-model' });
        expect(chat.headers.authorization).toBe(`Bearer ${STORED_KEY}`);
      }
      expect(await recordedCalls()).toEqual([row, row]);

      // A light batch stays on the main thread, with the same model, recorded the same way.
      const light = await batch(['write a haiku about green tea', 'plan a team offsite']);
      expect(light.statusCode).toBe(200);
      expect(inline).toHaveBeenCalledTimes(1);
      expect(fake.chats()).toHaveLength(4);
      expect(await recordedCalls()).toEqual([row, row, row, row]);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
