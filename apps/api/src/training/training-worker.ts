// The worker-thread entry of a training session (bundled to dist/apps/api/training-worker.mjs):
// one thread per session computes it with an enhancer of its own and reports progress, each
// finished category and the result to the main thread, which stores them (training-job.ts).
import { NoTrainingDataError } from '@silent/training';
import { parentPort, workerData } from 'node:worker_threads';
import { createConfiguredEnhancer } from '../engine/enhancer';
import { recordingProvider } from '../engine/model-calls';
import { trainJob, type TrainingWorkerData, type TrainingWorkerMessage } from './training-job';

const { llm, job } = workerData as TrainingWorkerData;
const post = (message: TrainingWorkerMessage) => parentPort?.postMessage(message);

try {
  // Each model call goes to the main thread, which records and prices it.
  const enhancer = createConfiguredEnhancer(llm, (provider) =>
    recordingProvider(provider, async (call) => post({ type: 'call', call })),
  );
  const record = await trainJob(enhancer, job, {
    onProgress: async (done, total) => post({ type: 'progress', done, total }),
    onCategoryDone: async (checkpoint) => post({ type: 'checkpoint', checkpoint }),
  });
  post({ type: 'done', record });
} catch (error) {
  post({
    type: 'error',
    noTrainingData: error instanceof NoTrainingDataError,
    message: error instanceof Error ? error.message : String(error),
  });
}
