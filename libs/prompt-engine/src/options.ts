// What the `style` and `length` options mean in words: the tone and constraints each style sets,
// and the budget each length allows. Budgets are stated in words and in items so a model (or a
// person) can check them.

import type { PromptLength, PromptStyle } from '@silent/contracts';
import type { TaskKind } from './tasks';

export interface StyleProfile {
  /** Qualifies the role: "an experienced ...". */
  adjective: string;
  tone: string;
  constraints: readonly string[];
}

export const STYLE_PROFILES: Record<PromptStyle, StyleProfile> = {
  professional: {
    adjective: 'experienced',
    tone: 'Professional: clear, courteous and confident.',
    constraints: [
      'Use plain business language; no slang or emoji.',
      'Lead with the main point, then the supporting detail.',
      'Keep claims modest and traceable to the request.',
    ],
  },
  casual: {
    adjective: 'friendly, down-to-earth',
    tone: 'Casual: warm, relaxed and conversational, as if talking to a friend.',
    constraints: [
      'Use contractions and everyday words.',
      'Keep sentences tight; skip corporate jargon.',
      'At most one emoji, and only if it suits the channel.',
    ],
  },
  creative: {
    adjective: 'imaginative',
    tone: 'Creative: vivid, original and playful with language.',
    constraints: [
      'Use concrete imagery and one unexpected angle.',
      'Vary sentence rhythm; avoid clichés.',
      'Stay true to the request while taking stylistic risks.',
    ],
  },
  technical: {
    adjective: 'precise, detail-oriented',
    tone: 'Technical: precise, neutral and unambiguous.',
    constraints: [
      'Use correct terminology and define acronyms on first use.',
      'Prefer numbered steps, tables or code blocks where they help.',
      'State versions, units and edge cases explicitly.',
    ],
  },
};

export interface LengthBudget {
  minWords: number;
  maxWords: number;
  items: number;
}

export const LENGTH_BUDGETS: Record<PromptLength, LengthBudget> = {
  short: { minWords: 40, maxWords: 80, items: 3 },
  medium: { minWords: 150, maxWords: 250, items: 5 },
  long: { minWords: 400, maxWords: 600, items: 8 },
};

/** The length directive for a task: a word range plus an item count, or a relative budget. */
export function lengthDirective(length: PromptLength, task: TaskKind): string {
  const budget = LENGTH_BUDGETS[length];
  const words = `${budget.minWords}–${budget.maxWords} words`;
  switch (task) {
    case 'translate':
      return `Match the length of the source text; keep any notes to at most ${budget.items} points.`;
    case 'social-post':
      return length === 'short'
        ? `At most ${budget.maxWords} words in a single post.`
        : `${words} in total, as a single post or a thread of at most ${budget.items} posts.`;
    case 'code':
      return `Explanation around the code: ${words}; the code itself as long as it needs, no longer.`;
    case 'brainstorm':
      return `Exactly ${budget.items * 2} ideas, one line each (${words} overall).`;
    default:
      return `${words}, in at most ${budget.items} paragraphs or bullet points.`;
  }
}

/**
 * The length line of an enhanced prompt. A numeric length the request states itself is more
 * specific than the option, so it wins; the option's budget is still named for reference.
 */
export function lengthLine(length: PromptLength, task: TaskKind, stated?: string): string {
  const directive = lengthDirective(length, task);
  if (!stated) return directive;
  const budget = directive.charAt(0).toLowerCase() + directive.slice(1).replace(/\.$/, '');
  return `As the request states: "${stated}". This takes precedence over the ${length} budget (${budget}).`;
}
