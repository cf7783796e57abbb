// Word-level text helpers shared by the analyser, the scorer, the exemplar ranker and the metric.
// Unicode-aware so that non-English prompts tokenise as well as English ones.

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

/** Lower-cased words (letters, marks and digits, keeping inner apostrophes and hyphens). */
export function words(text: string): string[] {
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
  const setA = wordSet(a);
  const setB = wordSet(b);
  if (setA.size === 0 && setB.size === 0) return 1;
  let shared = 0;
  for (const word of setA) if (setB.has(word)) shared += 1;
  return shared / (setA.size + setB.size - shared);
}

// English function words plus the directive verbs every prompt uses; they carry no subject.
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then else of to in on at by for with from into onto about as is are was ' +
    "were be been being am do does did doing have has had having it its it’s it's this that these " +
    'those there here i me my we our us you your he she they them their his her him what which who ' +
    'whom whose when where why how all any both each few more most other some such no nor not only ' +
    'own same so than too very can could will would shall should may might must just also please ' +
    'write make create give tell get help need want like some one up out over under again further ' +
    'once new use using via per etc'
  ).split(' '),
);

/** Words that say something about the subject: no stopwords, no one-letter tokens. */
export function contentWords(text: string): string[] {
  return contentWordsOf(words(text));
}

export function contentWordsOf(tokens: readonly string[]): string[] {
  return tokens.filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** Sentences and non-empty lines, trimmed; a line break always ends a sentence. */
export function sentences(text: string): string[] {
  return text
    .replace(/([.!?。！？])[ \t\r]+/g, '$1\n')
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
