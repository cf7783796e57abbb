import { LIMITS } from '@silent/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from './config';
import { validatorCompiler } from './http/validation';
import authPlugin from './plugins/app/auth';
import errorsPlugin from './plugins/app/errors';
import webPlugin from './plugins/app/web';
import openapiPlugin from './plugins/external/openapi';
import rateLimitPlugin from './plugins/external/rate-limit';
import securityPlugin from './plugins/external/security';
import healthRoutes from './routes/health';

export interface BuildAppOptions {
  config: ApiConfig;
  logger?: FastifyServerOptions['logger'];
}

/** The whole API as one Fastify instance, ready to `inject` in tests or `listen` in main.ts. */
export async function buildApp({
  config,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: LIMITS.bodyMaxBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);

  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitPlugin, config.rateLimit);
  await app.register(errorsPlugin);
  await app.register(authPlugin, config.auth);
  await app.register(openapiPlugin, { version: config.version });

  await app.register(healthRoutes, { version: config.version });

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
