import type { Enhancer } from '@silent/prompt-engine';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config';
import type { BatchOutcome, BatchTask } from '../../engine/batch';
import { createBatchRunner } from '../../engine/batch-pool';
import { createModelRuntime, type ModelRuntime } from '../../engine/model-runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The enhancer: the configured LLM with offline fallback, or the offline engine. */
    enhancer: Enhancer;
    /**
     * Enhances a batch (the engine's enhanceMany), on a worker thread when there are workers:
     * a large batch costs the event loop nothing but its message, whichever model is in effect.
     */
    enhanceBatch(task: BatchTask): Promise<BatchOutcome[]>;
    /** Which model is in effect (environment, stored by an admin, or offline). */
    models: ModelRuntime;
  }
}

export interface EnginePluginOptions {
  llm: ApiConfig['llm'];
  /** Worker threads for batches (ENGINE_WORKERS); 0 runs them inline. */
  workers: number;
  /** The bundled worker entry; without it (tests, `tsc` runs) batches run inline. */
  workerFile?: string;
  /** MODEL_SETTINGS_KEY: opens the stored model's API key. */
  modelSettingsKey: string;
  /** How often other processes' saved model settings are picked up (ms). */
  refreshMs: number;
}

export default fp<EnginePluginOptions>(
  async function enginePlugin(app: FastifyInstance, options) {
    const { llm: settings, workers, workerFile } = options;
    const models = createModelRuntime({
      env: settings,
      modelSettingsKey: options.modelSettingsKey,
      repo: app.repos.models,
      refreshMs: options.refreshMs,
      onRecordError: (error) => app.log.warn({ err: error }, 'could not record a model call'),
    });
    // The exemplars each caller gets come from the training plugin's cache (per owner).
    const enhancer = models.enhancer;
    const batches = createBatchRunner({
      workerFile,
      workers,
      llm: settings,
      enhancer,
      // The calls a worker made are recorded as the main thread's are.
      recordCall: models.recordCall,
    });
    app.addHook('onClose', async () => batches.close());
    if (batches.threads > 0) app.log.info({ threads: batches.threads }, 'batch enhancement pool');
    app.decorate('enhancer', enhancer);
    app.decorate('models', models);
    // The model in effect now (an admin's stored one too) goes with the batch to the worker.
    app.decorate('enhanceBatch', async (task: BatchTask) =>
      batches.run({ ...task, llm: (await models.active()).settings }),
    );
  },
  { name: 'engine', dependencies: ['db'] },
);
