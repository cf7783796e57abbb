// Trained styles: what training learned for a category of requests (a role, a format, a length
// and house rules), applied only where it belongs. A style applies to a request when the
// request's task is the style's task AND the request is at least `minRelevance` close (BM25) to
// one of the style's example inputs; otherwise it is ignored and the output is byte for byte what
// it would be without it.
//
// Today the API still passes raw exemplars (input → expected output); `stylesFromExemplars`
// derives styles from them per category: a role or rule line counts as the house style only when
// at least two examples of the category share it, so nothing specific to one example (a name, an
// amount) is ever carried to another request. Training (issue #17) will hand in learned styles
// directly through `styles`.

import { Bm25Index } from './bm25';
import type { Exemplar } from './exemplars';
import { detectLanguage } from './language';
import { parseSections } from './sections';
import { detectTask, type TaskId } from './tasks';
import { normalised, stems } from './text';

export interface TrainedStyle {
  /** The training category it was learned from. */
  category: string;
  /** The task the style applies to (the classifier's verdict on its examples). */
  task: TaskId;
  /** Example requests of the category: a request must be close enough to one of them. */
  examples: ReadonlyArray<{ id: string; input: string }>;
  /** Overrides DEFAULT_MIN_RELEVANCE. */
  minRelevance?: number;
  /** Words most of the example requests share (see KEY_TERM_SHARE). */
  keyTerms?: readonly string[];
  /** Used when the request names no role. */
  role?: string;
  /** Used when the request names no format. */
  format?: string;
  /** The length the examples ask for, used when the request names none. */
  length?: { min: number; max: number; unit: 'words' };
  /** House rules added to the request. */
  rules: readonly string[];
}

/** The least BM25 relevance (0..1) to a style's examples for the style to apply. */
export const DEFAULT_MIN_RELEVANCE = 0.15;
/**
 * A word in at least this share of a category's example requests is one of its key terms
 * ("budget" and "proposal" in a category of budget proposals). A request holding at least two
 * key terms (and half of them) is recognised as the category's, whatever task the keyword
 * classifier reads: "a budget proposal for translating the website" is a budget proposal, not
 * a translation. BM25 cannot tell this: words every example shares weigh almost nothing there.
 */
export const KEY_TERM_SHARE = 0.6;
const MIN_KEY_TERMS = 2;
const MIN_EXAMPLES_FOR_KEY_TERMS = 3;
/** At most this many house rules are added to one request. */
export const MAX_HOUSE_RULES = 6;
const MIN_SHARED_BY = 2;
const MAX_RULE_CHARS = 200;

export interface AppliedStyle {
  style: TrainedStyle;
  relevance: number;
  /** The example ids nearest to the request, best first (at most 3). */
  exampleIds: string[];
}

