import rateLimit from '@fastify/rate-limit';
import type { EndpointThrottle } from '@silent/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  max: number;
  strictMax: number;
  windowMs: number;
  /** Shared counter store so several API processes enforce one limit; empty = in memory. */
  redisUrl: string;
}

function throttleOf(config: unknown): EndpointThrottle | 'not-found' {
  const throttle = (config as { throttle?: EndpointThrottle } | undefined)?.throttle;
  return throttle ?? 'not-found';
}

/**
 * Per-IP limits with two buckets: the costly or abusable endpoints (enhance, batch, variations,
 * waitlist, contact, unknown routes) share the strict one.
 */
export default fp<RateLimitOptions>(
  async function rateLimitPlugin(app: FastifyInstance, options) {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.quit());
    await app.register(rateLimit, {
      global: true,
      timeWindow: options.windowMs,
      redis,
      // A broken limiter store must not take the API down with it.
      skipOnError: true,
      keyGenerator: (request) => {
        const bucket = throttleOf(request.routeOptions.config) === 'default' ? 'd' : 's';
        return `${request.ip}:${bucket}`;
      },
      max: (request) =>
        throttleOf(request.routeOptions.config) === 'default' ? options.max : options.strictMax,
    });
  },
  { name: 'rate-limit' },
);
