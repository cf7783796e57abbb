// Suggestions: what this prompt still lacks or could sharpen, most useful first. Each one names
// the prompt's own task, subject or words; nothing is suggested for what the prompt already has.

import type { PromptLength } from '@silent/contracts';
import type { PromptAnalysis } from './analyse';
import type { ElementId, WeaknessId } from './elements';
import { lengthDirective } from './options';
import { TASK_PROFILES, type TaskKind } from './tasks';

export type SuggestionId =
  | WeaknessId
  | Extract<ElementId, 'audience' | 'goal' | 'context' | 'examples' | 'success-criteria'>
  | Extract<ElementId, 'format' | 'length'>
  | 'specificity'
  | 'placeholders';

export interface Suggestion {
  id: SuggestionId;
  text: string;
}

export const MAX_SUGGESTIONS = 6;
const SPECIFIC_ENOUGH_WORDS = 8;

const AUDIENCE_HINTS: Partial<Record<TaskKind, string>> = {
  email: 'the recipient and your relationship to them',
  'social-post': 'the platform and the followers you want to reach',
  blog: 'the readers you want and what they already know',
  code: 'who will maintain it and which language version or framework it targets',
  explain: 'how much the learner already knows',
  'customer-service': 'the customer’s situation and how upset they are',
};

const GOAL_HINTS: Partial<Record<TaskKind, string>> = {
  email: 'a reply, a meeting booked or a decision',
  'social-post': 'clicks, sign-ups or shares',
  blog: 'to inform, to persuade or to rank for a search phrase',
  code: 'what it must return for which inputs',
  summarise: 'what the summary will be used for, such as a decision or a briefing',
  plan: 'the end state and the deadline',
  compare: 'the decision the comparison should support',
  'customer-service': 'what a good outcome looks like for the customer',
};

function about(analysis: PromptAnalysis): string {
  return analysis.subject ? ` about "${analysis.subject}"` : '';
}

function quote(terms: readonly string[]): string {
  return terms.map((term) => `"${term}"`).join(', ');
}

function weaknessSuggestions(analysis: PromptAnalysis): Suggestion[] {
  return analysis.weaknesses.map((weakness): Suggestion => {
    const terms = weakness.terms;
    switch (weakness.id) {
      case 'vague-words':
        return {
          id: weakness.id,
          text: `Replace vague wording (${quote(terms)}) with the exact items you mean.`,
        };
      case 'conflicting-length':
        return {
          id: weakness.id,
          text: `${quote(terms)} pull in opposite directions: pick one length and drop the other cue.`,
        };
      case 'unbounded-length':
        return {
          id: weakness.id,
          text: `${quote(terms)} sets no limit: say what matters most or how long the answer should be.`,
        };
      case 'multiple-tasks':
        return {
          id: weakness.id,
          text: `This asks for ${terms.length} tasks at once (${terms.join(', ')}): number them, or send each as its own prompt.`,
        };
      case 'negative-only':
        return {
          id: weakness.id,
          text: `Say what you want as well as what to avoid: turn ${quote(terms.slice(0, 1))} into a positive instruction.`,
        };
    }
    return { id: weakness.id, text: '' };
  });
}

/** Suggestions for one analysed prompt; `length` is the budget the enhancement used. */
export function suggestImprovements(analysis: PromptAnalysis, length: PromptLength): Suggestion[] {
  const profile = TASK_PROFILES[analysis.task];
  const has = (id: ElementId) => analysis.evidence[id] !== undefined;
  const list: Suggestion[] = weaknessSuggestions(analysis);
  const placeholders = analysis.facts.filter((fact) => fact.kind === 'placeholder');
  if (placeholders.length > 0) {
    list.push({
      id: 'placeholders',
      text: `Fill in ${placeholders.map((fact) => fact.text).join(', ')} before using the result, or keep them as placeholders on purpose.`,
    });
  }

  if (analysis.contentWordCount < SPECIFIC_ENOUGH_WORDS && analysis.facts.length === 0) {
    list.push({
      id: 'specificity',
      text: `Add concrete details${about(analysis)}: names, numbers, dates or the exact points to cover. They will not be invented for you.`,
    });
  }
  if (!has('audience')) {
    const hint = AUDIENCE_HINTS[analysis.task] ?? 'who will read or use it';
    list.push({
      id: 'audience',
      text: `Say who ${profile.noun}${about(analysis)} is for: ${hint}.`,
    });
  }
  if (!has('goal')) {
    const hint = GOAL_HINTS[analysis.task] ?? 'what the reader should do or know afterwards';
    list.push({
      id: 'goal',
      text: `State what ${profile.noun} should achieve, for instance ${hint}.`,
    });
  }
  if (!has('context')) {
    list.push({
      id: 'context',
      text: `Add background${about(analysis)}: what led to this request and what is already decided.`,
    });
  }
  if (!has('format')) {
    const first = (profile.format[0] ?? '').replace(/\.$/, '').toLowerCase();
    list.push({
      id: 'format',
      text: `Name the format you need; without one the usual layout for ${profile.noun} was assumed, starting with ${first}.`,
    });
  }
  if (!has('length')) {
    list.push({
      id: 'length',
      text: `Give a length; the ${length} budget was used (${lengthDirective(length, analysis.task).replace(/\.$/, '')}).`,
    });
  }
  if (!has('success-criteria')) {
    list.push({
      id: 'success-criteria',
      text: `Say how you will judge ${profile.noun}, e.g. "${profile.criteria[0] ?? ''}"`,
    });
  }
  if (!has('examples')) {
    list.push({
      id: 'examples',
      text: `Paste a sample of ${profile.noun} you like so its structure and voice can be matched.`,
    });
  }
  return list.slice(0, MAX_SUGGESTIONS);
}
