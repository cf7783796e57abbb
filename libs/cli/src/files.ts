// Reading what the user points us at: a prompt list (.txt, .csv, .jsonl) and an eval dataset
// (.jsonl, .csv). Every problem names the file and line, never a stack trace.
import {
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import Papa from 'papaparse';
import { UsageError } from './errors';

type Row = Record<string, unknown>;

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`File not found: ${file}`);
    if (code === 'EISDIR') throw new UsageError(`${file} is a directory, not a file`);
    throw new UsageError(`Cannot read ${file} (${code ?? 'unknown error'})`);
  }
}

function kindOf(file: string, allowed: readonly string[]): string {
  const ext = extname(file).toLowerCase().replace('.', '');
  const kind = ext === 'ndjson' ? 'jsonl' : ext;
  if (!allowed.includes(kind)) {
    throw new UsageError(
      `${basename(file)}: unsupported file type "${ext || '(none)'}"; use ${allowed.map((k) => `.${k}`).join(', ')}`,
    );
  }
  return kind;
}

/** Rows of a JSONL file with their 1-based line numbers; blank lines are skipped. */
function jsonlRows(file: string, text: string): { line: number; value: unknown }[] {
  const rows: { line: number; value: unknown }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    try {
      rows.push({ line: index + 1, value: JSON.parse(raw) });
    } catch {
      throw new UsageError(`${basename(file)} line ${index + 1}: not valid JSON`);
    }
  });
  return rows;
}

/** Rows of a CSV file with a header row; line numbers count the header as line 1. */
function csvRows(file: string, text: string): { line: number; value: Row }[] {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fatal = parsed.errors.find((error) => error.type !== 'FieldMismatch');
  if (fatal) {
    const where = fatal.row === undefined ? '' : ` row ${fatal.row + 2}`;
    throw new UsageError(`${basename(file)}${where}: ${fatal.message}`);
  }
  return parsed.data.map((value, index) => ({ line: index + 2, value }));
}

const pick = (row: Row, keys: readonly string[]): string | undefined => {
  for (const key of keys) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
};

const INPUT_KEYS = ['input', 'input_text', 'prompt', 'originalPrompt'] as const;
const EXPECTED_KEYS = ['expected', 'expected_output', 'expectedOutput'] as const;

/** The prompts of a .txt (one per line), .csv (an input/prompt column) or .jsonl file. */
export function readPromptFile(file: string): string[] {
  const kind = kindOf(file, ['txt', 'csv', 'jsonl']);
  const text = readText(file);
  let prompts: string[];
  if (kind === 'txt') {
    prompts = text.split(/\r?\n/);
  } else {
    const rows = kind === 'csv' ? csvRows(file, text) : jsonlRows(file, text);
    prompts = rows.map(({ line, value }) => {
      if (typeof value === 'string') return value;
      const prompt =
        value && typeof value === 'object' ? pick(value as Row, INPUT_KEYS) : undefined;
      if (prompt === undefined) {
        throw new UsageError(
          `${basename(file)} line ${line}: no prompt (expected a field ${INPUT_KEYS.join(', ')})`,
        );
      }
      return prompt;
    });
  }
  const kept = prompts.map((prompt) => prompt.trim()).filter((prompt) => prompt !== '');
  if (kept.length === 0) throw new UsageError(`${basename(file)}: no prompts in the file`);
  return kept;
}

/** One row of an eval dataset: what a user typed and the prompt we want for it. */
export interface EvalRow {
  id: string;
  input: string;
  expected: string;
  category?: string;
  style?: PromptStyle;
  length?: PromptLength;
  targetAudience?: string;
  context?: string;
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  where: string,
  field: string,
): T | undefined {
  if (value === undefined) return undefined;
  const normalised = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(normalised)) return normalised as T;
  throw new UsageError(`${where}: ${field} "${value}" is not one of ${allowed.join(', ')}`);
}

/** An eval dataset (.jsonl or .csv): `input` and `expected` per row, options optional. */
export function readDataset(file: string): EvalRow[] {
  const kind = kindOf(file, ['jsonl', 'csv']);
  const text = readText(file);
  const rows = kind === 'csv' ? csvRows(file, text) : jsonlRows(file, text);
  const seen = new Set<string>();
  const dataset = rows.map(({ line, value }) => {
    const where = `${basename(file)} line ${line}`;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new UsageError(`${where}: expected an object with "input" and "expected"`);
    }
    const row = value as Row;
    const input = pick(row, INPUT_KEYS);
    const expected = pick(row, EXPECTED_KEYS);
    if (input === undefined) {
      throw new UsageError(`${where}: no input (expected a field ${INPUT_KEYS.join(', ')})`);
    }
    if (expected === undefined) {
      throw new UsageError(
        `${where}: no expected output (expected a field ${EXPECTED_KEYS.join(', ')})`,
      );
    }
    const id = pick(row, ['id']) ?? String(line);
    if (seen.has(id)) throw new UsageError(`${where}: id "${id}" is used twice`);
    seen.add(id);
    const category = pick(row, ['category']);
    const style = oneOf(pick(row, ['style']), PROMPT_STYLES, where, 'style');
    const length = oneOf(pick(row, ['length']), PROMPT_LENGTHS, where, 'length');
    const targetAudience = pick(row, ['audience', 'target_audience', 'targetAudience']);
    const context = pick(row, ['context']);
    return {
      id,
      input,
      expected,
      ...(category ? { category } : {}),
      ...(style ? { style } : {}),
      ...(length ? { length } : {}),
      ...(targetAudience ? { targetAudience } : {}),
      ...(context ? { context } : {}),
    };
  });
  if (dataset.length === 0) throw new UsageError(`${basename(file)}: no rows in the dataset`);
  return dataset;
}
