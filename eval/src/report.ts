// Renders the figures as markdown: one row per metric, one column per option set, and the
// frozen baseline of issue #16 next to the current run.

import { TASK_IDS } from './dataset';
import type { EvalResult, GlobalResult, SetResult } from './evaluate';
import {
  HIGH_SCORE,
  MAX_GROWTH_HIGH_SCORE,
  MAX_GROWTH_SECOND_PASS,
  MAX_VARIATION_JACCARD,
  STUFFED_MAX_SCORE,
} from './evaluate';
import { SCAFFOLD_LANGUAGES } from './language';

export interface Baseline {
  /** Why and when it was frozen. */
  note: string;
  frozenOn: string;
  result: EvalResult;
  /** Enhanced prompts (defaults) of the samples, to show before/after. */
  samples: Record<string, string>;
}

type Value = number | string | boolean | null;
type Format = 'pct' | 'ratio' | 'num' | 'int' | 'text';

interface MetricRow {
  label: string;
  format: Format;
  /** What good looks like, as the issue states it. */
  target: string;
  get: (set: SetResult) => Value;
}

/**
 * The share of judged prompts in issue #16's scaffold languages whose additions are in the
 * prompt's language (from the per-language counts, so the frozen baseline has it too).
 */
function scaffoldLanguageMatch(set: SetResult): number | null {
  let n = 0;
  let match = 0;
  for (const [language, entry] of Object.entries(set.language.perLanguage)) {
    if (!SCAFFOLD_LANGUAGES.includes(language)) continue;
    n += entry.n;
    match += entry.match;
  }
  return n === 0 ? null : match / n;
}

