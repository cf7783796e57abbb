// samples.md: a few prompts with what today's engine and the frozen baseline make of them, for
// a person to read (figures alone hide what an output feels like).

import type { DevPrompt } from './dataset';
import type { Enhancement } from './engine';
import { fenced } from './markdown';
import type { Baseline } from './report';
import { wordCount } from './text';

export interface Sample {
  prompt: DevPrompt;
  originalScore: number;
  now: Enhancement;
}

export function renderSamples(samples: readonly Sample[], baseline: Baseline | null): string {
  const parts = [
    '# Sample enhancements',
    '',
    '<!-- Written by `npm run eval`; edits are overwritten. -->',
    '',
    'Chosen deterministically across tasks, languages and strengths (`pickSamples`), enhanced ' +
      'with the default options.' +
      (baseline ? ` "Before" is the engine of the issue #16 baseline (${baseline.frozenOn}).` : ''),
    '',
  ];
  for (const { prompt, originalScore, now } of samples) {
    parts.push(
      `## ${prompt.id} (${prompt.task}, ${prompt.language}, ${prompt.strength})`,
      '',
      `Original: ${wordCount(prompt.prompt)} words, score ${originalScore.toFixed(1)}.`,
      '',
      fenced(prompt.prompt),
      '',
    );
    const before = baseline?.samples[prompt.id];
    if (before !== undefined && before !== now.enhancedPrompt) {
      parts.push(`### Before: ${wordCount(before)} words`, '', fenced(before), '');
    }
    parts.push(
      `### ${before !== undefined && before !== now.enhancedPrompt ? 'Now' : 'Enhanced'}: ` +
        `${wordCount(now.enhancedPrompt)} words, confidence ${now.confidence.toFixed(1)}`,
      '',
      fenced(now.enhancedPrompt),
      '',
      `Suggestions: ${now.suggestions.length === 0 ? 'none' : ''}`,
      '',
      ...now.suggestions.map((suggestion) => `- ${suggestion}`),
      '',
    );
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
