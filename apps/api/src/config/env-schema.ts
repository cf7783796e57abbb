// Every environment variable the API process reads, declared once: type, bounds, default and
// meaning. loadConfig() parses the environment with it, and the README's configuration table
// is generated from it (config.spec.ts fails when the two differ).
import { AUTH, LOCAL_ANON_KEY, looksLikeEmail } from '@silent/contracts';
import { parseSecretKey } from '@silent/data';
import { TRAINING_SUCCESS_THRESHOLD } from '@silent/training';
import { Type, type TSchema } from '@sinclair/typebox';
import { isIP } from 'node:net';
import {
  ENV_ALLOWED,
  ENV_DEFAULT_TEXT,
  ENV_EMPTY_IS_VALUE,
  ENV_PARSE,
  ENV_SECRET,
  type EnvParser,
} from './env-parsing';

type Extra = Record<string, unknown>;

const text = (defaultValue: string, description: string, extra: Extra = {}) =>
  Type.String({ default: defaultValue, description, ...extra });
const secret = (description: string, extra: Extra = {}) =>
  Type.String({ default: '', description, [ENV_SECRET]: true, ...extra });
const whole = (
  defaultValue: number,
  description: string,
  bounds: { minimum?: number; maximum?: number } = {},
) => Type.Integer({ default: defaultValue, description, minimum: 1, ...bounds });
const flag = (defaultValue: boolean, description: string) =>
  Type.Boolean({ default: defaultValue, description });
/** A boolean whose default depends on other settings (computed in loadConfig). */
const computedFlag = (defaultText: string, description: string) =>
  Type.Optional(Type.Boolean({ description, [ENV_DEFAULT_TEXT]: defaultText }));
/** A value with a parser of its own (URLs, addresses, maps). */
function parsed<T>(
  parse: EnvParser<T>,
  allowed: string,
  description: string,
  options: { default?: T; defaultText?: string; secret?: boolean } = {},
) {
  return Type.Unsafe<T>({
    description,
    [ENV_PARSE]: parse,
    [ENV_ALLOWED]: allowed,
    ...(options.default !== undefined ? { default: options.default } : {}),
    ...(options.defaultText ? { [ENV_DEFAULT_TEXT]: options.defaultText } : {}),
    ...(options.secret ? { [ENV_SECRET]: true } : {}),
  });
}
const list = <T extends TSchema>(item: T, description: string) =>
  Type.Array(item, { default: [], description });

function urlWith(protocols: readonly string[]): EnvParser<string> {
  return (raw) => {
    try {
      const url = new URL(raw);
      return protocols.includes(url.protocol) && url.hostname ? raw.replace(/\/+$/, '') : undefined;
    } catch {
      return undefined;
    }
  };
}
const httpUrl = urlWith(['http:', 'https:']);

/** An origin (scheme, host and port, no path): where the site or another caller lives. */
const httpOrigin: EnvParser<string> = (raw) => {
  const url = httpUrl(raw);
  if (!url) return undefined;
  const parsedUrl = new URL(url);
  return parsedUrl.pathname === '/' && !parsedUrl.search && !parsedUrl.hash
    ? parsedUrl.origin
    : undefined;
};

/** Fastify's trustProxy forms that never trust every client: off, a hop count, or addresses. */
export type TrustProxy = false | number | string[];
const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];
function isAddressOrRange(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
export const parseTrustProxy: EnvParser<TrustProxy> = (raw) => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0' || value === 'no') return false;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : undefined;
};

