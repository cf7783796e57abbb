// The tools' inputs, written once as TypeBox from the contracts (the API's own request
// schemas), and turned into what each consumer needs: zod for the MCP SDK (which validates
// and lists tools from zod), plain JSON Schema for anyone else, and a checker that answers in
// the contracts' own words for the command line.
import {
  ApplyTemplateRequestSchema,
  EnhanceRequestSchema,
  ERROR_MESSAGE_KEY,
  IdSchema,
  PromptNameSchema,
  REQUIRED_MESSAGE_KEY,
  ServePromptQuerySchema,
  registerSchemaExtensions,
  TOO_LONG_MESSAGE_KEY,
  VariationsRequestSchema,
} from '@silent/contracts';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { z } from 'zod';

registerSchemaExtensions();

/** enhance_prompt: exactly the body of POST /api/prompt/enhance. */
export const EnhanceToolInput = EnhanceRequestSchema;
/** score_prompt: the prompt field of the enhance request. */
export const ScoreToolInput = Type.Pick(EnhanceRequestSchema, ['originalPrompt'], {
  additionalProperties: false,
});
/** generate_variations: the body of POST /api/prompt/variations. */
export const VariationsToolInput = VariationsRequestSchema;
/** list_templates: an optional category filter. */
export const ListTemplatesToolInput = Type.Object(
  {
    category: Type.Optional(
      Type.String({ description: 'Only templates of this category (e.g. email, marketing)' }),
    ),
  },
  { additionalProperties: false },
);
/** apply_template: the path id and the body of POST /api/prompt/templates/:id/apply. */
export const ApplyTemplateToolInput = Type.Object(
  {
    id: Type.String({ ...IdSchema, description: 'The template id, from list_templates' }),
    ...ApplyTemplateRequestSchema.properties,
  },
  { additionalProperties: false },
);

/** get_prompt: the path name and the query of GET /api/prompts/:name (label, fallback). */
export const GetPromptToolInput = Type.Object(
  {
    name: Type.String({
      ...PromptNameSchema,
      description: 'The prompt’s name in the library, e.g. support/refund-reply',
    }),
    ...ServePromptQuerySchema.properties,
  },
  { additionalProperties: false },
);

export type EnhanceToolArgs = Static<typeof EnhanceToolInput>;
export type ScoreToolArgs = Static<typeof ScoreToolInput>;
export type VariationsToolArgs = Static<typeof VariationsToolInput>;
export type ListTemplatesToolArgs = Static<typeof ListTemplatesToolInput>;
export type ApplyTemplateToolArgs = Static<typeof ApplyTemplateToolInput>;
export type GetPromptToolArgs = Static<typeof GetPromptToolInput>;

/** The schema as plain JSON Schema (TypeBox keeps its kind under symbol keys). */
export function jsonSchemaOf(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}

/**
 * The same schema as zod, which is what the MCP SDK validates tool arguments with and lists
 * them from: the JSON Schema a client sees is the contract's, round-tripped.
 */
export function zodOf<T extends TSchema>(schema: T): z.ZodType<Static<T>> {
  return z.fromJSONSchema(jsonSchemaOf(schema) as never) as unknown as z.ZodType<Static<T>>;
}

/** Input the contracts refuse, with the contracts' own message for it. */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
}

function messageFor(error: {
  type: ValueErrorType;
  path: string;
  message: string;
  schema: TSchema;
  value: unknown;
}): string {
  const annotations = error.schema as Record<string, unknown>;
  const text = (key: string) =>
    typeof annotations[key] === 'string' ? (annotations[key] as string) : undefined;
  const field = error.path.replace(/^\//, '').replace(/\//g, '.');
  if (error.type === ValueErrorType.StringMaxLength) {
    return text(TOO_LONG_MESSAGE_KEY) ?? `"${field}" is too long`;
  }
  const blank =
    error.value === undefined || (typeof error.value === 'string' && error.value.trim() === '');
  const required = text(REQUIRED_MESSAGE_KEY);
  if (blank && required) return required;
  const custom = text(ERROR_MESSAGE_KEY);
  if (custom) return custom;
  if (Array.isArray(annotations.enum)) {
    return `"${field}" must be one of: ${(annotations.enum as string[]).join(', ')}`;
  }
  return field ? `"${field}": ${error.message.toLowerCase()}` : error.message;
}

/** Returns `value` typed when it satisfies `schema`; throws InvalidInputError otherwise. */
export function checkInput<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const first = Value.Errors(schema, value).First();
  if (first) throw new InvalidInputError(messageFor(first));
  return value as Static<T>;
}
