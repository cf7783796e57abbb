// Batches on real worker threads: the bundled worker (built here as the build script does)
// gives exactly what the main thread gives, the whole app answers through it, and a full
// queue turns batches away instead of holding their bodies without bound.
import { createTestDatabase, type TestDatabase } from '@silent/data/testing';
import { createEnhancer } from '@silent/prompt-engine';
import { buildApp } from '../app';
import { testConfig } from '../testing/test-app';
import { bundleWorker } from '../testing/worker-bundle';
import { runBatch, type BatchOutcome, type BatchTask } from './batch';
import {
  EngineBusyError,
  INLINE_BATCH_MAX_CHARS,
  QUEUED_BATCHES_PER_WORKER,
  createBatchRunner,
} from './batch-pool';

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
});
