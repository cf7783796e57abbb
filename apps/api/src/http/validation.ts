import {
  ERROR_MESSAGE_KEY,
  REQUIRED_MESSAGE_KEY,
  TOO_LONG_MESSAGE_KEY,
  registerSchemaExtensions,
  type FieldError,
} from '@silent/contracts';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';

registerSchemaExtensions();

/** Raised by the validator; the error handler turns it into a 400 envelope. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly fields: FieldError[],
  ) {
    super(message);
  }
}

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.');
}

const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

const OVER_LIMIT = new Set([ValueErrorType.StringMaxLength, ValueErrorType.ArrayMaxItems]);

/**
 * One failure in words. Each kind of failure has its own message: a missing or blank field is
 * asked for (its required message), a field over its limit is told the limit (its too-long
 * message), anything else gets the field's own message or a generic one naming the field.
 */
function describe(
  error: { type: ValueErrorType; path: string; message: string; schema: TSchema; value: unknown },
  part: string,
): FieldError {
  const field = fieldName(error.path);
  const annotations = error.schema as Record<string, unknown>;
  const text = (key: string) =>
    typeof annotations[key] === 'string' ? (annotations[key] as string) : undefined;
  const where = field ? `${part} field "${field}"` : `${part}`;
  if (OVER_LIMIT.has(error.type)) {
    const limit = error.type === ValueErrorType.StringMaxLength ? 'maxLength' : 'maxItems';
    const unit = limit === 'maxLength' ? 'characters' : 'items';
    const message =
      text(TOO_LONG_MESSAGE_KEY) ?? `${where} is too long: at most ${annotations[limit]} ${unit}`;
    return { field, message };
  }
  const required = text(REQUIRED_MESSAGE_KEY);
  if (required && isBlank(error.value)) return { field, message: required };
  const custom = text(ERROR_MESSAGE_KEY);
  if (custom) return { field, message: custom };
  return { field, message: `${where}: ${error.message.toLowerCase()}` };
}

/** Fields the schema does not declare are refused by name, not with a generic message. */
function unknownFields(schema: TSchema, value: unknown, part: string): FieldError[] {
  if (schema.type !== 'object' || schema.additionalProperties !== false) return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const known = new Set(Object.keys(schema.properties ?? {}));
  return Object.keys(value)
    .filter((key) => !known.has(key))
    .map((key) => ({ field: key, message: `Unknown ${part} field "${key}"` }));
}

/**
 * Validates with TypeBox (defaults applied, query strings converted to numbers) and reports
 * the spec's own message when a schema carries one.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check: TypeCheck<TSchema> = TypeCompiler.Compile(schema);
  const part = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
  return (input: unknown) => {
    let value: unknown;
    try {
      value = Value.Default(schema, structuredCloneSafe(input));
    } catch {
      // JSON nested thousands of levels deep overflows the stack while cloning: a client error.
      const message = `${part}: nested too deeply`;
      return { error: new RequestValidationError(message, [{ field: '', message }]) };
    }
    if (part === 'query' || part === 'params') value = Value.Convert(schema, value);
    if (check.Check(value)) {
      const nul = nulCharacterField(value, '');
      if (nul === undefined) return { value: wellFormedText(value) };
      // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
      const where = nul ? `${part} field "${nul}"` : part;
      const message = `${where}: must not contain NUL characters`;
      return { error: new RequestValidationError(message, [{ field: nul, message }]) };
    }
    const unknown = unknownFields(schema, value, part);
    const fields =
      unknown.length > 0 ? unknown : [...check.Errors(value)].map((e) => describe(e, part));
    const first = fields[0];
    const message = first ? first.message : `Invalid ${part}`;
    return { error: new RequestValidationError(message, dedupe(fields)) };
  };
};

/** The dotted path of the first key or string value containing U+0000, if any. */
function nulCharacterField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return field;
    const found = nulCharacterField(item, field);
    if (found !== undefined) return found;
  }
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Unpaired UTF-16 surrogates (legal in JSON, e.g. an emoji cut in half) become U+FFFD, as they
 * would in a text column anyway: PostgreSQL's jsonb refuses their escapes outright.
 * Changes the (already cloned) value in place.
 */
function wellFormedText(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = wellFormedText(record[key]);
    const fixedKey = key.replace(LONE_SURROGATE, '\uFFFD');
    if (fixedKey !== key) delete record[key];
    if (fixedKey !== key || item !== record[key]) {
      Object.defineProperty(record, fixedKey, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return value;
}

function structuredCloneSafe(input: unknown): unknown {
  return input === undefined || input === null ? input : structuredClone(input);
}

function dedupe(fields: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return fields.filter((f) => {
    const key = `${f.field}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