export const METRIC_ROWS: readonly MetricRow[] = [
  { label: 'Task accuracy', format: 'pct', target: 'high', get: (s) => s.task.accuracy },
  { label: 'Facts kept as whole tokens', format: 'pct', target: '100%', get: (s) => s.facts.share },
  {
    label: 'Prompts with every fact kept',
    format: 'pct',
    target: '100%',
    get: (s) => s.facts.promptsAllKept,
  },
  {
    label: 'Fragments listed as facts',
    format: 'int',
    target: '0',
    get: (s) => s.fragments.fragments,
  },
  {
    label: 'Prompts listing a fragment',
    format: 'int',
    target: '0',
    get: (s) => s.fragments.promptsWithFragment,
  },
  {
    label: 'Growth, median',
    format: 'ratio',
    target: 'proportionate',
    get: (s) => s.growth.all.median,
  },
  { label: 'Growth, p90', format: 'ratio', target: 'proportionate', get: (s) => s.growth.all.p90 },
  {
    label: 'Growth, weak prompts (median)',
    format: 'ratio',
    target: '',
    get: (s) => s.growth.byStrength.weak.median,
  },
  {
    label: 'Growth, medium prompts (median)',
    format: 'ratio',
    target: '',
    get: (s) => s.growth.byStrength.medium.median,
  },
  {
    label: 'Growth, strong prompts (median)',
    format: 'ratio',
    target: `≤ ${MAX_GROWTH_HIGH_SCORE}×`,
    get: (s) => s.growth.byStrength.strong.median,
  },
  {
    label: `Growth, originals scoring ≥ ${HIGH_SCORE} (median)`,
    format: 'ratio',
    target: `≤ ${MAX_GROWTH_HIGH_SCORE}×`,
    get: (s) => s.growth.highScoring.median,
  },
  {
    label: `Growth, originals scoring ≥ ${HIGH_SCORE} (max)`,
    format: 'ratio',
    target: `≤ ${MAX_GROWTH_HIGH_SCORE}×`,
    get: (s) => s.growth.highScoring.max,
  },
  {
    label: `Originals scoring ≥ ${HIGH_SCORE}: count / over ${MAX_GROWTH_HIGH_SCORE}×`,
    format: 'text',
    target: 'none over',
    get: (s) => `${s.growth.highScoring.n} / ${s.growth.highScoring.overLimit}`,
  },
  {
    label: 'Words added to a one-line request (median)',
    format: 'int',
    target: '≤ ~120',
    get: (s) => s.growth.oneLineAddedWords.median,
  },
  {
    label: 'Words added to a one-line request (max)',
    format: 'int',
    target: '≤ ~120',
    get: (s) => s.growth.oneLineAddedWords.max,
  },
  {
    label: 'Second pass growth, median',
    format: 'ratio',
    target: `≤ ${MAX_GROWTH_SECOND_PASS}×`,
    get: (s) => s.idempotence.growth.median,
  },
  {
    label: 'Second pass growth, max',
    format: 'ratio',
    target: `≤ ${MAX_GROWTH_SECOND_PASS}×`,
    get: (s) => s.idempotence.growth.max,
  },
  {
    label: `Second pass within ${MAX_GROWTH_SECOND_PASS}×`,
    format: 'pct',
    target: '100%',
    get: (s) => s.idempotence.withinLimit,
  },
  {
    label: 'Second pass with a duplicated heading',
    format: 'pct',
    target: '0%',
    get: (s) => s.idempotence.duplicatedHeadingShare,
  },
  {
    label: 'Boilerplate share of lines',
    format: 'pct',
    target: 'low',
    get: (s) => s.boilerplate.lineShare,
  },
  {
    label: 'Boilerplate share of words',
    format: 'pct',
    target: 'low',
    get: (s) => s.boilerplate.wordShare,
  },
  {
    label: "User's own words (median share)",
    format: 'pct',
    target: 'high',
    get: (s) => s.ownWords.median,
  },
  {
    label: 'Additions in the prompt’s language (all)',
    format: 'pct',
    target: 'high',
    get: (s) => s.language.match,
  },
  {
    label: `Additions in the prompt’s language (${SCAFFOLD_LANGUAGES.join(', ')})`,
    format: 'pct',
    target: '100%',
    get: (s) => scaffoldLanguageMatch(s),
  },
  {
    label: 'Other languages: an answer-language line',
    format: 'pct',
    target: '100%',
    get: (s) => {
      const other = s.language.otherLanguages;
      return other && other.n > 0 ? other.withAnswerLine / other.n : null;
    },
  },
  {
    label: 'metadata.language correct',
    format: 'pct',
    target: '100%',
    get: (s) => s.language.reportedAccuracy,
  },
  {
    label: 'Suggestion precision',
    format: 'pct',
    target: '100%',
    get: (s) => s.suggestions.precision,
  },
  {
    label: 'Suggestions per prompt (mean)',
    format: 'num',
    target: '≤ 5',
    get: (s) => s.suggestions.meanPerPrompt,
  },
  {
    label: 'Suggestions per prompt (max)',
    format: 'int',
    target: '≤ 5',
    get: (s) => s.suggestions.perPrompt.max,
  },
  {
    label: 'Variations: max pairwise Jaccard (median)',
    format: 'num',
    target: `< ${MAX_VARIATION_JACCARD}`,
    get: (s) => s.variations.maxJaccard.median,
  },
  {
    label: `Variations under ${MAX_VARIATION_JACCARD} Jaccard`,
    format: 'pct',
    target: '100%',
    get: (s) => s.variations.shareUnderLimit,
  },
  {
    label: 'Variations in the most common score order',
    format: 'pct',
    target: 'not 100%',
    get: (s) => s.variations.commonOrderShare,
  },
  {
    label: 'Ladders ordered (enhanced)',
    format: 'pct',
    target: '100%',
    get: (s) => s.ladders.enhancedOrdered,
  },
  {
    label: `Stuffed nonsense enhanced, scoring < ${STUFFED_MAX_SCORE}`,
    format: 'pct',
    target: '100%',
    get: (s) => s.stuffed.enhancedUnderLimit,
  },
  {
    label: 'Stuffed nonsense enhanced, max score',
    format: 'num',
    target: `< ${STUFFED_MAX_SCORE}`,
    get: (s) => s.stuffed.enhancedMax,
  },
  {
    label: 'Confidence, original (mean)',
    format: 'num',
    target: '',
    get: (s) => s.confidence.meanOriginal,
  },
  {
    label: 'Confidence, enhanced (mean)',
    format: 'num',
    target: '',
    get: (s) => s.confidence.meanEnhanced,
  },
  {
    label: 'Confidence lift (mean)',
    format: 'num',
    target: 'honest',
    get: (s) => s.confidence.meanLift,
  },
  {
    label: 'ρ(original score, strength)',
    format: 'num',
    target: 'high',
    get: (s) => s.confidence.originalVsStrength,
  },
  {
    label: 'ρ(lift, strength)',
    format: 'num',
    target: 'negative',
    get: (s) => s.confidence.liftVsStrength,
  },
  {
    label: 'Engine errors',
    format: 'int',
    target: '0',
    get: (s) => s.errors.length,
  },
];

