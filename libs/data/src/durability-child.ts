// Child process for the durability tests (bundled by the spec with esbuild, run with node).
//   write <dataDir>: migrate, then join the waitlist forever, printing "ack <email>" after
//                    each write resolves, until killed.
//   open <dataDir>:  try to open the directory; print "opened" or "refused <message>".
import { openDatabase } from './database';
import { DataDirLockedError } from './errors';

async function main(): Promise<void> {
  const [mode, dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: durability-child write|open <dataDir>');
  if (mode === 'open') {
    try {
      const database = await openDatabase({ dataDir });
      process.stdout.write('opened\n');
      await database.close();
      process.exit(0);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        process.stdout.write(`refused ${error.message}\n`);
        process.exit(3);
      }
      throw error;
    }
  }
  const database = await openDatabase({ dataDir });
  await database.migrate();
  process.stdout.write('ready\n');
  for (let i = 0; ; i += 1) {
    const email = `crash-${i}@example.com`;
    await database.repositories.waitlist.join({ email });
    process.stdout.write(`ack ${email}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
