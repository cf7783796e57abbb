// Lets exemplar outputs shape an enhanced prompt: their heading style, heading names and section
// order, plus generic lines (rules, format and quality phrasing) that carry no fact of their own.
// A line is only borrowed when every word specific to the exemplar's own request is absent, so
// nothing from another prompt leaks in as an invented fact.

import type { Exemplar } from './exemplars';
import { extractFacts, type Fact } from './facts';
import {
  DEFAULT_HEADINGS,
  SECTION_KEYS,
  parseSections,
  type HeadingStyle,
  type ParsedDocument,
  type SectionKey,
} from './sections';
import { contentWords, wordSet, words } from './text';

export interface ExtraSection {
  /** The section it follows, or undefined to open the prompt. */
  after: SectionKey | undefined;
  label: string;
  lines: string[];
}

export interface Layout {
  style: HeadingStyle;
  headings: Record<SectionKey, string>;
  order: SectionKey[];
  /** Sections to render; with an exemplar layout, optional sections it lacks are left out. */
  include: ReadonlySet<SectionKey>;
  /** Generic lines borrowed from exemplars, appended to our own section lines. */
  borrowed: Partial<Record<SectionKey, string[]>>;
  extras: ExtraSection[];
}

export const DEFAULT_LAYOUT: Layout = {
  style: 'markdown',
  headings: DEFAULT_HEADINGS,
  order: [...SECTION_KEYS],
  include: new Set(SECTION_KEYS),
  borrowed: {},
  extras: [],
};

// Sections whose content is the request's own (never borrowed from another request).
const OWN_SECTIONS: ReadonlySet<SectionKey> = new Set([
  'role',
  'task',
  'facts',
  'audience',
  'context',
  'length',
  // The style option sets the tone.
  'tone',
]);
// Sections every enhanced prompt keeps, whatever the exemplars look like: they carry the
// request, its facts, the options and the rules against inventing.
const MANDATORY_SECTIONS: readonly SectionKey[] = [
  'role',
  'task',
  'facts',
  'audience',
  'context',
  'length',
  'tone',
  'constraints',
];
// Capitalised words that name formats, not facts.
const FORMAT_WORDS = new Set(
  'JSON Markdown CSV YAML HTML XML SQL API URL FAQ CTA TL;DR PDF English'.split(' '),
);
const MAX_BORROWED_PER_SECTION = 4;
const MAX_LINE_CHARS = 200;

function normalise(line: string): string {
  return words(line).join(' ');
}

/** What isGeneric needs to know about a line that does not depend on the prompt. */
interface LineInfo {
  normalised: string;
  /** Short, without markup and with at least two content words. */
  candidate: boolean;
  contentWords: string[];
  facts: Fact[];
}

interface ParsedExemplar {
  /** The strings this was read from (a changed exemplar is read again). */
  input: string;
  output: string;
  doc: ParsedDocument;
  inputWords: string[];
  lines: Map<string, LineInfo>;
}

// Exemplar outputs are parsed on every enhance that uses them, yet change only when training
// replaces a set: the parse and the per-line measurements are kept per exemplar object.
const parsedCache = new WeakMap<Exemplar, ParsedExemplar>();

function lineInfo(line: string): LineInfo {
  const content = contentWords(line);
  const candidate = line.length <= MAX_LINE_CHARS && !/<[^>]*>/.test(line) && content.length >= 2;
  return {
    normalised: normalise(line),
    candidate,
    contentWords: content,
    facts: candidate ? extractFacts(line) : [],
  };
}

function parseExemplar(exemplar: Exemplar): ParsedExemplar {
  const cached = parsedCache.get(exemplar);
  if (cached && cached.input === exemplar.input && cached.output === exemplar.output) return cached;
  const doc = parseSections(exemplar.output);
  const lines = new Map<string, LineInfo>();
  for (const section of doc.sections) {
    for (const line of section.lines) if (!lines.has(line)) lines.set(line, lineInfo(line));
  }
  const parsed = {
    input: exemplar.input,
    output: exemplar.output,
    doc,
    inputWords: contentWords(exemplar.input),
    lines,
  };
  parsedCache.set(exemplar, parsed);
  return parsed;
}

