// Does heavy engine work starve the event loop? A flood of maximal batches (25 prompts of 9,999
// characters, just under the 256 KiB body limit) from 20 connections for 15 s, while a separate
// process measures GET /api/health. Three runs against the production server: health alone,
// the flood at the default limits (one client: most batches refused), and the flood with the
// limits lifted (every batch enhanced).
//
//   npm run bench:flood                       this build (dist/apps/api/main.mjs)
//   npm run bench:flood -- --bundle <main.mjs> another build, e.g. an older commit's, to compare
//   options: --seconds 15 --connections 20
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import productionServer from '../scripts/production-server.cjs';

const { values } = parseArgs({
  options: {
    bundle: { type: 'string', default: productionServer.API_BUNDLE },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

const prompt = (i) =>
  `Prompt ${i}: ${'write a detailed product launch plan for our team '.repeat(250)}`.slice(
    0,
    9_999,
  );
const BATCH = JSON.stringify({ prompts: Array.from({ length: 25 }, (_, i) => prompt(i)) });

/** Runs the probe in a process of its own (never blocking the flood's event loop). */
async function probeHealth(baseUrl, seconds) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(productionServer.WORKSPACE_ROOT, 'tools/bench/health-probe.mjs'),
    baseUrl,
    String(seconds),
  ]);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

// /proc reports CPU time in USER_HZ ticks, which Linux fixes at 100 whatever the kernel's HZ.
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process and its threads have used so far (Linux /proc). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

function flood(baseUrl, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${baseUrl}/api/prompt/batch-enhance`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BATCH,
        connections: CONNECTIONS,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function scenario(name, env, withFlood) {
  const server = await productionServer.startProductionServer({
    env: { LOG_LEVEL: 'error', SEED_DEMO_CONTENT: 'false', TRAINING_RUNNER: 'false', ...env },
    bundle: values.bundle,
  });
  try {
    // Warm up: JIT, the first database round trips.
    await probeHealth(server.baseUrl, 1);
    const probe = new Promise((resolve, reject) =>
      // Give the flood a second to build up before measuring.
      setTimeout(
        () => probeHealth(server.baseUrl, SECONDS - 2).then(resolve, reject),
        withFlood ? 1000 : 0,
      ),
    );
    const cpuBefore = cpuSeconds(server.process.pid);
    const load = withFlood ? flood(server.baseUrl, SECONDS) : Promise.resolve(undefined);
    const [health, result] = await Promise.all([probe, load]);
    const serverCpu = Math.round((cpuSeconds(server.process.pid) - cpuBefore) * 10) / 10;
    const batches = result
      ? {
          enhanced: result['2xx'],
          refused: result.statusCodeStats?.['429']?.count ?? 0,
          other: result.non2xx - (result.statusCodeStats?.['429']?.count ?? 0),
          errors: result.errors + result.timeouts,
        }
      : undefined;
    return { name, health, batches, serverCpu };
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const runs = [
  await scenario('health alone', {}, false),
  await scenario('flood at the default limits', {}, true),
  await scenario(
    'flood with limits lifted',
    { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_STRICT_MAX: '100000000' },
    true,
  ),
];

console.log(`\nbundle: ${values.bundle}`);
console.log(`${CONNECTIONS} connections × ${SECONDS} s of 25 × 9,999-character batches\n`);
console.log(
  '| run | health p50 ms | p90 | p99 | max | probes | batches enhanced | refused (429) | other | errors | server CPU s |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { name, health, batches, serverCpu } of runs) {
  const b = batches ?? { enhanced: '–', refused: '–', other: '–', errors: '–' };
  console.log(
    `| ${name} | ${health.p50} | ${health.p90} | ${health.p99} | ${health.max} | ${health.probes} | ${b.enhanced} | ${b.refused} | ${b.other} | ${b.errors} | ${serverCpu} |`,
  );
}
