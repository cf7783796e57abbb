// What makes a prompt worse, read from its text: vague words, contradictions ("brief" with
// "comprehensive", "formal" with "casual"), unbounded asks, several tasks in one breath,
// instructions that only say what to avoid, empty or duplicated sections, and keyword stuffing
// (element labels around little content). Each comes with the words that triggered it, so a
// suggestion or a score check can quote them.

import type { ElementHit } from './elements';
import { meaningfulWords } from './elements';
import type { ParsedDocument } from './sections';
import { LIST_ITEM, LIST_MARKER, sentences, words } from './text';

export const WEAKNESS_IDS = [
  'vague-words',
  'contradiction',
  'unbounded-length',
  'split-tasks',
  'negative-only',
  'empty-section',
  'duplicated-section',
  'keyword-stuffing',
] as const;
export type WeaknessId = (typeof WEAKNESS_IDS)[number];

export interface Weakness {
  id: WeaknessId;
  /** The words, phrases or headings of the prompt that triggered it. */
  terms: string[];
}

// Vague single words, looked up among the prompt's words (the five scaffold languages).
const VAGUE_WORDS = new Set(
  (
    'stuff things something whatever various somehow etc etc. interesting nice ' +
    'irgendwas sachen dinge irgendwie usw zeug ' +
    'cosas algo cosillas etcétera ' +
    'trucs choses machin ' +
    'coisas negócio troço'
  ).split(' '),
);
// Degree words ("a bit", "un peu") are not among them: "lean into that a bit" asks for a
// moderate amount, and a line asking to name the choice put meta-text into a caption.
const VAGUE_PHRASES = [
  'kind of',
  'sort of',
  'and so on',
  'some stuff',
  'some things',
  'some ideas',
  'some tips',
  'some info',
  'some content',
  'make it better',
  'make it good',
  'y eso',
  'et tout ça',
];

const ASKS_FOR_SOMETHING =
  /\b(?:write|make|create|draft|design|give me|get me|come up with|need|want|suggest|post|add|say|do|build|generate|produce)\s+(?:me\s+|us\s+)?something\b/i;

function vagueTerms(text: string, tokens: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of tokens) if (VAGUE_WORDS.has(word)) found.add(word);
  // "Something" is vague as the thing asked for ("write something about our app", "I need
  // something catchy"); as the subject of a sentence ("something in the fog is taking boats")
  // or in a condition it is the user's meaning, often on purpose.
  if (found.has('something') && !ASKS_FOR_SOMETHING.test(text)) found.delete('something');
  // "the stuff people forget, like migrating old protocols": a vague word with its examples
  // right behind it says what it means.
  for (const term of [...found]) {
    const word = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const all = text.match(new RegExp(`\\b${word}\\b`, 'giu'))?.length ?? 0;
    const shown =
      text.match(
        new RegExp(
          `\\b${word}\\b(?:\\s+\\S+){0,5}?\\s*,?\\s+(?:like|such as|e\\.g\\.|including|for example|wie|z\\.\\s?b\\.|como|comme|tels? que|par exemple|tipo)\\b`,
          'giu',
        ),
      )?.length ?? 0;
    if (all > 0 && shown >= all) found.delete(term);
  }
  // "both things", "las dos cosas", "these things": counted or pointed at, they are known.
  for (const term of ['things', 'dinge', 'sachen', 'cosas', 'choses', 'coisas']) {
    if (!found.has(term)) continue;
    const all = text.match(new RegExp(`(?<![\\p{L}])${term}(?![\\p{L}])`, 'giu'))?.length ?? 0;
    const counted =
      text.match(
        new RegExp(
          `(?<![\\p{L}])(?:both|the two|two|three|these|those|beide[n]?|zwei|drei|diese[n]?|(?:las |los )?dos|tres|estas|esas|(?:les )?deux|trois|ces|(?:as )?duas|três|essas|estas)\\s+(?:\\p{L}+\\s+)?${term}(?![\\p{L}])`,
          'giu',
        ),
      )?.length ?? 0;
    if (all > 0 && counted >= all) found.delete(term);
  }
  // "it would be nice if…", "nice to have": a wish, not a vague quality.
  if (found.has('nice')) {
    const all = text.match(/\bnice\b/gi)?.length ?? 0;
    const idiom =
      text.match(/\b(?:would be|it.d be|be) nice\b|\bnice[- ]to[- ]have\b/gi)?.length ?? 0;
    if (all > 0 && idiom >= all) found.delete('nice');
  }
  if (found.has('etc') && text.toLowerCase().includes('etc.')) {
    found.delete('etc');
    found.add('etc.');
  }
  const joined = ` ${tokens.join(' ')} `;
  for (const phrase of VAGUE_PHRASES) if (joined.includes(` ${phrase} `)) found.add(phrase);
  return [...found];
}

