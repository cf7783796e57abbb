// The training metric: how far an enhanced prompt agrees with the expected output a user wrote,
// on what the expected output says (content words, stopwords removed) and on how it is laid out
// (its sections, list items and rule lines). Template overlap alone cannot score well: the
// control — the same score against another example's expected output — rises with it, and
// "lift" is score minus control. See README.md ("The metric") for the measurements behind it.
import { parseSections, terms } from '@silent/prompt-engine';

export interface Agreement {
  /** F1 of the content-word sets (0..1). */
  content: number;
  /** Share of the expected output's structural units found in the output (0..1). */
  structure: number;
  /** Mean of content and structure (content alone when the expected output has no structure). */
  score: number;
}

/** A unit line is present when one output line holds this share of its content words. */
export const UNIT_COVERAGE = 0.6;

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

interface Units {
  headings: string[];
  lines: string[][];
}

// The expected output's structure: section headings (by what they stand for when the engine
// knows the heading, else by label) and every list item or rule line, as content-word lists.
// Parsed texts are cached: a session scores every item's expected output many times.
const unitCache = new Map<string, Units>();
const UNIT_CACHE_MAX = 4096;

function headingId(label: string, key: string | undefined): string {
  return key ?? terms(label).join(' ');
}

function unitsOf(expected: string): Units {
  const cached = unitCache.get(expected);
  if (cached) return cached;
  const doc = parseSections(expected);
  const headings = doc.sections.map((section) => headingId(section.label, section.key));
  const lines: string[][] = [];
  const isRuleSection = (key: string | undefined) =>
    key === 'constraints' || key === 'success-criteria' || key === 'format';
  for (const line of doc.preamble) if (BULLET.test(line)) lines.push(terms(line));
  for (const section of doc.sections) {
    for (const line of section.lines) {
      if (BULLET.test(line) || isRuleSection(section.key)) lines.push(terms(line));
    }
  }
  const units = { headings, lines: lines.filter((unit) => unit.length > 0) };
  if (unitCache.size >= UNIT_CACHE_MAX) unitCache.clear();
  unitCache.set(expected, units);
  return units;
}

function f1(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  if (shared === 0) return 0;
  const precision = shared / a.size;
  const recall = shared / b.size;
  return (2 * precision * recall) / (precision + recall);
}

function covered(
  unit: readonly string[],
  outputLines: ReadonlyArray<ReadonlySet<string>>,
): boolean {
  const need = Math.ceil(unit.length * UNIT_COVERAGE);
  return outputLines.some((line) => unit.filter((word) => line.has(word)).length >= need);
}

/** How far `output` agrees with `expected` (see the file comment). */
export function agreement(output: string, expected: string): Agreement {
  const content = f1(new Set(terms(output)), new Set(terms(expected)));
  const units = unitsOf(expected);
  const total = units.headings.length + units.lines.length;
  if (total === 0) return { content, structure: content, score: content };
  const doc = parseSections(output);
  const outputHeadings = new Set(
    doc.sections.map((section) => headingId(section.label, section.key)),
  );
  const outputLines = output
    .split('\n')
    .map((line) => new Set(terms(line)))
    .filter((line) => line.size > 0);
  const found =
    units.headings.filter((heading) => outputHeadings.has(heading)).length +
    units.lines.filter((unit) => covered(unit, outputLines)).length;
  const structure = found / total;
  return { content, structure, score: (content + structure) / 2 };
}
