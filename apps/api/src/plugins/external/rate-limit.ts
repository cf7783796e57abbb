import rateLimit from '@fastify/rate-limit';
import { clientKey } from '@silent/auth-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createCostLimiter } from '../../http/cost-limiter';
import { bucketOf, type Bucket } from '../../http/request-kind';
import { RateLimitedError } from '../app/errors';

export interface RateLimitOptions {
  max: number;
  strictMax: number;
  /** Page navigations and unhashed static files. */
  pageMax: number;
  windowMs: number;
  /** Shared counter store so several API processes enforce one limit; empty = in memory. */
  redisUrl: string;
}

/** The prompts a request asks the engine to enhance: each of a batch's, or its one prompt. */
export function engineCost(body: unknown): number {
  const prompts = (body as { prompts?: unknown } | undefined)?.prompts;
  if (!Array.isArray(prompts)) return 1;
  return Math.max(1, prompts.filter((p) => typeof p === 'string' && p.trim()).length);
}

const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Per-client limits that fit what they protect (the client is request.ip, as TRUST_PROXY
 * yields it; IPv6 counted per /64):
 * - default: ordinary API endpoints, RATE_LIMIT_MAX requests per window;
 * - strict: waitlist, contact and unknown routes, RATE_LIMIT_STRICT_MAX requests;
 * - engine: enhance, variations and batch spend RATE_LIMIT_STRICT_MAX *prompts* per window
 *   (a batch of 25 spends 25), and count as ordinary requests too; once the budget is spent,
 *   requests are refused before their body is read;
 * - page: page loads and unhashed files, RATE_LIMIT_PAGE_MAX; hashed assets are not limited.
 */
export default fp<RateLimitOptions>(
  async function rateLimitPlugin(app: FastifyInstance, options) {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.quit());

    // Engine requests are counted by request in the default bucket, by prompt below.
    const requestBucket = (bucket: Bucket) => (bucket === 'engine' ? 'default' : bucket);
    const maxOf: Record<ReturnType<typeof requestBucket>, number> = {
      default: options.max,
      strict: options.strictMax,
      page: options.pageMax,
      asset: Number.MAX_SAFE_INTEGER,
    };
    const keyOf = (request: FastifyRequest) => clientKey(request.ip);
    await app.register(rateLimit, {
      global: true,
      timeWindow: options.windowMs,
      redis,
      // A broken limiter store must not take the API down with it.
      skipOnError: true,
      allowList: (request) => bucketOf(request) === 'asset',
      keyGenerator: (request) => `${keyOf(request)}:${requestBucket(bucketOf(request))}`,
      max: (request) => maxOf[requestBucket(bucketOf(request))],
    });

    const engine = createCostLimiter({
      max: options.strictMax,
      windowMs: options.windowMs,
      redis,
      prefix: 'engine-prompts',
    });
    app.addHook('onClose', async () => engine.close());
    const guarded = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof RateLimitedError) throw error;
        app.log.warn({ err: error }, 'engine budget store unavailable; request let through');
        return undefined;
      }
    };
    app.addHook('onRequest', async (request) => {
      if (bucketOf(request) !== 'engine') return;
      // A flood of large batches at the limit costs almost nothing: refused before parsing.
      const state = await guarded(() => engine.exhausted(keyOf(request)));
      if (state?.exhausted) throw new RateLimitedError(retryAfterSeconds(state.resetMs));
    });
    app.addHook('preHandler', async (request) => {
      if (bucketOf(request) !== 'engine') return;
      const spent = await guarded(() => engine.spend(keyOf(request), engineCost(request.body)));
      if (spent && !spent.allowed) throw new RateLimitedError(retryAfterSeconds(spent.resetMs));
    });
  },
  { name: 'rate-limit' },
);