// A length asked short, and one asked detailed.
const SHORT_WORDS =
  /(?<![\p{L}])(?:brief|briefly|short|concise|succinct|one[- ]line|tl;?dr|kurz|knapp|breve|corto|bref|court|concis|curto)(?![\p{L}])/iu;
// "I teach at a comprehensive": the school, not a length ("a comprehensive guide" is one); so is
// "Riverside Academy (11-18 comprehensive, UK)".
const DETAILED_WORDS =
  /(?<![\p{L}])(?:detailed|in[- ]depth|comprehensive(?<!(?<![\p{L}])(?:a|the)\scomprehensive)(?<!\d[-–]\d+\scomprehensive)(?!\s+schools?(?![\p{L}]))|(?<=(?<![\p{L}])(?:a|the)\s)comprehensive(?=\s+(?!(?:schools?|and|in|near|where|with|that|so)(?![\p{L}]))\p{L})|thorough|extensive|long-form|exhaustive|ausführlich|detailliert|detallado|exhaustivo|détaillé|exhaustif|detalhado|exaustivo)(?![\p{L}])/iu;
// Pairs of cues that pull in opposite directions.
const CONTRADICTIONS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [SHORT_WORDS, DETAILED_WORDS],
  [
    /(?<![\p{L}])(?:formal|förmlich|formel)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:casual|informal|informell|locker|informel|descontraído|relaxed|chatty)(?![\p{L}])/iu,
  ],
];

// "Nicht zu förmlich, aber auch nicht zu locker", "formal, not chatty": a quality ruled out
// contradicts nothing (a blind-panel round).
const NEGATED_BEFORE =
  /(?<![\p{L}])(?:not|n.t|never|nor|without|nicht|kein\p{L}*|ohne|no|ni|sin|pas|sans|nem|não|sem)(?:\s+(?:too|so|overly|very|zu|allzu|so|demasiado|muy|tan|trop|si|très|muito|tão|demais))?\s+$/iu;

/** The first match of a pattern that is not negated ("not too formal"). */
function affirmed(pattern: RegExp, text: string): { term: string; index: number } | undefined {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  for (const match of text.matchAll(global)) {
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (!NEGATED_BEFORE.test(before)) return { term: match[0], index: match.index };
  }
  return undefined;
}

// The words that make up a length on its own: the two sides of a contradiction and their
// intensifiers.
const LENGTH_WORDS = new RegExp(
  `(?:${SHORT_WORDS.source}|${DETAILED_WORDS.source})|(?<![\\p{L}])(?:very|really|quite|fairly|extremely|super|too|not|sehr|muy|très|muito|please)(?![\\p{L}])`,
  'giu',
);
/** The line of `text` that holds the character at `index`. */
function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? text.length : end);
}
/**
 * "I need a detailed prep plan … 3. A short "Craig briefing"": a word on a list item of its own
 * describes that part, not the whole answer, so it contradicts nothing said elsewhere (round 328,
 * −0.50 for "follow short").
 */
