import { diffArrays } from 'diff';

/** One run of a word-level diff: text kept, added in the enhanced text, or removed from the original. */
export interface DiffSegment {
  type: 'equal' | 'added' | 'removed';
  text: string;
}

/**
 * The diff's work budget: Myers' diff costs about (tokens of both texts) × (edits between them).
 * Past it the whole texts are shown as one removal and one addition, so a huge paste never
 * stalls the page.
 */
export const MAX_DIFF_WORK = 4_000_000;

/** Words and the whitespace between them, so joining the tokens gives back the text exactly. */
export function tokenize(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(segments: DiffSegment[], type: DiffSegment['type'], text: string): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.type === type) last.text += text;
  else segments.push({ type, text });
}

/**
 * Word-level diff of `before` and `after`: jsdiff's Myers diff over our tokens (whole words and
 * the whitespace between them). Removals come before additions where both happen at one place,
 * and adjacent runs of one type are merged.
 */
export function diffWords(before: string, after: string): DiffSegment[] {
  const a = tokenize(before);
  const b = tokenize(after);
  // The common prefix and suffix are kept whole first: otherwise a space both texts share can
  // split one replaced phrase into several runs ("an" → "a formal" would read "a", " ", "formal").
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const segments: DiffSegment[] = [];
  push(segments, 'equal', a.slice(0, start).join(''));
  const maxEditLength = Math.floor(MAX_DIFF_WORK / Math.max(1, midA.length + midB.length));
  const changes = diffArrays(midA, midB, { maxEditLength });
  if (changes) {
    for (const change of changes) {
      const type = change.added ? 'added' : change.removed ? 'removed' : 'equal';
      push(segments, type, change.value.join(''));
    }
  } else {
    push(segments, 'removed', midA.join(''));
    push(segments, 'added', midB.join(''));
  }
  push(segments, 'equal', a.slice(endA).join(''));
  return segments;
}

/** Counts of words added and removed, for a one-line summary above the diff. */
export function diffStats(segments: readonly DiffSegment[]): { added: number; removed: number } {
  const words = (text: string) => tokenize(text).filter((t) => /\S/.test(t)).length;
  let added = 0;
  let removed = 0;
  for (const s of segments) {
    if (s.type === 'added') added += words(s.text);
    if (s.type === 'removed') removed += words(s.text);
  }
  return { added, removed };
}
