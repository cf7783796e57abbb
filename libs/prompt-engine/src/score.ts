// The confidence score: 0 to 10, one decimal, the clamped sum of documented checks. Each check
// adds its points when it passes (a weakness check takes points away when it fires), so every
// point of a score is explained by the checks returned with it.

import { CONFIDENCE, type ScoreCheck } from '@silent/contracts';
import {
  detectElements,
  detectWeaknesses,
  requestWeaknesses,
  type ElementHit,
  type RequestWeaknesses,
  type ElementId,
  type Weakness,
  type WeaknessId,
} from './elements';
import { extractFacts, type Fact } from './facts';
import { parseSections, requestText } from './sections';
import { detectTask, type TaskKind } from './tasks';
import { contentWordsOf, words } from './text';

interface ElementCheck {
  id: ElementId;
  label: string;
  points: number;
}

/** Points per element; with the task and specificity checks they add up to 10. */
export const ELEMENT_CHECKS: readonly ElementCheck[] = [
  { id: 'role', label: 'Assigns a role', points: 1 },
  { id: 'goal', label: 'States the goal or purpose', points: 0.75 },
  { id: 'audience', label: 'Names the audience', points: 1 },
  { id: 'context', label: 'Gives context or background', points: 0.75 },
  { id: 'format', label: 'Specifies the output format', points: 1 },
  { id: 'length', label: 'Sets a length', points: 1 },
  { id: 'tone', label: 'Sets the tone or style', points: 0.5 },
  { id: 'constraints', label: 'States constraints', points: 0.75 },
  { id: 'examples', label: 'Gives examples', points: 0.5 },
  { id: 'success-criteria', label: 'Defines success criteria', points: 0.5 },
  { id: 'delimiting', label: 'Structures or delimits the input', points: 0.5 },
];

export const TASK_POINTS = 0.75;
/** Specificity: 1 point for rich detail, 0.5 for some, 0 for a bare request. */
export const SPECIFICITY_POINTS = { full: 1, partial: 0.5 } as const;
/** Detail units: distinct content words of the request, plus two per concrete fact. */
export const SPECIFICITY_UNITS = { full: 12, partial: 5 } as const;

export const WEAKNESS_PENALTIES: Record<WeaknessId, { label: string; points: number }> = {
  'vague-words': { label: 'Vague wording', points: -0.5 },
  'conflicting-length': { label: 'Conflicting length cues', points: -0.75 },
  'unbounded-length': { label: 'Unbounded length', points: -0.5 },
  'multiple-tasks': { label: 'Several tasks at once', points: -0.5 },
  'negative-only': { label: 'Only says what to avoid', points: -0.5 },
};

export interface PromptScore {
  /** 0..10, one decimal: the clamped sum of the checks' points. */
  score: number;
  checks: ScoreCheck[];
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function clampScore(points: number): number {
  return round1(Math.min(CONFIDENCE.max, Math.max(CONFIDENCE.min, points)));
}

/** What the scorer measures in a text, computed once (the analyser reuses it). */
export interface PromptSignals {
  task: TaskKind;
  /** Every task the request mentions, in order of first mention. */
  tasksMentioned: TaskKind[];
  request: string;
  requestFacts: Fact[];
  /** words(request) */
  requestWords: string[];
  hits: ElementHit[];
  weaknesses: Weakness[];
  /** The part of `weaknesses` read from the request alone. */
  requestWeaknesses: RequestWeaknesses;
  /** Distinct content words of the request plus two per fact. */
  detailUnits: number;
}

/**
 * Measures a text. `known` may carry the signals of another text; when this text's request is
 * that text (an enhanced prompt quoting its original), the request measurements are reused.
 */
export function promptSignals(text: string, known?: PromptSignals): PromptSignals {
  const doc = parseSections(text);
  const request = requestText(text, doc);
  const reuse = known?.request === request ? known : undefined;
  const { task, mentioned } = reuse
    ? { task: reuse.task, mentioned: reuse.tasksMentioned }
    : detectTask(request);
  const requestFacts = reuse?.requestFacts ?? extractFacts(request);
  const requestWords = reuse?.requestWords ?? words(request);
  const fromRequest = reuse?.requestWeaknesses ?? requestWeaknesses(request, requestWords);
  return {
    task,
    tasksMentioned: mentioned,
    request,
    requestFacts,
    hits: detectElements(text, doc),
    weaknesses: detectWeaknesses(text, request, requestWords, fromRequest),
    requestWeaknesses: fromRequest,
    requestWords,
    detailUnits: new Set(contentWordsOf(requestWords)).size + 2 * requestFacts.length,
  };
}

function specificityCheck(detail: number): ScoreCheck {
  const points =
    detail >= SPECIFICITY_UNITS.full
      ? SPECIFICITY_POINTS.full
      : detail >= SPECIFICITY_UNITS.partial
        ? SPECIFICITY_POINTS.partial
        : 0;
  return {
    id: 'specificity',
    label: 'Gives specific details',
    passed: points === SPECIFICITY_POINTS.full,
    points,
    detail: `${detail} detail units in the request (full at ${SPECIFICITY_UNITS.full}, half at ${SPECIFICITY_UNITS.partial})`,
  };
}

/** The score of measured signals; `scorePrompt` measures and scores in one go. */
export function scoreSignals(signals: PromptSignals): PromptScore {
  const checks: ScoreCheck[] = [];
  const taskClear = signals.task !== 'general';
  checks.push({
    id: 'task',
    label: 'Names a clear task',
    passed: taskClear,
    points: taskClear ? TASK_POINTS : 0,
    detail: taskClear ? `task: ${signals.task}` : 'no recognisable task',
  });
  checks.push(specificityCheck(signals.detailUnits));
  const hits = new Map(signals.hits.map((hit) => [hit.id, hit]));
  for (const element of ELEMENT_CHECKS) {
    const hit = hits.get(element.id);
    checks.push({
      id: element.id,
      label: element.label,
      passed: hit?.present === true,
      points: hit?.present ? element.points : 0,
      ...(hit?.evidence ? { detail: `found "${hit.evidence}"` } : {}),
    });
  }
  for (const weakness of signals.weaknesses) {
    const penalty = WEAKNESS_PENALTIES[weakness.id];
    checks.push({
      id: weakness.id,
      label: penalty.label,
      passed: false,
      points: penalty.points,
      detail: weakness.terms.join(', '),
    });
  }
  const total = checks.reduce((sum, check) => sum + check.points, 0);
  return { score: clampScore(total), checks };
}

/** Scores a prompt from its measurable elements and weaknesses. Pure and deterministic. */
export function scorePrompt(text: string): PromptScore {
  return scoreSignals(promptSignals(text));
}
