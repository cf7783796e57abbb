// Words as a reader counts them. Intl.Segmenter splits every script the dev set uses (Japanese
// has no spaces), so growth and overlap mean the same thing in every language.

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** The word-like segments of a text, lower-cased. */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const segment of segmenter.segment(text)) {
    if (segment.isWordLike) result.push(segment.segment.toLowerCase());
  }
  return result;
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** Word-set Jaccard: |A ∩ B| / |A ∪ B| over lower-cased words; 1 for two empty texts. */
export function wordJaccard(a: string, b: string): number {
  const left = new Set(words(a));
  const right = new Set(words(b));
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The largest Jaccard over every pair of texts (0 when there are fewer than two). */
export function maxPairwiseJaccard(texts: readonly string[]): number {
  let max = 0;
  for (let i = 0; i < texts.length; i += 1) {
    for (let j = i + 1; j < texts.length; j += 1) {
      max = Math.max(max, wordJaccard(texts[i] ?? '', texts[j] ?? ''));
    }
  }
  return max;
}

/**
 * Share of the enhanced text's words that are the user's own: each word of the original can
 * be matched once (a multiset intersection), so quoting the original verbatim counts its words
 * once and repeating them does not inflate the share.
 */
export function ownWordsShare(original: string, enhanced: string): number {
  const enhancedWords = words(enhanced);
  if (enhancedWords.length === 0) return 0;
  const available = new Map<string, number>();
  for (const word of words(original)) available.set(word, (available.get(word) ?? 0) + 1);
  let matched = 0;
  for (const word of enhancedWords) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      matched += 1;
      available.set(word, left - 1);
    }
  }
  return matched / enhancedWords.length;
}

/** Lines with content, trimmed. */
export function contentLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * A line as it is compared across outputs: lower-cased, list markers and emphasis stripped,
 * whitespace collapsed. "- Keep it short." and "* keep it short." are the same line.
 */
export function normaliseLine(line: string): string {
  return line
    .toLowerCase()
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The headings of a text: markdown headings, a bold line on its own, or a short "Label:" line
 * with nothing after the colon. Returned normalised so that "## Role" and "**Role**" match.
 */
export function headings(text: string): string[] {
  const found: string[] = [];
  for (const line of contentLines(text)) {
    const match =
      /^#{1,6}\s+(.+?)\s*#*$/.exec(line) ??
      /^\*\*([^*]+?)\*\*:?$/.exec(line) ??
      /^([\p{Lu}][\p{L}\p{N} /&'-]{1,40}):$/u.exec(line);
    const title = match?.[1];
    if (title) found.push(normaliseLine(title.replace(/:$/, '')));
  }
  return found;
}

/** Headings that occur more than once in the text. */
export function duplicatedHeadings(text: string): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const heading of headings(text)) {
    if (seen.has(heading)) twice.add(heading);
    seen.add(heading);
  }
  return [...twice];
}
