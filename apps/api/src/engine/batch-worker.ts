// The worker-thread entry of the batch pool (bundled to dist/apps/api/batch-worker.mjs). Heavy
// engine work runs here so a flood of large batches cannot starve the event loop that answers
// every other request. Each task brings the model settings in effect on the main thread (an
// admin's stored model as well as the environment's); the model calls made for it go back with
// its outcomes, to be recorded there.
import type { Enhancer } from '@silent/prompt-engine';
import { AsyncLocalStorage } from 'node:async_hooks';
import { workerData } from 'node:worker_threads';
import type { ApiConfig } from '../config';
import { runBatch, type BatchTask } from './batch';
import type { EngineWorkerData, WorkerBatchResult } from './batch-pool';
import { createConfiguredEnhancer, settingsKey } from './enhancer';
import { recordingProvider, type ModelCall } from './model-calls';

/** The settings of a task that brings none: the ones the pool was started with. */
const startSettings = (workerData as EngineWorkerData).llm;

/** The calls of the batch under way: each task gets its own list, even if tasks interleave. */
const batchCalls = new AsyncLocalStorage<ModelCall[]>();
const collect = (call: ModelCall) => {
  batchCalls.getStore()?.push(call);
  return Promise.resolve();
};

/** Enhancers by settings (a few: the settings change rarely), the most recently used last. */
const KEPT_ENHANCERS = 4;
const enhancers = new Map<string, Enhancer>();

function enhancerFor(settings: ApiConfig['llm']): Enhancer {
  const key = settingsKey(settings);
  const enhancer =
    enhancers.get(key) ??
    createConfiguredEnhancer(settings, (provider) => recordingProvider(provider, collect));
  enhancers.delete(key);
  enhancers.set(key, enhancer);
  for (const oldest of enhancers.keys()) {
    if (enhancers.size <= KEPT_ENHANCERS) break;
    enhancers.delete(oldest);
  }
  return enhancer;
}

export default async function enhanceBatch(task: BatchTask): Promise<WorkerBatchResult> {
  const calls: ModelCall[] = [];
  const enhancer = enhancerFor(task.llm ?? startSettings);
  const outcomes = await batchCalls.run(calls, () => runBatch(enhancer, task));
  return { outcomes, calls };
}
