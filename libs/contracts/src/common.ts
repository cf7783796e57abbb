import { Kind, Type, type Static, type TSchema, type TObject } from '@sinclair/typebox';

/**
 * A schema annotation that carries the spec's user-facing message for a field.
 * The API's validator prefers it over the generic "must be ..." text.
 *
 * Why an `x-` key: OpenAPI 3.0 allows only its own keywords and `x-` extensions in a Schema
 * Object, and the document is generated from these very schemas. An extension keeps it valid
 * for strict validators and client generators while still showing each field's message to a
 * reader of the docs; stripping it in the OpenAPI transform would hide that and be a second
 * place to keep in step.
 */
export const ERROR_MESSAGE_KEY = 'x-error-message';

/** The message for a field that is missing or blank, where it differs from the error message. */
export const REQUIRED_MESSAGE_KEY = 'x-required-message';

/** The message for a string over its maxLength (or a list over its maxItems). */
export const TOO_LONG_MESSAGE_KEY = 'x-too-long-message';

/** Attaches the field's over-the-limit message (one of LENGTH_MESSAGES). */
export function withLimitMessage<T extends TSchema>(schema: T, tooLong: string): T {
  return { ...schema, [TOO_LONG_MESSAGE_KEY]: tooLong };
}

/** A string of at most `maxLength` characters that says so, in words, when it is longer. */
export function LimitedString(
  maxLength: number,
  tooLong: string,
  options: { minLength?: number; default?: string; description?: string } = {},
) {
  return withLimitMessage(Type.String({ ...options, maxLength }), tooLong);
}

export function withMessage<T extends TSchema>(
  schema: T,
  message: string,
  requiredMessage?: string,
): T {
  return {
    ...schema,
    [ERROR_MESSAGE_KEY]: message,
    ...(requiredMessage ? { [REQUIRED_MESSAGE_KEY]: requiredMessage } : {}),
  };
}

export const STRING_ENUM_KIND = 'StringEnum';

/**
 * A string union that renders as `{ type: 'string', enum: [...] }` in JSON Schema / OpenAPI.
 * TypeBox checks it through the kind registered by `registerSchemaExtensions()`.
 */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { default?: T[number]; description?: string } = {},
) {
  return Type.Unsafe<T[number]>({
    [Kind]: STRING_ENUM_KIND,
    type: 'string',
    enum: [...values],
    ...options,
  });
}

/** A string that must contain something other than whitespace. */
export function NonBlankString(options: {
  maxLength: number;
  message?: string;
  /** What a too-long value is told (one of LENGTH_MESSAGES). */
  tooLong: string;
  description?: string;
}) {
  const schema = withLimitMessage(
    Type.String({
      minLength: 1,
      maxLength: options.maxLength,
      pattern: '\\S',
      ...(options.description ? { description: options.description } : {}),
    }),
    options.tooLong,
  );
  return options.message ? withMessage(schema, options.message) : schema;
}

export const IdSchema = Type.String({ format: 'uuid', description: 'UUID' });
export const IdParamsSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });
export const TimestampSchema = Type.String({ format: 'date-time' });

export const FieldErrorSchema = Type.Object({
  field: Type.String({ description: 'Dotted path of the offending field, empty for the body' }),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldErrorSchema>;

/** Failure envelope: `error` is always a human sentence. */
export const ErrorEnvelopeSchema = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.String(),
    details: Type.Optional(Type.Unknown()),
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** Success envelope around a payload schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), data });
}
export type SuccessEnvelope<T> = { success: true; data: T };

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint. `public`: anyone, and who asks makes no difference; `viewer`:
 * anyone, but the answer depends on who asks, so a token, when one is sent, is verified (a bad
 * one is a 401, never a silent downgrade to anonymous); `user`: any signed-in user; `admin`:
 * ADMIN_EMAILS only. What a signed-in caller may see or change of a given row is decided by the
 * access policy in @silent/data.
 */
export type EndpointAccess = 'public' | 'viewer' | 'user' | 'admin';

/**
 * Which rate-limit bucket the endpoint falls in (see the API's rate-limit plugin): `default`
 * and `strict` count requests; `engine` counts the prompts a request asks the engine to
 * enhance (one, or each of a batch's `prompts`) against the strict limit.
 */
export type EndpointThrottle = 'default' | 'strict' | 'engine';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify-style path: `/api/prompt/templates/:id/apply`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: EndpointAccess;
  /**
   * `user` endpoints only: a per-user API key (`Authorization: Bearer slk_...`) is accepted as
   * well as a session token, and stands for its owner. Only the library's serving endpoints
   * take one; anywhere else a live key is refused (403).
   */
  apiKey?: boolean;
  throttle: EndpointThrottle;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  /** Every status the endpoint answers with, each with its envelope schema. */
  responses: Readonly<Record<number, TSchema>>;
  /** The status of the success answer (200 or 201). */
  successStatus: 200 | 201;
}

/** Keeps literal types of an endpoint while checking its shape. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** Error statuses most endpoints share; each endpoint lists the ones it really answers. */
export const errorResponses = {
  badRequest: { 400: ErrorEnvelopeSchema },
  unauthorized: { 401: ErrorEnvelopeSchema },
  forbidden: { 403: ErrorEnvelopeSchema },
  notFound: { 404: ErrorEnvelopeSchema },
  conflict: { 409: ErrorEnvelopeSchema },
  tooLarge: { 413: ErrorEnvelopeSchema },
  unsupported: { 415: ErrorEnvelopeSchema },
  rateLimited: { 429: ErrorEnvelopeSchema },
  server: { 500: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
} as const;

/** The statuses every endpoint can answer whatever it does. */
export const baseErrors = {
  ...errorResponses.rateLimited,
  ...errorResponses.server,
} as const;

/** The statuses every endpoint that takes a body can answer. */
export const bodyErrors = {
  ...errorResponses.badRequest,
  ...errorResponses.tooLarge,
  ...errorResponses.unsupported,
  ...baseErrors,
} as const;
