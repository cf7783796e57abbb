import { LIMITS } from '@silent/contracts';
import { createAuthStore, type Database } from '@silent/data';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig, TrustProxy } from './config';
import { validatorCompiler } from './http/validation';
import authPlugin from './plugins/app/auth';
import dbPlugin from './plugins/app/db';
import embeddedAuthPlugin from './plugins/app/embedded-auth';
import enginePlugin from './plugins/app/engine';
import errorsPlugin, { frameworkErrorHandler } from './plugins/app/errors';
import trainingPlugin from './plugins/app/training-runner';
import webPlugin from './plugins/app/web';
import openapiPlugin from './plugins/external/openapi';
import rateLimitPlugin from './plugins/external/rate-limit';
import securityPlugin from './plugins/external/security';
import adminRoutes from './routes/admin';
import contactRoutes from './routes/contact';
import healthRoutes from './routes/health';
import historyRoutes from './routes/history';
import libraryRoutes from './routes/library';
import mcpRoutes from './routes/mcp';
import modelRoutes from './routes/models';
import promptRoutes from './routes/prompt';
import promptStreamRoutes from './routes/prompt-stream';
import templateRoutes from './routes/templates';
import trainingRoutes from './routes/training';
import viewerRoutes from './routes/viewer';
import waitlistRoutes from './routes/waitlist';

/**
 * TRUST_PROXY in Fastify's terms. A hop count becomes the function Fastify itself builds for
 * one (trust the `hops` nearest addresses), which its option types do not spell out.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface BuildAppOptions {
  config: ApiConfig;
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** The bundled batch worker (main.ts passes dist/apps/api/batch-worker.mjs); else inline. */
  engineWorkerFile?: string;
  /** The bundled training worker (dist/apps/api/training-worker.mjs); else sessions run inline. */
  trainingWorkerFile?: string;
}

/** The whole API as one Fastify instance, ready to `inject` in tests or `listen` in main.ts. */
export async function buildApp({
  config,
  logger = false,
  database,
  engineWorkerFile,
  trainingWorkerFile,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: LIMITS.bodyMaxBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // X-Forwarded-* are believed only from the configured proxies (off by default): any client
    // can send them, and request.ip feeds rate limits, auth limits, logs and auth sessions.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ajv: { customOptions: { removeAdditional: false } },
    // Routing failures (bad %-encoding, over-long path parameter) answer the envelope too.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every endpoint takes JSON. Fastify would hand a text/plain body to the validator as a
  // string ("body: expected object"); without the parser it is a 415 like any other type.
  app.removeContentTypeParser('text/plain');

  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    webDistDir: config.webDistDir,
    supabaseUrl: config.auth.supabaseUrl,
  });
  await app.register(rateLimitPlugin, config.rateLimit);
  await app.register(errorsPlugin);
  // Embedded mode knows every session: access tokens of signed-out ones are refused. The store
  // is made on first use because the database plugin registers after the auth plugin.
  let authStore: ReturnType<typeof createAuthStore> | undefined;
  await app.register(authPlugin, {
    ...config.auth,
    isSessionActive: config.auth.supabaseUrl
      ? undefined
      : (sessionId) => (authStore ??= createAuthStore(app.database.db)).isSessionActive(sessionId),
    // The database plugin registers after this one: keys are looked up through it at request time.
    authenticateApiKey: (key) => app.repos.apiKeys.authenticate(key),
    maxTokenAgeSeconds: config.auth.supabaseUrl
      ? undefined
      : config.embeddedAuth.accessTokenTtlSeconds,
  });
  await app.register(openapiPlugin, { version: config.version });
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
    poolMax: config.dbPoolMax,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    seedDemoContent: config.seedDemoContent,
    ...(database ? { database } : {}),
  });
  await app.register(enginePlugin, {
    llm: config.llm,
    modelSettingsKey: config.modelSettingsKey,
    refreshMs: config.training.exemplarRefreshMs,
    workers: config.engineWorkers,
    ...(engineWorkerFile ? { workerFile: engineWorkerFile } : {}),
  });
  await app.register(trainingPlugin, {
    training: config.training,
    ...(trainingWorkerFile ? { workerFile: trainingWorkerFile } : {}),
    seedDemoContent: config.seedDemoContent,
  });
  await app.register(embeddedAuthPlugin, {
    auth: config.auth,
    embeddedAuth: config.embeddedAuth,
  });

  await app.register(healthRoutes, { version: config.version });
  await app.register(viewerRoutes);
  await app.register(promptRoutes);
  await app.register(promptStreamRoutes);
  await app.register(templateRoutes);
  await app.register(historyRoutes);
  await app.register(libraryRoutes);
  await app.register(trainingRoutes);
  await app.register(waitlistRoutes);
  await app.register(contactRoutes);
  await app.register(adminRoutes);
  await app.register(modelRoutes);
  await app.register(mcpRoutes, { version: config.version });

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
