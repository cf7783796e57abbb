/** The data directory is held by another live process. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another process (PID ${ownerPid}). ` +
        'Stop that process, or point DATA_DIR at another directory.',
    );
  }
}

/** A migration file changed after it was applied: the database no longer matches the code. */
export class MigrationChecksumError extends Error {
  constructor(readonly migration: string) {
    super(`Migration ${migration} was changed after it was applied; add a new migration instead.`);
  }
}

// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are shutdowns; 53300 too many clients.
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /connection (?:is )?closed/i,
  /PGlite is closed/i,
];

/**
 * True when an error means "the database cannot be reached" rather than "this query is wrong".
 * Drizzle wraps driver errors, so the cause chain is walked.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DataDirLockedError) return true;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (CONNECTION_ERRNOS.has(code) || CONNECTION_SQLSTATES.has(code) || code.startsWith('08')) {
      return true;
    }
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionError)) return true;
    current = candidate.cause;
  }
  return false;
}

/** True for a unique-constraint violation (SQLSTATE 23505), through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
