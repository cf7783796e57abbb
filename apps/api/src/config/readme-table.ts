// The README's configuration table, generated from EnvSchema so the two cannot drift:
// config.spec.ts compares the README with these rows.
import type { TObject } from '@sinclair/typebox';
import { ENV_DEFAULT_TEXT } from './env-parsing';

export const TABLE_START =
  '<!-- env-table:start (generated from apps/api/src/config/env-schema.ts) -->';
export const TABLE_END = '<!-- env-table:end -->';

export type TableRow = [variable: string, defaultValue: string, meaning: string];

function defaultCell(schema: Record<string, unknown>): string {
  if (typeof schema[ENV_DEFAULT_TEXT] === 'string') return schema[ENV_DEFAULT_TEXT] as string;
  const value = schema.default;
  if (value === undefined || value === '' || value === false) {
    return value === false ? '`false`' : 'empty';
  }
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : `\`${value.join(',')}\``;
  if (typeof value === 'object' && value) return Object.keys(value).length === 0 ? 'empty' : '';
  return `\`${String(value)}\``;
}

export function configTableRows(schema: TObject): TableRow[] {
  return Object.entries(schema.properties).map(([name, property]) => {
    const annotated = property as unknown as Record<string, unknown>;
    return [`\`${name}\``, defaultCell(annotated), String(annotated.description ?? '')];
  });
}

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|');

/** The table as markdown (unpadded; prettier aligns it). */
export function renderConfigTable(schema: TObject): string {
  const lines = [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...configTableRows(schema).map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** The rows of the generated table in a README, cells trimmed (padding does not matter). */
export function readTableRows(readme: string): TableRow[] | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return undefined;
  return readme
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map(
      (line) =>
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim().replace(/\\\|/g, '|')) as TableRow,
    );
}

/** The README with its generated table replaced by `table`. */
export function replaceTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README has no generated configuration table');
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
