// Pass 7: what the user could still add, most useful first, at most five. Each suggestion is
// specific to the prompt (it quotes the vague words, names the unknown that matters for this
// task) and none is given for what the prompt already has.

import type { PromptLength } from '@silent/contracts';
import type { PromptAnalysis } from './analyse';
import type { ElementId } from './elements';
import { weightsFor } from './score';
import { SLOT_RULES, openSlots, type SlotContext, type SuggestionId } from './slots';
import type { TaskId } from './tasks';

export type { SuggestionId } from './slots';

export interface Suggestion {
  id: SuggestionId;
  text: string;
}

export const MAX_SUGGESTIONS = 5;

const NOUN: Record<TaskId, string> = {
  'code-write': 'code',
  'code-debug': 'fix',
  'code-review': 'review',
  'code-explain': 'explanation',
  sql: 'query',
  formula: 'formula',
  regex: 'pattern',
  'data-analysis': 'analysis',
  email: 'email',
  'social-post': 'post',
  article: 'article',
  'support-reply': 'reply',
  summary: 'summary',
  translation: 'translation',
  rewrite: 'rewrite',
  'creative-writing': 'piece',
  'meeting-notes': 'notes',
  plan: 'plan',
  comparison: 'comparison',
  brainstorm: 'ideas',
  qa: 'answer',
  general: 'result',
};

const GOAL_HINTS: Partial<Record<TaskId, string>> = {
  email: 'a reply, a meeting booked or a decision',
  'social-post': 'clicks, sign-ups or shares',
  article: 'to inform, to persuade or to rank for a search phrase',
  'support-reply': 'what a good outcome looks like for the customer',
  summary: 'what the summary is for, such as a decision or a briefing',
  plan: 'the end state you want to reach',
  comparison: 'the decision it should help you make',
  brainstorm: 'where the ideas will be used',
  'creative-writing': 'the feeling the reader should be left with',
  qa: 'what you will do with the answer',
  general: 'what you will do with the result',
  'data-analysis': 'the question the analysis should answer',
};

const AUDIENCE_HINTS: Partial<Record<TaskId, string>> = {
  email: 'the recipient and your relationship to them',
  'social-post': 'the followers you want to reach',
  article: 'the readers and what they already know',
  'creative-writing': 'the readers (children, adults, a particular occasion)',
  qa: 'how much you already know about the topic',
  summary: 'who will read the summary',
  plan: 'who will carry out the plan',
  comparison: 'who will make the decision',
  brainstorm: 'who the ideas are for',
  general: 'who will read or use it',
};

// Tasks whose answer can take several shapes, so naming one helps.
const FORMAT_MATTERS: ReadonlySet<TaskId> = new Set([
  'data-analysis',
  'summary',
  'meeting-notes',
  'plan',
  'comparison',
  'brainstorm',
  'qa',
  'general',
  'article',
  'code-review',
  'code-explain',
]);

// Tasks where a sample of the wanted output shows more than a description can.
const EXAMPLES_HELP: ReadonlySet<TaskId> = new Set([
  'social-post',
  'article',
  'email',
  'brainstorm',
  'creative-writing',
  'rewrite',
]);

// The subject as the user wrote it: the words after "about", "on" or "regarding".
// "About" as an adverb ("sounds about right", "about 30 people", "about to leave") names no subject.
const SUBJECT =
  /(?<![\p{L}])(?:about(?!\s+(?:right|correct|fair|ok|okay|enough|the same|as|to|half|twice|done|ready|it|that|this|how|what|when|why|\d))|regarding|concerning|on the topic of|über|zum thema|sobre|acerca de|sur|à propos de)\s+([^.,;:!?\n]{3,80})/iu;
const SUBJECT_STOP =
  /\s(?:for|to|with|that|which|so|in order|because|using|and then|in under|within|für|para|pour)\s/iu;

/** The subject of a request, verbatim, at most eight words; undefined when none is named. */
export function findSubject(text: string): string | undefined {
  const match = SUBJECT.exec(text.length > 600 ? text.slice(0, 600) : text);
  if (!match?.[1]) return undefined;
  const span = match[1];
  const stop = SUBJECT_STOP.exec(` ${span} `);
  const cut = (stop ? span.slice(0, Math.max(0, stop.index - 1)) : span).trim();
  const limited = cut.split(/\s+/).slice(0, 8).join(' ');
  return /\p{L}{3,}/u.test(limited) && !/^(?:this|that|it|these|the following)\b/i.test(limited)
    ? limited
    : undefined;
}

const quote = (terms: readonly string[]) => terms.map((term) => `"${term}"`).join(', ');