interface GlobalRow {
  label: string;
  format: Format;
  target: string;
  get: (global: GlobalResult) => Value;
}

export const GLOBAL_ROWS: readonly GlobalRow[] = [
  {
    label: 'Ladders ordered bad < medium < good (originals)',
    format: 'pct',
    target: '100%',
    get: (g) => g.ladders.originalOrdered,
  },
  {
    label: `Stuffed nonsense scoring < ${STUFFED_MAX_SCORE} (originals)`,
    format: 'pct',
    target: '100%',
    get: (g) => g.stuffed.underLimit,
  },
  {
    label: 'Stuffed nonsense, max score (originals)',
    format: 'num',
    target: `< ${STUFFED_MAX_SCORE}`,
    get: (g) => g.stuffed.max,
  },
];

export function formatValue(value: Value, format: Format): string {
  if (value === null || value === undefined) return 'n/a';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Number.isNaN(value)) return 'n/a';
  switch (format) {
    case 'pct':
      return `${(value * 100).toFixed(1)}%`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'num':
      return value.toFixed(2);
    case 'int':
      return String(Math.round(value));
    default:
      return String(value);
  }
}

/** Escapes a table cell: pipes and line breaks would break the row. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The metric table of one run: a row per metric, a column per option set. */
export function metricsTable(result: EvalResult): string {
  return table(
    ['metric', ...result.sets.map((set) => set.label), 'target'],
    METRIC_ROWS.map((row) => [
      row.label,
      ...result.sets.map((set) => formatValue(row.get(set), row.format)),
      row.target,
    ]),
  );
}

export function globalTable(result: EvalResult): string {
  return table(
    ['metric (options do not apply)', 'value', 'target'],
    GLOBAL_ROWS.map((row) => [
      row.label,
      formatValue(row.get(result.global), row.format),
      row.target,
    ]),
  );
}

/** "before → now" for every metric and option set the two runs share. */
export function beforeAfterTable(before: EvalResult, now: EvalResult): string {
  const sets = now.sets.filter((set) => before.sets.some((old) => old.id === set.id));
  const pair = (a: string, b: string) => (a === b ? a : `${a} → ${b}`);
  return [
    table(
      ['metric', ...sets.map((set) => set.label)],
      METRIC_ROWS.map((row) => [
        row.label,
        ...sets.map((set) => {
          const old = before.sets.find((candidate) => candidate.id === set.id);
          return pair(
            old ? formatValue(row.get(old), row.format) : 'n/a',
            formatValue(row.get(set), row.format),
          );
        }),
      ]),
    ),
    '',
    table(
      ['metric (options do not apply)', 'before → now'],
      GLOBAL_ROWS.map((row) => [
        row.label,
        pair(
          formatValue(row.get(before.global), row.format),
          formatValue(row.get(now.global), row.format),
        ),
      ]),
    ),
  ].join('\n');
}

