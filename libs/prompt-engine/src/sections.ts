// The sections an enhanced prompt is made of, and how headings are written and recognised.
// The builder writes them, the scorer finds the request in them, and exemplar outputs are parsed
// with the same rules so that their headings can be borrowed.

export const SECTION_KEYS = [
  'role',
  'task',
  'facts',
  'audience',
  'context',
  'examples',
  'format',
  'length',
  'tone',
  'constraints',
  'assumptions',
  'criteria',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** The heading the offline engine uses when no exemplar suggests another. */
export const DEFAULT_HEADINGS: Record<SectionKey, string> = {
  role: 'Role',
  task: 'Task',
  facts: 'Keep exactly as written',
  audience: 'Audience',
  context: 'Context',
  examples: 'Reference structure',
  format: 'Output format',
  length: 'Length',
  tone: 'Tone',
  constraints: 'Constraints',
  assumptions: 'Unknowns',
  criteria: 'Success criteria',
};

// Heading words that mean each section, checked in this order (first match wins).
const SYNONYMS: ReadonlyArray<readonly [SectionKey, RegExp]> = [
  ['criteria', /\b(success|criteria|checklist|quality|definition of done|acceptance|check)/i],
  ['assumptions', /\b(unknowns?|assumptions?|open questions|clarif)/i],
  ['facts', /\b(facts|keep exactly|verbatim|key details|details to keep|given)/i],
  ['audience', /\b(audience|readers?|recipients?|who it is for)/i],
  ['context', /\b(context|background|situation)/i],
  ['examples', /\b(examples?|samples?|reference)/i],
  ['length', /\b(length|word count|budget|size)/i],
  ['tone', /\b(tone|style|voice)/i],
  ['format', /\b(format|structure|output|deliverables?|response)/i],
  ['role', /\b(role|persona|you are|identity|expert)/i],
  ['task', /\b(task|request|objective|goal|instructions?|assignment|brief|what to do|job|prompt)/i],
];

const CONSTRAINT_HEADING = /\b(constraints?|rules|requirements|guidelines|do's|dos)\b/i;

export function sectionKeyOf(label: string): SectionKey | undefined {
  if (CONSTRAINT_HEADING.test(label)) return 'constraints';
  for (const [key, pattern] of SYNONYMS) if (pattern.test(label)) return key;
  return undefined;
}

export type HeadingStyle = 'markdown' | 'bold' | 'colon';

export interface HeadingLine {
  label: string;
  style: HeadingStyle;
  /** Text after the heading on the same line (`Role: You are ...`). */
  rest: string;
}

const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const BOLD_HEADING = /^\s*\*\*([^*]{1,60}?):?\*\*:?\s*(.*)$/;
const COLON_HEADING = /^\s*([\p{Lu}][\p{L}'’ &/-]{1,40}):\s*(.*)$/u;

/**
 * Reads a line as a heading. Markdown and bold headings always count; a `Label:` line counts when
 * nothing follows the colon or when the label names a known section, so that ordinary sentences
 * with a colon are not mistaken for headings.
 */
export function parseHeading(line: string): HeadingLine | undefined {
  // Each pattern needs its marker character: most lines have none, and skip the expressions.
  const markdown = line.includes('#') ? MARKDOWN_HEADING.exec(line) : null;
  if (markdown?.[1]) return { label: markdown[1].replace(/:$/, ''), style: 'markdown', rest: '' };
  const bold = line.includes('**') ? BOLD_HEADING.exec(line) : null;
  if (bold?.[1]) return { label: bold[1], style: 'bold', rest: bold[2] ?? '' };
  const colon = line.includes(':') ? COLON_HEADING.exec(line) : null;
  if (colon?.[1]) {
    const rest = colon[2] ?? '';
    if (rest.length === 0 || sectionKeyOf(colon[1]) !== undefined) {
      return { label: colon[1], style: 'colon', rest };
    }
  }
  return undefined;
}

export function renderHeading(label: string, style: HeadingStyle): string {
  if (style === 'bold') return `**${label}:**`;
  if (style === 'colon') return `${label}:`;
  return `## ${label}`;
}

export interface ParsedSection {
  label: string;
  key: SectionKey | undefined;
  lines: string[];
}

export interface ParsedDocument {
  style: HeadingStyle | undefined;
  /** Lines before the first heading. */
  preamble: string[];
  sections: ParsedSection[];
}

const FENCE = /^\s*(```|"""|~~~)/;

/** Splits a text into its headed sections (non-empty lines only). */
export function parseSections(text: string): ParsedDocument {
  const doc: ParsedDocument = { style: undefined, preamble: [], sections: [] };
  const push = (line: string) => {
    const current = doc.sections[doc.sections.length - 1];
    if (current) current.lines.push(line);
    else doc.preamble.push(line);
  };
  let fence: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    // Delimited input is opaque and verbatim: headings inside the user's own text are not ours.
    const delimiter = FENCE.exec(line)?.[1];
    const closing = delimiter !== undefined && delimiter === fence;
    if (fence !== undefined && !closing) {
      push(raw);
      continue;
    }
    fence = closing ? undefined : (delimiter ?? fence);
    const heading = delimiter ? undefined : parseHeading(line);
    if (heading) {
      doc.style ??= heading.style;
      const lines = heading.rest.trim().length > 0 ? [heading.rest.trim()] : [];
      doc.sections.push({ label: heading.label, key: sectionKeyOf(heading.label), lines });
      continue;
    }
    if (line.trim().length > 0) push(line);
  }
  return doc;
}

/** The lines inside the first delimited block, or all lines when there is none. */
function delimitedOrAll(lines: readonly string[]): readonly string[] {
  const open = lines.findIndex((line) => FENCE.test(line));
  const delimiter = open >= 0 ? FENCE.exec(lines[open] ?? '')?.[1] : undefined;
  if (!delimiter) return lines;
  const close = lines.findIndex((line, index) => index > open && line.trim().startsWith(delimiter));
  return lines.slice(open + 1, close > open ? close : undefined);
}

/**
 * The part of a prompt that states the request: the body of its task section (the delimited
 * block inside it, verbatim, when there is one), otherwise the whole text. The scorer measures specificity and weaknesses there, so that the
 * scaffolding an enhancement adds does not count as detail the user gave.
 */
export function requestText(text: string, doc: ParsedDocument = parseSections(text)): string {
  const task = doc.sections.find((section) => section.key === 'task');
  if (!task) return text;
  return delimitedOrAll(task.lines).join('\n');
}
