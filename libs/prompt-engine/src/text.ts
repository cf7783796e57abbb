// Word-level text helpers shared by every pass (and by @silent/training through the BM25 index):
// one tokeniser, one stopword list. Unicode-aware so that non-English prompts tokenise as well as
// English ones.

import { stemmer } from 'stemmer';

const NON_ASCII_WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

// A hand-written scanner: several times faster than a Unicode regular expression, and words()
// runs on every text the engine reads.
function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  }
  return NON_ASCII_WORD_CHAR.test(String.fromCodePoint(text.codePointAt(index) ?? code));
}

function isJoiner(char: string | undefined): boolean {
  return char === "'" || char === '’' || char === '-';
}

// Long texts are tokenised several times per enhancement (the original, the enhanced prompt,
// their lines): the last few results are kept. Callers must not mutate the returned array.
const recent = new Map<string, string[]>();
const RECENT_MAX = 8;
const CACHE_FROM_CHARS = 200;

/** Lower-cased words (letters, marks and digits, keeping inner apostrophes and hyphens). */
export function words(text: string): string[] {
  if (text.length < CACHE_FROM_CHARS) return tokenise(text);
  const cached = recent.get(text);
  if (cached) return cached;
  const result = tokenise(text);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(text, result);
  return result;
}

function tokenise(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  let start = -1;
  for (let index = 0; index < lower.length; index += 1) {
    if (isWordChar(lower, index)) {
      if (start < 0) start = index;
      // Keep both halves of a surrogate pair together.
      if ((lower.charCodeAt(index) & 0xfc00) === 0xd800) index += 1;
      continue;
    }
    if (
      start >= 0 &&
      isJoiner(lower[index]) &&
      index + 1 < lower.length &&
      isWordChar(lower, index + 1)
    ) {
      continue;
    }
    if (start >= 0) found.push(lower.slice(start, index));
    start = -1;
  }
  if (start >= 0) found.push(lower.slice(start));
  return found;
}

export function wordSet(text: string): Set<string> {
  return new Set(words(text));
}

/** Word-set Jaccard index: |A ∩ B| / |A ∪ B|, 1 for two empty texts. */
export function jaccard(a: string, b: string): number {
  return jaccardOfSets(wordSet(a), wordSet(b));
}

export function jaccardOfSets(setA: ReadonlySet<string>, setB: ReadonlySet<string>): number {
  if (setA.size === 0 && setB.size === 0) return 1;
  let shared = 0;
  for (const word of setA) if (setB.has(word)) shared += 1;
  return shared / (setA.size + setB.size - shared);
}

/** Function words per language: what language detection counts and content words skip. */
export const FUNCTION_WORDS: Readonly<Record<'en' | 'de' | 'es' | 'fr' | 'pt', string>> = {
  en:
    'a an the and or but if then of to in on at by for with from into about as is are was were be ' +
    "been am do does did have has had it its it's this that these those there here i me my we our " +
    'us you your he she they them their his her what which who when where why how all any some ' +
    'no not only so than too very can could will would should may might must just also please',
  de:
    'der die das den dem des ein eine einen einem einer und oder aber nicht ist sind war für mit ' +
    'zu zum zur auf im in von vom über wie als auch dass ich wir sie er es du ihr mein meine unser ' +
    'unsere unseren unserem bitte nur noch schon kann können soll sollte muss wird werden bei nach ' +
    'aus diese dieser dieses einen sich mir mich uns dir dich',
  es:
    'el la los las un una unos unas y o pero no es son está están de del al en con por para que ' +
    'como sobre mi mis tu tus su sus nuestro nuestra nuestros nuestras lo le les se me te nos este ' +
    'esta estos estas muy más también solo puede puedes debe por favor hay ser cuando donde',
  fr:
    'le la les un une des et ou mais ne pas est sont de du au aux en dans avec pour par sur que ' +
    'qui ce cette ces mon ma mes ton ta tes notre nos votre vos leur leurs je tu il elle nous ' +
    "vous ils elles se très plus aussi seulement peut doit être avoir c'est d'un d'une l'on",
  pt:
    'o a os as um uma uns umas e ou mas não é são está estão de do da dos das no na nos nas em com ' +
    'por para que como sobre meu minha meus minhas seu sua seus suas nosso nossa nossos nossas ' +
    'lhe se me te este esta estes estas isso isto muito mais também só pode deve você vocês ao aos ' +
    'pra pro pras pros vc tá né',
};

// Directive verbs every prompt uses carry no subject; with the function words of the five
// scaffold languages they are skipped when counting content and ranking exemplars.
const DIRECTIVE_WORDS =
  'write make create give tell get help need want like one up out over under again further once ' +
  'new use using via per etc something thing things stuff draft generate check review explain ' +
  'describe summarise summarize translate rewrite fix debug compare list plan analyse analyze ' +
  'reply respond send turn convert show find';

/** Stopwords of every scaffold language plus the directive verbs (the BM25 tokeniser skips them). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  [...Object.values(FUNCTION_WORDS), DIRECTIVE_WORDS].join(' ').split(/\s+/),
);

/** Words that say something about the subject: no stopwords, no one-letter tokens. */
export function contentWords(text: string): string[] {
  return contentWordsOf(words(text));
}

export function contentWordsOf(tokens: readonly string[]): string[] {
  return tokens.filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/**
 * The tokeniser of the BM25 index (and of training, which imports it): lower-cased content
 * words, no stopwords, no one-letter tokens.
 */
export function terms(text: string): string[] {
  return contentWords(text);
}

/**
 * What requests are matched on (the BM25 index, a trained style's key terms): the content words
 * reduced to their Porter stems, so "customer" finds "customers" and "pricing" finds "price".
 * The agreement metric keeps whole words (terms): there a different word is a different text.
 */
export function stems(text: string): string[] {
  return terms(text).map((term) => stemmer(term));
}

/** Sentences and non-empty lines, trimmed; a line break always ends a sentence. */
/** A line that is a list item: a bullet ("-", "*", "•") or a number ("1.", "2)") and its text. */
/** A list item's marker at the start of a line: "- ", "• ", "3. ", "2) ". */
export const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])/u;
export const LIST_ITEM = new RegExp(`${LIST_MARKER.source}\\s+\\S`, 'u');

export function sentences(text: string): string[] {
  return text
    .replace(/([.!?。！？])[ \t\r]+(?=\S)/g, '$1\n')
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** Upper-cases the first character only. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words of a text as a lower-cased, single-spaced string (for containment checks). */
export function normalised(text: string): string {
  return words(text).join(' ');
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** True when every character is plain ASCII. */
export function isAsciiText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1)
    if (text.charCodeAt(index) > 127) return false;
  return true;
}

/** True when the text only uses Latin-script letters, digits and punctuation. */
export function isLatinText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x024f || (code >= 0x1e00 && code <= 0x1eff) || (code >= 0x2000 && code <= 0x206f))
      continue;
    return false;
  }
  return true;
}

/**
 * Every match of a global pattern, like `matchAll` but without the copy of the pattern
 * `matchAll` makes on each call (which costs more than the match on short texts). The
 * pattern's `lastIndex` is reset before and after.
 */
export function execAll(pattern: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  pattern.lastIndex = 0;
  return found;
}
