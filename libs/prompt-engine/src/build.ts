// Builds the enhanced prompt from an analysis: role, task (with the original request delimited
// verbatim), facts to keep, audience and context when given, format, length, tone, constraints,
// unknowns and success criteria, laid out as the exemplars suggest.

import type { PromptLength, PromptStyle } from '@silent/contracts';
import type { PromptAnalysis } from './analyse';
import type { Weakness } from './elements';
import type { Fact } from './facts';
import { STYLE_PROFILES, lengthLine } from './options';
import { renderHeading, type SectionKey } from './sections';
import { DEFAULT_LAYOUT, type Layout } from './shape';
import { TASK_PROFILES } from './tasks';
import { words } from './text';

export interface BuildOptions {
  style: PromptStyle;
  length: PromptLength;
  /** Non-empty (trimmed) or absent. */
  targetAudience?: string;
  /** Non-empty (trimmed) or absent. */
  context?: string;
}

/** Facts listed one per line before the list defers to "every other ... verbatim". */
export const MAX_LISTED_FACTS = 25;
const SPARSE_REQUEST_WORDS = 5;

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function roleLine(analysis: PromptAnalysis, style: PromptStyle): string {
  const adjective = STYLE_PROFILES[style].adjective;
  return `You are ${article(adjective)} ${adjective} ${TASK_PROFILES[analysis.task].role}.`;
}

/** A delimiter the text does not already contain, so the request stays one opaque block. */
export function delimit(text: string): string[] {
  const fence = ['"""', '~~~', '```'].find((candidate) => !text.includes(candidate)) ?? '"""';
  return [fence, text, fence];
}

export function taskLine(analysis: PromptAnalysis): string {
  const noun = TASK_PROFILES[analysis.task].noun;
  const on = analysis.subject ? ` on ${analysis.subject}` : '';
  return `Produce ${noun}${on} that fulfils the request below.`;
}

export function factLines(facts: readonly Fact[]): string[] {
  const listed = facts.slice(0, MAX_LISTED_FACTS).map((fact) => fact.text);
  if (facts.length > MAX_LISTED_FACTS) {
    listed.push('and every other name, number, date, quotation and link in the request');
  }
  return listed;
}

function quoteTerms(terms: readonly string[]): string {
  return terms.map((term) => `"${term}"`).join(', ');
}

/** Instructions that turn each weakness into a rule, so the model copes with it openly. */
export function weaknessRules(weaknesses: readonly Weakness[]): string[] {
  return weaknesses.map((weakness) => {
    switch (weakness.id) {
      case 'vague-words':
        return `Read vague wording (${quoteTerms(weakness.terms)}) narrowly and name the items you chose.`;
      case 'conflicting-length':
        return `The request mixes length cues (${weakness.terms.join(', ')}): the length budget wins.`;
      case 'unbounded-length':
        return 'Stay within the length budget even where the request asks for everything: prioritise.';
      case 'multiple-tasks':
        return `Handle each requested task (${weakness.terms.join(', ')}) in order, under its own heading.`;
      case 'negative-only':
        return 'The request only says what to avoid: respect that, and state the positive direction you took.';
    }
    return '';
  });
}

/** What the request leaves open, as instructions to state assumptions instead of inventing. */
export function unknownLines(analysis: PromptAnalysis): string[] {
  const lines: string[] = [];
  const has = (id: string) => analysis.evidence[id as keyof PromptAnalysis['evidence']];
  if (!has('audience')) {
    lines.push('Who it is for is not stated: say in one line whom you wrote it for.');
  }
  if (!has('goal')) {
    lines.push('The intended outcome is not stated: pick the most likely one and name it.');
  }
  if (!has('context')) {
    lines.push(
      'Nothing is said about the circumstances: do not make them up; list what extra information would improve the result.',
    );
  }
  if (analysis.contentWordCount < SPARSE_REQUEST_WORDS) {
    lines.push(
      'The request is very open: choose one clear interpretation, state it, then follow it.',
    );
  }
  if (analysis.task === 'general') {
    lines.push('If the request can be read in more than one way, state the reading you chose.');
  }
  return lines;
}

function bullets(lines: readonly string[]): string[] {
  return lines.map((line) => `- ${line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')}`);
}

function withBorrowed(key: SectionKey, own: string[], layout: Layout): string[] {
  if ((layout.borrowed[key] ?? []).length === 0) return own;
  const known = new Set(own.map((line) => words(line).join(' ')));
  const borrowed = (layout.borrowed[key] ?? []).filter((line) => !known.has(words(line).join(' ')));
  return [...own, ...borrowed];
}

export function buildSections(
  analysis: PromptAnalysis,
  options: BuildOptions,
  layout: Layout,
): Map<SectionKey, string[]> {
  const profile = TASK_PROFILES[analysis.task];
  const style = STYLE_PROFILES[options.style];
  const original = analysis.text;
  const sections = new Map<SectionKey, string[]>();

  sections.set('role', [roleLine(analysis, options.style)]);
  const task = [taskLine(analysis), ...delimit(original)];
  if (analysis.nonEnglish) task.push('Answer in the language the request is written in.');
  sections.set('task', task);
  if (analysis.facts.length > 0) {
    sections.set('facts', bullets(factLines(analysis.facts)));
  }
  if (options.targetAudience) {
    sections.set('audience', [
      options.targetAudience,
      'Pitch vocabulary and assumed knowledge at this audience.',
    ]);
  }
  if (options.context) sections.set('context', [options.context]);
  sections.set('examples', bullets(withBorrowed('examples', [], layout)));
  sections.set('format', bullets(withBorrowed('format', [...profile.format], layout)));
  sections.set('length', [lengthLine(options.length, analysis.task, analysis.statedLength)]);
  sections.set('tone', [style.tone]);
  const constraints = [
    ...style.constraints,
    'Keep every name, number, date, quotation, link and placeholder of the request exactly as written.',
    'Do not invent facts, figures, names or quotes; where something is missing, say what you assumed.',
    ...weaknessRules(analysis.weaknesses),
  ];
  if (analysis.facts.some((fact) => fact.kind === 'placeholder')) {
    constraints.push(
      'Leave the double-brace placeholders untouched so they can be filled in later.',
    );
  }
  sections.set('constraints', bullets(withBorrowed('constraints', constraints, layout)));
  sections.set('assumptions', bullets(withBorrowed('assumptions', unknownLines(analysis), layout)));
  const criteria = [...profile.criteria, 'It respects the length budget and the tone set above.'];
  sections.set('criteria', bullets(withBorrowed('criteria', criteria, layout)));
  return sections;
}

export function renderSections(sections: Map<SectionKey, string[]>, layout: Layout): string {
  const blocks: string[] = [];
  const pushExtras = (after: SectionKey | undefined) => {
    for (const extra of layout.extras.filter((candidate) => candidate.after === after)) {
      blocks.push([renderHeading(extra.label, layout.style), ...bullets(extra.lines)].join('\n'));
    }
  };
  pushExtras(undefined);
  for (const key of layout.order) {
    const lines = layout.include.has(key) ? (sections.get(key) ?? []) : [];
    if (lines.length > 0) {
      blocks.push([renderHeading(layout.headings[key], layout.style), ...lines].join('\n'));
    }
    pushExtras(key);
  }
  return blocks.join('\n\n');
}

/** The enhanced prompt for an analysed request. Pure: same analysis and options, same text. */
export function buildEnhancedPrompt(
  analysis: PromptAnalysis,
  options: BuildOptions,
  layout: Layout = DEFAULT_LAYOUT,
): string {
  return renderSections(buildSections(analysis, options, layout), layout);
}
