import { isLoopback } from '@silent/auth-server';
import type { Static } from '@sinclair/typebox';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from './env-parsing';
import { EnvSchema, MIN_SECRET_CHARS, type TrustProxy } from './env-schema';

export type { TrustProxy } from './env-schema';

/** Every setting the API reads, parsed and checked from the environment by EnvSchema. */
export interface ApiConfig {
  host: string;
  port: number;
  /**
   * Reachable from outside: HOST is not a loopback address, or NODE_ENV=production. Then the
   * safe defaults apply (no documented JWT secret, no mailbox unless asked for, SITE_URL set).
   */
  reachableFromOutside: boolean;
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy). */
  trustProxy: TrustProxy;
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
  llm: {
    baseUrl: string;
    apiKey: string;
    model: string;
    timeoutMs: number;
    maxRetries: number;
    /** Model calls at once for one batch or one set of variations. */
    concurrency: number;
    /** One deadline for a whole batch or set of variations (ms). */
    deadlineMs: number;
  };
  /**
   * MODEL_SETTINGS_KEY: seals the API key an admin stores for the model (AES-256-GCM). Empty:
   * no key can be stored (the save is refused with MODEL_MESSAGES.keyNeedsSecret).
   */
  modelSettingsKey: string;
  /** Worker threads for batch enhancement; 0 runs batches on the main thread. */
  engineWorkers: number;
  /** Allowed browser origins besides the same origin. */
  corsOrigins: string[];
  /** Built web app to serve on the same origin; empty disables static serving. */
  webDistDir: string;
  rateLimit: {
    max: number;
    strictMax: number;
    /** Page navigations and unhashed static files (hashed assets are not limited). */
    pageMax: number;
    windowMs: number;
    redisUrl: string;
  };
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
    /** Public origin for mailed links and default redirects; never taken from a request. */
    siteUrl: string;
    redirectUrls: string[];
    accessTokenTtlSeconds: number;
    magicLinkTtlSeconds: number;
    linkCooldownSeconds: number;
    refreshReuseIntervalSeconds: number;
    rateLimit: { windowSeconds: number; email: number; verify: number; token: number };
    /** Empty host: mail is logged and, with devMailbox, kept at /dev/mailbox. */
    smtp: { host: string; port: number; secure: boolean; user: string; pass: string; from: string };
    /** Serve /dev/mailbox (to clients on this machine only). */
    devMailbox: boolean;
  };
  /** Training sessions: the job runner, its scoring threshold and the exemplar cache. */
  training: {
    /** Poll for queued sessions in this process (default on; off under NODE_ENV=test). */
    runner: boolean;
    /** Wait between looks at an empty queue (ms). */
    pollMs: number;
    /** An in_progress session whose heartbeat is older than this was interrupted (ms). */
    staleMs: number;
    /** Interrupted runs of one session after which it is failed as interrupted, not requeued. */
    maxAttempts: number;
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

/**
 * The embedded auth service's documented local default secret. It only protects a local
 * development database; the server refuses to start with it when reachable from outside.
 */
export const LOCAL_DEV_JWT_SECRET = 'silent-local-development-jwt-secret-change-me-0001';

/** The process must not start with this configuration; the message names every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Silent cannot start with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
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

export interface LoadConfigOptions {
  /**
   * Refuse configurations that are unsafe when reachable from outside (default true). The
   * migration command reads only the database settings and skips it.
   */
  deploymentChecks?: boolean;
}

type Env = Static<typeof EnvSchema>;

/**
 * The secret tokens are signed with. The documented local secret only ever signs
 * embedded-mode tokens: with a hosted project it would let anyone who read the README forge a
 * token.
 */
function jwtSecretOf(v: Env, embedded: boolean): string {
  const givenSecret = v.JWT_SECRET || v.SUPABASE_JWT_SECRET;
  return givenSecret || (embedded ? LOCAL_DEV_JWT_SECRET : '');
}

/** What must be set, and how, when the server is reachable from outside. */
function deploymentProblems(v: Env, embedded: boolean, jwtSecret: string): string[] {
  const where = `when the server is reachable from outside (HOST=${v.HOST}${v.NODE_ENV === 'production' ? ', NODE_ENV=production' : ''})`;
  const problems: string[] = [];
  if (embedded && jwtSecret === LOCAL_DEV_JWT_SECRET) {
    problems.push(
      `JWT_SECRET must be set ${where}: the documented local secret would let anyone sign tokens (use a random string of at least ${MIN_SECRET_CHARS} characters)`,
    );
  } else if (jwtSecret && jwtSecret.length < MIN_SECRET_CHARS) {
    problems.push(
      `JWT_SECRET is too short ${where}: use a random string of at least ${MIN_SECRET_CHARS} characters`,
    );
  }
  if (embedded && !v.SITE_URL) {
    problems.push(
      `SITE_URL must be set ${where}: mailed sign-in links are built from it (e.g. SITE_URL=https://silent.example.com), never from a request's Host header`,
    );
  }
  return problems;
}