export function taskTable(result: EvalResult): string {
  return table(
    ['annotated task', ...result.sets.map((set) => set.label)],
    TASK_IDS.map((task) => [
      task,
      ...result.sets.map((set) => {
        const entry = set.task.perTask[task];
        if (!entry || entry.n === 0) return 'n/a';
        return `${entry.correct}/${entry.n}`;
      }),
    ]),
  );
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** Lists of concrete cases behind the figures of one option set. */
export function details(set: SetResult): string {
  const lines: string[] = [`### Behind the figures: ${set.label}`, ''];
  const list = (title: string, items: string[]) => {
    lines.push(`**${title}**`, '');
    lines.push(...(items.length > 0 ? items.map((item) => `- ${item}`) : ['- none']), '');
  };
  list(
    `Task confusions (annotated → reported${set.task.legacyIds ? ', v1 ids' : ''})`,
    set.task.confusions.map((c) => `${c.annotated} → ${c.reported}: ${c.count}`),
  );
  list(
    'Facts not kept whole',
    set.facts.missing.map((m) => `${m.id}: ${code(m.token)}`),
  );
  list(
    `Fragments listed (from ${set.fragments.source})`,
    set.fragments.examples.map((f) => `${f.id}: ${code(f.fact)}`),
  );
  list(
    'Duplicated headings after a second pass',
    set.idempotence.examples.map((e) => `${e.id}: ${e.headings.map(code).join(', ')}`),
  );
  list(
    'Most recurring lines',
    set.boilerplate.topLines.map((l) => `${l.outputs} outputs: ${code(l.line)}`),
  );
  list(
    'Additions not in the prompt’s language',
    set.language.mismatches.map((m) => `${m.id}: expected ${m.expected}, detected ${m.detected}`),
  );
  list(
    `Suggestions asking for what is there (ids from ${set.suggestions.idSource})`,
    set.suggestions.redundantExamples.map((r) => `${r.id} (${r.asksFor}): ${r.suggestion}`),
  );
  list('Ladders out of order (enhanced)', set.ladders.failures);
  list(
    'Variation score order',
    set.variations.commonOrder
      ? [
          `most common: ${set.variations.commonOrder}; always the same: ${formatValue(set.variations.alwaysSameOrder, 'text')}`,
        ]
      : [],
  );
  list(
    'Engine errors',
    set.errors.map((e) => `${e.id}: ${e.message}`),
  );
  return lines.join('\n');
}

const HOW_TO_READ = `## How to read

- Every prompt of the dev set (\`eval/dataset/\`) is enhanced under each option set; each column
  is one option set. "n/a" means the engine does not expose what the metric needs, or there
  was nothing to measure.
- **Facts** are the annotated must-keep tokens (codes, ids, versions, dates, placeholders,
  quoted text). "Whole" means nothing is glued to either side: \`WINTER3\` inside \`WINTER30\`
  does not count. A **fragment** is a fact the engine lists that is not a whole token of the
  original (\`WINTER3\`, \`0\`, \`55120\` from \`#B-55120\`).
- **Growth** is enhanced words ÷ original words. Strong prompts and originals scoring ≥ ${HIGH_SCORE}
  should grow at most ${MAX_GROWTH_HIGH_SCORE}×; enhancing an enhanced prompt again at most
  ${MAX_GROWTH_SECOND_PASS}×, with no heading twice.
- **Boilerplate** is the share of output lines (or words on them) that recur in at least a third
  of all outputs of that option set; **own words** is the share of the output's words that are
  the user's.
- **Language** is detected (franc-min) on the lines the engine added, not on the user's own.
  Issue #16 asks for additions in the prompt's language for ${SCAFFOLD_LANGUAGES.join(', ')}; a
  prompt in any other language keeps an English scaffold with an explicit answer-language line
  ("Answer in Italian."), counted in its own row. "(all)" mixes the two.
- **Suggestion precision** is the share of suggestions that do not ask for an audience, format,
  length or context the prompt (or its options) already has.
- **Variations**: the largest word Jaccard between any two of the three; and whether their
  scores always come out in the same order (they should not).
- **Ladders** are the same request written bad, medium and good: the score must rise
  strictly. **Stuffed** prompts are headings around nonsense: they must score below ${STUFFED_MAX_SCORE}.
- **ρ** is Spearman's rank correlation with the annotated strength (weak < medium < strong).
- Details: \`eval/README.md\`. Raw figures: \`eval/results.json\`.`;

export function renderResults(now: EvalResult, baseline: Baseline | null): string {
  const parts: string[] = [
    '# Prompt engine evaluation',
    '',
    '<!-- Written by `npm run eval`; edits are overwritten. -->',
    '',
    `Engine \`${now.engineModel}\` on the dev set \`${now.dataset.hash}\`: ${now.dataset.prompts} prompts, ` +
      `${now.dataset.ladders} ladders, ${now.dataset.stuffed} keyword-stuffed prompts; option sets: ` +
      `${now.sets.map((set) => set.label).join('; ')}.`,
    '',
    HOW_TO_READ,
    '',
  ];
  if (baseline) {
    parts.push('## Before (issue #16 baseline) → now', '');
    parts.push(
      `Baseline: ${baseline.note}, frozen on ${baseline.frozenOn} with engine ` +
        `\`${baseline.result.engineModel}\` on dev set \`${baseline.result.dataset.hash}\`.`,
      '',
    );
    if (baseline.result.dataset.hash !== now.dataset.hash) {
      parts.push(
        '> **Warning:** the dev set changed since the baseline was frozen, so the two columns ' +
          'were measured on different prompts.',
        '',
      );
    }
    parts.push(beforeAfterTable(baseline.result, now), '');
  }
  parts.push('## Now', '', metricsTable(now), '', globalTable(now), '');
  parts.push('## Task accuracy per annotated task (correct / reported)', '', taskTable(now), '');
  parts.push('## Details', '', ...now.sets.map(details));
  if (baseline) {
    parts.push('## Baseline figures (frozen)', '', metricsTable(baseline.result), '');
    parts.push(globalTable(baseline.result), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
