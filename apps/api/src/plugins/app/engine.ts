import {
  createEnhancer,
  createOpenAiCompatibleProvider,
  type Enhancer,
  type Exemplar,
} from '@silent/prompt-engine';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The enhancer: the configured LLM with offline fallback, or the offline engine. */
    enhancer: Enhancer;
    /** The exemplar sets training selected (empty until a session has completed). */
    activeExemplars(): Promise<Exemplar[]>;
  }
}

export type EnginePluginOptions = ApiConfig['llm'];

export default fp<EnginePluginOptions>(
  async function enginePlugin(app: FastifyInstance, options) {
    const llm = options.baseUrl
      ? createOpenAiCompatibleProvider({
          baseUrl: options.baseUrl,
          ...(options.apiKey ? { apiKey: options.apiKey } : {}),
          model: options.model,
          timeoutMs: options.timeoutMs,
          maxRetries: options.maxRetries,
        })
      : undefined;
    app.decorate('enhancer', createEnhancer(llm ? { llm } : {}));
    // Read per request: training in another process may have changed the set.
    app.decorate('activeExemplars', async () =>
      (await app.repos.exemplars.listActive()).map((row) => ({
        id: row.id,
        input: row.input,
        output: row.output,
        category: row.category,
      })),
    );
  },
  { name: 'engine', dependencies: ['db'] },
);
