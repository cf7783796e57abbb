// Three rewrites of a prompt along named axes, each keeping the facts and each scored. For long
// requests two of them quote a condensed selection of sentences (plus every fact), because three
// verbatim copies of a long text would be near-identical rather than genuinely different.

import { VARIATION_COUNT } from '@silent/contracts';
import { analysePrompt, type PromptAnalysis } from './analyse';
import { article, delimit, factLines, taskLine, unknownLines, weaknessRules } from './build';
import { resolveInput, type EnhanceInput, type ResolvedInput } from './engine';
import { selectExemplars, type Exemplar } from './exemplars';
import { STYLE_PROFILES, lengthDirective, lengthLine } from './options';
import { scorePrompt } from './score';
import { layoutFrom } from './shape';
import { TASK_PROFILES } from './tasks';
import { capitalise, jaccard, sentences, words } from './text';

export const VARIATION_AXES = [
  { axis: 'structure-first', label: 'Structure first' },
  { axis: 'persona-led', label: 'Persona-led' },
  { axis: 'constraints-and-examples-first', label: 'Constraints and examples first' },
] as const;
export type VariationAxis = (typeof VARIATION_AXES)[number]['axis'];

export interface Variation {
  axis: VariationAxis;
  label: string;
  prompt: string;
  /** scorePrompt(prompt).score */
  confidence: number;
}

export interface VariationOptions {
  /** Candidate exemplars; generic rules of the most similar ones join the constraints. */
  exemplars?: readonly Exemplar[];
}

