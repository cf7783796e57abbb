// Boilerplate: lines that recur across many outputs of one option set. A line that appears in
// at least a third of all outputs says nothing about any one prompt.

import { contentLines, normaliseLine, words } from './text';

export const BOILERPLATE_MIN_SHARE = 1 / 3;

export interface BoilerplateFigures {
  /** Share of all non-empty output lines that are recurring lines. */
  lineShare: number | null;
  /** Share of all output words that sit on recurring lines. */
  wordShare: number | null;
  /** The recurring lines, most frequent first (normalised). */
  recurring: Array<{ line: string; outputs: number }>;
}

/**
 * Counts, for every normalised line, in how many outputs it occurs (once per output), then
 * measures how much of the outputs those recurring lines make up.
 */
export function boilerplate(
  outputs: readonly string[],
  minShare = BOILERPLATE_MIN_SHARE,
): BoilerplateFigures {
  if (outputs.length === 0) return { lineShare: null, wordShare: null, recurring: [] };
  const perOutput = outputs.map((output) => contentLines(output).map(normaliseLine));
  const outputsWithLine = new Map<string, number>();
  for (const lines of perOutput) {
    for (const line of new Set(lines)) {
      outputsWithLine.set(line, (outputsWithLine.get(line) ?? 0) + 1);
    }
  }
  const threshold = Math.max(2, Math.ceil(outputs.length * minShare));
  const isRecurring = (line: string) => (outputsWithLine.get(line) ?? 0) >= threshold;
  let lines = 0;
  let recurringLines = 0;
  let totalWords = 0;
  let recurringWords = 0;
  for (const outputLines of perOutput) {
    for (const line of outputLines) {
      const count = words(line).length;
      lines += 1;
      totalWords += count;
      if (isRecurring(line)) {
        recurringLines += 1;
        recurringWords += count;
      }
    }
  }
  const recurring = [...outputsWithLine]
    .filter(([line]) => isRecurring(line))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([line, count]) => ({ line, outputs: count }));
  return {
    lineShare: lines === 0 ? null : recurringLines / lines,
    wordShare: totalWords === 0 ? null : recurringWords / totalWords,
    recurring,
  };
}
