// Pass 6: the confidence score, 0 to 10 with one decimal, as the sum of named checks, so every
// point is explained in `metadata.checks`. Honest and content-based:
//
// - Each element is worth what it is worth for THIS task (an audience matters for an email, not
//   for a SQL query; examples matter most for a regex), and counts by its substance: a section
//   that names an element without saying anything earns little.
// - Detail is measured on the words that are specific to the request: the engine's own
//   vocabulary and empty filler never count, so an enhancement cannot buy points with scaffold.
// - The modifiers (role, format, tone, ...) only count fully around a clear request: wrapped
//   around a request with no recognisable task and no detail they are scaled down.
// - Contradictions, vague words, empty or duplicated sections, repetition and keyword stuffing
//   cost points.

import { CONFIDENCE, type ScoreCheck } from '@silent/contracts';
import { analysePrompt, type PromptAnalysis } from './analyse';
import { packFor } from './copy';
import type { ElementId } from './elements';
import { SLOT_RULES, type SlotContext } from './slots';
import type { TaskFamily, TaskId } from './tasks';
import type { WeaknessId } from './weaknesses';

export type CheckId = 'task' | 'specificity' | ElementId;
export const CHECK_IDS: readonly CheckId[] = [
  'task',
  'specificity',
  'inputs',
  'role',
  'goal',
  'audience',
  'context',
  'format',
  'length',
  'tone',
  'constraints',
  'examples',
  'success-criteria',
];

type Weights = Record<CheckId, number>;

const FAMILY_WEIGHTS: Record<TaskFamily, Weights> = {
  code: {
    task: 1,
    specificity: 2,
    inputs: 1,
    role: 0.5,
    goal: 0.75,
    audience: 0,
    context: 1,
    format: 1,
    length: 0,
    tone: 0,
    constraints: 1,
    examples: 0.75,
    'success-criteria': 1,
  },
  'code-material': {
    task: 1,
    specificity: 1.5,
    inputs: 2,
    role: 0.5,
    goal: 0.5,
    audience: 0,
    context: 1,
    format: 1,
    length: 0,
    tone: 0,
    constraints: 0.75,
    examples: 0.25,
    'success-criteria': 1.5,
  },
  writing: {
    task: 1,
    specificity: 2,
    inputs: 0,
    role: 0.5,
    goal: 0.75,
    audience: 1,
    context: 1,
    format: 0.75,
    length: 0.75,
    tone: 0.75,
    constraints: 0.5,
    examples: 0.5,
    'success-criteria': 0.5,
  },
  transform: {
    task: 1,
    specificity: 1.5,
    inputs: 2,
    role: 0.5,
    goal: 0.75,
    audience: 0.75,
    context: 0.5,
    format: 1,
    length: 0.75,
    tone: 0.25,
    constraints: 0.75,
    examples: 0,
    'success-criteria': 0.25,
  },
  thinking: {
    task: 1,
    specificity: 2,
    inputs: 0,
    role: 0.5,
    goal: 1,
    audience: 0.75,
    context: 1.25,
    format: 1,
    length: 0.75,
    tone: 0.25,
    constraints: 0.75,
    examples: 0.25,
    'success-criteria': 0.5,
  },
};

// Where a task differs from its family. Every task's weights add up to 10 (a test checks it).
const TASK_OVERRIDES: Partial<Record<TaskId, Partial<Weights>>> = {
  'code-write': { specificity: 2.5, inputs: 0, context: 1.5 },
  regex: { examples: 1.25, context: 0.75, goal: 0.5 },
  'code-explain': { audience: 0.5, 'success-criteria': 1 },
  'support-reply': {
    specificity: 1.5,
    inputs: 1,
    audience: 0.75,
    context: 0.75,
    constraints: 1,
    examples: 0.25,
    'success-criteria': 0.25,
  },
  'creative-writing': {
    specificity: 3,
    goal: 0.25,
    audience: 0.75,
    context: 0.5,
    format: 0.5,
    length: 1,
    tone: 1,
    constraints: 0.75,
    'success-criteria': 0.25,
  },
  translation: {
    specificity: 1.75,
    goal: 0.25,
    audience: 0,
    context: 1,
    format: 1.25,
    length: 0,
    tone: 0.5,
    constraints: 1.25,
    'success-criteria': 0.5,
  },
  'meeting-notes': { format: 1.5, length: 0, 'success-criteria': 0.5 },
  qa: {
    specificity: 2.5,
    role: 0.25,
    audience: 1,
    context: 1.5,
    format: 0.5,
    'success-criteria': 0.25,
  },
};

