import { openDatabase, seedDemoContent, type Database, type Repositories } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database handle (kind, ping, Drizzle). */
    database: Database;
    /** One repository per resource. */
    repos: Repositories;
  }
}

export interface DbPluginOptions {
  databaseUrl: string;
  dataDir: string;
  migrationsDir?: string;
  poolMax: number;
  connectTimeoutMs: number;
  seedDemoContent: boolean;
  /** An already open database (tests); the plugin then leaves closing it to its owner. */
  database?: Database;
}

/**
 * Opens the database (PGlite or PostgreSQL), applies pending migrations, seeds an empty one,
 * and closes it when the app closes (after in-flight requests have drained). Connection
 * failures during requests become 503 envelopes in the error handler; node-postgres opens new
 * connections on the next request, so the API recovers by itself when the database returns.
 */
export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, options) {
    const owned = !options.database;
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
        poolMax: options.poolMax,
        connectTimeoutMs: options.connectTimeoutMs,
        onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
      }));
    try {
      const migrations = await database.migrate();
      if (migrations.applied.length > 0) {
        app.log.info({ applied: migrations.applied }, 'database migrations applied');
      }
      if (options.seedDemoContent) {
        const seed = await seedDemoContent(database.db);
        if (seed.seeded) app.log.info(seed, 'demo content seeded');
      }
    } catch (error) {
      if (owned) await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.decorate('repos', database.repositories);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['errors'] },
);
