import { LIMITS } from '@silent/contracts';
import type { Enhancer } from '@silent/prompt-engine';
import { Piscina } from 'piscina';
import type { ApiConfig } from '../config';
import { runBatch, type BatchOutcome, type BatchTask } from './batch';
import type { ModelCall } from './model-calls';

export interface EngineWorkerData {
  /** The settings a task without its own `llm` is enhanced with (the environment's). */
  llm: ApiConfig['llm'];
}

/** What a worker answers for one task: the outcomes, and the model calls made for them. */
export interface WorkerBatchResult {
  outcomes: BatchOutcome[];
  calls: ModelCall[];
}

export interface BatchRunner {
  run(task: BatchTask): Promise<BatchOutcome[]>;
  /** Worker threads behind it (0: batches run on the main thread). */
  readonly threads: number;
  close(): Promise<void>;
}

/**
 * How many batches may wait per worker before new ones are turned away: memory stays bounded
 * (at most 256 KiB of body each), and far above what the per-client engine budget lets through.
 */
export const QUEUED_BATCHES_PER_WORKER = 256;

/**
 * A batch no heavier than one maximal single enhancement (which always runs inline) stays on
 * the main thread: handing a small batch to a worker costs more than it saves. Measured with the
 * load test's mix of small batches, sending every batch to the pool halved throughput.
 */
export const INLINE_BATCH_MAX_CHARS = LIMITS.promptMaxChars;

const characters = (task: BatchTask) =>
  task.prompts.reduce((sum, prompt) => sum + prompt.length, 0);

/** Raised when every worker is busy and the queue is full: answered with 503 and Retry-After. */
export class EngineBusyError extends Error {}

export interface BatchRunnerOptions {
  /** The worker entry (dist/apps/api/batch-worker.mjs); without it batches run inline. */
  workerFile?: string;
  workers: number;
  llm: ApiConfig['llm'];
  /** The main thread's enhancer, for inline batches (it records its own model calls). */
  enhancer: Enhancer;
  /**
   * Records the model calls a worker made for a batch, as the main thread's enhancer records its
   * own (awaited before the batch's outcomes are returned; it must not reject).
   */
  recordCall?: (call: ModelCall) => Promise<void>;
}

export function createBatchRunner(options: BatchRunnerOptions): BatchRunner {
  if (!options.workerFile || options.workers < 1) {
    return {
      run: (task) => runBatch(options.enhancer, task),
      threads: 0,
      close: () => Promise.resolve(),
    };
  }
  const workerData: EngineWorkerData = { llm: options.llm };
  const pool = new Piscina({
    filename: options.workerFile,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.workers * QUEUED_BATCHES_PER_WORKER,
    workerData,
  });
  return {
    threads: options.workers,
    async run(task) {
      if (characters(task) <= INLINE_BATCH_MAX_CHARS) return runBatch(options.enhancer, task);
      let result: WorkerBatchResult;
      try {
        result = (await pool.run(task)) as WorkerBatchResult;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new EngineBusyError(error.message);
        }
        throw error;
      }
      const { recordCall } = options;
      if (recordCall) await Promise.all(result.calls.map((call) => recordCall(call)));
      return result.outcomes;
    },
    // Graceful: batches under way or queued finish first (the server drains its requests on
    // SIGTERM, and those requests wait on these batches).
    close: () => pool.close(),
  };
}
