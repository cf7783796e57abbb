// `npm run bench:check`: fails when bench/results.json breaks a budget of budgets.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const budgets = JSON.parse(readFileSync(join(ROOT, 'tools/bench/budgets.json'), 'utf8'));
const results = JSON.parse(readFileSync(join(ROOT, 'bench/results.json'), 'utf8'));
const failures = [];
const passes = [];

function expectAtMost(label, value, max) {
  if (value === undefined || value === null) failures.push(`${label}: not measured`);
  else if (value > max) failures.push(`${label}: ${value} > ${max}`);
  else passes.push(`${label}: ${value} <= ${max}`);
}
function expectAtLeast(label, value, min) {
  if (value === undefined || value === null) failures.push(`${label}: not measured`);
  else if (value < min) failures.push(`${label}: ${value} < ${min}`);
  else passes.push(`${label}: ${value} >= ${min}`);
}

const landing = results.web?.routes?.landing;
expectAtMost(
  'landing JS KB gzip',
  landing && Number((landing.jsGzipBytes / 1024).toFixed(1)),
  budgets.landingJsGzipKb,
);

for (const [page, r] of Object.entries(results.lighthouse ?? { '(lighthouse)': {} })) {
  expectAtLeast(`lighthouse ${page} performance`, r.performance, budgets.lighthouse.performanceMin);
  expectAtLeast(
    `lighthouse ${page} accessibility`,
    r.accessibility,
    budgets.lighthouse.accessibilityMin,
  );
  expectAtMost(`lighthouse ${page} CLS`, r.cls, budgets.lighthouse.clsMax);
}

const enhance = results.api?.routes?.find((r) => r.name.includes('/api/prompt/enhance'));
expectAtLeast(
  'enhance throughput ratio to baseline',
  enhance?.ratioToBaseline,
  budgets.api.enhanceRatioMin,
);
expectAtMost('enhance p99 ms at 50 connections', enhance?.p99Ms, budgets.api.enhanceP99MsMax);

const engineP50 = results.engine?.cases?.['500 chars']?.p50Ms;
expectAtMost('engine p50 ms for 500 characters', engineP50, budgets.engine.p50Ms500CharsMax);
expectAtMost(
  'engine p50 ms for 8,000 characters',
  results.engine?.cases?.['8000 chars']?.p50Ms,
  budgets.engine.p50Ms8000CharsMax,
);
expectAtMost(
  'training session over 10,000 items, seconds',
  results.training?.tenThousandItemsSeconds,
  budgets.training.tenThousandItemsSecondsMax,
);
expectAtMost(
  'training data listing with filters on 100,000 rows, ms',
  results.training?.listing100kMs,
  budgets.training.listing100kMsMax,
);

for (const line of passes) console.log(`ok    ${line}`);
for (const line of failures) console.log(`FAIL  ${line}`);
console.log(`\nbudgets: ${passes.length} passed, ${failures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