/**
 * Parses and checks every variable of EnvSchema. Throws a ConfigError naming each bad value
 * and what it may be, and each setting that must be set when the server is reachable from
 * outside (HOST not loopback, or NODE_ENV=production).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): ApiConfig {
  const { values: v, problems } = parseEnv(EnvSchema, env);
  const reachable = !isLoopback(v.HOST) || v.NODE_ENV === 'production';
  const embedded = !v.SUPABASE_URL;

  const jwtSecret = jwtSecretOf(v, embedded);
  const siteUrl = v.SITE_URL ?? (reachable ? '' : `http://localhost:${v.PORT}`);
  // Locally the site may be opened as 127.0.0.1 or [::1] too: sign-in may return there.
  const loopbackAliases =
    !v.SITE_URL && !reachable ? [`http://127.0.0.1:${v.PORT}`, `http://[::1]:${v.PORT}`] : [];
  if (options.deploymentChecks !== false && reachable) {
    problems.push(...deploymentProblems(v, embedded, jwtSecret));
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    host: v.HOST,
    port: v.PORT,
    reachableFromOutside: reachable,
    trustProxy: v.TRUST_PROXY,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    migrationsDir: v.MIGRATIONS_DIR,
    dbPoolMax: v.DB_POOL_MAX,
    dbConnectTimeoutMs: v.DB_CONNECT_TIMEOUT_MS,
    seedDemoContent: v.SEED_DEMO_CONTENT,
    llm: {
      baseUrl: v.LLM_BASE_URL,
      apiKey: v.LLM_API_KEY,
      model: v.LLM_MODEL,
      timeoutMs: v.LLM_TIMEOUT_MS,
      maxRetries: v.LLM_MAX_RETRIES,
      concurrency: v.LLM_CONCURRENCY,
      deadlineMs: v.LLM_DEADLINE_MS,
    },
    modelSettingsKey: v.MODEL_SETTINGS_KEY,
    engineWorkers: v.ENGINE_WORKERS ?? Math.max(1, availableParallelism() - 1),
    corsOrigins: v.CORS_ORIGINS,
    webDistDir: v.WEB_DIST_DIR,
    rateLimit: {
      max: v.RATE_LIMIT_MAX,
      strictMax: v.RATE_LIMIT_STRICT_MAX,
      pageMax: v.RATE_LIMIT_PAGE_MAX,
      windowMs: v.RATE_LIMIT_WINDOW_MS,
      redisUrl: v.REDIS_URL,
    },
    auth: {
      jwtSecret,
      jwtAudience: v.JWT_AUDIENCE,
      adminEmails: v.ADMIN_EMAILS,
      supabaseUrl: v.SUPABASE_URL,
    },
    embeddedAuth: {
      anonKey: v.SUPABASE_ANON_KEY,
      siteUrl,
      redirectUrls: [...v.AUTH_REDIRECT_URLS, ...loopbackAliases],
      accessTokenTtlSeconds: v.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      magicLinkTtlSeconds: v.AUTH_MAGIC_LINK_TTL_SECONDS,
      linkCooldownSeconds: v.AUTH_LINK_COOLDOWN_SECONDS,
      refreshReuseIntervalSeconds: v.AUTH_REFRESH_REUSE_INTERVAL_SECONDS,
      rateLimit: {
        windowSeconds: v.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        email: v.AUTH_RATE_LIMIT_EMAIL,
        verify: v.AUTH_RATE_LIMIT_VERIFY,
        token: v.AUTH_RATE_LIMIT_TOKEN,
      },
      smtp: {
        host: v.SMTP_HOST,
        port: v.SMTP_PORT,
        secure: v.SMTP_SECURE ?? v.SMTP_PORT === 465,
        user: v.SMTP_USER,
        pass: v.SMTP_PASS,
        from: v.SMTP_FROM,
      },
      // Anyone who can read the mailbox can sign in as anyone: off unless asked for outside.
      devMailbox: v.DEV_MAILBOX ?? !reachable,
    },
    training: {
      runner: v.TRAINING_RUNNER ?? v.NODE_ENV !== 'test',
      pollMs: v.TRAINING_POLL_MS,
      staleMs: v.TRAINING_STALE_MS,
      maxAttempts: v.TRAINING_MAX_ATTEMPTS,
      successThreshold: v.TRAINING_SUCCESS_THRESHOLD,
      exemplarRefreshMs: v.TRAINING_EXEMPLAR_REFRESH_MS,
      modelMap: v.TRAINING_MODEL_MAP,
    },
    logLevel: v.LOG_LEVEL,
    version: readVersion(),
  };
}