/** `gpt-4=gpt-4o,gpt-3.5-turbo=gpt-4o-mini` → { 'gpt-4': 'gpt-4o', … } */
const parseModelMap: EnvParser<Record<string, string>> = (raw) => {
  const pairs = raw
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => part.trim()));
  if (!pairs.every((pair) => pair.length === 2 && pair[0] && pair[1])) return undefined;
  return Object.fromEntries(pairs);
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const EnvSchema = Type.Object({
  // Where and how the process runs
  PORT: whole(3000, 'port of the API + web server', { maximum: 65535 }),
  HOST: text(
    'localhost',
    'interface to listen on (`0.0.0.0` for all); anything but loopback counts as reachable from outside',
    { minLength: 1 },
  ),
  NODE_ENV: text(
    '',
    '`production` counts as reachable from outside (see Deploying safely); `test` turns the training runner off by default',
  ),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info', description: 'pino log level' },
  ),
  TRUST_PROXY: parsed(
    parseTrustProxy,
    'false, a hop count from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)',
    'which proxies may set X-Forwarded-For / -Proto: off, a hop count, or their addresses; rate limits, logs and sessions use the address this yields',
    { default: false },
  ),

  // Database
  DATA_DIR: text('./data', 'embedded PGlite data directory (ignored with `DATABASE_URL`)'),
  DATABASE_URL: parsed(
    urlWith(['postgres:', 'postgresql:']),
    'a postgres:// or postgresql:// URL',
    "any PostgreSQL 14+ (Supabase's included); empty = embedded PGlite",
    { default: '', secret: true },
  ),
  MIGRATIONS_DIR: text('', 'where the SQL migrations are', {
    [ENV_DEFAULT_TEXT]: '`libs/data/migrations`',
  }),
  DB_POOL_MAX: whole(10, 'PostgreSQL pool size per process', { maximum: 1000 }),
  DB_CONNECT_TIMEOUT_MS: whole(5000, 'wait for a PostgreSQL connection before answering 503'),
  SEED_DEMO_CONTENT: flag(
    true,
    'seed templates, categories and training examples into an empty database',
  ),

  // HTTP
  WEB_DIST_DIR: text(
    'dist/apps/web',
    'built web app to serve on the same origin; empty = API only',
    { [ENV_EMPTY_IS_VALUE]: true },
  ),
  CORS_ORIGINS: list(
    parsed(httpOrigin, 'origins like https://app.example.com', 'an origin'),
    'comma-separated extra origins allowed to call the API',
  ),
  RATE_LIMIT_MAX: whole(300, 'requests per window per IP on ordinary API endpoints'),
  RATE_LIMIT_STRICT_MAX: whole(
    60,
    'per window per IP: waitlist, contact and unknown API routes by request; enhance, variations and batch by prompt (a batch of 10 counts 10)',
  ),
  RATE_LIMIT_PAGE_MAX: whole(
    600,
    'page loads and unhashed static files per window per IP (hashed assets are not limited)',
  ),
  RATE_LIMIT_WINDOW_MS: whole(60_000, 'rate-limit window', { minimum: 1000 }),
  REDIS_URL: parsed(
    urlWith(['redis:', 'rediss:']),
    'a redis:// or rediss:// URL',
    'shared rate-limit store for several API processes; empty = in memory',
    { default: '', secret: true },
  ),

  // Engine
  ENGINE_WORKERS: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 64,
      description: 'worker threads for batch enhancement (0 = on the main thread)',
      [ENV_DEFAULT_TEXT]: 'CPU cores − 1, at least 1',
    }),
  ),
  LLM_BASE_URL: parsed(
    httpUrl,
    'an http(s) URL',
    'OpenAI-compatible endpoint for the enhancer; empty = offline engine',
    { default: '' },
  ),
  LLM_API_KEY: secret('key for that endpoint'),
  LLM_MODEL: text('gpt-4o-mini', 'model to ask for', { minLength: 1 }),
  LLM_TIMEOUT_MS: whole(20_000, 'timeout per model attempt'),
  LLM_MAX_RETRIES: whole(2, 'retries on 429, 5xx and network errors', { minimum: 0, maximum: 10 }),
  LLM_CONCURRENCY: whole(4, 'model calls at once for one batch or one set of variations', {
    minimum: 1,
    maximum: 64,
  }),
  LLM_DEADLINE_MS: whole(30_000, 'one deadline for a whole batch or set of variations', {
    minimum: 1000,
  }),
  MODEL_SETTINGS_KEY: parsed(
    (raw) => (parseSecretKey(raw) ? raw.trim() : undefined),
    '32 random bytes as 64 hex characters or base64 (`openssl rand -base64 32`)',
    'encrypts (AES-256-GCM) the model API key an admin stores in the Admin Dashboard; empty = no key can be stored there (keyless servers such as Ollama still can)',
    { default: '', secret: true },
  ),

  // Training
  TRAINING_RUNNER: computedFlag(
    'on (off when `NODE_ENV=test`)',
    'run queued training sessions in this process',
  ),
  TRAINING_POLL_MS: whole(2000, 'wait between looks at an empty queue'),
  TRAINING_STALE_MS: whole(
    60_000,
    'heartbeat age after which an in-progress session counts as interrupted: it goes back to the queue and continues from its last finished category',
  ),
  TRAINING_MAX_ATTEMPTS: whole(
    3,
    'runs of one session that may be interrupted before it is failed as interrupted (a session that crashes its process every time ends)',
    { maximum: 100 },
  ),
  TRAINING_SUCCESS_THRESHOLD: Type.Number({
    default: TRAINING_SUCCESS_THRESHOLD,
    minimum: 0,
    maximum: 1,
    description:
      'agreement score (libs/training/README.md) at which an enhanced example counts as a success',
  }),
  TRAINING_EXEMPLAR_REFRESH_MS: whole(
    5000,
    'how often the enhance routes check for changed training results',
    { minimum: 0 },
  ),
  TRAINING_MODEL_MAP: parsed(
    parseModelMap,
    'comma-separated version=model pairs',
    'e.g. `gpt-4=gpt-4o,gpt-3.5-turbo=gpt-4o-mini`; unmapped versions use the model in effect',
    { default: {} },
  ),

  // Sign-in
  SUPABASE_URL: parsed(
    httpUrl,
    'an http(s) URL',
    'hosted Supabase project; empty = the embedded auth service',
    { default: '' },
  ),
  JWT_SECRET: secret(
    'HS256 secret of access tokens (at least 32 characters when reachable from outside)',
    {
      [ENV_DEFAULT_TEXT]:
        'loopback, embedded: a documented local secret (refused when reachable from outside); hosted: none',
    },
  ),
  SUPABASE_JWT_SECRET: secret("the same as `JWT_SECRET` (Supabase's name for it)"),
  JWT_AUDIENCE: text('authenticated', 'required `aud` claim', { minLength: 1 }),
  ADMIN_EMAILS: list(
    parsed((raw) => (looksLikeEmail(raw) ? raw.toLowerCase() : undefined), 'e-mail addresses', ''),
    'comma-separated addresses allowed into the Admin Dashboard',
  ),
  SUPABASE_ANON_KEY: text(LOCAL_ANON_KEY, 'embedded mode: the anon key clients send'),
  SITE_URL: parsed(
    httpOrigin,
    'an origin like https://silent.example.com (no path)',
    'public origin of the site: mailed links and redirects are built from it, never from request headers; required when reachable from outside',
    { defaultText: 'loopback: `http://localhost:PORT`; otherwise none (required)' },
  ),
  AUTH_REDIRECT_URLS: list(
    parsed(httpUrl, 'http(s) URLs', ''),
    'extra origins or URL prefixes a sign-in may return to',
  ),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: whole(AUTH.accessTokenTtlSeconds, 'access-token lifetime', {
    minimum: 60,
  }),
  AUTH_MAGIC_LINK_TTL_SECONDS: whole(AUTH.magicLinkTtlSeconds, 'magic link and code lifetime', {
    minimum: 60,
  }),
  AUTH_LINK_COOLDOWN_SECONDS: whole(
    AUTH.magicLinkCooldownSeconds,
    'minimum time between two links to one address',
    { minimum: 0 },
  ),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: whole(
    AUTH.refreshReuseIntervalSeconds,
    'a refresh token presented again within this time (a retry, another tab) gets the pair it already produced instead of ending the session',
    { minimum: 0, maximum: 3600 },
  ),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: whole(300, 'window of the per-IP auth limits'),
  AUTH_RATE_LIMIT_EMAIL: whole(30, 'per-IP sign-in mails per window'),
  AUTH_RATE_LIMIT_VERIFY: whole(60, 'per-IP link and code verifications per window'),
  AUTH_RATE_LIMIT_TOKEN: whole(150, 'per-IP token grants (code exchange, refresh) per window'),
  SMTP_HOST: text('', 'SMTP server for sign-in mail; empty = log (+ `/dev/mailbox` if enabled)'),
  SMTP_PORT: whole(587, 'SMTP port', { maximum: 65535 }),
  SMTP_SECURE: computedFlag('`true` on port 465', 'implicit TLS'),
  SMTP_USER: text('', 'SMTP user (none sent when empty)'),
  SMTP_PASS: secret('SMTP password'),
  SMTP_FROM: text('Silent <no-reply@localhost>', 'sender of sign-in mail', { minLength: 1 }),
  DEV_MAILBOX: computedFlag(
    'on at loopback; off when reachable from outside',
    'serve the local mailbox `/dev/mailbox` when no `SMTP_HOST` is set; it only ever answers clients on this machine',
  ),
});

/** How many characters a secret must have when the server is reachable from outside. */
export const MIN_SECRET_CHARS = 32;
