// Detects the elements a strong prompt has (role, goal, audience, ...) and the weaknesses that
// make one worse (vague words, conflicting length, ...). Plain regular expressions over the text,
// so every decision can be explained by the phrase that triggered it.

import { parseSections, requestText, type ParsedDocument, type SectionKey } from './sections';
import { sentences, words } from './text';

export const ELEMENT_IDS = [
  'role',
  'goal',
  'audience',
  'context',
  'delimiting',
  'format',
  'length',
  'tone',
  'constraints',
  'examples',
  'success-criteria',
] as const;
export type ElementId = (typeof ELEMENT_IDS)[number];

const AUDIENCE_NOUNS =
  'beginners?|novices?|experts?|customers?|clients?|students?|children|kids|developers?|' +
  'engineers?|managers?|executives?|leadership|team|colleagues|coworkers|co-workers|stakeholders?|' +
  'investors?|users?|parents|teachers?|employees|staff|followers|subscribers|patients|newcomers|' +
  'board|recruiters?|hiring managers?|non-technical|general public|professionals|designers?|' +
  'marketers|founders|ceos?|ctos?|partners|donors|volunteers|members|fans|readers|buyers|shoppers|' +
  'boss|landlord|tenants?|colleague|professor|graders|\\d+-year-olds?|seniors|retirees|audiences?';