function isGeneric(info: LineInfo, foreign: ReadonlySet<string>, prompt: string): boolean {
  if (!info.candidate) return false;
  for (const word of info.contentWords) if (foreign.has(word)) return false;
  return info.facts.every(
    (fact) => prompt.includes(fact.text) || (fact.kind === 'name' && FORMAT_WORDS.has(fact.text)),
  );
}

/** Inserts the keys missing from `order` after their predecessor in the default order. */
function mergeOrder(order: SectionKey[]): SectionKey[] {
  const result = [...order];
  SECTION_KEYS.forEach((key, index) => {
    if (result.includes(key)) return;
    const before = SECTION_KEYS.slice(0, index).reverse();
    const anchor = before.find((candidate) => result.includes(candidate));
    result.splice(anchor ? result.indexOf(anchor) + 1 : 0, 0, key);
  });
  return result;
}

/**
 * The layout for a prompt given its exemplars (best first). The first exemplar with headed
 * sections sets the style, names, order and which optional sections (format, examples,
 * unknowns, success criteria) appear; every exemplar may lend generic lines.
 */
/** How many exemplars must share a line before it is borrowed as house style. */
const MIN_SHARED_BY = 2;

export function layoutFrom(exemplars: readonly Exemplar[], prompt: string): Layout {
  const promptWords = wordSet(prompt);
  const parsed = exemplars.map((exemplar) => {
    const { doc, inputWords, lines } = parseExemplar(exemplar);
    return {
      doc,
      lines,
      // Words of the exemplar's own request that this prompt does not share.
      foreign: new Set(inputWords.filter((word) => !promptWords.has(word))),
    };
  });
  const leader = parsed.find((entry) => entry.doc.sections.length >= 2);
  if (!leader) return DEFAULT_LAYOUT;

  // A line is house style only when at least two exemplars share it. A line that a single
  // exemplar has (even when it is the only one) may be a detail of its own request — "prices
  // stored as integer minor units" — and must not leak into an unrelated prompt.
  const counts = new Map<string, number>();
  for (const { lines } of parsed) {
    const normalised = new Set([...lines.values()].map((info) => info.normalised));
    for (const line of normalised) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const isHouseStyle = (info: LineInfo, foreign: ReadonlySet<string>) =>
    (counts.get(info.normalised) ?? 0) >= MIN_SHARED_BY && isGeneric(info, foreign, prompt);

  const headings = { ...DEFAULT_HEADINGS };
  const order: SectionKey[] = [];
  const extras: ExtraSection[] = [];
  for (const section of leader.doc.sections) {
    if (section.key && !order.includes(section.key)) {
      headings[section.key] = section.label;
      order.push(section.key);
      continue;
    }
    if (section.key) continue;
    const lines = section.lines.filter((line) =>
      isHouseStyle(leader.lines.get(line)!, leader.foreign),
    );
    if (lines.length > 0) {
      extras.push({ after: order[order.length - 1], label: section.label, lines });
    }
  }

  const borrowed: Partial<Record<SectionKey, string[]>> = {};
  const seen = new Set<string>();
  for (const { doc, lines, foreign } of parsed) {
    for (const section of doc.sections) {
      if (!section.key || OWN_SECTIONS.has(section.key)) continue;
      const list = (borrowed[section.key] ??= []);
      for (const line of section.lines) {
        const info = lines.get(line)!;
        const key = info.normalised;
        if (list.length >= MAX_BORROWED_PER_SECTION || seen.has(key)) continue;
        if (!isHouseStyle(info, foreign)) continue;
        seen.add(key);
        list.push(line);
      }
    }
  }
  return {
    style: leader.doc.style ?? 'markdown',
    headings,
    order: mergeOrder(order),
    include: new Set([...MANDATORY_SECTIONS, ...order]),
    borrowed,
    extras,
  };
}
