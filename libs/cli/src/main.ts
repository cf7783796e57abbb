// The `silent` executable (bin/silent.mjs bundles and runs this file).
import { runCli } from './program';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin,
  stdinIsTTY: process.stdin.isTTY === true,
  env: process.env,
});
process.exitCode = code;
