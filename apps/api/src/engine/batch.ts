// One batch of prompts through the engine's enhanceMany (an LLM behind the enhancer gets a
// capped number of calls at once, under one deadline). Runs on a worker thread
// (batch-worker.ts) or, with no workers, on the main thread: the same code either way.
import type { EnhanceInput, EnhanceResult, Enhancer, Exemplar } from '@silent/prompt-engine';
import { performance } from 'node:perf_hooks';
import type { ApiConfig } from '../config';

export interface BatchTask {
  prompts: string[];
  /** Style, length, audience and context shared by every prompt. */
  options: Omit<EnhanceInput, 'originalPrompt'>;
  exemplars: Exemplar[];
  /**
   * The model settings in effect when the batch was submitted (resolved on the main thread: the
   * environment's, an admin's stored ones, or offline). A worker enhances with these; without
   * them, with the settings it was started with. They include the API key, which crosses to the
   * worker thread as a message within this process: never log a task.
   */
  llm?: ApiConfig['llm'];
}

export interface BatchOutcome {
  originalPrompt: string;
  result: EnhanceResult;
  /** Milliseconds with 0.1 ms resolution. */
  processingMs: number;
}

export async function runBatch(enhancer: Enhancer, task: BatchTask): Promise<BatchOutcome[]> {
  const start = performance.now();
  // The engine caps the model calls in flight and bounds the whole batch by one deadline.
  const results = await enhancer.enhanceMany(
    task.prompts.map((originalPrompt) => ({ originalPrompt, ...task.options })),
    { exemplars: task.exemplars },
  );
  // Prompts of one batch are enhanced together: each is credited an equal share of the time.
  const each = Math.round(((performance.now() - start) / Math.max(1, results.length)) * 10) / 10;
  return results.map((result, index) => ({
    originalPrompt: task.prompts[index] ?? '',
    result,
    processingMs: each,
  }));
}
