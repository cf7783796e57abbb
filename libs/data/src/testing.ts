// Test helpers, exposed as '@silent/data/testing'. PGlite's initdb takes seconds, so a migrated
// data directory is built once per machine (keyed by the migrations' content) and each suite
// opens its own copy. On a real server each suite works in its own schema, dropped afterwards.
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LOCK_FILE_NAME } from './data-dir-lock';
import { openDatabase, type Database, type DatabaseKind } from './database';
import {
  applyMigrations,
  defaultMigrationsDir,
  readMigrations,
  type MigrationResult,
  type RawTransaction,
} from './migrate';
import { seedDemoContent } from './seed';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The kinds a data suite runs on: PGlite always, the real server unless TEST_POSTGRES=0.
 * CI provides the server, so a missing one fails loudly rather than skipping silently.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_POSTGRES === '0' ? ['pglite'] : ['pglite', 'postgres'];
}

function templateKey(migrationsDir: string): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations(migrationsDir)) hash.update(migration.checksum);
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, empty PGlite data directory, built once and reused until migrations change. */
export async function migratedTemplateDir(migrationsDir = defaultMigrationsDir()): Promise<string> {
  const dir = join(tmpdir(), `silent-pglite-template-${templateKey(migrationsDir)}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.build-${process.pid}-${randomUUID().slice(0, 8)}`;
  const database = await openDatabase({ dataDir: building, migrationsDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    // Atomic publish: a concurrent builder either wins the rename or finds ours in place.
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A temporary migrations directory holding only the migrations named before `name` (e.g.
 * '0004'): the schema a database had before that migration, for migration tests. The caller
 * removes it.
 */
export function migrationsDirBefore(name: string, migrationsDir = defaultMigrationsDir()): string {
  const dir = mkdtempSync(join(tmpdir(), `silent-migrations-before-${name.slice(0, 4)}-`));
  for (const migration of readMigrations(migrationsDir)) {
    if (migration.name < name) {
      copyFileSync(join(migrationsDir, migration.name), join(dir, migration.name));
    }
  }
  return dir;
}

/** What a migration's spec works on, after the upgrade from the schema before it. */
export interface MigrationUpgrade {
  /** The database, now at the latest schema, holding the older rows as the upgrade left them. */
  database: TestDatabase;
  /** What the upgrade found applied and what it applied (the migration under test first). */
  result: MigrationResult;
  /** Disposes of the database and removes the older migrations' directory. */
  dispose(): Promise<void>;
}

/**
 * A migration test's setup: a database with every migration before `name` (e.g. '0005'), given
 * rows in that older shape by `fill`, then migrated to the latest schema as a deployment would.
 */
export async function upgradeTestDatabase(
  kind: DatabaseKind,
  name: string,
  fill: (tx: RawTransaction) => Promise<unknown>,
): Promise<MigrationUpgrade> {
  const previous = migrationsDirBefore(name);
  let database: TestDatabase | undefined;
  const dispose = async () => {
    await database?.dispose();
    rmSync(previous, { recursive: true, force: true });
  };
  try {
    database = await createTestDatabase(kind, { migrationsDir: previous });
    const older = database;
    await older.rawTransaction(fill);
    const result = await applyMigrations(
      (fn) => older.rawTransaction(fn),
      readMigrations(defaultMigrationsDir()),
    );
    return { database: older, result, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * A free port on 127.0.0.1, for a test server whose own origin (mailed links, SITE_URL) must be
 * known before it is built.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh copy of the migrated template, for a suite or a child process to open. */
export async function copyTemplateDataDir(migrationsDir = defaultMigrationsDir()): Promise<string> {
  const template = await migratedTemplateDir(migrationsDir);
  const target = mkdtempSync(join(tmpdir(), 'silent-pglite-test-'));
  cpSync(template, target, {
    recursive: true,
    filter: (source) => !source.endsWith(LOCK_FILE_NAME),
  });
  return target;
}

export interface TestDatabase extends Database {
  /** PGlite: the data directory copy; removed by dispose(). */
  readonly dataDir?: string;
  /** PostgreSQL: the suite's own schema; dropped by dispose(). */
  readonly schemaName?: string;
  /** Closes and removes everything the test database made. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  seed?: boolean;
  migrationsDir?: string;
}

/** A migrated (and optionally seeded) database of the given kind, private to the caller. */
export async function createTestDatabase(
  kind: DatabaseKind = 'pglite',
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir();
  let database: Database;
  let dispose: () => Promise<void>;
  let extra: { dataDir?: string; schemaName?: string };
  if (kind === 'pglite') {
    const dataDir = await copyTemplateDataDir(migrationsDir);
    database = await openDatabase({ dataDir, migrationsDir });
    extra = { dataDir };
    dispose = async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } else {
    const schemaName = `test_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    database = await openDatabase({
      dataDir: '',
      databaseUrl: TEST_DATABASE_URL,
      schemaName,
      migrationsDir,
      poolMax: 4,
    });
    extra = { schemaName };
    dispose = async () => {
      await database.close();
      await dropSchema(schemaName);
    };
  }
  await database.migrate();
  if (options.seed) await seedDemoContent(database.db);
  return Object.assign(Object.create(null) as object, database, extra, {
    dispose,
  }) as TestDatabase;
}

/** Drops a test schema with a short-lived connection of its own. */
export async function dropSchema(schemaName: string, url = TEST_DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName.replace(/"/g, '""')}" CASCADE`);
  } finally {
    await client.end();
  }
}
