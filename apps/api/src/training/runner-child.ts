// A training runner in a process of its own, for the two-process test: it opens the given
// PostgreSQL schema, says "ready", waits for "go" on stdin, runs sessions until none is
// pending and prints the ids it ran as JSON.
import { openDatabase } from '@silent/data';
import { createEnhancer } from '@silent/prompt-engine';
import { once } from 'node:events';
import { TrainingRunner } from './runner';

const [databaseUrl, schemaName, workerId] = process.argv.slice(2);
const database = await openDatabase({ dataDir: '', databaseUrl, schemaName, poolMax: 2 });
try {
  const runner = new TrainingRunner({
    database,
    enhancer: createEnhancer(),
    pollMs: 20,
    staleMs: 60_000,
    ...(workerId ? { workerId } : {}),
  });
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  const ran = await runner.drain();
  process.stdout.write(`${JSON.stringify({ workerId: runner.workerId, ran })}\n`);
} finally {
  await database.close();
}
