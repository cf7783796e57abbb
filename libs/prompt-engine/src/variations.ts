// Three rewrites of a prompt that differ in substance, each named and scored honestly:
//
// - concise: the request and only what its answer cannot do without (format, open unknowns);
// - structured: role, task, requirements and output format under headings;
// - example-led: the request plus the shape of a good answer, as a skeleton with [slots];
// - step-by-step: the request plus the steps to reason through before answering.
//
// Reasoning tasks (plans, comparisons, analyses, debugging, questions) get step-by-step instead
// of example-led. Long requests are condensed (key sentences plus every fact) in the concise,
// example-led and step-by-step rewrites, so the three stay below MAX_VARIATION_JACCARD pairwise;
// when cutting cannot get there (a request made mostly of pasted material), only the concise
// rewrite is cut.

import { VARIATION_COUNT } from '@silent/contracts';
import { analysePrompt, withOptions, type PromptAnalysis } from './analyse';
import { resolveInput, type EnhanceInput, type EnhanceOptions } from './engine';
import type { Fact } from './facts';
import { planEnhancement, type Plan } from './plan';
import { renderPrompt } from './render';
import { scoreAnalysis } from './score';
import { renderHeading } from './sections';
import { opensInstruction, type TaskId } from './tasks';
import { LIST_ITEM, jaccardOfSets, sentences, wordSet, words } from './text';
import { applicableStyle, stylesFromExemplars } from './trained';

export const VARIATION_KINDS = [
  { axis: 'concise', label: 'Concise' },
  { axis: 'structured', label: 'Structured with sections' },
  { axis: 'example-led', label: 'Example-led (few-shot)' },
  { axis: 'step-by-step', label: 'Step-by-step reasoning' },
] as const;
export type VariationAxis = (typeof VARIATION_KINDS)[number]['axis'];
/** @deprecated the kinds of variation; kept under the old name for existing imports. */
export const VARIATION_AXES = VARIATION_KINDS;

export interface Variation {
  axis: VariationAxis;
  label: string;
  prompt: string;
  /** scorePrompt(prompt).score */
  confidence: number;
}

export type VariationOptions = EnhanceOptions;

/** Variations must stay below this word-set Jaccard index pairwise. */
export const MAX_VARIATION_JACCARD = 0.6;

const REASONING_TASKS: ReadonlySet<TaskId> = new Set([
  'plan',
  'comparison',
  'data-analysis',
  'code-debug',
  'qa',
  'general',
]);

/** The three kinds for a task: concise and structured always, then examples or steps. */
export function variationKinds(task: TaskId): VariationAxis[] {
  return ['concise', 'structured', REASONING_TASKS.has(task) ? 'step-by-step' : 'example-led'];
}

