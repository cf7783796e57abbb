// The offline engine: analyse, pick exemplars, build, score and suggest. Deterministic and
// free of I/O, so the API can call it synchronously and tests can pin its output.

import {
  DEFAULT_LENGTH,
  DEFAULT_STYLE,
  MESSAGES,
  type EnhancementMetadata,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { analysePrompt, type PromptAnalysis } from './analyse';
import { buildEnhancedPrompt, type BuildOptions } from './build';
import { DEFAULT_EXEMPLAR_COUNT, selectExemplars, type Exemplar } from './exemplars';
import { promptSignals, scoreSignals } from './score';
import { layoutFrom } from './shape';
import { suggestImprovements } from './suggest';

/** The model name the offline engine answers with. */
export const OFFLINE_MODEL = 'silent-offline-v1';

export interface EnhanceInput {
  originalPrompt: string;
  style?: PromptStyle;
  length?: PromptLength;
  targetAudience?: string;
  context?: string;
}

export interface EnhanceOptions {
  /** Candidate exemplars; the most similar ones (BM25) shape the result. */
  exemplars?: readonly Exemplar[];
  /** How many exemplars to use at most (default 3). */
  exemplarCount?: number;
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

export interface ResolvedInput extends BuildOptions {
  original: string;
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
  resolved: ResolvedInput;
  exemplars: Exemplar[];
}

/** The offline enhancement with what it was built from (the LLM enhancer reuses both). */
export function enhanceOffline(
  input: EnhanceInput,
  options: EnhanceOptions = {},
): OfflineEnhancement {
  const resolved = resolveInput(input);
  const analysis = analysePrompt(resolved.original, resolved);
  const exemplars = selectExemplars(resolved.original, options.exemplars ?? [], {
    k: options.exemplarCount ?? DEFAULT_EXEMPLAR_COUNT,
  });
  const enhancedPrompt = buildEnhancedPrompt(
    analysis,
    resolved,
    layoutFrom(exemplars, resolved.original),
  );
  // Same as scorePrompt(enhancedPrompt): the quoted original's measurements are reused.
  const { score, checks } = scoreSignals(promptSignals(enhancedPrompt, analysis.signals));
  const result: EnhanceResult = {
    enhancedPrompt,
    suggestions: suggestImprovements(analysis, resolved.length).map((entry) => entry.text),
    confidence: score,
    model: OFFLINE_MODEL,
    metadata: {
      engine: 'offline',
      originalScore: analysis.originalScore,
      checks,
      task: analysis.task,
      style: resolved.style,
      length: resolved.length,
      exemplarIds: exemplars.map((exemplar) => exemplar.id),
    },
  };
  return { result, analysis, resolved, exemplars };
}

/** Enhances one prompt offline. Throws a RangeError for a blank prompt. */
export function enhancePrompt(input: EnhanceInput, options: EnhanceOptions = {}): EnhanceResult {
  return enhanceOffline(input, options).result;
}