/** The weight of every check for a task (they add up to 10). */
export function weightsFor(task: TaskId, family: TaskFamily): Weights {
  return { ...FAMILY_WEIGHTS[family], ...TASK_OVERRIDES[task] };
}

/** Specific units (distinct specific words + 2 per fact) at which detail earns another sixth. */
export const SPECIFICITY_STEPS = [2, 4, 7, 12, 18, 26] as const;

export const PENALTIES: Record<
  WeaknessId | 'repetition',
  { label: string; each: number; max: number }
> = {
  contradiction: { label: 'Contradictory instructions', each: -1, max: -2 },
  'keyword-stuffing': { label: 'Element labels around little content', each: -2, max: -2 },
  'empty-section': { label: 'Sections that say nothing', each: -0.5, max: -2 },
  'duplicated-section': { label: 'Duplicated sections', each: -0.5, max: -1.5 },
  repetition: { label: 'Repeated lines', each: -0.5, max: -1.5 },
  'vague-words': { label: 'Vague wording', each: -0.25, max: -0.75 },
  'unbounded-length': { label: 'Unbounded length', each: -0.5, max: -0.5 },
  'split-tasks': { label: 'Several tasks at once', each: -0.5, max: -0.5 },
  'negative-only': { label: 'Only says what to avoid', each: -0.5, max: -0.5 },
};

const LABELS: Record<CheckId, string> = {
  task: 'Names a clear task',
  specificity: 'Gives specific details',
  inputs: 'Supplies or delimits the material to work on',
  role: 'Assigns a fitting role',
  goal: 'States the goal or purpose',
  audience: 'Names the audience',
  context: 'Gives relevant context',
  format: 'Specifies the output format',
  length: 'Sets a length',
  tone: 'Sets the tone',
  constraints: 'States constraints or edge cases',
  examples: 'Gives examples',
  'success-criteria': 'Defines success criteria',
};

