import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MigrationChecksumError } from './errors';

/** Raw SQL inside one transaction, whatever the driver. */
export interface RawTransaction {
  /** Runs one or more statements without parameters. */
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

const MIGRATION_FILE = /^\d{4}_[a-z0-9_-]+\.sql$/i;

/**
 * Where the SQL files live. `MIGRATIONS_DIR` wins; otherwise the repo layout, found from the
 * working directory (`npm start`, `npm run db:migrate` and tests all run from the root).
 */
export function defaultMigrationsDir(cwd = process.cwd()): string {
  const fromEnv = process.env.MIGRATIONS_DIR;
  if (fromEnv) return resolve(fromEnv);
  const repoLayout = join(cwd, 'libs/data/migrations');
  const candidates = [repoLayout, join(cwd, 'migrations'), join(cwd, '../../libs/data/migrations')];
  return candidates.find((dir) => existsSync(dir)) ?? repoLayout;
}

/** Migration files, in filename order. */
export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) throw new Error(`Migrations directory not found: ${dir}`);
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_316_420_001;

/**
 * Applies pending migrations in one transaction. The advisory lock makes a second process
 * (several API instances starting at once on one PostgreSQL) wait, then find nothing to do.
 */
export async function applyMigrations(
  transaction: <T>(fn: (tx: RawTransaction) => Promise<T>) => Promise<T>,
  migrations: readonly MigrationFile[],
): Promise<MigrationResult> {
  return transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const done = new Map(rows.map((row) => [row.name, row.checksum]));
    const applied: string[] = [];
    const alreadyApplied: string[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) throw new MigrationChecksumError(migration.name);
        alreadyApplied.push(migration.name);
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      applied.push(migration.name);
    }
    return { applied, alreadyApplied };
  });
}
