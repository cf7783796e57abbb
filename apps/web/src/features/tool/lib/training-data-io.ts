import {
  DIFFICULTIES,
  MESSAGES,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  type NewTrainingData,
  type TrainingDataItem,
} from '@silent/contracts';
import { parseCsvRecords, toCsv } from './csv';

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

export type ParsedImport = { ok: true; items: NewTrainingData[] } | { ok: false; message: string };

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : value === null || value === undefined
      ? ''
      : String(value).trim();

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function toItem(record: Record<string, unknown>, line: number): NewTrainingData | string {
  const input_text = text(record.input_text);
  const expected_output = text(record.expected_output);
  const category = text(record.category);
  if (!input_text || !expected_output || !category) {
    return `${MESSAGES.requiredFields} (row ${line}: input_text, expected_output, category)`;
  }
  const item: NewTrainingData = { input_text, expected_output, category };
  const subcategory = text(record.subcategory);
  if (subcategory) item.subcategory = subcategory;
  const targetAudience = text(record.target_audience);
  if (targetAudience) item.target_audience = targetAudience;
  const context = text(record.context);
  if (context) item.context = context;

  const enums = [
    ['difficulty_level', DIFFICULTIES],
    ['style', PROMPT_STYLES],
    ['length', PROMPT_LENGTHS],
  ] as const;
  for (const [field, allowed] of enums) {
    const value = text(record[field]);
    if (!value) continue;
    const known = oneOf<string>(allowed, value);
    if (!known) return `Row ${line}: ${field} must be one of ${allowed.join(', ')}`;
    (item as Record<string, unknown>)[field] = known;
  }

  const rawTags = record.tags;
  const tags = Array.isArray(rawTags)
    ? rawTags.map(text)
    : text(rawTags)
        .split(TAG_SEPARATOR)
        .map((t) => t.trim());
  const kept = tags.filter(Boolean);
  if (kept.length > 0) item.tags = kept;
  return item;
}

/** Reads a CSV (header row with the column names) or JSONL file into items to import. */
export function parseTrainingImport(content: string, format: ImportFormat): ParsedImport {
  let records: { record: Record<string, unknown>; line: number }[];
  if (format === 'csv') {
    records = parseCsvRecords(content).map((record, i) => ({ record, line: i + 2 }));
  } else {
    records = [];
    const lines = content.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]?.trim();
      if (!line) continue;
      try {
        const value: unknown = JSON.parse(line);
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
        records.push({ record: value as Record<string, unknown>, line: i + 1 });
      } catch {
        return { ok: false, message: `Line ${i + 1} is not a JSON object` };
      }
    }
  }
  if (records.length === 0) return { ok: false, message: 'The file has no training data' };
  const items: NewTrainingData[] = [];
  for (const { record, line } of records) {
    const item = toItem(record, line);
    if (typeof item === 'string') return { ok: false, message: item };
    items.push(item);
  }
  return { ok: true, items };
}
