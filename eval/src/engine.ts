// The only module that calls the engine. It uses the public API agreed in the interface and
// reads the optional v2 metadata defensively, so the harness runs on today's engine (reporting
// "n/a" for what it does not expose) and on the new one alike.

import type { PromptLength, PromptStyle } from '@silent/contracts';
import { enhancePrompt, generateVariations, scorePrompt } from '@silent/prompt-engine';
import { SUGGESTION_IDS, type SuggestionId } from './suggestions';

export interface EngineInput {
  originalPrompt: string;
  style?: PromptStyle;
  length?: PromptLength;
  targetAudience?: string;
  context?: string;
}

export interface Enhancement {
  enhancedPrompt: string;
  suggestions: string[];
  confidence: number;
  model: string;
  task: string | null;
  language: string | null;
  /** metadata.facts, or null when the engine does not expose it. */
  facts: string[] | null;
  /** metadata.suggestionIds when aligned with the suggestions, else null. */
  suggestionIds: SuggestionId[] | null;
}

export interface VariationResult {
  label: string;
  prompt: string;
  confidence: number;
}

const stringArray = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The fields the harness reads from an engine result, v1 or v2 (exported for its test). */
export interface EngineResultShape {
  enhancedPrompt: string;
  suggestions: string[];
  confidence: number;
  model: string;
  metadata?: unknown;
}

export function readResult(result: EngineResultShape): Enhancement {
  const metadata = (
    typeof result.metadata === 'object' && result.metadata !== null ? result.metadata : {}
  ) as Record<string, unknown>;
  const ids = stringArray(metadata['suggestionIds']);
  const alignedIds =
    ids &&
    ids.length === result.suggestions.length &&
    ids.every((id) => (SUGGESTION_IDS as readonly string[]).includes(id))
      ? (ids as SuggestionId[])
      : null;
  return {
    enhancedPrompt: result.enhancedPrompt,
    suggestions: result.suggestions,
    confidence: result.confidence,
    model: result.model,
    task: text(metadata['task']),
    language: text(metadata['language']),
    facts: stringArray(metadata['facts']),
    suggestionIds: alignedIds,
  };
}

export function enhance(input: EngineInput): Enhancement {
  return readResult(enhancePrompt(input));
}

export function score(prompt: string): number {
  return scorePrompt(prompt).score;
}

export function variations(input: EngineInput): VariationResult[] {
  return generateVariations(input).map((variation) => {
    const record = variation as unknown as Record<string, unknown>;
    return {
      label: text(record['axis']) ?? text(record['label']) ?? 'unnamed',
      prompt: variation.prompt,
      confidence: variation.confidence,
    };
  });
}
