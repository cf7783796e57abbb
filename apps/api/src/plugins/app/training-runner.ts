import { SEED_CATEGORIES, TrainingRunsRepository } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config';
import { ExemplarCache } from '../../training/exemplar-cache';
import { TrainingRunner } from '../../training/runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exemplars in effect per owner, cached; the enhance routes pass them to the engine. */
    exemplarCache: ExemplarCache;
    /** Runs queued training sessions (polling only when enabled in the config). */
    trainingRunner: TrainingRunner;
  }
}

export interface TrainingPluginOptions {
  training: ApiConfig['training'];
  /** The bundled training worker (main.ts passes dist/apps/api/training-worker.mjs); else inline. */
  workerFile?: string;
  /** The demo seed is on: queue the demo's training session once, after the seed. */
  seedDemoContent: boolean;
}

export const DEMO_SESSION = {
  sessionName: 'Demo training run',
  description:
    'Queued automatically after the demo content was seeded: trains the enhancer on every demo category.',
  categories: SEED_CATEGORIES.map((category) => category.name),
} as const;

/**
 * Training sessions as background jobs, computed on a worker thread when the bundled worker is
 * there. The runner starts when the app is ready and stops before it closes (a session under
 * way goes back to the queue, with its checkpoint); the exemplar cache is
 * refreshed when a session completes here and, for other processes' sessions, by version.
 */
export default fp<TrainingPluginOptions>(
  async function trainingPlugin(app: FastifyInstance, options) {
    const { training } = options;
    const runs = new TrainingRunsRepository(app.database.db);
    const cache = new ExemplarCache(
      {
        // The caller's own result per category, else the shared one (@silent/data decides).
        load: async (ownerId) =>
          (await app.repos.trainingResults.exemplarsFor(ownerId)).map((row) => ({
            id: row.id,
            input: row.input,
            output: row.output,
            category: row.category,
          })),
        version: () => runs.resultsVersion(),
      },
      training.exemplarRefreshMs,
    );
    const runner = new TrainingRunner({
      database: app.database,
      enhancer: app.enhancer,
      pollMs: training.pollMs,
      staleMs: training.staleMs,
      maxAttempts: training.maxAttempts,
      ...(options.workerFile
        ? // The model in effect when each session starts (an admin's stored one too).
          {
            thread: {
              workerFile: options.workerFile,
              llm: async () => (await app.models.active()).settings,
            },
          }
        : {}),
      // Unmapped versions use the enhancer's own model: LLM_MODEL, or the one an admin stored.
      modelFor: (modelVersion) => training.modelMap[modelVersion],
      pipeline: { threshold: training.successThreshold },
      logger: {
        info: (details, message) => app.log.info(details, message),
        warn: (details, message) => app.log.warn(details, message),
        error: (details, message) => app.log.error(details, message),
      },
      onCompleted: () => cache.invalidate(),
      recordCall: app.models.recordCall,
    });
    app.decorate('exemplarCache', cache);
    app.decorate('trainingRunner', runner);
    if (!training.runner) return;

    app.addHook('onReady', async () => {
      if (options.seedDemoContent) {
        const queued = await runs.queueDemoSession(DEMO_SESSION);
        if (queued) app.log.info({ session: queued.id }, 'demo training session queued');
      }
      await runner.start();
      app.log.info(
        { worker: runner.workerId, thread: runner.threaded },
        runner.threaded
          ? 'training runner (sessions on a worker thread)'
          : 'training runner (inline)',
      );
    });
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'training', dependencies: ['db', 'engine'] },
);