const ELEMENT_PATTERNS: Record<ElementId, RegExp> = {
  role: /\b(you are|you're|act as|acting as|take the role|your role|role:|as an? (?:expert|experienced|senior|professional|seasoned)|pretend (?:to be|you are)|imagine you are|persona)\b/i,
  goal: /\b(goal|purpose|objective|aim is|so that|in order to|the point is|to help (?:me|us|them)|to (?:convince|persuade|encourage|invite|announce|inform|apologi[sz]e|thank|remind|sell|explain why|get (?:more|them|people))|i want (?:them|people|readers|the reader) to)\b/i,
  audience: new RegExp(
    `\\b(audience|aimed at|intended for|written for|targeted at|readers are|(?:for|to) (?:[\\w-]+ ){0,3}?(?:${AUDIENCE_NOUNS}))\\b`,
    'i',
  ),
  context:
    /\b(context|background|because|since we|currently|situation|we are an?|we're an?|i am an?|i'm an?|our (?:company|team|product|startup|business|client|shop|store|app|service|brand|school|website)|my (?:company|team|product|startup|business|client|boss|manager|shop|store|app|website|brand)|last (?:week|month|year)|recently)\b/i,
  delimiting: /```|"""|~~~|<\/?[a-z_]+>|^-{3,}$|\btext below\b|\bfollowing text\b/im,
  format:
    /\b(format|bullet(?:ed)? (?:points?|list)|bullets|numbered|table|json|markdown|headings?|sections?|paragraphs?|outline|csv|yaml|code block|subject line|step[- ]by[- ]step|list of|as a list|template|structure)\b/i,
  length:
    /\b(\d+\s*(?:-|–|to)?\s*\d*\s*(?:words?|sentences?|paragraphs?|bullets?|bullet points|items?|lines?|characters?|chars|pages?|points?|tweets?|slides?|steps?|minutes?)|brief|briefly|short|shorter|concise|one[- ](?:line|sentence|paragraph)|detailed|in[- ]depth|comprehensive|long-form|at most|no more than|up to \d+|under \d+|maximum|max\.? \d+|length)\b/i,
  tone: /\b(tone|formal|informal|casual|friendly|professional|playful|witty|humorous|funny|serious|warm|persuasive|empathetic|conversational|neutral|enthusiastic|upbeat|polite|respectful|voice|style)\b/i,
  constraints:
    /\b(must|avoid|do not|don't|never|only|without|at least|at most|no more than|exclude|ensure|make sure|required|mandatory|limit(?:ed)? to|stick to|keep it)\b/i,
  examples:
    /\b(for example|e\.g\.|for instance|such as|examples?|sample|like this|here is an?|reference structure)\b/i,
  'success-criteria':
    /\b(success|criteria|should be able to|checklist|done when|acceptance|measured by|a good (?:answer|result|response)|the result (?:must|should)|quality bar|before (?:you )?(?:answer|finish))\b/i,
};

export interface ElementHit {
  id: ElementId;
  present: boolean;
  /** The phrase that showed the element, for explanations. */
  evidence?: string;
}

const SECTION_ELEMENT: Partial<Record<SectionKey, ElementId>> = {
  role: 'role',
  audience: 'audience',
  context: 'context',
  examples: 'examples',
  format: 'format',
  length: 'length',
  tone: 'tone',
  constraints: 'constraints',
  criteria: 'success-criteria',
};

const LINKS = /\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;

/** Which elements the text has, each with the phrase that showed it. */
export function detectElements(
  text: string,
  doc: ParsedDocument = parseSections(text),
): ElementHit[] {
  // Words inside links and addresses ("example.com") say nothing about the prompt.
  const plain =
    text.includes('@') || text.includes('http') || text.includes('www.')
      ? text.replace(LINKS, ' ')
      : text;
  const sections = doc.sections.filter((section) => section.lines.length > 0);
  return ELEMENT_IDS.map((id) => {
    const match = ELEMENT_PATTERNS[id].exec(plain);
    if (match) return { id, present: true, evidence: match[0] };
    // A non-empty section of that kind shows the element whatever its heading says.
    const section = sections.find(
      (candidate) => candidate.key && SECTION_ELEMENT[candidate.key] === id,
    );
    if (section) return { id, present: true, evidence: `section "${section.label}"` };
    if (id === 'delimiting' && doc.sections.length >= 2) {
      return { id, present: true, evidence: 'headed sections' };
    }
    return { id, present: false };
  });
}

export const WEAKNESS_IDS = [
  'vague-words',
  'conflicting-length',
  'unbounded-length',
  'multiple-tasks',
  'negative-only',
] as const;
export type WeaknessId = (typeof WEAKNESS_IDS)[number];

export interface Weakness {
  id: WeaknessId;
  /** The words or phrases of the prompt that triggered it. */
  terms: string[];
}

// Vague single words are looked up among the request's words; phrases by substring.
const VAGUE_WORDS = new Set(
  'some stuff thing things etc something whatever various somehow nice interesting'.split(' '),
);
const VAGUE_PHRASES = ['kind of', 'sort of', 'and so on', 'a bit'];

function vagueTerms(request: string, requestWords: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of requestWords) if (VAGUE_WORDS.has(word)) found.add(word);
  if (found.has('etc') && request.toLowerCase().includes('etc.')) {
    found.delete('etc');
    found.add('etc.');
  }
  const lower = ` ${requestWords.join(' ')} `;
  for (const phrase of VAGUE_PHRASES) if (lower.includes(` ${phrase} `)) found.add(phrase);
  return [...found];
}
const SHORT_CUES = /\b(brief|briefly|short|concise|succinct|quick|one[- ]line|tl;?dr)\b/gi;
const LONG_CUES =
  /\b(detailed|in[- ]depth|comprehensive|thorough|extensive|long-form|exhaustive)\b/gi;
const UNBOUNDED =
  /\b(everything|as (?:much|long|many) as (?:possible|you can)|all (?:about|the details|you know)|no limit|unlimited|every single)\b/gi;
const NEGATIVE_START = /^(?:please\s+)?(?:don't|do not|never|avoid|no\s|not\s|stop\s|without\s)/i;

// Clause-opening verbs, grouped by the task they start; two groups in one prompt = two tasks.
const ACTION_VERBS: ReadonlyArray<readonly [string, RegExp]> = [
  ['write', /^(?:write|draft|compose|create|generate|produce)\b/i],
  ['summarise', /^(?:summari[sz]e|condense|recap)\b/i],
  ['translate', /^(?:translate)\b/i],
  ['explain', /^(?:explain|describe|teach)\b/i],
  ['compare', /^(?:compare|contrast)\b/i],
  ['review', /^(?:review|critique|proofread|evaluate|assess)\b/i],
  ['plan', /^(?:plan|schedule|outline)\b/i],
  ['code', /^(?:implement|code|refactor|debug|fix)\b/i],
  ['list', /^(?:list|brainstorm|suggest)\b/i],
];

function clauses(parts: readonly string[]): string[] {
  return parts
    .flatMap((sentence) => sentence.split(/,?\s+(?:and then|then|and also|and|also|plus)\s+|;\s*/i))
    .map((clause) => clause.replace(/^[\s\-*•\d.)]+/, '').replace(/^please\s+/i, ''));
}

/** The distinct tasks a prompt starts, by clause-opening verb. */
export function actionVerbs(text: string, split: readonly string[] = sentences(text)): string[] {
  const found: string[] = [];
  for (const clause of clauses(split)) {
    for (const [group, pattern] of ACTION_VERBS) {
      const match = pattern.exec(clause);
      if (match && !found.includes(group)) found.push(group);
    }
  }
  return found;
}

function matches(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0].toLowerCase()))];
}

/** The weaknesses read from the request alone, kept so a text quoting it can reuse them. */
export interface RequestWeaknesses {
  /** Reported before the length conflict. */
  vague: Weakness[];
  /** Reported after it. */
  rest: Weakness[];
}

/** Vague words, unbounded length, several tasks and negative-only wording of a request. */
export function requestWeaknesses(
  request: string,
  requestWords: readonly string[] = words(request),
): RequestWeaknesses {
  const vague: Weakness[] = [];
  const rest: Weakness[] = [];
  const requestSentences = sentences(request);
  const vagueWords = vagueTerms(request, requestWords);
  if (vagueWords.length > 0) vague.push({ id: 'vague-words', terms: vagueWords });
  const unbounded = matches(request, UNBOUNDED);
  if (unbounded.length > 0) rest.push({ id: 'unbounded-length', terms: unbounded });
  const verbs = actionVerbs(request, requestSentences);
  if (verbs.length >= 2) rest.push({ id: 'multiple-tasks', terms: verbs });
  const parts = requestSentences.flatMap((sentence) => sentence.split(/[;,]\s+/));
  const negatives = parts.filter((part) => NEGATIVE_START.test(part));
  if (negatives.length > 0 && negatives.length === parts.length) {
    rest.push({ id: 'negative-only', terms: negatives });
  }
  return { vague, rest };
}

/**
 * Weaknesses of a prompt. Vague words, several tasks and negative-only wording are looked for in
 * the request itself; conflicting length in the whole text, where an added budget can clash.
 * `fromRequest` may carry requestWeaknesses(request) when they are already known.
 */
export function detectWeaknesses(
  text: string,
  request: string = requestText(text),
  requestWords: readonly string[] = words(request),
  fromRequest: RequestWeaknesses = requestWeaknesses(request, requestWords),
): Weakness[] {
  const weaknesses: Weakness[] = [...fromRequest.vague];
  const short = matches(text, SHORT_CUES);
  const long = short.length > 0 ? matches(text, LONG_CUES) : [];
  if (short.length > 0 && long.length > 0) {
    weaknesses.push({ id: 'conflicting-length', terms: [...short, ...long] });
  }
  weaknesses.push(...fromRequest.rest);
  return weaknesses;
}
