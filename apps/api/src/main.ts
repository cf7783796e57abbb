import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

/** A worker entry bundled next to this file (tools/scripts/build-api.mjs builds them all). */
function bundledWorker(name: 'batch-worker' | 'training-worker'): string | undefined {
  const file = join(dirname(process.argv[1] ?? ''), `${name}.mjs`);
  return existsSync(file) ? file : undefined;
}

/** Starts the server; the only module with side effects on import. */
async function main(): Promise<void> {
  // Refuses a bad or unsafe configuration here, naming every problem, before anything starts.
  const config = loadConfig();
  const engineWorkerFile = bundledWorker('batch-worker');
  const trainingWorkerFile = bundledWorker('training-worker');
  const app = await buildApp({
    config,
    logger: { level: config.logLevel },
    ...(engineWorkerFile ? { engineWorkerFile } : {}),
    ...(trainingWorkerFile ? { trainingWorkerFile } : {}),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining requests and closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
