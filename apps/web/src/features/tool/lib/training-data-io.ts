// Training data files: what an export writes and which formats an import reads. Reading and
// checking an import lives in training-data-import.ts, loaded only when someone picks a file.
import type { TrainingDataItem } from '@silent/contracts';
import { toCsv } from '../../../lib/csv';

/** The columns of an exported file, in the entity's order; an import reads the same names. */
export const TRAINING_COLUMNS = [
  'input_text',
  'expected_output',
  'category',
  'subcategory',
  'difficulty_level',
  'style',
  'length',
  'target_audience',
  'context',
  'tags',
] as const;

/** Tags share one CSV cell, separated by this (a comma would fight the CSV quoting). */
export const TAG_SEPARATOR = '|';

export function trainingDataToCsv(items: readonly TrainingDataItem[]): string {
  return toCsv(
    TRAINING_COLUMNS,
    items.map((item) =>
      TRAINING_COLUMNS.map((column) =>
        column === 'tags' ? item.tags.join(TAG_SEPARATOR) : item[column],
      ),
    ),
  );
}

/** One JSON object per line with the importable fields (ids and counters are the server's). */
export function trainingDataToJsonl(items: readonly TrainingDataItem[]): string {
  return items
    .map((item) =>
      JSON.stringify(Object.fromEntries(TRAINING_COLUMNS.map((c) => [c, item[c]] as const))),
    )
    .map((line) => line + '\n')
    .join('');
}

export type ImportFormat = 'csv' | 'jsonl';

export function importFormatOf(fileName: string): ImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson') || lower.endsWith('.json'))
    return 'jsonl';
  return null;
}
