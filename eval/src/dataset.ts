// The dev set: annotated prompts, quality ladders and keyword-stuffed nonsense, one JSON object
// per line (formats agreed in the engine–eval interface). Parsing validates every line and
// names the file, line and field of anything wrong.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containsWhole } from './tokens';

/** The task ids of the interface: the engine's metadata.task and the dev set's annotation. */
export const TASK_IDS = [
  'code-write',
  'code-debug',
  'code-review',
  'code-explain',
  'sql',
  'formula',
  'regex',
  'data-analysis',
  'email',
  'social-post',
  'article',
  'support-reply',
  'summary',
  'translation',
  'rewrite',
  'creative-writing',
  'meeting-notes',
  'plan',
  'comparison',
  'brainstorm',
  'qa',
  'general',
] as const;
export type TaskId = (typeof TASK_IDS)[number];

export const STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/** An audience and context that fit the prompt, for the "fitting options" option set. */
export interface FitOptions {
  targetAudience: string;
  context: string;
}

export interface DevPrompt {
  id: string;
  prompt: string;
  task: TaskId;
  /** ISO 639-1 code of the language the prompt is written in. */
  language: string;
  /** Tokens that must appear verbatim and whole in any enhanced prompt. */
  mustKeep: string[];
  hasAudience: boolean;
  hasFormat: boolean;
  strength: Strength;
  /** Harness-only addition to the interface's format. */
  fit: FitOptions;
  notes?: string;
}

export interface Ladder {
  id: string;
  task: TaskId;
  language: string;
  bad: string;
  medium: string;
  good: string;
}

export interface StuffedPrompt {
  id: string;
  prompt: string;
}

export interface Dataset {
  prompts: DevPrompt[];
  ladders: Ladder[];
  stuffed: StuffedPrompt[];
  /** sha256 of the three files, so a baseline says which dev set it was measured on. */
  hash: string;
}

export class DatasetError extends Error {
  constructor(readonly problems: string[]) {
    super(`The dev set has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'DatasetError';
  }
}

type Row = Record<string, unknown>;
type Check = (row: Row, where: string, problems: string[]) => void;

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

function requireString(row: Row, key: string, where: string, problems: string[]): void {
  if (!isNonEmptyString(row[key])) problems.push(`${where}: "${key}" must be a non-empty string`);
}

function requireTask(row: Row, where: string, problems: string[]): void {
  if (!(TASK_IDS as readonly unknown[]).includes(row['task'])) {
    problems.push(
      `${where}: "task" must be one of the interface's task ids, got ${JSON.stringify(row['task'])}`,
    );
  }
}

function requireLanguage(row: Row, where: string, problems: string[]): void {
  if (typeof row['language'] !== 'string' || !/^[a-z]{2}$/.test(row['language'])) {
    problems.push(`${where}: "language" must be an ISO 639-1 code such as "en"`);
  }
}

const checkPrompt: Check = (row, where, problems) => {
  requireString(row, 'id', where, problems);
  requireString(row, 'prompt', where, problems);
  requireTask(row, where, problems);
  requireLanguage(row, where, problems);
  for (const key of ['hasAudience', 'hasFormat']) {
    if (typeof row[key] !== 'boolean') problems.push(`${where}: "${key}" must be true or false`);
  }
  if (!(STRENGTHS as readonly unknown[]).includes(row['strength'])) {
    problems.push(`${where}: "strength" must be weak, medium or strong`);
  }
  const mustKeep = row['mustKeep'];
  if (!Array.isArray(mustKeep) || !mustKeep.every(isNonEmptyString)) {
    problems.push(`${where}: "mustKeep" must be an array of non-empty strings`);
  } else if (typeof row['prompt'] === 'string') {
    for (const token of mustKeep) {
      if (!containsWhole(row['prompt'], token)) {
        problems.push(
          `${where}: mustKeep token ${JSON.stringify(token)} is not a whole token of the prompt`,
        );
      }
    }
  }
  const fit = row['fit'] as Row | undefined;
  if (typeof fit !== 'object' || fit === null) {
    problems.push(`${where}: "fit" must be an object with targetAudience and context`);
  } else {
    requireString(fit, 'targetAudience', `${where} fit`, problems);
    requireString(fit, 'context', `${where} fit`, problems);
  }
  if (row['notes'] !== undefined && typeof row['notes'] !== 'string') {
    problems.push(`${where}: "notes" must be a string when present`);
  }
};

const checkLadder: Check = (row, where, problems) => {
  requireString(row, 'id', where, problems);
  requireTask(row, where, problems);
  requireLanguage(row, where, problems);
  for (const key of ['bad', 'medium', 'good']) requireString(row, key, where, problems);
};

const checkStuffed: Check = (row, where, problems) => {
  requireString(row, 'id', where, problems);
  requireString(row, 'prompt', where, problems);
};

/** Parses one JSONL text; every line must be a JSON object passing the check. */
export function parseJsonl<T>(text: string, file: string, check: Check, problems: string[]): T[] {
  const rows: T[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file} line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push(`${where}: not valid JSON`);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${where}: must be a JSON object`);
      return;
    }
    const before = problems.length;
    check(value as Row, where, problems);
    if (problems.length === before) rows.push(value as T);
  });
  return rows;
}

function checkUniqueIds(ids: readonly string[], problems: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`id "${id}" is used more than once`);
    seen.add(id);
  }
}

export const DATASET_FILES = {
  prompts: 'prompts.jsonl',
  ladders: 'ladders.jsonl',
  stuffed: 'stuffed.jsonl',
} as const;

/** Parses the three files' texts; throws a DatasetError listing every problem. */
export function parseDataset(texts: Record<keyof typeof DATASET_FILES, string>): Dataset {
  const problems: string[] = [];
  const prompts = parseJsonl<DevPrompt>(
    texts.prompts,
    DATASET_FILES.prompts,
    checkPrompt,
    problems,
  );
  const ladders = parseJsonl<Ladder>(texts.ladders, DATASET_FILES.ladders, checkLadder, problems);
  const stuffed = parseJsonl<StuffedPrompt>(
    texts.stuffed,
    DATASET_FILES.stuffed,
    checkStuffed,
    problems,
  );
  checkUniqueIds(
    [...prompts, ...ladders, ...stuffed].map((row) => row.id),
    problems,
  );
  if (problems.length > 0) throw new DatasetError(problems);
  const hash = createHash('sha256')
    .update(texts.prompts)
    .update('\0')
    .update(texts.ladders)
    .update('\0')
    .update(texts.stuffed)
    .digest('hex')
    .slice(0, 16);
  return { prompts, ladders, stuffed, hash };
}

export function loadDataset(directory: string): Dataset {
  return parseDataset({
    prompts: readFileSync(join(directory, DATASET_FILES.prompts), 'utf8'),
    ladders: readFileSync(join(directory, DATASET_FILES.ladders), 'utf8'),
    stuffed: readFileSync(join(directory, DATASET_FILES.stuffed), 'utf8'),
  });
}
