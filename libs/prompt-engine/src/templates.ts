// Template rendering: `{{name}}` placeholders, listed in order and filled in one pass, refusing
// missing (blank) and unknown variables with the spec's message.

import { missingVariablesMessage } from '@silent/contracts';

const VARIABLE_RE = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** The distinct variable names of a template body, in order of first use. */
export function extractVariables(body: string): string[] {
  return [...new Set([...body.matchAll(VARIABLE_RE)].map((match) => match[1] ?? ''))];
}

export function unknownVariablesMessage(names: readonly string[]): string {
  return `Unknown variables: ${names.join(', ')}`;
}

/** Thrown when variables are missing (absent or blank) or not used by the template. */
export class TemplateVariablesError extends Error {
  readonly missing: string[];
  readonly unknown: string[];

  constructor(missing: string[], unknown: string[]) {
    const parts = [
      ...(missing.length > 0 ? [missingVariablesMessage(missing)] : []),
      ...(unknown.length > 0 ? [unknownVariablesMessage(unknown)] : []),
    ];
    super(parts.join('. '));
    this.name = 'TemplateVariablesError';
    this.missing = missing;
    this.unknown = unknown;
  }
}

/**
 * Fills every `{{name}}` with its trimmed value. Values are inserted literally: a value that
 * itself contains `{{...}}` is not rendered again.
 */
export function renderTemplate(body: string, variables: Readonly<Record<string, string>>): string {
  const names = extractVariables(body);
  const missing = names.filter((name) => (variables[name] ?? '').trim().length === 0);
  const unknown = Object.keys(variables).filter((name) => !names.includes(name));
  if (missing.length > 0 || unknown.length > 0) throw new TemplateVariablesError(missing, unknown);
  return body.replace(VARIABLE_RE, (_, name: string) => (variables[name] ?? '').trim());
}
