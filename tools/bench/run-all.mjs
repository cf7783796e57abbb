// `npm run bench`: builds, then measures the API (autocannon), the engine and training
// (their own benchmarks), web bundle sizes and Lighthouse in one run. Writes
// bench/results.json and bench/results.md. `--skip-build`, `--only=api,web,...` narrow it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { benchApi } from './api-bench.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { renderMarkdown } from './report.mjs';
import { ROOT, startProductionServer } from './server.mjs';
import { webSizes } from './web-sizes.mjs';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (part) => !only || only.includes(part);
const OUT_DIR = join(ROOT, 'bench');

function sh(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

/** Runs a sub-benchmark script that writes its own JSON file, and returns that JSON. */
function subBenchmark(script, output) {
  if (!existsSync(join(ROOT, script))) return { skipped: `${script} not found` };
  sh(process.execPath, [script]);
  return JSON.parse(readFileSync(join(ROOT, output), 'utf8'));
}

if (!args.includes('--skip-build')) {
  sh('npx', ['nx', 'run-many', '-t', 'build', '--projects=web,api', '--skip-nx-cache']);
}
mkdirSync(OUT_DIR, { recursive: true });
const previous = existsSync(join(OUT_DIR, 'results.json'))
  ? JSON.parse(readFileSync(join(OUT_DIR, 'results.json'), 'utf8'))
  : {};
const results = { ...previous, measuredAt: new Date().toISOString(), machine: machine() };

if (wants('web')) results.web = webSizes();
if (wants('engine'))
  results.engine = subBenchmark('tools/bench-engine/run.mjs', 'bench/engine.json');
if (wants('training')) {
  results.training = subBenchmark('tools/bench-training/run.mjs', 'bench/training.json');
}
if (wants('api') || wants('lighthouse')) {
  const server = await startProductionServer();
  try {
    if (wants('api')) results.api = await benchApi(server.baseUrl, server.pid);
    if (wants('lighthouse')) results.lighthouse = await runLighthouse(server.baseUrl);
  } finally {
    await server.stop();
  }
}

writeFileSync(join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(OUT_DIR, 'results.md'), renderMarkdown(results));
console.log(renderMarkdown(results));

function machine() {
  const cpus = os.cpus();
  return { node: process.version, cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown' };
}
