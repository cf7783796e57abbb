// A fixed-window budget that requests spend by cost, not by count: a batch of 25 prompts asks
// the engine for 25 enhancements and spends 25. In memory for one process, or in Redis so every
// API process spends from one budget per client.
import type { Redis } from 'ioredis';

export interface Spend {
  /** False when the cost does not fit in what is left; nothing is spent then. */
  allowed: boolean;
  /** Spent in the current window (after this spend, when allowed). */
  spent: number;
  /** Milliseconds until the window restarts. */
  resetMs: number;
}

export interface CostLimiter {
  /** Spends `cost` from `key`'s budget if it fits. */
  spend(key: string, cost: number): Promise<Spend>;
  /** True when nothing is left: a request can be refused before its body is even read. */
  exhausted(key: string): Promise<{ exhausted: boolean; resetMs: number }>;
  close(): void;
}

export interface CostLimiterOptions {
  max: number;
  windowMs: number;
  /** Shared store; without it the budget lives in this process. */
  redis?: Redis;
  /** Key prefix in Redis. */
  prefix?: string;
}

function memoryLimiter({ max, windowMs }: CostLimiterOptions): CostLimiter {
  const windows = new Map<string, { spent: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    const fresh = { spent: 0, resetAt: now + windowMs };
    windows.set(key, fresh);
    return fresh;
  };
  // Expired windows are dropped, so clients that went away do not pile up.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    async spend(key, cost) {
      const now = Date.now();
      const window = current(key, now);
      const allowed = window.spent + cost <= max;
      if (allowed) window.spent += cost;
      return { allowed, spent: window.spent, resetMs: window.resetAt - now };
    },
    async exhausted(key) {
      const now = Date.now();
      const window = current(key, now);
      return { exhausted: window.spent >= max, resetMs: window.resetAt - now };
    },
    close: () => clearInterval(sweep),
  };
}

// Check and spend in one step on the Redis server, so two processes cannot both take the last
// units. Returns [allowed 0/1, spent, ttl ms].
const SPEND_SCRIPT = `
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = tonumber(ARGV[3]) end
if spent + cost > tonumber(ARGV[2]) then return {0, spent, ttl} end
local now = redis.call('INCRBY', KEYS[1], cost)
if now == cost then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, now, ttl}
`;

function redisLimiter({ max, windowMs, redis, prefix = 'cost' }: CostLimiterOptions): CostLimiter {
  const client = redis as Redis;
  const full = (key: string) => `${prefix}:${key}`;
  return {
    async spend(key, cost) {
      const [allowed, spent, ttl] = (await client.eval(
        SPEND_SCRIPT,
        1,
        full(key),
        cost,
        max,
        windowMs,
      )) as [number, number, number];
      return { allowed: allowed === 1, spent, resetMs: ttl };
    },
    async exhausted(key) {
      const [spent, ttl] = await Promise.all([client.get(full(key)), client.pttl(full(key))]);
      return { exhausted: Number(spent ?? 0) >= max, resetMs: ttl > 0 ? ttl : windowMs };
    },
    close: () => undefined,
  };
}

export function createCostLimiter(options: CostLimiterOptions): CostLimiter {
  return options.redis ? redisLimiter(options) : memoryLimiter(options);
}
