import { ERROR_MESSAGE_KEY, registerSchemaExtensions, type FieldError } from '@silent/contracts';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
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

function describe(
  error: { path: string; message: string; schema: TSchema },
  part: string,
): FieldError {
  const field = fieldName(error.path);
  const custom = (error.schema as Record<string, unknown>)[ERROR_MESSAGE_KEY];
  if (typeof custom === 'string') return { field, message: custom };
  const where = field ? `${part} field "${field}"` : `${part}`;
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
    let value = Value.Default(schema, structuredCloneSafe(input));
    if (part === 'query' || part === 'params') value = Value.Convert(schema, value);
    if (check.Check(value)) return { value };
    const unknown = unknownFields(schema, value, part);
    const fields =
      unknown.length > 0 ? unknown : [...check.Errors(value)].map((e) => describe(e, part));
    const first = fields[0];
    const message = first ? first.message : `Invalid ${part}`;
    return { error: new RequestValidationError(message, dedupe(fields)) };
  };
};

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