/** Variations must stay below this word-set Jaccard index pairwise. */
export const MAX_VARIATION_JACCARD = 0.8;
// Word budgets tried, largest first, for the condensed quotes of long requests.
const CONDENSE_BUDGETS = [Number.POSITIVE_INFINITY, 120, 60, 30, 12, 0];
const CONSTRAINT_WORDS =
  /\b(must|should|need|only|never|avoid|don't|do not|include|exclude|keep|use|limit|at least|at most|no more than)\b|\d/i;

interface Quote {
  lines: string[];
  condensed: boolean;
}

/** Sentences picked in original order until the word budget is spent. */
function condense(text: string, budget: number, prefer: (sentence: string) => boolean): Quote {
  const all = sentences(text);
  if (words(text).length <= budget) return { lines: delimit(text), condensed: false };
  const preferred = all.filter(prefer);
  const pool = preferred.length > 0 ? preferred : all;
  const picked: string[] = [];
  let used = 0;
  for (const sentence of pool) {
    const count = words(sentence).length;
    if (picked.length > 0 && used + count > budget) break;
    if (count > budget) break;
    picked.push(sentence);
    used += count;
  }
  return { lines: picked.length > 0 ? delimit(picked.join(' ')) : [], condensed: true };
}

interface Parts {
  analysis: PromptAnalysis;
  resolved: ResolvedInput;
  rules: string[];
}

function structureFirst({ analysis, resolved }: Parts): string {
  const profile = TASK_PROFILES[analysis.task];
  const lines = [
    '# Objective',
    taskLine(analysis),
    `Act as ${article(profile.role)} ${profile.role}.`,
    '',
    '# Input',
    ...delimit(analysis.text),
    '',
    '# Steps',
    ...profile.steps.map((step, index) => `${index + 1}. ${step}.`),
    '',
    '# Output',
    ...profile.format.map((part, index) => `${index + 1}. ${part}`),
    `Length: ${lengthLine(resolved.length, analysis.task, analysis.statedLength)}`,
    `Tone: ${STYLE_PROFILES[resolved.style].tone}`,
  ];
  if (resolved.targetAudience) lines.push('', '# Audience', resolved.targetAudience);
  if (resolved.context) lines.push('', '# Context', resolved.context);
  lines.push('', '# Checks', ...profile.criteria.map((criterion) => `- [ ] ${criterion}`));
  return lines.join('\n');
}

function personaLed({ analysis, resolved }: Parts, quote: Quote): string {
  const profile = TASK_PROFILES[analysis.task];
  const style = STYLE_PROFILES[resolved.style];
  const adjective = style.adjective;
  const paragraphs = [
    `You are ${article(adjective)} ${adjective} ${profile.role}, and you have been asked for ${profile.noun}. ` +
      'Take on that persona fully: decide, as that expert would, what matters most here.',
    [
      quote.condensed ? 'The key sentences of the request read:' : 'The request reads:',
      ...quote.lines,
    ].join('\n'),
  ];
  if (quote.condensed || analysis.facts.length > 0) {
    paragraphs.push(
      `Carry these over exactly as written: ${factLines(analysis.facts).join('; ') || 'every detail of the request'}.`,
    );
  }
  if (resolved.targetAudience) paragraphs.push(`You are speaking to ${resolved.targetAudience}.`);
  if (resolved.context) paragraphs.push(`What you know going in: ${resolved.context}`);
  paragraphs.push(
    `Speak in a voice that is ${style.tone.replace(/^[^:]+:\s*/, '').replace(/\.$/, '')}. ` +
      (analysis.statedLength
        ? `Keep to the length the request sets ("${analysis.statedLength}"). `
        : `Aim for ${lengthDirective(resolved.length, analysis.task).replace(/\.$/, '')}. `) +
      'Where the request leaves gaps, tell me which assumptions you made rather than filling them with invented specifics.',
    `Before handing it over, ask yourself: ${profile.criteria.join(' ')}`,
  );
  if (analysis.nonEnglish) paragraphs.push('Reply in the language the request is written in.');
  return paragraphs.join('\n\n');
}

function constraintsFirst({ analysis, resolved, rules }: Parts, quote: Quote): string {
  const profile = TASK_PROFILES[analysis.task];
  const style = STYLE_PROFILES[resolved.style];
  const lines = ['Rules:', ...style.constraints.map((rule) => `- ${rule}`)];
  const facts = factLines(analysis.facts);
  if (facts.length > 0) lines.push(`- Keep verbatim: ${facts.join(' | ')}`);
  lines.push(
    '- Never invent figures, names or quotations.',
    `- Length: ${lengthLine(resolved.length, analysis.task, analysis.statedLength)}`,
    ...[...weaknessRules(analysis.weaknesses), ...unknownLines(analysis), ...rules].map(
      (rule) => `- ${rule}`,
    ),
  );
  if (resolved.targetAudience) lines.push(`- Audience: ${resolved.targetAudience}`);
  if (resolved.context) lines.push(`- Context: ${resolved.context}`);
  lines.push(
    '',
    `Example of the expected shape (slots only; fill them from the request, never with made-up specifics):`,
    ...profile.skeleton,
    '',
    capitalise(`${quote.condensed ? 'request (key sentences)' : 'request'}:`),
    ...quote.lines,
  );
  if (analysis.nonEnglish) lines.push('Respond in the language of the request.');
  return lines.join('\n');
}

function maxPairwiseJaccard(prompts: readonly string[]): number {
  let max = 0;
  for (let i = 0; i < prompts.length; i += 1) {
    for (let j = i + 1; j < prompts.length; j += 1) {
      max = Math.max(max, jaccard(prompts[i] ?? '', prompts[j] ?? ''));
    }
  }
  return max;
}

/**
 * Exactly VARIATION_COUNT rewrites: structure-first, persona-led and
 * constraints-and-examples-first, pairwise word-set Jaccard below MAX_VARIATION_JACCARD
 * whenever condensing can achieve it. Throws a RangeError for a blank prompt.
 */
export function generateVariations(
  input: EnhanceInput,
  options: VariationOptions = {},
): Variation[] {
  const resolved = resolveInput(input);
  const analysis = analysePrompt(resolved.original, resolved);
  const exemplars = selectExemplars(resolved.original, options.exemplars ?? []);
  const layout = layoutFrom(exemplars, resolved.original);
  const rules = [...(layout.borrowed.constraints ?? [])];
  const parts: Parts = { analysis, resolved, rules };
  const first = structureFirst(parts);
  const startsWithConstraint = (sentence: string) => CONSTRAINT_WORDS.test(sentence);
  let prompts: string[] = [];
  for (const budget of CONDENSE_BUDGETS) {
    prompts = [
      first,
      personaLed(
        parts,
        condense(resolved.original, budget, () => true),
      ),
      constraintsFirst(parts, condense(resolved.original, budget, startsWithConstraint)),
    ];
    if (maxPairwiseJaccard(prompts) < MAX_VARIATION_JACCARD) break;
  }
  return VARIATION_AXES.slice(0, VARIATION_COUNT).map(({ axis, label }, index) => {
    const prompt = prompts[index] ?? '';
    return { axis, label, prompt, confidence: scorePrompt(prompt).score };
  });
}
