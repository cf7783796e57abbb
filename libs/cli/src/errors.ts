/** Exit codes: 0 ok, 1 a check failed (an eval threshold, a refused call), 2 a usage error. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Something the user asked for that cannot be done as asked: shown as is, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
