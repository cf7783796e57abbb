// Turns environment strings into typed settings by a TypeBox schema: every variable is parsed
// by its schema's type (one boolean parser for all), checked against its bounds, and refused in
// words that name the variable and what it may be. Schema-driven, so adding a variable to the
// schema is all it takes.
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** README text for a default that depends on other settings (no static `default`). */
export const ENV_DEFAULT_TEXT = 'x-default-text';
/** What the variable may be, in words, where the schema's own bounds do not say it. */
export const ENV_ALLOWED = 'x-allowed';
/** A parser of its own: raw string → value, or undefined when the value is not allowed. */
export const ENV_PARSE = 'x-parse';
/** Never echo the value back (keys, passwords, URLs with credentials). */
export const ENV_SECRET = 'x-secret';
/** Set but empty is a value of its own (e.g. no web app), not "use the default". */
export const ENV_EMPTY_IS_VALUE = 'x-empty-is-value';

export type EnvParser<T> = (raw: string) => T | undefined;

/** The one way every boolean setting is read. */
export const BOOLEAN_WORDS = { true: ['true', '1', 'yes'], false: ['false', '0', 'no'] } as const;

export function parseBoolean(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  if ((BOOLEAN_WORDS.true as readonly string[]).includes(word)) return true;
  if ((BOOLEAN_WORDS.false as readonly string[]).includes(word)) return false;
  return undefined;
}

type Annotated = TSchema & Record<string, unknown>;

function range(schema: Annotated): string {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  if (max !== undefined) return ` of at most ${max}`;
  return '';
}

/** What a variable may be, in words, derived from its schema. */
export function allowedText(schema: TSchema): string {
  const s = schema as Annotated;
  if (typeof s[ENV_ALLOWED] === 'string') return s[ENV_ALLOWED] as string;
  if (Array.isArray(s.enum)) return `one of ${(s.enum as string[]).join(', ')}`;
  if (Array.isArray(s.anyOf)) {
    return `one of ${(s.anyOf as Annotated[]).map((option) => String(option.const)).join(', ')}`;
  }
  switch (s.type) {
    case 'boolean':
      return `one of ${[...BOOLEAN_WORDS.true, ...BOOLEAN_WORDS.false].join(', ')}`;
    case 'integer':
      return `a whole number${range(s)}`;
    case 'number':
      return `a number${range(s)}`;
    case 'array':
      return `a comma-separated list of ${allowedText(s.items as TSchema)}`;
    default:
      return 'text';
  }
}

/** `raw` as the schema's type, or undefined when it is not an allowed value. */
function convert(schema: TSchema, raw: string): unknown {
  const s = schema as Annotated;
  const text = raw.trim();
  let value: unknown;
  if (typeof s[ENV_PARSE] === 'function') {
    // A parser of its own has already checked everything it returns.
    return (s[ENV_PARSE] as EnvParser<unknown>)(text);
  }
  switch (s.type) {
    case 'boolean':
      value = parseBoolean(text);
      break;
    case 'integer':
      value = /^-?\d+$/.test(text) ? Number(text) : undefined;
      break;
    case 'number':
      value = text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
      break;
    case 'array': {
      const items = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => convert(s.items as TSchema, item));
      if (items.includes(undefined)) return undefined;
      // Items with a parser of their own were checked by it (TypeBox cannot check those).
      if (typeof (s.items as Annotated)[ENV_PARSE] === 'function') return items;
      value = items;
      break;
    }
    default:
      value = text;
  }
  return value !== undefined && Value.Check(schema, value) ? value : undefined;
}

function shown(raw: string): string {
  const text = raw.length > 60 ? `${raw.slice(0, 57)}...` : raw;
  return JSON.stringify(text);
}

export interface ParsedEnv<T extends TObject> {
  values: Static<T>;
  /** One sentence per refused variable, naming it and what it may be. */
  problems: string[];
}

/**
 * Reads every variable the schema declares. Unset or empty means its default (or undefined for
 * an optional one with a computed default) unless empty is a value of its own for it; anything
 * else must parse, or it is a problem.
 */
export function parseEnv<T extends TObject>(
  schema: T,
  env: Record<string, string | undefined>,
): ParsedEnv<T> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, property] of Object.entries(schema.properties) as [string, Annotated][]) {
    const raw = env[name];
    if (raw !== undefined && raw.trim() === '' && property[ENV_EMPTY_IS_VALUE]) {
      values[name] = '';
      continue;
    }
    if (raw === undefined || raw.trim() === '') {
      values[name] = property.default === undefined ? undefined : structuredClone(property.default);
      continue;
    }
    const value = convert(property, raw);
    if (value === undefined) {
      const given = property[ENV_SECRET] ? '' : `=${shown(raw)}`;
      problems.push(`${name}${given} is not valid: it must be ${allowedText(property)}`);
      continue;
    }
    values[name] = value;
  }
  return { values: values as Static<T>, problems };
}
