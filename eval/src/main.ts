// `npm run eval`: enhances the dev set under every option set and writes eval/results.md,
// eval/results.json and eval/samples.md. `npm run eval -- --freeze-baseline` also freezes the
// figures as the baseline of issue #16 (refused when one exists, unless --force).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadDataset } from './dataset';
import { enhance, score } from './engine';
import { evaluate } from './evaluate';
import { formatPrettier } from './format';
import { EVAL_PATHS } from './paths';
import { pickSamples } from './pick';
import { metricsTable, renderResults, type Baseline } from './report';
import { renderSamples } from './samples';

const BASELINE_NOTE = 'today’s engine (v1) before the rewrite of issue #16';

function readBaseline(): Baseline | null {
  if (!existsSync(EVAL_PATHS.baseline)) return null;
  return JSON.parse(readFileSync(EVAL_PATHS.baseline, 'utf8')) as Baseline;
}

function main(argv: readonly string[]): void {
  const freeze = argv.includes('--freeze-baseline');
  const force = argv.includes('--force');
  const unknown = argv.filter((arg) => !['--freeze-baseline', '--force'].includes(arg));
  if (unknown.length > 0) {
    throw new Error(`Unknown option(s): ${unknown.join(' ')}. Use --freeze-baseline [--force].`);
  }
  const started = process.hrtime.bigint();
  const dataset = loadDataset(EVAL_PATHS.dataset);
  const result = evaluate(dataset);
  const samples = pickSamples(dataset.prompts).map((prompt) => ({
    prompt,
    originalScore: score(prompt.prompt),
    now: enhance({ originalPrompt: prompt.prompt }),
  }));

  let baseline = readBaseline();
  if (freeze) {
    if (baseline && !force) {
      throw new Error(
        `${EVAL_PATHS.baseline} exists; it is the frozen "before" of issue #16. ` +
          'Pass --force only if you mean to replace it.',
      );
    }
    baseline = {
      note: BASELINE_NOTE,
      frozenOn: new Date().toISOString().slice(0, 10),
      result,
      samples: Object.fromEntries(
        samples.map((sample) => [sample.prompt.id, sample.now.enhancedPrompt]),
      ),
    };
    writeFileSync(EVAL_PATHS.baseline, `${JSON.stringify(baseline, null, 2)}\n`);
  }

  writeFileSync(EVAL_PATHS.resultsJson, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(EVAL_PATHS.resultsMarkdown, renderResults(result, baseline));
  writeFileSync(EVAL_PATHS.samples, renderSamples(samples, baseline));
  formatPrettier([
    EVAL_PATHS.resultsJson,
    EVAL_PATHS.resultsMarkdown,
    EVAL_PATHS.samples,
    ...(freeze ? [EVAL_PATHS.baseline] : []),
  ]);

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(metricsTable(result));
  console.log(
    `\n${result.dataset.prompts} prompts × ${result.sets.length} option sets in ${seconds.toFixed(1)} s. ` +
      `Wrote ${EVAL_PATHS.resultsMarkdown}, ${EVAL_PATHS.resultsJson} and ${EVAL_PATHS.samples}` +
      (freeze ? ` and froze ${EVAL_PATHS.baseline}.` : '.'),
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