function majorityTask(inputs: readonly string[]): TaskId | undefined {
  const counts = new Map<TaskId, number>();
  for (const input of inputs) {
    const task = detectTask(input, detectLanguage(input).code).task;
    counts.set(task, (counts.get(task) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const best = ranked[0];
  return best && best[1] * 2 > inputs.length ? best[0] : undefined;
}

// "Under 90 words", "at most 120 words", "no more than 200 words", "max. 150 Wörter"…
const WORD_LIMIT =
  /\b(?:under|below|at most|no more than|fewer than|up to|max(?:imum|\.)?|maximal|höchstens|unter|máximo|menos de|moins de|au plus|no máximo)\s+(\d{2,4})\s+(?:words|wörter[n]?|palabras|mots|palavras)\b/i;

/**
 * The word limit an example's output sets for the whole answer: a rule line that is only the
 * limit ("Under 90 words."), not a limit on a part ("at most 7 words per tagline").
 */
function wordLimit(output: string): number | undefined {
  for (const { line } of linesOf(output)) {
    const match = WORD_LIMIT.exec(line);
    if (match && match.index <= 12 && line.length - match[0].length - match.index <= 12) {
      if (/\b(?:per|each|je|por|par|cada)\b/i.test(line)) continue;
      return Number(match[1]);
    }
  }
  return undefined;
}

const roundTo10 = (value: number) => Math.max(10, Math.round(value / 10) * 10);

const ROLE = /^(?:you are|you're|act as|du bist|eres|tu es|você é)\b/i;

type LineKind = 'role' | 'format' | 'rule' | 'other';

/** The lines of an example output, each with the kind of section it sits in. */
function linesOf(output: string): Array<{ line: string; kind: LineKind }> {
  const doc = parseSections(output);
  const kindOf = (key: string | undefined, line: string): LineKind => {
    if (ROLE.test(line) || key === 'role') return 'role';
    if (key === 'format') return 'format';
    if (key === 'constraints' || key === 'success-criteria') return 'rule';
    return 'other';
  };
  const clean = (line: string) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
  const all = [
    ...doc.preamble.map((line) => ({ line: clean(line), kind: kindOf(undefined, clean(line)) })),
    ...doc.sections.flatMap((section) =>
      section.lines.map((line) => ({ line: clean(line), kind: kindOf(section.key, clean(line)) })),
    ),
  ];
  return all.filter((entry) => entry.line.length > 0 && entry.line.length <= MAX_RULE_CHARS);
}

// Derived styles are cached per exemplar array (they change only when training replaces a set).
const styleCache = new WeakMap<readonly Exemplar[], { key: string; styles: TrainedStyle[] }>();

/** Styles derived from raw exemplars, one per category that has a clear task and shared lines. */
export function stylesFromExemplars(exemplars: readonly Exemplar[]): TrainedStyle[] {
  const key = exemplars
    .map(
      (exemplar) =>
        `${exemplar.id}\u0000${exemplar.input}\u0000${exemplar.output}\u0000${exemplar.category ?? ''}`,
    )
    .join('\u0001');
  const cached = styleCache.get(exemplars);
  if (cached && cached.key === key) return cached.styles;
  const groups = new Map<string, Exemplar[]>();
  for (const exemplar of exemplars) {
    const category = exemplar.category?.trim() || 'uncategorised';
    groups.set(category, [...(groups.get(category) ?? []), exemplar]);
  }
  const styles: TrainedStyle[] = [];
  for (const [category, unsorted] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    // Sorted by id, so the same set in another order gives the same style.
    const group = [...unsorted].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (group.length < MIN_SHARED_BY) continue;
    // A category of requests the classifier has no task for (budget proposals, say) is still a
    // category: its style then applies only where its examples recognise the request.
    const task = majorityTask(group.map((exemplar) => exemplar.input)) ?? 'general';
    // Lines of every output by the kind of section they sit in, counted once per example.
    const counts = new Map<string, { line: string; kind: LineKind; count: number }>();
    for (const exemplar of group) {
      const seen = new Set<string>();
      for (const { line, kind } of linesOf(exemplar.output)) {
        const id = normalised(line);
        if (id.length === 0 || seen.has(id)) continue;
        seen.add(id);
        const entry = counts.get(id) ?? { line, kind, count: 0 };
        entry.count += 1;
        counts.set(id, entry);
      }
    }
    const shared = [...counts.values()].filter((entry) => entry.count >= MIN_SHARED_BY);
    const role = shared.find((entry) => entry.kind === 'role')?.line;
    const format = shared
      .filter((entry) => entry.kind === 'format')
      .map((entry) => entry.line.replace(/[.;]$/, ''));
    // The length the examples use (at least two of them set one): their range, rounded.
    // The middle half of them when there are many, so one outlier does not set the range.
    const limits = group
      .map((exemplar) => wordLimit(exemplar.output))
      .filter((limit): limit is number => limit !== undefined)
      .sort((a, b) => a - b);
    const quartile = (q: number) => limits[Math.round(q * (limits.length - 1))] ?? 0;
    const length =
      limits.length >= MIN_SHARED_BY
        ? {
            min: roundTo10(limits.length >= 4 ? quartile(0.25) : (limits[0] ?? 0)),
            max: roundTo10(limits.length >= 4 ? quartile(0.75) : (limits.at(-1) ?? 0)),
            unit: 'words' as const,
          }
        : undefined;
    const rules = shared
      .filter((entry) => entry.kind === 'rule' && !(length && WORD_LIMIT.test(entry.line)))
      .sort((a, b) => b.count - a.count)
      .map((entry) => entry.line)
      .slice(0, MAX_HOUSE_RULES);
    if (!role && !length && rules.length === 0 && format.length === 0) continue;
    const keyTerms = keyTermsOf(group.map((exemplar) => exemplar.input));
    styles.push({
      category,
      task,
      ...(keyTerms.length >= MIN_KEY_TERMS ? { keyTerms } : {}),
      examples: group.map((exemplar) => ({ id: exemplar.id, input: exemplar.input })),
      ...(role ? { role } : {}),
      ...(format.length > 0 ? { format: `${format.join('; ')}.` } : {}),
      ...(length ? { length } : {}),
      rules,
    });
  }
  styleCache.set(exemplars, { key, styles });
  return styles;
}

function keyTermsOf(inputs: readonly string[]): string[] {
  if (inputs.length < MIN_EXAMPLES_FOR_KEY_TERMS) return [];
  const counts = new Map<string, number>();
  for (const input of inputs) {
    for (const term of new Set(stems(input))) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= KEY_TERM_SHARE * inputs.length)
    .map(([term]) => term)
    .sort();
}

/** The request holds enough of the style's key terms to be one of its category's requests. */
function recognised(requestTerms: ReadonlySet<string>, style: TrainedStyle): boolean {
  const keys = style.keyTerms ?? [];
  if (keys.length < MIN_KEY_TERMS) return false;
  const held = keys.filter((term) => requestTerms.has(term)).length;
  return held >= MIN_KEY_TERMS && held * 2 >= keys.length;
}

interface StyleIndex {
  index: Bm25Index;
  /** For each document, its style and example. */
  owners: Array<{ style: number; example: number }>;
}

// One index over the examples of every style, so words that mark a category (and no other)
// weigh what they should; cached per styles array.
const indexCache = new WeakMap<readonly TrainedStyle[], StyleIndex>();

function styleIndex(styles: readonly TrainedStyle[]): StyleIndex {
  const cached = indexCache.get(styles);
  if (cached) return cached;
  const owners: StyleIndex['owners'] = [];
  const documents: string[] = [];
  styles.forEach((style, s) =>
    style.examples.forEach((example, e) => {
      owners.push({ style: s, example: e });
      documents.push(example.input);
    }),
  );
  const built = { index: new Bm25Index(documents), owners };
  indexCache.set(styles, built);
  return built;
}

/**
 * The one style that applies to a request, or undefined: the request is recognised by the
 * style's key terms, or it is of the style's task (not 'general') and at least `minRelevance`
 * close to one of its examples. Several matching styles: the most relevant wins.
 */
export function applicableStyle(
  request: string,
  task: TaskId,
  styles: readonly TrainedStyle[],
): AppliedStyle | undefined {
  const { index, owners } = styleIndex(styles);
  const hits = index.scoreAll(request);
  const requestTerms = new Set(stems(request));
  let best: AppliedStyle | undefined;
  styles.forEach((style, s) => {
    const own = hits.filter((hit) => owners[hit.doc]?.style === s);
    const top = own[0];
    if (!top) return;
    const byTask =
      style.task === task &&
      task !== 'general' &&
      top.relevance >= (style.minRelevance ?? DEFAULT_MIN_RELEVANCE);
    if (!byTask && !recognised(requestTerms, style)) return;
    if (!best || top.relevance > best.relevance) {
      best = {
        style,
        relevance: Math.round(top.relevance * 100) / 100,
        exampleIds: own
          .slice(0, 3)
          .map((hit) => style.examples[owners[hit.doc]?.example ?? -1]?.id)
          .filter((id): id is string => id !== undefined),
      };
    }
  });
  return best;
}
