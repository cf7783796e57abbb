import { openDatabase, seedDemoContent } from '@silent/data';
import { loadConfig } from './config';

/** `npm run db:migrate`: applies pending migrations (and the first-start seed), then exits. */
async function migrate(): Promise<void> {
  // Only the database settings matter here; the deployment checks are the server's.
  const config = loadConfig(process.env, { deploymentChecks: false });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(config.migrationsDir ? { migrationsDir: config.migrationsDir } : {}),
    poolMax: 1,
    connectTimeoutMs: config.dbConnectTimeoutMs,
  });
  try {
    const result = await database.migrate();
    console.log(
      result.applied.length > 0
        ? `applied: ${result.applied.join(', ')}`
        : `up to date (${result.alreadyApplied.length} migrations)`,
    );
    if (config.seedDemoContent) {
      const seed = await seedDemoContent(database.db);
      if (seed.seeded) console.log(`seeded demo content: ${JSON.stringify(seed)}`);
    }
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
