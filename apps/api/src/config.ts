import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every setting the API reads, with its default. The README's configuration table mirrors this. */
export interface ApiConfig {
  host: string;
  port: number;
  /** Embedded PGlite data directory (used when databaseUrl is empty). */
  dataDir: string;
  /** Any PostgreSQL 14+; empty means the embedded database. */
  databaseUrl: string;
  /** Allowed browser origins besides the same origin. */
  corsOrigins: string[];
  /** Built web app to serve on the same origin; empty disables static serving. */
  webDistDir: string;
  rateLimit: { max: number; strictMax: number; windowMs: number; redisUrl: string };
  auth: { jwtSecret: string; jwtAudience: string; adminEmails: string[] };
  logLevel: string;
  version: string;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The embedded auth service's documented local default secret. It only protects a local
 * development database; production sets JWT_SECRET (or SUPABASE_JWT_SECRET).
 */
export const LOCAL_DEV_JWT_SECRET = 'silent-local-development-jwt-secret-change-me-0001';

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    host: env.HOST ?? 'localhost',
    port: int(env.PORT, 3000),
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL ?? '',
    corsOrigins: list(env.CORS_ORIGINS),
    webDistDir: env.WEB_DIST_DIR ?? 'dist/apps/web',
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 300),
      strictMax: int(env.RATE_LIMIT_STRICT_MAX, 60),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      redisUrl: env.REDIS_URL ?? '',
    },
    auth: {
      jwtSecret: env.JWT_SECRET ?? env.SUPABASE_JWT_SECRET ?? LOCAL_DEV_JWT_SECRET,
      jwtAudience: env.JWT_AUDIENCE ?? 'authenticated',
      adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    version: readVersion(),
  };
}
