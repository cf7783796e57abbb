// A training runner in a process of its own, for the two-process tests: it opens the given
// PostgreSQL schema, says "ready", waits for "go" on stdin, runs sessions until none is
// pending and prints the ids it ran as JSON. With "slow", every engine call takes 10 ms more
// (time for the test to kill the process in the middle of a session).
import { openDatabase } from '@silent/data';
import { createEnhancer, type Enhancer } from '@silent/prompt-engine';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { TrainingRunner } from './runner';

const [databaseUrl, schemaName, workerId, mode] = process.argv.slice(2);
const offline = createEnhancer();
const enhancer: Enhancer =
  mode === 'slow'
    ? {
        ...offline,
        async enhance(input, options) {
          await sleep(10);
          return offline.enhance(input, options);
        },
      }
    : offline;
const database = await openDatabase({ dataDir: '', databaseUrl, schemaName, poolMax: 2 });
try {
  const runner = new TrainingRunner({
    database,
    enhancer,
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
