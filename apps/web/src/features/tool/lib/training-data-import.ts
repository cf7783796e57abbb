// Reads an imported training data file and checks every row against the contract before
// anything is sent. Loaded on demand (it brings the CSV parser and TypeBox's value checker).
import {
  MESSAGES,
  NewTrainingDataSchema,
  registerSchemaExtensions,
  type NewTrainingData,
} from '@silent/contracts';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { parseCsvRecords } from '../../../lib/csv-records';
import { TAG_SEPARATOR, TRAINING_COLUMNS, type ImportFormat } from './training-data-io';

export type ParsedImport = { ok: true; items: NewTrainingData[] } | { ok: false; message: string };

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : value === null || value === undefined
      ? ''
      : String(value).trim();

// The style, length and difficulty enums are a custom TypeBox kind: register it before checking.
registerSchemaExtensions();

const REQUIRED_COLUMNS = ['input_text', 'expected_output', 'category'] as const;

/** A row as the API would receive it: text trimmed, empty optional cells left out, tags split. */
function toCandidate(record: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const column of TRAINING_COLUMNS) {
    if (column === 'tags') continue;
    const value = text(record[column]);
    if (value) item[column] = value;
  }
  const rawTags = record.tags;
  const tags = (Array.isArray(rawTags) ? rawTags : text(rawTags).split(TAG_SEPARATOR))
    .map(text)
    .filter(Boolean);
  if (tags.length > 0) item.tags = tags;
  return item;
}

/** What is wrong with one value, in the user's words. */
function describeProblem(error: ValueError): string {
  const { schema } = error;
  switch (error.type) {
    case ValueErrorType.StringMaxLength:
      return `must be at most ${schema.maxLength} characters`;
    case ValueErrorType.ArrayMaxItems:
      return `must have at most ${schema.maxItems} entries`;
    case ValueErrorType.Kind:
      return Array.isArray(schema.enum)
        ? `must be one of ${schema.enum.join(', ')}`
        : error.message.toLowerCase();
    default:
      return error.message.toLowerCase();
  }
}

/**
 * Checks a row against the contract's NewTrainingDataSchema (the API's own rules, length limits
 * included) and returns the item, or the first problem naming the row and the field.
 */
function toItem(record: Record<string, unknown>, row: number): NewTrainingData | string {
  const item = toCandidate(record);
  const blank = REQUIRED_COLUMNS.filter((column) => item[column] === undefined);
  if (blank.length > 0) return `${MESSAGES.requiredFields} (row ${row}: ${blank.join(', ')})`;
  const error = Value.Errors(NewTrainingDataSchema, item).First();
  if (!error) return item as NewTrainingData;
  const [field = '', index] = error.path.split('/').slice(1);
  const where = index === undefined ? field : `${field} (entry ${Number(index) + 1})`;
  return `Row ${row}: ${where} ${describeProblem(error)}`;
}

/**
 * Reads a CSV (header row with the column names) or JSONL file into items to import. Every row
 * is checked first, so one bad row fails the whole import before any chunk is sent.
 */
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
