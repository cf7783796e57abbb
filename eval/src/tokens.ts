// Facts as whole tokens. A fact such as "WINTER30", "#B-55120", "v4.0.2" or "EC1A 1BB" is kept
// only if it appears with nothing glued to either side; a listed fact that is only a piece of
// one of the original's tokens ("WINTER3", "55120", "0.2", "EC1A") is a fragment.

const WORD_CHAR = /[\p{L}\p{N}_]/u;
/** Characters that join two word characters into one token: "B-55120", "4.0.2", "3/22". */
const JOINERS = new Set(['-', '.', '/', ':', ',', "'", '’', '+', '&']);
/** A sigil that belongs to the token it precedes: "#B-55120", "@dana", "€3,000". */
const SIGILS = new Set(['#', '@', '$', '€', '£']);
/** A sign that belongs to the number it follows: "30%" is one fact, "30" a piece of it. */
const SUFFIXES = new Set(['%']);

const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/** True when text[start, end) is not glued to a word before or after it. */
export function isWholeAt(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (isWordChar(before)) return false;
  if (before !== undefined && SIGILS.has(before)) return false;
  if (before !== undefined && JOINERS.has(before) && isWordChar(text[start - 2])) return false;
  const after = text[end];
  if (isWordChar(after)) return false;
  if (after !== undefined && SUFFIXES.has(after) && isWordChar(text[end - 1])) return false;
  if (after !== undefined && JOINERS.has(after) && isWordChar(text[end + 1])) return false;
  return true;
}

/** Start offsets of every whole occurrence of token in text (case-sensitive, verbatim). */
export function wholeOccurrences(text: string, token: string): number[] {
  const starts: number[] = [];
  if (token.length === 0) return starts;
  for (let index = text.indexOf(token); index !== -1; index = text.indexOf(token, index + 1)) {
    if (isWholeAt(text, index, index + token.length)) starts.push(index);
  }
  return starts;
}

export function containsWhole(text: string, token: string): boolean {
  return wholeOccurrences(text, token).length > 0;
}

/**
 * Whether a fact the engine lists is a whole token of the original: it occurs whole, and at
 * least one such occurrence is not strictly inside a compound fact the annotation names as one
 * unit. A unit is a must-keep token with a digit in it ("EC1A 1BB", "15. März", "React 19",
 * "Fri 3/22"): splitting those loses the fact. Word-only phrases (a quoted sentence, an error
 * message, "Herrn Keller") are not units, so naming one of their words is not a fragment.
 */
export function isWholeFactOf(
  original: string,
  fact: string,
  mustKeep: readonly string[],
): boolean {
  const trimmed = fact.trim();
  if (trimmed.length === 0) return false;
  const spans = mustKeep
    .filter((unit) => unit !== trimmed && /\p{N}/u.test(unit) && unit.includes(trimmed))
    .flatMap((unit) =>
      wholeOccurrences(original, unit).map((start) => [start, start + unit.length] as const),
    );
  return wholeOccurrences(original, trimmed).some((start) => {
    const end = start + trimmed.length;
    return !spans.some(([from, to]) => from <= start && end <= to);
  });
}

/** The listed facts that are not whole tokens of the original. */
export function fragmentsOf(
  original: string,
  listedFacts: readonly string[],
  mustKeep: readonly string[],
): string[] {
  return listedFacts.filter((fact) => !isWholeFactOf(original, fact, mustKeep));
}

// Headings under which an engine lists what it keeps verbatim, in the dev set's languages.
const FACTS_HEADING =
  /^(?:#{1,6}\s*|\*\*)?\s*(?:keep (?:these )?(?:exactly|verbatim)|facts(?: to keep)?|keep exactly as written|(?:genau|wörtlich) (?:so )?übernehmen|unverändert übernehmen|fakten|mantener (?:tal cual|exactamente)|datos que (?:hay que )?mantener|conserver (?:tel quel|exactement)|manter (?:exatamente|como está))\b[^\n]*$/i;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+(.+?)\s*$/;

/**
 * The facts an output lists in a "keep exactly" section: the list items under such a heading,
 * up to the next heading or the first line that is not a list item. Backticks or quotes that
 * wrap a whole item are removed. Empty when there is no such section.
 */
export function parseFactsSection(output: string): string[] {
  const lines = output.split(/\r?\n/);
  const facts: string[] = [];
  let inside = false;
  for (const line of lines) {
    if (FACTS_HEADING.test(line.trim())) {
      inside = true;
      continue;
    }
    if (!inside) continue;
    if (line.trim() === '') {
      if (facts.length > 0) inside = false;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (!item?.[1]) {
      inside = false;
      continue;
    }
    facts.push(unwrap(item[1]));
  }
  return facts;
}

function unwrap(item: string): string {
  const pairs: ReadonlyArray<readonly [string, string]> = [
    ['`', '`'],
    ['"', '"'],
    ['“', '”'],
    ['„', '“'],
    ['«', '»'],
  ];
  for (const [open, close] of pairs) {
    if (item.length > 2 && item.startsWith(open) && item.endsWith(close)) {
      return item.slice(open.length, item.length - close.length);
    }
  }
  return item;
}
