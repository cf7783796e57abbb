// `npm test`: format check, lint, typecheck, every project's tests, then the production
// build and the end-to-end suite in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const countsDir = mkdtempSync(join(tmpdir(), 'silent-test-counts-'));
const env = {
  ...process.env,
  SILENT_TEST_COUNTS_DIR: countsDir,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
};
// Static output prints every task's own output (test names, fuzz case counts) into the log.
const nx = ['npx', 'nx'];
const nxFlags = ['--skip-nx-cache', '--outputStyle=static'];

const steps = [
  ['format', ['npx', 'prettier', '--check', '.']],
  ['lint + typecheck', [...nx, 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', ...nxFlags]],
  // `fuzz` (api's property-based suites) is a target of its own so `nx test api` stays quick.
  [
    'unit + integration tests',
    [...nx, 'run-many', '-t', 'test', 'fuzz', '--exclude=e2e', '--parallel=2', ...nxFlags],
  ],
  ['production build', [...nx, 'run-many', '-t', 'build', '--projects=web,api', ...nxFlags]],
  // e2e:test depends on those builds in the project graph; the step above has just run them,
  // so they are not run a second time here.
  ['end-to-end tests', [...nx, 'run', 'e2e:test', '--exclude-task-dependencies', ...nxFlags]],
];

function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0, suitesFailed: 0 };
  const failures = [];
  for (const file of readdirSync(countsDir)) {
    const counts = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
    for (const key of Object.keys(sum)) sum[key] += counts[key] ?? 0;
    failures.push(...(counts.failures ?? []));
  }
  return { sum, failures };
}

// Repeated at the end because a long log is often read from its tail only.
function printFailures(failures) {
  if (failures.length === 0) return;
  console.error(`\nfailed (${failures.length}):`);
  for (const { path, test, message } of failures) {
    console.error(`\n  ✕ ${path} › ${test}`);
    for (const line of message) console.error(`      ${line}`);
  }
}

let failedStep;
for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const { sum, failures } = totals();
rmSync(countsDir, { recursive: true, force: true });
printFailures(failures);
if (failedStep) console.error(`\nnpm test stopped: the "${failedStep}" step failed.`);
// A suite that failed to load counts as a failure even though it reported no test.
const failed = sum.failed + (sum.failed === 0 ? sum.suitesFailed : 0);
console.log(`\ntests: ${sum.passed} passed, ${failed} failed, ${sum.skipped} skipped`);
process.exit(failedStep || failed > 0 ? 1 : 0);
