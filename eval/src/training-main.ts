// `npm run eval:training`: the training figures the README and libs/training/README.md quote,
// measured here and written to eval/training-results.md.
//   1. the house-style experiment (issue #17): held-out lift with its control, rule uptake, leaks,
//      unrelated requests changed;
//   2. the demo seed: what a session over every category finds;
//   3. where the success threshold comes from: the control scores on the seed;
//   4. the time to train 10,000 items.
import { SEED_TRAINING_DATA } from '@silent/data';
import { createEnhancer, enhancePrompt } from '@silent/prompt-engine';
import {
  TRAINING_SUCCESS_THRESHOLD,
  agreement,
  enhanceWith,
  runTraining,
  toExemplar,
  type Figures,
  type TrainingItem,
} from '@silent/training';
import {
  HOUSE_CATEGORY,
  HOUSE_FACTS,
  HOUSE_HELD_OUT,
  HOUSE_RULES,
  HOUSE_TRAIN,
  UNRELATED_REQUESTS,
} from '@silent/training/experiment';
import { writeFileSync } from 'node:fs';
import { formatPrettier } from './format';
import { EVAL_PATHS } from './paths';

/** A value the fixture guarantees; a missing one is a broken fixture, said by name. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The experiment lost its ${what}.`);
  return value;
}

const enhance = enhanceWith(createEnhancer());
const seed: TrainingItem[] = SEED_TRAINING_DATA.map((row, index) => ({
  id: `seed-${String(index).padStart(3, '0')}`,
  input: row.input_text,
  expectedOutput: row.expected_output,
  category: row.category,
}));
const pts = (value: number) => (value * 100).toFixed(1);
const row = (label: string, before: Figures, after: Figures) =>
  `| ${label} | ${pts(before.score)} → ${pts(after.score)} | ${pts(before.control)} → ${pts(after.control)} | ${pts(before.lift)} → ${pts(after.lift)} | ${pts(after.lift - before.lift)} |`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const lines: string[] = ['# Training evaluation', '', 'Written by `npm run eval:training`.', ''];

// 1. The house-style experiment.
const house = await runTraining({
  items: HOUSE_TRAIN,
  categories: [HOUSE_CATEGORY],
  enhance,
  controlItems: seed,
});
const [category] = house.categories;
const exemplars = (category?.exemplarIds ?? []).map((id) =>
  toExemplar(
    required(
      HOUSE_TRAIN.find((item) => item.id === id),
      `house example ${id}`,
    ),
  ),
);
let uptake = 0;
let leaks = 0;
for (const request of HOUSE_HELD_OUT) {
  const output = enhancePrompt({ originalPrompt: request.input }, { exemplars }).enhancedPrompt;
  uptake += HOUSE_RULES.filter((rule) => output.includes(rule)).length;
  leaks += [...HOUSE_FACTS.values()].filter((fact) => output.includes(fact)).length;
}
const changed = UNRELATED_REQUESTS.filter(
  (request) =>
    enhancePrompt({ originalPrompt: request }, { exemplars }).enhancedPrompt !==
    enhancePrompt({ originalPrompt: request }).enhancedPrompt,
).length;
lines.push(
  '## House-style experiment',
  '',
  `20 examples in one house style (${HOUSE_RULES.length} substantive rules, one fact each); the session holds out ${category?.validationIds.length} of them; then 8 further requests of the kind and ${UNRELATED_REQUESTS.length} unrelated ones.`,
  '',
  '| held-out validation | score | control | lift | lift gain (points) |',
  '| --- | --- | --- | --- | --- |',
  row(
    HOUSE_CATEGORY,
    required(category, 'house category').before,
    required(category, 'house category').after,
  ),
  '',
  `- improved: ${category?.improved}; chosen set: ${category?.chosen} (${category?.exemplarIds.length} examples)`,
  `- rule uptake on the 8 further requests: ${uptake} / ${HOUSE_HELD_OUT.length * HOUSE_RULES.length} (${pts(uptake / (HOUSE_HELD_OUT.length * HOUSE_RULES.length))} %)`,
  `- facts of one example found in another request's output: ${leaks}`,
  `- unrelated requests whose output changed: ${changed} / ${UNRELATED_REQUESTS.length}`,
  `- learned: ${JSON.stringify(category?.learned ?? null)}`,
  '',
);

// 2. The demo seed.
const categories = [...new Set(seed.map((item) => item.category))].sort();
const seeded = await runTraining({ items: seed, categories, enhance });
lines.push(
  '## Demo seed, every category',
  '',
  '| category | score | control | lift | lift gain (points) |',
  '| --- | --- | --- | --- | --- |',
  ...seeded.categories.map((entry) => row(entry.category, entry.before, entry.after)),
  row('**all**', seeded.before, seeded.after),
  '',
  `Improved categories: ${seeded.categories.filter((entry) => entry.improved).length} of ${seeded.categories.length}.`,
  '',
);

// 3. The threshold: scores against the right and against another category's expected output.
const match: number[] = [];
const control: number[] = [];
for (const item of seed) {
  const { enhancedPrompt } = await enhance(item, []);
  match.push(agreement(enhancedPrompt, item.expectedOutput).score);
  for (const other of seed) {
    if (other.category !== item.category) {
      control.push(agreement(enhancedPrompt, other.expectedOutput).score);
    }
  }
}
lines.push(
  '## Where the success threshold comes from',
  '',
  `Untrained engine on the ${seed.length} seed items. Control: each output against every expected output of another category (${control.length} pairs).`,
  '',
  '| quantile | match | control |',
  '| --- | --- | --- |',
  ...[0.5, 0.9, 0.95, 0.99, 1].map(
    (q) =>
      `| ${q === 1 ? 'max' : `p${q * 100}`} | ${pts(quantile(match, q))} | ${pts(quantile(control, q))} |`,
  ),
  '',
  `Threshold in use: ${pts(TRAINING_SUCCESS_THRESHOLD)}; share of control pairs at or above it: ${pts(control.filter((value) => value >= TRAINING_SUCCESS_THRESHOLD).length / control.length)} %.`,
  '',
);

// 4. 10,000 items.
const big: TrainingItem[] = Array.from({ length: 10_000 }, (_, index) => {
  const base = required(seed[index % seed.length], 'seed item');
  return { ...base, id: `big-${String(index).padStart(5, '0')}`, input: `${base.input} ${index}` };
});
const started = performance.now();
const large = await runTraining({ items: big, categories, enhance });
const seconds = (performance.now() - started) / 1000;
lines.push(
  '## 10,000 items',
  '',
  `Trained ${large.trainingDataCount} items in ${seconds.toFixed(1)} s (${large.evaluations} engine calls, offline engine, this machine).`,
  '',
);

// Formatted like every other file the harness writes, so `npm test`'s format check passes.
writeFileSync(EVAL_PATHS.trainingResults, `${lines.join('\n')}\n`);
formatPrettier([EVAL_PATHS.trainingResults]);
console.log(lines.join('\n'));