function aboutDifferentParts(text: string, left: number, right: number): boolean {
  const leftLine = lineAt(text, left);
  const rightLine = lineAt(text, right);
  // "- short" or "- very detailed" under "Requirements:" is a constraint on the whole answer;
  // "- Short intro" names a part.
  const namesAPart = (line: string) =>
    LIST_ITEM.test(line) &&
    line
      .replace(LIST_MARKER, ' ')
      .replace(LENGTH_WORDS, ' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean).length > 0;
  return leftLine !== rightLine && (namesAPart(leftLine) || namesAPart(rightLine));
}

// "Everything" asked for ("tell me everything about…") is unbounded; "ask if everything's ok"
// and "check everything works" are not.
// Several versions asked for at once: opposite cues then describe different versions.
const SEVERAL_VERSIONS =
  /(?<![\p{L}])(?:(?:two|three|2|3|several|multiple|different) (?:versions|variants|variations|drafts|options)|one (?:[\p{L}]+ )?(?:more )?[\p{L}]+,? (?:and )?one (?:[\p{L}]+ )?(?:more )?[\p{L}]+|(?:zwei|2) (?:versionen|varianten)|(?:dos|2) (?:versiones|variantes)|(?:deux|2) (?:versions|variantes)|(?:duas|2) (?:versões|variantes))(?![\p{L}])/iu;

const UNBOUNDED =
  /(?<![\p{L}])(?:(?<=(?:tell me|include|cover|explain|list|know|write|describe|want|need|give me|about)\s)everything(?!.s |\s+(?:is|was|works?|went|goes|looks|seems)(?![\p{L}]))|as (?:much|long|many) as (?:possible|you can)|all (?:about|the details|you know)|no limit|unlimited|every single|alles über|todo lo posible|tout ce que|tudo o que)(?![\p{L}])/giu;
const NEGATIVE_START =
  /^(?:please\s+)?(?:don't|do not|never|avoid|no\s|not\s|stop\s|without\s|nicht|kein|nunca|no uses|ne\s|jamais|não\s)/iu;

// Clause-opening verbs, grouped by the task they start; two groups in one prompt = two tasks.
// English verbs end at a word's end ("planting" is no "plan"); the other languages' stems run on.
const ACTION_VERBS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'write',
    /^(?:(?:write|draft|compose|create|generate|produce)(?![\p{L}])|schreib|escribe|écris|rédige|escreva)/iu,
  ],
  ['summarise', /^(?:(?:summari[sz]e|condense|recap)(?![\p{L}])|fasse|resume|résume|resuma)/iu],
  ['translate', /^(?:translate(?![\p{L}])|übersetze|traduce|traduis|traduza)/iu],
  ['explain', /^(?:(?:explain|describe|teach)(?![\p{L}])|erkläre|explica|explique)/iu],
  ['compare', /^(?:(?:compare|contrast)(?![\p{L}])|vergleiche|compara)/iu],
  ['review', /^(?:review|critique|proofread|evaluate|assess)(?![\p{L}])/iu],
  ['plan', /^(?:(?:plan|schedule|outline)(?![\p{L}])|plane|planifica|planifie|planeje)/iu],
  ['code', /^(?:implement|code|refactor|debug|fix)(?![\p{L}])/iu],
  ['list', /^(?:list|brainstorm|suggest)(?![\p{L}])/iu],
];

function clauses(parts: readonly string[]): string[] {
  return parts
    .flatMap((sentence) =>
      sentence.split(
        /,?\s+(?:and then|then|and also|and|also|plus|und dann|und|y luego|y|et puis|et|e depois|e)\s+|;\s*/iu,
      ),
    )
    .map((clause) => clause.replace(/^[\s\-*•\d.)]+/, '').replace(/^please\s+/i, ''));
}

/** The distinct tasks a text starts, by clause-opening verb. */
export function actionVerbs(text: string): string[] {
  const found: string[] = [];
  for (const clause of clauses(sentences(text.length > 2000 ? text.slice(0, 2000) : text))) {
    for (const [group, pattern] of ACTION_VERBS) {
      if (pattern.test(clause) && !found.includes(group)) found.push(group);
    }
  }
  return found;
}