function weaknessSuggestions(analysis: PromptAnalysis): Suggestion[] {
  const list: Suggestion[] = [];
  for (const weakness of analysis.weaknesses) {
    const terms = weakness.terms;
    switch (weakness.id) {
      case 'contradiction':
        list.push({
          id: 'contradiction',
          text: `${quote(terms)} pull in opposite directions: say which one you mean and drop the other.`,
        });
        break;
      case 'keyword-stuffing':
        list.push({
          id: 'other',
          text: `The labels (${terms.slice(0, 4).join(', ')}) say little on their own: state the actual request and what a good answer contains.`,
        });
        break;
      case 'empty-section':
        list.push({
          id: 'other',
          text: `${quote(terms)} ${terms.length > 1 ? 'say' : 'says'} nothing yet: fill ${terms.length > 1 ? 'them' : 'it'} in with specifics or remove ${terms.length > 1 ? 'them' : 'it'}.`,
        });
        break;
      case 'vague-words':
        list.push({
          id: 'vague-words',
          text: `Replace ${quote(terms)} with the exact items you mean.`,
        });
        break;
      case 'split-tasks':
        list.push({
          id: 'split-tasks',
          text: `This asks for ${terms.length} things at once (${terms.join(', ')}): number them, or send each as its own prompt.`,
        });
        break;
      case 'unbounded-length':
        list.push({
          id: 'length',
          text: `${quote(terms)} sets no limit: say what matters most or how long the answer should be.`,
        });
        break;
      case 'negative-only':
        list.push({
          id: 'other',
          text: `Say what you want as well as what to avoid: turn ${quote(terms.slice(0, 1))} into a positive instruction.`,
        });
        break;
      default:
        break;
    }
  }
  return list;
}

/**
 * What the prompt lacks that its task weighs (goal, audience, context, format, length, success
 * criteria, examples, tone), worded for its task. A lack an open slot already asks about is
 * left to that slot.
 */
function elementSuggestions(
  analysis: PromptAnalysis,
  length: PromptLength,
  lengthAdded: boolean,
): Suggestion[] {
  const weights = weightsFor(analysis.task, analysis.family);
  const has = (id: ElementId) => analysis.elements[id].present;
  const noun = NOUN[analysis.task];
  const subject = findSubject(analysis.text);
  const about = subject ? ` about "${subject}"` : '';
  const coveredBySlot = (id: SuggestionId) =>
    SLOT_RULES.some((rule) => rule.tasks.includes(analysis.task) && rule.suggestion.id === id);
  const list: Suggestion[] = [];
  if (!has('goal') && weights.goal >= 0.75 && GOAL_HINTS[analysis.task]) {
    list.push({
      id: 'goal',
      text: `Say what you want the ${noun}${about} to achieve: ${GOAL_HINTS[analysis.task]}.`,
    });
  }
  // A support reply's audience is the customer it answers.
  if (
    !has('audience') &&
    weights.audience >= 0.75 &&
    !coveredBySlot('audience') &&
    analysis.task !== 'support-reply'
  ) {
    list.push({
      id: 'audience',
      text: `Say who it is for: ${AUDIENCE_HINTS[analysis.task] ?? 'who will read or use it'}.`,
    });
  }
  if (!has('context') && weights.context >= 1 && !coveredBySlot('context')) {
    list.push({
      id: 'context',
      text: `Add the background${about}: what led to this request and what is already decided.`,
    });
  }
  if (!has('format') && FORMAT_MATTERS.has(analysis.task)) {
    list.push({
      id: 'format',
      text: `Name the format you need (list, table, paragraphs, sections ...).`,
    });
  }
  if (!has('length') && weights.length >= 0.75) {
    list.push({
      id: 'length',
      text: lengthAdded
        ? `Give a length; the ${length} option was used meanwhile.`
        : 'Give a length (words, paragraphs or items), so the answer comes out the size you need.',
    });
  }
  if (!has('success-criteria') && weights['success-criteria'] >= 1) {
    list.push({
      id: 'success-criteria',
      text: 'Say how you will check the result: the inputs and the output you expect, or a test it must pass.',
    });
  }
  if (!has('examples') && EXAMPLES_HELP.has(analysis.task) && !coveredBySlot('examples')) {
    list.push({
      id: 'examples',
      text: `Paste an example of the ${noun} you like, so its structure and voice can be matched.`,
    });
  }
  if (!has('tone') && weights.tone >= 0.75) {
    list.push({ id: 'tone', text: 'Say which tone you want (formal, friendly, playful ...).' });
  }
  return list;
}

/**
 * Suggestions for an analysed prompt; `length` is the option the enhancement used, and
 * `lengthAdded` says whether it added a length line (a suggestion must not claim it did).
 */
export function suggestImprovements(
  analysis: PromptAnalysis,
  length: PromptLength,
  lengthAdded = true,
): Suggestion[] {
  const context: SlotContext = {
    text: analysis.text,
    facts: analysis.facts,
    elements: analysis.elements,
  };
  const weak = weaknessSuggestions(analysis);
  const slots = openSlots(analysis.task, context);
  const list: Suggestion[] = [
    ...weak.filter((entry) => entry.id === 'contradiction' || entry.id === 'other'),
    ...weak.filter((entry) => entry.id === 'vague-words'),
    // Material first: without it the task cannot be done.
    ...[...slots.filter((slot) => slot.material), ...slots.filter((slot) => !slot.material)].map(
      (rule) => ({ id: rule.suggestion.id, text: rule.suggestion.text }),
    ),
    ...weak.filter((entry) => entry.id === 'split-tasks' || entry.id === 'length'),
    ...elementSuggestions(analysis, length, lengthAdded),
  ];
  // One suggestion per id, present elements never.
  const seen = new Set<string>();
  return list
    .filter((entry) => {
      const key = `${entry.id}:${entry.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .filter(
      (entry) =>
        !(entry.id in analysis.elements) || !analysis.elements[entry.id as ElementId].present,
    )
    .slice(0, MAX_SUGGESTIONS);
}
