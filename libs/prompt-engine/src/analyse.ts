// Reads a prompt: the task it asks for, its subject, the elements it has and lacks, its
// weaknesses and the facts that must survive any rewrite.

import type { ElementId, Weakness } from './elements';
import { extractFacts, type Fact } from './facts';
import { promptSignals, scoreSignals, type PromptSignals } from './score';
import type { TaskKind } from './tasks';
import { STOPWORDS, contentWords, contentWordsOf, sentences, words } from './text';

export interface AnalyseOptions {
  /** An audience given alongside the prompt counts as present. */
  targetAudience?: string;
  /** Context given alongside the prompt counts as present. */
  context?: string;
}

export interface PromptAnalysis {
  text: string;
  task: TaskKind;
  /** Every task the prompt mentions, in order of first mention. */
  tasksMentioned: TaskKind[];
  /** The subject, as a verbatim span of the prompt, when one can be found. */
  subject: string | undefined;
  present: ElementId[];
  missing: ElementId[];
  /** The phrase that showed each present element, or `option` when an option supplied it. */
  evidence: Partial<Record<ElementId, string>>;
  weaknesses: Weakness[];
  facts: Fact[];
  wordCount: number;
  contentWordCount: number;
  /** True when the prompt is mostly not English (directives still are). */
  nonEnglish: boolean;
  /** A numeric length the prompt sets itself ("under 600 words"), verbatim. */
  statedLength: string | undefined;
  /** scorePrompt(text).score, from the same measurements. */
  originalScore: number;
  /** What the scorer measured in the text. */
  signals: PromptSignals;
}

// "on" only counts after a noun that takes a topic ("an essay on ..."), not in "due on Monday".
const STATED_LENGTH =
  /(?:\b(?:under|at most|no more than|max(?:imum)?|up to|about|around|exactly|less than|fewer than|within|between)\s+)?\b\d+\s*(?:(?:-|–|to|and)\s*\d+\s*)?(?:words?|sentences?|paragraphs?|characters?|chars|bullets?|bullet points|lines?|pages?|tweets?|slides?)\b/i;

const SUBJECT_AFTER =
  /(?:\b(?:about|on the topic of|regarding|concerning|sobre|acerca de|sur|über)|(?<=\b(?:essay|post|article|blog|paper|report|presentation|talk|thread|guide|tutorial|lesson|piece|summary|notes|course|workshop|webinar|video|podcast|newsletter|email)\s)on)\s+(.+)$/iu;
const SUBJECT_STOP =
  /[.,;!?\n(]|:\s|\s(?:for|to|with|that|which|so that|in order|because|using|in under|within|and then|but|para|pour|für|per|and (?:then |also )?(?:translate|write|make|send|summari[sz]e|explain|include|keep|add|create|list|give|post|share))\s/iu;
// A subject that only points at supplied text ("this", "the following") is no subject.
const DEICTIC = /^(?:this|that|it|these|those|the following|the text|the above|below|here)\b/i;
// Verbs whose object is the topic itself ("explain recursion"); after others ("email a
// customer") the object is a recipient or a thing, not a subject.
const TOPIC_VERB =
  /^(?:please\s+)?(?:can you\s+|could you\s+)?(?:explain|describe|define|compare|teach me|tell me about|what is|what are|how does|how do|why is|why does|why do|explica|explique|erkläre|spiega)\s+(?:to me\s+)?(?:(?:a|an|the)\s+)?/i;

function trimSubject(span: string): string | undefined {
  const stop = SUBJECT_STOP.exec(` ${span} `);
  const cut = stop ? span.slice(0, Math.max(0, stop.index - 1)) : span;
  const limited = cut.split(/\s+/).slice(0, 10).join(' ').trim();
  if (DEICTIC.test(limited)) return undefined;
  return contentWords(limited).some((word) => /\p{L}/u.test(word)) ? limited : undefined;
}

/** The subject as a span of the first sentence: after "about"/"on", else after a topic verb. */
export function findSubject(text: string): string | undefined {
  const first = sentences(text)[0] ?? '';
  const after = SUBJECT_AFTER.exec(first);
  if (after?.[1]) {
    const subject = trimSubject(after[1]);
    if (subject) return subject;
  }
  const verb = TOPIC_VERB.exec(first);
  if (!verb) return undefined;
  return trimSubject(first.slice(verb[0].length).replace(/[?.!]+$/, ''));
}

function isMostlyNonEnglish(text: string, all: readonly string[]): boolean {
  if (/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(text)) {
    const latin = all.filter((word) => /^[a-z0-9'’-]+$/.test(word)).length;
    return latin < all.length / 2;
  }
  if (all.length < 4) return false;
  const english = all.filter((word) => STOPWORDS.has(word)).length;
  return english / all.length < 0.12;
}

function present(value: string | undefined): boolean {
  return value !== undefined && value.trim().length > 0;
}

export function analysePrompt(text: string, options: AnalyseOptions = {}): PromptAnalysis {
  const signals = promptSignals(text);
  const all = signals.request === text ? signals.requestWords : words(text);
  const evidence: Partial<Record<ElementId, string>> = {};
  for (const hit of signals.hits) if (hit.present) evidence[hit.id] = hit.evidence;
  if (present(options.targetAudience)) evidence.audience ??= 'option';
  if (present(options.context)) evidence.context ??= 'option';
  const ids = signals.hits.map((hit) => hit.id);
  return {
    text,
    task: signals.task,
    tasksMentioned: signals.tasksMentioned,
    subject: findSubject(signals.request),
    present: ids.filter((id) => evidence[id] !== undefined),
    missing: ids.filter((id) => evidence[id] === undefined),
    evidence,
    weaknesses: signals.weaknesses,
    facts: signals.request === text ? signals.requestFacts : extractFacts(text),
    wordCount: all.length,
    contentWordCount: new Set(contentWordsOf(all)).size,
    nonEnglish: isMostlyNonEnglish(text, all),
    statedLength: STATED_LENGTH.exec(text)?.[0],
    originalScore: scoreSignals(signals).score,
    signals,
  };
}