/** Element labels a keyword-stuffed prompt strings together. */
const LABEL_WORDS =
  /(?<![\p{L}])(?:you are|act as|role|audience|format|tone|style|constraints?|rules|requirements|examples?|for example|success|criteria|goal|purpose|context|background|length|persona|output|task|topic|must|do not)(?![\p{L}])/giu;

export interface WeaknessInput {
  /** The user's own words, material blanked out (instructionText). */
  text: string;
  doc: ParsedDocument;
  hits: readonly ElementHit[];
  /** Whether a recognisable task was found. */
  taskClear: boolean;
}

/** The weaknesses of a prompt, most serious first. */
export function detectWeaknesses({ text, doc, hits, taskClear }: WeaknessInput): Weakness[] {
  const found: Weakness[] = [];

  const contradictions: string[] = [];
  // "Give me 2 versions: one more casual, one more formal" asks for both on purpose.
  for (const [a, b] of SEVERAL_VERSIONS.test(text) ? [] : CONTRADICTIONS) {
    const left = affirmed(a, text);
    const right = affirmed(b, text);
    if (
      left &&
      right &&
      left.term.trim().toLowerCase() !== right.term.trim().toLowerCase() &&
      !aboutDifferentParts(text, left.index, right.index)
    ) {
      contradictions.push(left.term.trim(), right.term.trim());
    }
  }
  if (contradictions.length > 0) found.push({ id: 'contradiction', terms: contradictions });

  // Sections that name an element and say nothing, or appear twice.
  const empty = doc.sections
    .filter((section) => section.key && section.key !== 'task')
    .filter(
      (section) =>
        meaningfulWords(section.lines.join(' ')).length === 0 &&
        !/\d/.test(section.lines.join(' ')),
    )
    .map((section) => section.label);
  if (empty.length > 0) found.push({ id: 'empty-section', terms: empty });
  const labels = doc.sections.map((section) => section.label.toLowerCase());
  const twice = [...new Set(labels.filter((label, index) => labels.indexOf(label) !== index))];
  if (twice.length > 0) found.push({ id: 'duplicated-section', terms: twice });

  // Stuffing: many element labels, little said under them, or no real request among them.
  const labelHits = [
    ...new Set((text.match(LABEL_WORDS) ?? []).map((label) => label.toLowerCase())),
  ];
  // Elements named (by a label or a cue) that say little or nothing.
  const thin = hits.filter((hit) => hit.id !== 'inputs' && hit.named && hit.substance < 0.5).length;
  if (labelHits.length >= 4 && (thin >= 2 || !taskClear || empty.length >= 2)) {
    found.push({ id: 'keyword-stuffing', terms: labelHits });
  }

  // Vague words inside the material to work on ("…do whatever it takes.") are the material's:
  // the text is the user's own words already.
  const vague = vagueTerms(text, words(text));
  if (vague.length > 0) found.push({ id: 'vague-words', terms: vague });
  const unbounded = [...new Set((text.match(UNBOUNDED) ?? []).map((term) => term.toLowerCase()))];
  if (unbounded.length > 0) found.push({ id: 'unbounded-length', terms: unbounded });
  const verbs = actionVerbs(text);
  // Two asks of different kinds ("write ... and translate it") are two tasks; "write X and
  // explain it" is one task with a note.
  const distinct = verbs.filter((verb) => verb !== 'explain' && verb !== 'list');
  if (verbs.length >= 3 || (distinct.length >= 2 && doc.sections.length === 0)) {
    found.push({ id: 'split-tasks', terms: verbs });
  }
  const parts = sentences(text);
  if (parts.length > 0 && parts.every((part) => NEGATIVE_START.test(part))) {
    found.push({ id: 'negative-only', terms: parts.slice(0, 2) });
  }
  return found;
}
