import { LOCAL_ANON_KEY } from '@silent/auth-server';
import { AUTH } from '@silent/contracts';
import { TRAINING_SUCCESS_THRESHOLD } from '@silent/training';
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
  /** Where the NNNN_name.sql migrations are (default: libs/data/migrations from the repo root). */
  migrationsDir: string;
  /** PostgreSQL pool size per process (DATABASE_URL only). */
  dbPoolMax: number;
  /** How long to wait for a PostgreSQL connection before answering 503 (ms). */
  dbConnectTimeoutMs: number;
  /** Seed demo templates, categories and training pairs on the first start of an empty database. */
  seedDemoContent: boolean;
  /** OpenAI-compatible LLM behind the enhancer; empty baseUrl means the offline engine. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; maxRetries: number };
  /** Allowed browser origins besides the same origin. */
  corsOrigins: string[];
  /** Built web app to serve on the same origin; empty disables static serving. */
  webDistDir: string;
  rateLimit: { max: number; strictMax: number; windowMs: number; redisUrl: string };
  auth: {
    /** HS256 secret; empty (hosted mode without a secret) refuses HS256 tokens. */
    jwtSecret: string;
    jwtAudience: string;
    adminEmails: string[];
    /** Hosted Supabase project URL; empty means the embedded auth service under /auth/v1. */
    supabaseUrl: string;
  };
  /** The embedded Supabase-compatible auth service (used when auth.supabaseUrl is empty). */
  embeddedAuth: {
    anonKey: string;
    /** Public origin for mailed links and default redirects; empty: each request's origin. */
    siteUrl: string;
    redirectUrls: string[];
    accessTokenTtlSeconds: number;
    magicLinkTtlSeconds: number;
    linkCooldownSeconds: number;
    rateLimit: { windowSeconds: number; email: number; verify: number; token: number };
    /** Empty host: mail is kept in the local mailbox (/dev/mailbox) and logged. */
    smtp: { host: string; port: number; secure: boolean; user: string; pass: string; from: string };
    devMailbox: boolean;
  };
  /** Training sessions: the job runner, its scoring threshold and the exemplar cache. */
  training: {
    /** Poll for queued sessions in this process (default on; off under NODE_ENV=test). */
    runner: boolean;
    /** Wait between looks at an empty queue (ms). */
    pollMs: number;
    /** An in_progress session whose heartbeat is older than this is failed as interrupted (ms). */
    staleMs: number;
    /** ROUGE-L F1 at or above which an enhancement counts as a success. */
    successThreshold: number;
    /** How often the enhance routes check for new active exemplars (ms). */
    exemplarRefreshMs: number;
    /** model_version → LLM model; a version not named uses LLM_MODEL. */
    modelMap: Record<string, string>;
  };
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

function decimal(value: string | undefined, fallback: number): number {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

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
    migrationsDir: env.MIGRATIONS_DIR ?? '',
    dbPoolMax: int(env.DB_POOL_MAX, 10),
    dbConnectTimeoutMs: int(env.DB_CONNECT_TIMEOUT_MS, 5000),
    seedDemoContent: bool(env.SEED_DEMO_CONTENT, true),
    llm: {
      baseUrl: env.LLM_BASE_URL ?? '',
      apiKey: env.LLM_API_KEY ?? '',
      model: env.LLM_MODEL ?? 'gpt-4o-mini',
      timeoutMs: int(env.LLM_TIMEOUT_MS, 20_000),
      maxRetries: int(env.LLM_MAX_RETRIES, 2),
    },
    corsOrigins: list(env.CORS_ORIGINS),
    webDistDir: env.WEB_DIST_DIR ?? 'dist/apps/web',
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 300),
      strictMax: int(env.RATE_LIMIT_STRICT_MAX, 60),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      redisUrl: env.REDIS_URL ?? '',
    },
    auth: {
      // The documented local secret only ever signs embedded-mode tokens: with a hosted
      // project it would let anyone who read the README forge a token.
      jwtSecret:
        env.JWT_SECRET ?? env.SUPABASE_JWT_SECRET ?? (env.SUPABASE_URL ? '' : LOCAL_DEV_JWT_SECRET),
      jwtAudience: env.JWT_AUDIENCE ?? 'authenticated',
      adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
      supabaseUrl: (env.SUPABASE_URL ?? '').replace(/\/+$/, ''),
    },
    embeddedAuth: {
      anonKey: env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
      siteUrl: (env.SITE_URL ?? '').replace(/\/+$/, ''),
      redirectUrls: list(env.AUTH_REDIRECT_URLS),
      accessTokenTtlSeconds: int(env.AUTH_ACCESS_TOKEN_TTL_SECONDS, AUTH.accessTokenTtlSeconds),
      magicLinkTtlSeconds: int(env.AUTH_MAGIC_LINK_TTL_SECONDS, AUTH.magicLinkTtlSeconds),
      linkCooldownSeconds: int(env.AUTH_LINK_COOLDOWN_SECONDS, AUTH.magicLinkCooldownSeconds),
      rateLimit: {
        windowSeconds: int(env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 300),
        email: int(env.AUTH_RATE_LIMIT_EMAIL, 30),
        verify: int(env.AUTH_RATE_LIMIT_VERIFY, 60),
        token: int(env.AUTH_RATE_LIMIT_TOKEN, 150),
      },
      smtp: {
        host: env.SMTP_HOST ?? '',
        port: int(env.SMTP_PORT, 587),
        secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : int(env.SMTP_PORT, 587) === 465,
        user: env.SMTP_USER ?? '',
        pass: env.SMTP_PASS ?? '',
        from: env.SMTP_FROM ?? 'Silent <no-reply@localhost>',
      },
      devMailbox: env.DEV_MAILBOX !== 'false',
    },
    training: {
      runner: bool(env.TRAINING_RUNNER, (env.NODE_ENV ?? process.env.NODE_ENV) !== 'test'),
      pollMs: int(env.TRAINING_POLL_MS, 2000),
      staleMs: int(env.TRAINING_STALE_MS, 60_000),
      successThreshold: decimal(env.TRAINING_SUCCESS_THRESHOLD, TRAINING_SUCCESS_THRESHOLD),
      exemplarRefreshMs: int(env.TRAINING_EXEMPLAR_REFRESH_MS, 5000),
      modelMap: Object.fromEntries(
        list(env.TRAINING_MODEL_MAP)
          .map((pair) => pair.split('=').map((part) => part.trim()))
          .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
      ),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    version: readVersion(),
  };
}