export interface PromptScore {
  /** 0..10, one decimal: the clamped sum of the checks' points. */
  score: number;
  checks: ScoreCheck[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function clampScore(points: number): number {
  return round1(Math.min(CONFIDENCE.max, Math.max(CONFIDENCE.min, points)));
}

/**
 * Distinct specific words of the user's own lines (filler and the engine's own lines never
 * count) plus two per fact; [placeholders] are unknowns, not detail.
 */
export function specificUnits(analysis: PromptAnalysis): number {
  const own = analysis.user.text;
  const facts = analysis.facts.filter(
    (fact) => fact.kind !== 'placeholder' && own.includes(fact.text),
  ).length;
  return analysis.user.meaningful.length + 2 * facts;
}

function specificityShare(units: number): number {
  const reached = SPECIFICITY_STEPS.filter((step) => units >= step).length;
  return reached / SPECIFICITY_STEPS.length;
}

/**
 * The share (0..1) of an element a prompt gives, counting the task's unknowns it fills. An
 * unknown the user filled counts fully; one the engine settled with its own line ("assume
 * PostgreSQL") counts half. Material counts only when it is really there.
 */
function elementShare(
  analysis: PromptAnalysis,
  id: ElementId,
  context: SlotContext,
): { share: number; detail: string } {
  const hit = analysis.elements[id];
  let share = hit.present ? hit.substance : 0;
  let detail = hit.evidence ? `found "${hit.evidence}"` : '';
  if (share < 1) {
    const slots = SLOT_RULES.filter(
      (rule) => rule.tasks.includes(analysis.task) && rule.suggestion.id === id && !rule.material,
    );
    const pack = packFor(analysis.language);
    let credit = 0;
    const given: string[] = [];
    for (const rule of slots) {
      if (rule.filled(context)) {
        credit += 1;
        given.push(rule.id);
      } else if (analysis.text.includes(pack.slots[rule.id])) {
        credit += 0.5;
        given.push(`${rule.id} (assumed)`);
      }
    }
    if (slots.length > 0 && credit / slots.length > share) {
      share = credit / slots.length;
      detail = `gives ${given.join(', ')}`;
    }
  }
  if (hit.substance > 0 && hit.substance < 0.5 && share === hit.substance) {
    detail += ' (named, but says little)';
  }
  return { share, detail };
}

/**
 * The core: is there a clear request with detail and the material it needs? Returns its checks
 * and the share of its points earned (1 when nothing is asked of it).
 */
function coreChecks(
  analysis: PromptAnalysis,
  weights: Weights,
  context: SlotContext,
  taskShare: number,
): { checks: ScoreCheck[]; ratio: number } {
  const units = specificUnits(analysis);
  const inputs = elementShare(analysis, 'inputs', context);
  const core = [
    {
      id: 'task' as const,
      share: taskShare,
      detail:
        analysis.task === 'general'
          ? 'no recognisable task'
          : `task: ${analysis.task} (confidence ${analysis.taskConfidence})`,
    },
    {
      id: 'specificity' as const,
      share: specificityShare(units),
      detail: `${units} specific units (full at ${SPECIFICITY_STEPS[SPECIFICITY_STEPS.length - 1]})`,
    },
    { id: 'inputs' as const, share: inputs.share, detail: inputs.detail },
  ];
  let earned = 0;
  let max = 0;
  const checks = core.map((entry): ScoreCheck => {
    const weight = weights[entry.id];
    max += weight;
    earned += weight * entry.share;
    return {
      id: entry.id,
      label: LABELS[entry.id],
      passed: entry.share >= 0.5,
      points: round2(weight * entry.share),
      ...(weight === 0
        ? { detail: `not needed for ${analysis.task}` }
        : entry.detail
          ? { detail: entry.detail }
          : {}),
    };
  });
  return { checks, ratio: max > 0 ? earned / max : 1 };
}

/** The modifiers (role, audience, format, ...), each scaled by how clear the request is. */
function modifierChecks(
  analysis: PromptAnalysis,
  weights: Weights,
  context: SlotContext,
  scale: number,
): ScoreCheck[] {
  return (CHECK_IDS.slice(3) as ElementId[]).map((id) => {
    const weight = weights[id];
    const { share, detail } = elementShare(analysis, id, context);
    const points = round2(weight * share * scale);
    const notes = [
      weight === 0 ? `not needed for ${analysis.task}` : detail,
      weight > 0 && share > 0 && scale < 1
        ? `scaled ×${scale}: the request itself is unclear or thin`
        : '',
    ].filter((note) => note.length > 0);
    return {
      id,
      label: LABELS[id],
      passed: weight > 0 && share >= 0.5,
      points,
      ...(notes.length > 0 ? { detail: notes.join('; ') } : {}),
    };
  });
}

/** A negative check per weakness (counted per term where each one costs) and per repetition. */
function penaltyChecks(analysis: PromptAnalysis): ScoreCheck[] {
  const penalties: Array<{ id: keyof typeof PENALTIES; count: number; terms: string[] }> =
    analysis.weaknesses.map((weakness) => ({
      id: weakness.id,
      count:
        weakness.id === 'contradiction'
          ? weakness.terms.length / 2
          : weakness.id === 'vague-words' ||
              weakness.id === 'empty-section' ||
              weakness.id === 'duplicated-section'
            ? weakness.terms.length
            : 1,
      terms: weakness.terms,
    }));
  const repeats = analysis.user.repeatedLines;
  if (repeats > 0)
    penalties.push({ id: 'repetition', count: repeats, terms: [`${repeats} repeated line(s)`] });
  return penalties.map((penalty) => {
    const rule = PENALTIES[penalty.id];
    return {
      id: penalty.id,
      label: rule.label,
      passed: false,
      points: Math.max(rule.max, rule.each * penalty.count),
      detail: penalty.terms.join(', '),
    };
  });
}

/** The score of an analysed prompt: core checks, scaled modifiers, penalties. */
export function scoreAnalysis(analysis: PromptAnalysis): PromptScore {
  const weights = weightsFor(analysis.task, analysis.family);
  // Unknowns are filled by what the user wrote, not by the engine's own lines.
  const context: SlotContext = {
    text: analysis.userText,
    facts: analysis.facts,
    elements: analysis.elements,
  };
  // A keyword-stuffed prompt's "task" is a word among labels, not a request.
  const stuffed = analysis.weaknesses.some((weakness) => weakness.id === 'keyword-stuffing');
  const taskShare =
    analysis.task === 'general' || stuffed ? 0 : analysis.taskConfidence >= 0.6 ? 1 : 0.5;
  const core = coreChecks(analysis, weights, context, taskShare);
  // Modifiers count fully around a clear request, and are scaled down around an unclear one.
  const unclear = taskShare === 0 ? 0.6 : 1;
  const scale = round2(Math.min(unclear, 0.35 + (0.65 * core.ratio) / 0.6));
  const checks = [
    ...core.checks,
    ...modifierChecks(analysis, weights, context, scale),
    ...penaltyChecks(analysis),
  ];
  const total = checks.reduce((sum, check) => sum + check.points, 0);
  return { score: clampScore(total), checks };
}

/** Scores a prompt from what it really specifies. Pure and deterministic. */
export function scorePrompt(text: string): PromptScore {
  return scoreAnalysis(analysePrompt(text));
}