// Word budgets tried, largest first, for the condensed request of a long prompt.
const CONDENSE_BUDGETS = [Number.POSITIVE_INFINITY, 80, 50, 30, 15];
// Sentences that carry an instruction, and those that describe the output.
const ASK =
  /\d|\b(?:write|create|make|give|generate|build|implement|fix|review|explain|summari[sz]e|translate|rewrite|compare|plan|list|analy[sz]e|find|reply|answer|must|should|need|only|never|avoid|don't|do not|include|exclude|keep)\b|["“«„'`{[]/i;
// A short prohibition ("Do not mention pricing.") is cheap and the answer must not miss it.
const PROHIBITION =
  /(?<![\p{L}])(?:do not|don't|never|must not|nicht|kein(?:e[nrm]?)?|nunca|no (?:menciones|incluyas|uses)|ne (?:pas|jamais)|não)(?![\p{L}])/iu;
const OUTPUT =
  /\b(?:format|output|table|list|bullet|json|markdown|headings?|sections?|words|length|tone|return|reply with|answer with|structure|example|template|notes?:)\b/i;

interface Condensed {
  text: string;
  /** The material blocks of the request, kept whole. */
  blocks: string[];
}

// Material: a fence, or a tag that opens a block of lines (not "between <source> and </source>"
// in a sentence, which is part of the instruction).
// A long quoted passage is material too, kept whole (its sentences are not the request's).
const BLOCK =
  /```[\s\S]*?```|<([a-z_][\w-]*)>[ \t]*\n[\s\S]*?<\/\1>|(?<=^|[\s(:])"[^"\n]{60,}"(?=$|[\s).,;:!?])|“[^”\n]{60,}”|„[^“”\n]{60,}[“”]|«[^»\n]{60,}»/gi;

const SHORT_SENTENCE = 14;

/** The sentences of a text, each with the line it is on. */
function sentencesWithLines(text: string): Array<{ sentence: string; line: number }> {
  const found: Array<{ sentence: string; line: number }> = [];
  text.split('\n').forEach((line, number) => {
    for (const sentence of sentences(line)) found.push({ sentence, line: number });
  });
  return found;
}

/**
 * The request's sentences (material blocks apart) chosen by `prefer`, within the budget. The
 * instruction itself is always kept (and the opening sentence unless `keepOpening` is false),
 * and so are the sentences holding facts the others lost, so that a fact keeps the words that
 * say what it is for, while they are short or the budget allows. Line breaks are kept.
 */
function condense(
  request: string,
  budget: number,
  prefer: (sentence: string, index: number) => boolean,
  facts: readonly Fact[],
  keepOpening = true,
): Condensed {
  const blocks = [...request.matchAll(BLOCK)].map((match) => match[0]);
  let instructions = request;
  for (const block of blocks) instructions = instructions.replace(block, ' ');
  // A block that stood on its own lines leaves no line of blanks behind (it moves below).
  instructions = instructions.replace(/\n[ \t]+(?=\n)/g, '\n').replace(/\n{3,}/g, '\n\n');
  if (words(instructions).length <= budget) return { text: instructions.trim(), blocks };
  const all = sentencesWithLines(instructions);
  const instruction = all.findIndex((entry) => opensInstruction(entry.sentence));
  const keep = new Set<number>();
  let used = 0;
  all.forEach(({ sentence }, index) => {
    const count = words(sentence).length;
    const must =
      index === instruction ||
      (index === 0 && (keepOpening || instruction < 0)) ||
      (PROHIBITION.test(sentence) && words(sentence).length <= SHORT_SENTENCE);
    if (!must && (!prefer(sentence, index) || used + count > budget)) return;
    keep.add(index);
    used += count;
  });
  const has = (fact: Fact) =>
    [...keep].some((index) => all[index]?.sentence.includes(fact.text)) ||
    blocks.some((block) => block.includes(fact.text));
  // A short sentence says what its fact is for; a long one is kept while the budget allows
  // half as much again, and the facts of the rest are listed (requestLines).
  all.forEach(({ sentence }, index) => {
    if (keep.has(index) || !facts.some((fact) => !has(fact) && sentence.includes(fact.text))) {
      return;
    }
    const count = words(sentence).length;
    if (count > SHORT_SENTENCE && used + count > budget * 1.5) return;
    keep.add(index);
    used += count;
  });
  // Sentences from different lines stay on different lines.
  const kept = all.filter((_, index) => keep.has(index));
  const text = kept
    .map(({ sentence, line }, index) =>
      index === 0 ? sentence : `${kept[index - 1]?.line === line ? ' ' : '\n'}${sentence}`,
    )
    .join('');
  return { text, blocks };
}

interface Parts {
  analysis: PromptAnalysis;
  plan: Plan;
}

function lines(plan: Plan, ids: ReadonlyArray<string>): string[] {
  return plan.additions.filter((entry) => ids.includes(entry.id)).flatMap((entry) => entry.lines);
}

function materialBlock(plan: Plan): string[] {
  if (!plan.material) return [];
  return ['', `<${plan.material.tag}>`, ...plan.material.lines, `</${plan.material.tag}>`];
}

/** The condensed request with its material blocks and every fact it would otherwise lose. */
function requestLines(condensed: Condensed, analysis: PromptAnalysis, plan: Plan): string[] {
  const body = [condensed.text, ...condensed.blocks].join('\n');
  const lost = analysis.facts.filter((fact) => !body.includes(fact.text)).map((fact) => fact.text);
  const text =
    lost.length === 0
      ? condensed.text
      : `${condensed.text}\n${plan.pack.variations.keepFacts(lost)}`;
  return [text, ...condensed.blocks];
}

/**
 * A line up to its first clause break (";", a sentence end) when that leaves enough, ending as
 * a sentence so it can run on with the next.
 */
function firstClause(line: string): string {
  const cut = /^(.{12,}?)(?:;|[.!?](?=\s)|\s[–—]\s)/u.exec(line);
  const clause = cut?.[1] ? cut[1].trim() : line.trim();
  return /[.!?…:]$/u.test(clause) ? clause : `${clause}.`;
}

function concise({ analysis, plan }: Parts, condensed: Condensed): string {
  const [request, ...blocks] = requestLines(condensed, analysis, plan);
  // The user's audience and context in brief: their first clause.
  const given = plan.given.flatMap((entry) => entry.lines.map(firstClause));
  // Only what the answer cannot do without: the most important unknown, the user's language
  // and template variables, and brevity unless the user set a length.
  const unknown = lines(plan, ['unknowns']).slice(0, 1);
  const brevity = analysis.elements.length.present ? [] : [plan.pack.variations.brevity];
  const keep = lines(plan, ['answer-language', 'variables']);
  const rest = [...given, ...unknown, ...brevity, ...keep].join(' ');
  const material = [...blocks.flatMap((block) => ['', block]), ...materialBlock(plan)];
  const text = request ?? '';
  // A request that introduces its material ("…for a non-lawyer:") is followed by it, then the
  // rest; one laid out in lines (pasted code, a list) keeps its lines, the rest below them.
  if (/:\s*$/.test(text) && material.length > 0) {
    return [text, ...material, ...(rest ? ['', rest] : [])].join('\n');
  }
  const head = text.includes('\n')
    ? [text, rest].filter((part) => part.length > 0).join('\n\n')
    : [text, rest].filter((part) => part.length > 0).join(' ');
  return [head, ...material].join('\n');
}

function structured({ analysis, plan }: Parts): string {
  // A prompt that already has sections keeps them: the additions go under its own headings.
  if (analysis.doc.sections.length > 0)
    return renderPrompt({ ...analysis, structured: true }, plan);
  const { headings } = plan.pack;
  const style = analysis.doc.style ?? 'markdown';
  const blocks: string[] = [];
  const role = plan.role?.lines ?? (plan.persona ? [plan.persona] : []);
  if (role.length > 0) blocks.push([renderHeading(headings.role, style), ...role].join('\n'));
  blocks.push([renderHeading(headings.task, style), plan.request].join('\n'));
  // Under its own heading an option is its value, not "Audience: …" again.
  for (const entry of plan.given) {
    blocks.push(
      [
        renderHeading(headings[entry.id === 'audience' ? 'audience' : 'context'], style),
        ...(entry.value ? [entry.value] : entry.lines),
      ].join('\n'),
    );
  }
  const requirements = lines(plan, [
    'clarify',
    'edge-cases',
    'unknowns',
    'house-rules',
    'placeholders',
    'variables',
  ]);
  if (requirements.length > 0) {
    blocks.push(
      [
        renderHeading(headings.requirements, style),
        ...requirements.map((line) => `- ${line}`),
      ].join('\n'),
    );
  }
  const output = lines(plan, ['format', 'length', 'tone', 'answer-language']);
  if (output.length > 0) {
    blocks.push(
      [renderHeading(headings.format, style), ...output.map((line) => `- ${line}`)].join('\n'),
    );
  }
  const material = materialBlock(plan);
  if (material.length > 0)
    blocks.push([renderHeading(headings.input, style), ...material.slice(1)].join('\n'));
  return blocks.join('\n\n');
}

function exampleLed({ analysis, plan }: Parts, condensed: Condensed): string {
  const skeleton = plan.pack.variations.skeletons[analysis.task];
  const keep = lines(plan, ['answer-language', 'variables', 'length']);
  const [request, ...blocks] = requestLines(condensed, analysis, plan);
  return [
    request,
    ...plan.given.flatMap((entry) => entry.lines),
    ...blocks.flatMap((block) => ['', block]),
    '',
    plan.pack.variations.exampleIntro,
    '<example>',
    ...skeleton,
    '</example>',
    ...(keep.length > 0 ? ['', ...keep] : []),
    ...materialBlock(plan),
  ].join('\n');
}

function stepByStep({ analysis, plan }: Parts, condensed: Condensed): string {
  const steps = plan.pack.variations.steps[analysis.family];
  const keep = lines(plan, ['answer-language', 'variables']);
  const [request, ...blocks] = requestLines(condensed, analysis, plan);
  return [
    request,
    ...plan.given.flatMap((entry) => entry.lines),
    ...blocks.flatMap((block) => ['', block]),
    '',
    plan.pack.variations.stepsIntro,
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    plan.pack.variations.stepsOutro,
    ...(keep.length > 0 ? ['', ...keep] : []),
    ...materialBlock(plan),
  ].join('\n');
}

function maxPairwise(prompts: readonly string[]): number {
  const sets = prompts.map((prompt) => wordSet(prompt));
  let max = 0;
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      max = Math.max(max, jaccardOfSets(sets[i] ?? new Set(), sets[j] ?? new Set()));
    }
  }
  return max;
}

/**
 * Exactly VARIATION_COUNT rewrites (concise, structured, then example-led or step-by-step),
 * pairwise word-set Jaccard below MAX_VARIATION_JACCARD whenever condensing can achieve it.
 * Throws a RangeError for a blank prompt.
 */
export function generateVariations(
  input: EnhanceInput,
  options: VariationOptions = {},
): Variation[] {
  const resolved = resolveInput(input);
  const bare = analysePrompt(resolved.original);
  const analysis = withOptions(bare, resolved);
  const styles =
    options.exemplars && options.exemplars.length > 0
      ? stylesFromExemplars(options.exemplars)
      : [...(options.styles ?? [])];
  const applied =
    styles.length > 0 ? applicableStyle(resolved.original, analysis.task, styles) : undefined;
  const plan = planEnhancement(analysis, {
    style: resolved.style,
    length: resolved.length,
    ...(resolved.targetAudience ? { targetAudience: resolved.targetAudience } : {}),
    ...(resolved.context ? { context: resolved.context } : {}),
    // Variations are full rewrites: the light-touch budget of the enhancer does not apply.
    originalScore: 0,
    fullRewrite: true,
    ...(applied ? { trained: applied.style } : {}),
  });
  const parts: Parts = { analysis, plan };
  const kinds = variationKinds(analysis.task);
  // When no budget separates them (a request made mostly of pasted material, which every
  // rewrite must carry), only the concise rewrite is condensed: cutting the user's own rules
  // from the others would lower the overlap without making them any more different in
  // substance.
  let prompts: string[] = [];
  let uncondensed: string[] | undefined;
  for (const budget of CONDENSE_BUDGETS) {
    // Each variation keeps a different part of a long request: the concise one its ask, the
    // example-led one its output rules, the step-by-step one its first instruction.
    const facts = analysis.facts;
    // The concise rewrite keeps the opening sentence (often the role) with the requirements;
    // the example-led and step-by-step ones start from the instruction itself.
    const ask = condense(
      plan.request,
      budget,
      (sentence) => (ASK.test(sentence) || LIST_ITEM.test(sentence)) && !OUTPUT.test(sentence),
      facts,
    );
    const output = condense(
      plan.request,
      budget,
      (sentence) => OUTPUT.test(sentence),
      facts,
      false,
    );
    const first = condense(plan.request, Math.min(budget, 25), () => false, facts, false);
    prompts = kinds.map((kind) => {
      switch (kind) {
        case 'concise':
          return concise(parts, ask);
        case 'structured':
          return structured(parts);
        case 'example-led':
          return exampleLed(parts, output);
        case 'step-by-step':
          return stepByStep(parts, first);
      }
    });
    uncondensed ??= prompts;
    if (maxPairwise(prompts) < MAX_VARIATION_JACCARD) break;
  }
  if (uncondensed && maxPairwise(prompts) >= MAX_VARIATION_JACCARD) {
    // Only the concise one stays condensed: being short is what it is for.
    prompts = uncondensed.map((prompt, index) =>
      kinds[index] === 'concise' ? (prompts[index] ?? prompt) : prompt,
    );
  }
  return kinds.slice(0, VARIATION_COUNT).map((axis, index) => {
    const prompt = prompts[index] ?? '';
    const label = VARIATION_KINDS.find((kind) => kind.axis === axis)?.label ?? axis;
    return { axis, label, prompt, confidence: scoreAnalysis(analysePrompt(prompt)).score };
  });
}
