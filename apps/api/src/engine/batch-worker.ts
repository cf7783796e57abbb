// The worker-thread entry of the batch pool (bundled to dist/apps/api/batch-worker.mjs). Heavy
// engine work runs here so a flood of large batches cannot starve the event loop that answers
// every other request.
import { workerData } from 'node:worker_threads';
import { runBatch, type BatchTask } from './batch';
import type { EngineWorkerData } from './batch-pool';
import { createConfiguredEnhancer } from './enhancer';

const enhancer = createConfiguredEnhancer((workerData as EngineWorkerData).llm);

export default function enhanceBatch(task: BatchTask) {
  return runBatch(enhancer, task);
}
