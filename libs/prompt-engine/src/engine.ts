// The offline engine, as a compiler reads: analyse (task and language, facts, what the prompt
// specifies) → plan what to add → render one prompt in the prompt's language → score → suggest.
// Deterministic and free of I/O, so the API can call it synchronously and tests can pin it; the
// plan is exposed in `metadata` (what was added and why).

import {
  DEFAULT_LENGTH,
  DEFAULT_STYLE,
  MESSAGES,
  type EnhancementMetadata,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { analysePrompt, withOptions, type PromptAnalysis } from './analyse';
import type { Exemplar } from './exemplars';
import { planEnhancement, type Plan } from './plan';
import { renderPrompt } from './render';
import { scoreAnalysis } from './score';
import { suggestImprovements } from './suggest';
import {
  applicableStyle,
  stylesFromExemplars,
  type AppliedStyle,
  type TrainedStyle,
} from './trained';

/** The model name the offline engine answers with. */
export const OFFLINE_MODEL = 'silent-offline-v2';

export interface EnhanceInput {
  originalPrompt: string;
  style?: PromptStyle;
  length?: PromptLength;
  targetAudience?: string;
  context?: string;
}

export interface EnhanceOptions {
  /**
   * Trained examples (input → expected output) with their category. Styles are derived per
   * category and applied only to requests of that task close enough to one example.
   */
  exemplars?: readonly Exemplar[];
  /** Kept for compatibility; the nearest examples of the applied style are reported (max 3). */
  exemplarCount?: number;
  /** Learned styles handed in directly (training v2). */
  styles?: readonly TrainedStyle[];
}

export type EnhanceMetadata = Omit<EnhancementMetadata, 'processingTime'>;

export interface EnhanceResult {
  enhancedPrompt: string;
  suggestions: string[];
  /** scorePrompt(enhancedPrompt).score */
  confidence: number;
  model: string;
  metadata: EnhanceMetadata;
}

export interface ResolvedInput {
  original: string;
  style: PromptStyle;
  length: PromptLength;
  /** Non-empty (trimmed) or absent. */
  targetAudience?: string;
  /** Non-empty (trimmed) or absent. */
  context?: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Applies the defaults, trims the prompt and drops empty audience and context. */
export function resolveInput(input: EnhanceInput): ResolvedInput {
  const original = input.originalPrompt.trim();
  if (original.length === 0) throw new RangeError(MESSAGES.enhancePromptRequired);
  const targetAudience = nonEmpty(input.targetAudience);
  const context = nonEmpty(input.context);
  return {
    original,
    style: input.style ?? DEFAULT_STYLE,
    length: input.length ?? DEFAULT_LENGTH,
    ...(targetAudience ? { targetAudience } : {}),
    ...(context ? { context } : {}),
  };
}

export interface OfflineEnhancement {
  result: EnhanceResult;
  analysis: PromptAnalysis;
  plan: Plan;
  resolved: ResolvedInput;
  applied: AppliedStyle | undefined;
}

function stylesOf(options: EnhanceOptions): readonly TrainedStyle[] {
  const derived =
    options.exemplars && options.exemplars.length > 0 ? stylesFromExemplars(options.exemplars) : [];
  if (!options.styles || options.styles.length === 0) return derived;
  return derived.length === 0 ? options.styles : [...options.styles, ...derived];
}

/** The offline enhancement with what it was built from (the LLM enhancer reuses all of it). */
export function enhanceOffline(
  input: EnhanceInput,
  options: EnhanceOptions = {},
): OfflineEnhancement {
  const resolved = resolveInput(input);
  const bare = analysePrompt(resolved.original);
  const original = scoreAnalysis(bare);
  const analysis = withOptions(bare, resolved);
  const styles = stylesOf(options);
  const applied =
    styles.length > 0 ? applicableStyle(resolved.original, analysis.task, styles) : undefined;
  const plan = planEnhancement(analysis, {
    style: resolved.style,
    length: resolved.length,
    ...(resolved.targetAudience ? { targetAudience: resolved.targetAudience } : {}),
    ...(resolved.context ? { context: resolved.context } : {}),
    originalScore: original.score,
    ...(applied ? { trained: applied.style } : {}),
  });
  const enhancedPrompt = renderPrompt(analysis, plan);
  // scorePrompt(enhancedPrompt), reusing what the user's lines already told us.
  const { score, checks } = scoreAnalysis(analysePrompt(enhancedPrompt, {}, bare));
  const suggestions = suggestImprovements(
    analysis,
    resolved.length,
    plan.additions.some((entry) => entry.id === 'length'),
  );
  const added = [plan.role, ...plan.given, ...plan.additions, plan.material]
    .filter((entry) => entry !== undefined)
    .map((entry) => ({ id: entry.id, reason: entry.reason }));
  const result: EnhanceResult = {
    enhancedPrompt,
    suggestions: suggestions.map((entry) => entry.text),
    confidence: score,
    model: OFFLINE_MODEL,
    metadata: {
      engine: 'offline',
      originalScore: original.score,
      checks,
      originalChecks: original.checks,
      task: analysis.task,
      taskConfidence: analysis.taskConfidence,
      language: analysis.language.code,
      facts: analysis.facts.map((fact) => fact.text),
      added,
      suggestionIds: suggestions.map((entry) => entry.id),
      style: resolved.style,
      length: resolved.length,
      exemplarIds: applied ? applied.exampleIds.slice(0, options.exemplarCount ?? 3) : [],
    },
  };
  return { result, analysis, plan, resolved, applied };
}

/** Enhances one prompt offline. Throws a RangeError for a blank prompt. */
export function enhancePrompt(input: EnhanceInput, options: EnhanceOptions = {}): EnhanceResult {
  return enhanceOffline(input, options).result;
}
