import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { existsSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import {
  applyMigrations,
  defaultMigrationsDir,
  readMigrations,
  type MigrationResult,
  type RawTransaction,
} from './migrate';
import { createRepositories, type Repositories } from './repositories';
import { schema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** The Drizzle handle, the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** Any PostgreSQL 14+; empty or absent means the embedded PGlite database. */
  databaseUrl?: string;
  /** PGlite data directory (ignored with databaseUrl). */
  dataDir: string;
  /** Where the NNNN_name.sql files are; default: see defaultMigrationsDir(). */
  migrationsDir?: string;
  /** PostgreSQL only: the schema to work in (tests give each suite its own). */
  schemaName?: string;
  /** PostgreSQL only: pool size. */
  poolMax?: number;
  /** PostgreSQL only: how long to wait for a connection before failing (ms). */
  connectTimeoutMs?: number;
  /** Called when an idle pooled connection breaks (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  readonly repositories: Repositories;
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<MigrationResult>;
  /** Round trip to the server; throws when it cannot be reached. */
  ping(): Promise<void>;
  /** Raw SQL in one transaction (migrations, maintenance). */
  rawTransaction<T>(fn: (tx: RawTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function openPglite(options: OpenDatabaseOptions) {
  const dataDir = resolve(options.dataDir);
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    // We hold the directory lock, so a postmaster.pid left there is from a killed process;
    // removing it lets the embedded server start and run its normal WAL recovery.
    const stalePid = join(dataDir, 'postmaster.pid');
    if (existsSync(stalePid)) unlinkSync(stalePid);
    const client = await PGlite.create({ dataDir });
    return { client, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Opens the database: embedded PGlite in `dataDir` by default, node-postgres when a URL is
 * given. Same Drizzle schema and repositories either way. Does not migrate: call migrate().
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir();

  if (!options.databaseUrl) {
    const { client, lock } = await openPglite(options);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    let closed = false;
    const rawTransaction = <T>(fn: (tx: RawTransaction) => Promise<T>) =>
      // PGlite has one connection: everything inside must go through `tx`, never `client`.
      client.transaction((tx) =>
        fn({
          exec: async (text) => void (await tx.exec(text)),
          query: async <R>(text: string, params?: unknown[]) =>
            (await tx.query<R>(text, params as never[])).rows,
        }),
      );
    return {
      kind: 'pglite',
      db,
      repositories: createRepositories(db),
      migrate: () => applyMigrations(rawTransaction, readMigrations(migrationsDir)),
      ping: async () => {
        await client.query('SELECT 1');
      },
      rawTransaction,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    ...(options.schemaName ? { options: `-c search_path=${quoteIdent(options.schemaName)}` } : {}),
  });
  // Without a listener an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens on idle connections only: one checked out for a transaction when the
  // server goes away would emit an unhandled 'error' and take the process down. With this
  // listener the transaction's pending query fails instead (a 503 for the request).
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const rawTransaction = async <T>(fn: (tx: RawTransaction) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        exec: async (text) => void (await client.query(text)),
        query: async <R>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as R[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  let closed = false;
  return {
    kind: 'postgres',
    db,
    repositories: createRepositories(db),
    migrate: async () => {
      if (options.schemaName) {
        await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schemaName)}`);
      }
      return applyMigrations(rawTransaction, readMigrations(migrationsDir));
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    rawTransaction,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
