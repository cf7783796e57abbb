// Where a training session's CPU-heavy part runs: on a worker thread of its own (the bundled
// training-worker.mjs), so that a long session never holds up the event loop that answers
// requests, or inline when there is no bundled worker (unit tests, `nx serve` before a build).
// Either way the caller, on the main thread, keeps every database write, the heartbeat and
// cancel: the thread only computes, and reports progress, finished categories and the result.
import type { TrainingDataItem } from '@silent/contracts';
import type { Enhancer, Exemplar } from '@silent/prompt-engine';
import {
  NoTrainingDataError,
  trainSession,
  type CategoryCheckpoint,
  type PipelineSettings,
  type SessionRecord,
} from '@silent/training';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { ApiConfig } from '../config';
import type { ModelCall } from '../engine/model-calls';

/** Everything a session's computation needs: plain data, so it can cross to a thread. */
export interface TrainingJob {
  categories: string[];
  rows: TrainingDataItem[];
  controlRows: TrainingDataItem[];
  current: Exemplar[];
  modelHint?: string;
  /** Without `now` (a function cannot cross to a thread). */
  settings: Omit<PipelineSettings, 'now'>;
  /** What an interrupted run of the session finished. */
  resume: CategoryCheckpoint[];
}

export interface TrainingJobHooks {
  onProgress(done: number, total: number): Promise<void>;
  /** A category finished; called in order, each awaited before the next report. */
  onCategoryDone(checkpoint: CategoryCheckpoint): Promise<void>;
  /** Aborting stops the computation (the thread is terminated) and rejects with the reason. */
  signal: AbortSignal;
  /** A model call the thread made, to be recorded as the main thread records its own. */
  onModelCall?(call: ModelCall): Promise<void>;
}

/** Runs one job to its SessionRecord; rejects with NoTrainingDataError when there is no data. */
export type TrainingJobRunner = (
  job: TrainingJob,
  hooks: TrainingJobHooks,
) => Promise<SessionRecord>;

/** What the main thread hands the worker. */
export interface TrainingWorkerData {
  llm: ApiConfig['llm'];
  job: TrainingJob;
}

/** What the worker reports, in order; `done` or `error` is the last. */
export type TrainingWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'checkpoint'; checkpoint: CategoryCheckpoint }
  | { type: 'call'; call: ModelCall }
  | { type: 'done'; record: SessionRecord }
  | { type: 'error'; noTrainingData: boolean; message: string };

/** The one place a job becomes a pipeline run: inline and on the thread alike. */
export function trainJob(
  enhancer: Pick<Enhancer, 'enhance'>,
  job: TrainingJob,
  hooks: Omit<TrainingJobHooks, 'signal'> & { signal?: AbortSignal },
): Promise<SessionRecord> {
  return trainSession({
    categories: job.categories,
    rows: job.rows,
    controlRows: job.controlRows,
    current: job.current,
    enhancer,
    ...(job.modelHint ? { modelHint: job.modelHint } : {}),
    settings: job.settings,
    resume: job.resume,
    onProgress: hooks.onProgress,
    onCategoryDone: hooks.onCategoryDone,
    ...(hooks.signal ? { signal: hooks.signal } : {}),
  });
}

/** On the main thread, yielding to requests at every progress report. */
export function inlineJobs(enhancer: Pick<Enhancer, 'enhance'>): TrainingJobRunner {
  return (job, hooks) =>
    trainJob(enhancer, job, {
      ...hooks,
      onProgress: async (done, total) => {
        await yieldToEventLoop();
        await hooks.onProgress(done, total);
      },
    });
}

/**
 * On a worker thread started for the job from `workerFile`; the worker builds its own enhancer
 * from `llm`, as the batch workers do.
 */
/**
 * The model settings a session's thread builds its enhancer from: fixed, or asked for at the
 * start of every session (the model in effect then, an admin's stored one included).
 */
export type LlmSource = ApiConfig['llm'] | (() => Promise<ApiConfig['llm']>);

export function threadJobs(workerFile: string, source: LlmSource): TrainingJobRunner {
  return async (job, hooks) => {
    const llm = typeof source === 'function' ? await source() : source;
    return new Promise<SessionRecord>((resolve, reject) => {
      if (hooks.signal.aborted) {
        reject(hooks.signal.reason);
        return;
      }
      const workerData: TrainingWorkerData = { llm, job };
      const worker = new Worker(workerFile, { workerData });
      let settled = false;
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        hooks.signal.removeEventListener('abort', abort);
        settle();
        // Done, failed or aborted: nothing more is wanted from the thread.
        void worker.terminate();
      };
      const abort = () => finish(() => reject(hooks.signal.reason));
      hooks.signal.addEventListener('abort', abort, { once: true });
      // The hooks write to the database: one at a time, in the order the worker reported.
      let handled = Promise.resolve();
      const handle = async (message: TrainingWorkerMessage) => {
        if (settled) return;
        if (message.type === 'progress') await hooks.onProgress(message.done, message.total);
        else if (message.type === 'checkpoint') await hooks.onCategoryDone(message.checkpoint);
        else if (message.type === 'call') await hooks.onModelCall?.(message.call);
        else if (message.type === 'done') finish(() => resolve(message.record));
        else {
          const error = message.noTrainingData
            ? new NoTrainingDataError()
            : new Error(`training worker: ${message.message}`);
          finish(() => reject(error));
        }
      };
      worker.on('message', (message: TrainingWorkerMessage) => {
        handled = handled
          .then(() => handle(message))
          .catch((error: unknown) => finish(() => reject(error)));
      });
      worker.on('error', (error) => finish(() => reject(error)));
      worker.on('exit', (code) => {
        void handled.then(() =>
          finish(() => reject(new Error(`training worker exited (code ${code}) without a result`))),
        );
      });
    });
  };
}
