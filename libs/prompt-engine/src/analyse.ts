// Reads a prompt: the task it asks for, its subject, the elements it has and lacks, its
// weaknesses and the facts that must survive any rewrite.

import { detectElements, detectWeaknesses, type ElementId, type Weakness } from './elements';
import { extractFacts, type Fact } from './facts';
import { detectTask, type TaskKind } from './tasks';
import { STOPWORDS, contentWords, sentences, words } from './text';

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
const LEADING_FILLER =
  /^(?:(?:please|can you|could you|would you|i need|i want|help me|write|draft|compose|create|generate|make|give me|explain|describe|summari[sz]e|translate|review|compare|plan|list|tell me|what is|what are|how does|how do|why is|why does|a|an|the|me|us|some|short|quick|brief|new|blog|post|email|e-mail|tweet|article|summary|essay|letter|story|poem|function|script|code|of|to|for|about)\s+)+/i;

function trimSubject(span: string): string | undefined {
  const stop = SUBJECT_STOP.exec(` ${span} `);
  const cut = stop ? span.slice(0, Math.max(0, stop.index - 1)) : span;
  const limited = cut.split(/\s+/).slice(0, 10).join(' ').trim();
  if (DEICTIC.test(limited)) return undefined;
  return contentWords(limited).some((word) => /\p{L}/u.test(word)) ? limited : undefined;
}

/** The subject as a span of the first sentence: after "about"/"on", else after the verb. */
export function findSubject(text: string): string | undefined {
  const first = sentences(text)[0] ?? '';
  const after = SUBJECT_AFTER.exec(first);
  if (after?.[1]) {
    const subject = trimSubject(after[1]);
    if (subject) return subject;
  }
  const rest = first.replace(LEADING_FILLER, '');
  // Without a recognised verb or noun to strip, what follows is not reliably a subject.
  if (rest === first) return undefined;
  return trimSubject(rest.replace(/[?.!]+$/, ''));
}

function isMostlyNonEnglish(text: string): boolean {
  const all = words(text);
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
  const { task, mentioned } = detectTask(text);
  const hits = detectElements(text);
  const evidence: Partial<Record<ElementId, string>> = {};
  for (const hit of hits) if (hit.present) evidence[hit.id] = hit.evidence;
  if (present(options.targetAudience)) evidence.audience ??= 'option';
  if (present(options.context)) evidence.context ??= 'option';
  const presentIds = hits.map((hit) => hit.id).filter((id) => evidence[id] !== undefined);
  return {
    text,
    task,
    tasksMentioned: mentioned,
    subject: findSubject(text),
    present: presentIds,
    missing: hits.map((hit) => hit.id).filter((id) => evidence[id] === undefined),
    evidence,
    weaknesses: detectWeaknesses(text),
    facts: extractFacts(text),
    wordCount: words(text).length,
    contentWordCount: new Set(contentWords(text)).size,
    nonEnglish: isMostlyNonEnglish(text),
    statedLength: STATED_LENGTH.exec(text)?.[0],
  };
}
