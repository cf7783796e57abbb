/** One run of a word-level diff: text kept, added in the enhanced text, or removed from the original. */
export interface DiffSegment {
  type: 'equal' | 'added' | 'removed';
  text: string;
}

/**
 * Past this many LCS cells (tokens of a times tokens of b) the table would cost too much memory
 * for an in-browser diff, so the whole texts are shown as one removal and one addition.
 */
export const MAX_DIFF_CELLS = 4_000_000;

/** Words and the whitespace between them, so joining the tokens gives back the text exactly. */
export function tokenize(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(segments: DiffSegment[], type: DiffSegment['type'], text: string): void {
  const last = segments[segments.length - 1];
  if (last && last.type === type) last.text += text;
  else segments.push({ type, text });
}

/**
 * Word-level diff of `before` and `after` by longest common subsequence. Removals come before
 * additions where both happen at one place, and adjacent runs of one type are merged.
 */
export function diffWords(before: string, after: string): DiffSegment[] {
  const a = tokenize(before);
  const b = tokenize(after);
  const segments: DiffSegment[] = [];

  // Trim the common prefix and suffix first: prompts often share long runs, and it shrinks the table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  if (start > 0) push(segments, 'equal', a.slice(0, start).join(''));

  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;

  if (n > 0 && m > 0 && n * m <= MAX_DIFF_CELLS) {
    // lcs[i * (m + 1) + j] = LCS length of midA[i..] and midB[j..]
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          midA[i] === midB[j]
            ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(segments, 'equal', midA[i] ?? '');
        i++;
        j++;
      } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
        push(segments, 'removed', midA[i] ?? '');
        i++;
      } else {
        push(segments, 'added', midB[j] ?? '');
        j++;
      }
    }
    if (i < n) push(segments, 'removed', midA.slice(i).join(''));
    if (j < m) push(segments, 'added', midB.slice(j).join(''));
  } else {
    if (n > 0) push(segments, 'removed', midA.join(''));
    if (m > 0) push(segments, 'added', midB.join(''));
  }

  if (endA < a.length) push(segments, 'equal', a.slice(endA).join(''));
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
