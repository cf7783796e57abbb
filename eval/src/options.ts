// The option sets every prompt is enhanced under. "fit" gives each prompt the audience and
// context written for it in the dev set (the ladders and the stuffed prompts have none, so
// they run with the set's style and length only).

import type { PromptLength, PromptStyle } from '@silent/contracts';
import type { FitOptions } from './dataset';
import type { EngineInput } from './engine';

export interface OptionSet {
  id: string;
  label: string;
  style?: PromptStyle;
  length?: PromptLength;
  /** Whether the prompt's own fitting audience and context are passed. */
  fit: boolean;
}

export const OPTION_SETS: readonly OptionSet[] = [
  { id: 'defaults', label: 'defaults', fit: false },
  { id: 'casual-short', label: 'casual + short', style: 'casual', length: 'short', fit: false },
  {
    id: 'technical-long',
    label: 'technical + long',
    style: 'technical',
    length: 'long',
    fit: false,
  },
  { id: 'fit', label: 'fitting audience + context', fit: true },
];

export function inputFor(set: OptionSet, prompt: string, fit?: FitOptions): EngineInput {
  return {
    originalPrompt: prompt,
    ...(set.style ? { style: set.style } : {}),
    ...(set.length ? { length: set.length } : {}),
    ...(set.fit && fit ? { targetAudience: fit.targetAudience, context: fit.context } : {}),
  };
}
