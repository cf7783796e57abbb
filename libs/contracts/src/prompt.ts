import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdParamsSchema,
  IdSchema,
  LimitedString,
  NonBlankString,
  StringEnum,
  baseErrors,
  bodyErrors,
  defineEndpoint,
  errorResponses,
  withLimitMessage,
  withMessage,
} from './common';
import {
  CONFIDENCE,
  DEFAULT_LENGTH,
  DEFAULT_STYLE,
  LIMITS,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  RATING,
  VARIATION_COUNT,
} from './constants';
import { LENGTH_MESSAGES, MESSAGES } from './messages';

export const PromptStyleSchema = StringEnum(PROMPT_STYLES, { default: DEFAULT_STYLE });
export const PromptLengthSchema = StringEnum(PROMPT_LENGTHS, { default: DEFAULT_LENGTH });

export const ConfidenceSchema = Type.Number({ minimum: CONFIDENCE.min, maximum: CONFIDENCE.max });

/** Options shared by every call that enhances text. */
export const EnhanceOptionsSchema = Type.Object({
  style: Type.Optional(PromptStyleSchema),
  length: Type.Optional(PromptLengthSchema),
  targetAudience: Type.Optional(
    LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.targetAudience),
  ),
  context: Type.Optional(LimitedString(LIMITS.contextMaxChars, LENGTH_MESSAGES.context)),
});
export type EnhanceOptions = Static<typeof EnhanceOptionsSchema>;

export const EnhanceRequestSchema = Type.Object(
  {
    originalPrompt: NonBlankString({
      maxLength: LIMITS.promptMaxChars,
      message: MESSAGES.enhancePromptRequired,
      tooLong: LENGTH_MESSAGES.prompt,
    }),
    ...EnhanceOptionsSchema.properties,
  },
  { additionalProperties: false },
);
export type EnhanceRequest = Static<typeof EnhanceRequestSchema>;

/** One scoring check: `points` is what it added to (or took from) the 0..10 score. */
export const ScoreCheckSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  passed: Type.Boolean(),
  points: Type.Number(),
  detail: Type.Optional(Type.String()),
});
export type ScoreCheck = Static<typeof ScoreCheckSchema>;

/** One thing the engine added to a prompt, and why (engine v2). */
export const EnhancementAdditionSchema = Type.Object({
  id: Type.String({
    description: 'What was added: role, format, edge-cases, unknowns, length, ...',
  }),
  reason: Type.String({ description: 'Why it was added to this prompt' }),
});
export type EnhancementAddition = Static<typeof EnhancementAdditionSchema>;

export const EnhancementMetadataSchema = Type.Object({
  processingTime: Type.Number({ description: 'Milliseconds spent enhancing' }),
  engine: StringEnum(['offline', 'llm'] as const),
  originalScore: ConfidenceSchema,
  checks: Type.Array(ScoreCheckSchema),
  originalChecks: Type.Optional(
    Type.Array(ScoreCheckSchema, {
      description: 'The checks behind originalScore: the prompt as written, before enhancing',
    }),
  ),
  task: Type.Optional(
    Type.String({ description: 'The task the engine detected (code-write, sql, email, ...)' }),
  ),
  taskConfidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  language: Type.Optional(Type.String({ description: 'ISO 639-1 code of the prompt’s language' })),
  facts: Type.Optional(
    Type.Array(Type.String(), { description: 'Facts detected and kept verbatim, as whole tokens' }),
  ),
  added: Type.Optional(Type.Array(EnhancementAdditionSchema)),
  suggestionIds: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Aligned with `suggestions`: what each one is about',
    }),
  ),
  style: Type.Optional(PromptStyleSchema),
  length: Type.Optional(PromptLengthSchema),
  exemplarIds: Type.Optional(Type.Array(Type.String())),
  fallbackReason: Type.Optional(Type.String()),
});
export type EnhancementMetadata = Static<typeof EnhancementMetadataSchema>;

/**
 * Returned with an anonymous visitor's enhancement only: the one thing that lets that client
 * rate it (the id alone does not). A signed-in user's enhancements are rated by their owner.
 */
export const RatingTokenSchema = LimitedString(
  LIMITS.shortTextMaxChars,
  LENGTH_MESSAGES.ratingToken,
  {
    minLength: 1,
  },
);

export const EnhancementResultSchema = Type.Object({
  id: IdSchema,
  ratingToken: Type.Optional(RatingTokenSchema),
  enhancedPrompt: Type.String(),
  suggestions: Type.Array(Type.String()),
  confidence: ConfidenceSchema,
  model: Type.String(),
  metadata: EnhancementMetadataSchema,
});
export type EnhancementResult = Static<typeof EnhancementResultSchema>;

/**
 * The Basic Enhancer's streamed enhancement (Server-Sent Events, outside the JSON endpoint
 * table because its answer is a stream, not an envelope). It takes the `enhancePrompt` body and
 * access; a refused request (400, 401, 429) answers with the usual JSON error envelope. A 200
 * answer is `text/event-stream`: any number of `delta` events (text as the model writes it; the
 * offline engine sends its whole draft as one), then exactly one `result` (the
 * EnhancementResult, stored in the history like `enhancePrompt`'s, and final: it may differ
 * from the deltas when the model's answer lost to the offline draft) or one `error`. Closing the
 * connection stops the model and stores nothing.
 */
export const ENHANCE_STREAM = {
  method: 'POST',
  path: '/api/prompt/enhance/stream',
  events: { delta: 'delta', result: 'result', error: 'error' },
} as const;
export const StreamDeltaSchema = Type.Object({ text: Type.String() });
export type StreamDelta = Static<typeof StreamDeltaSchema>;
export const StreamErrorSchema = Type.Object({ error: Type.String() });
export type StreamError = Static<typeof StreamErrorSchema>;

export const BatchEnhanceRequestSchema = Type.Object(
  {
    prompts: withLimitMessage(
      withMessage(
        Type.Array(LimitedString(LIMITS.promptMaxChars, LENGTH_MESSAGES.prompt), {
          minItems: 1,
          maxItems: LIMITS.batchMaxPrompts,
        }),
        MESSAGES.batchPromptRequired,
      ),
      LENGTH_MESSAGES.batchPrompts,
    ),
    ...EnhanceOptionsSchema.properties,
  },
  { additionalProperties: false },
);
export type BatchEnhanceRequest = Static<typeof BatchEnhanceRequestSchema>;

export const BatchResultItemSchema = Type.Object({
  id: IdSchema,
  ratingToken: Type.Optional(RatingTokenSchema),
  original: Type.String(),
  enhanced: Type.String(),
  confidence: ConfidenceSchema,
  suggestions: Type.Array(Type.String()),
  model: Type.String(),
});
export type BatchResultItem = Static<typeof BatchResultItemSchema>;

export const BatchSummarySchema = Type.Object({
  totalProcessed: Type.Integer({ minimum: 0 }),
  averageConfidence: ConfidenceSchema,
  processingTime: Type.Number({ description: 'Milliseconds for the whole batch' }),
});
export type BatchSummary = Static<typeof BatchSummarySchema>;

export const BatchEnhanceResultSchema = Type.Object({
  results: Type.Array(BatchResultItemSchema),
  summary: BatchSummarySchema,
});
export type BatchEnhanceResult = Static<typeof BatchEnhanceResultSchema>;

export const VariationsRequestSchema = Type.Object(
  {
    originalPrompt: NonBlankString({
      maxLength: LIMITS.promptMaxChars,
      message: MESSAGES.variationsPromptRequired,
      tooLong: LENGTH_MESSAGES.prompt,
    }),
    count: Type.Optional(
      Type.Literal(VARIATION_COUNT, { default: VARIATION_COUNT, description: 'Always 3' }),
    ),
    ...EnhanceOptionsSchema.properties,
  },
  { additionalProperties: false },
);
export type VariationsRequest = Static<typeof VariationsRequestSchema>;

export const VariationDetailSchema = Type.Object({
  axis: Type.String({ description: 'Machine name of the rewrite axis' }),
  label: Type.String({ description: 'Human name of the rewrite axis' }),
  confidence: ConfidenceSchema,
});
export type VariationDetail = Static<typeof VariationDetailSchema>;

export const VariationsResultSchema = Type.Object({
  variations: Type.Array(Type.String()),
  /** Aligned with `variations` by index. */
  details: Type.Array(VariationDetailSchema),
  model: Type.String(),
});
export type VariationsResult = Static<typeof VariationsResultSchema>;

export const AnalyticsSchema = Type.Object({
  totalHighRatedConversations: Type.Integer({ minimum: 0 }),
  averageRating: Type.Number({ minimum: 0, maximum: RATING.max }),
  mostUsedModel: Type.Union([Type.String(), Type.Null()]),
  modelUsage: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  totalEnhancements: Type.Integer({ minimum: 0 }),
  ratedEnhancements: Type.Integer({ minimum: 0 }),
  insights: Type.Object({
    successRate: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'Share (0..1) of rated enhancements rated 4 or 5',
    }),
  }),
});
export type Analytics = Static<typeof AnalyticsSchema>;

export const RatingRequestSchema = Type.Object(
  {
    rating: withMessage(
      Type.Integer({ minimum: RATING.min, maximum: RATING.max }),
      `Rating must be a whole number from ${RATING.min} to ${RATING.max}`,
    ),
    ratingToken: Type.Optional(RatingTokenSchema),
  },
  { additionalProperties: false },
);
export type RatingRequest = Static<typeof RatingRequestSchema>;

export const RatingResultSchema = Type.Object({ id: IdSchema, rating: Type.Integer() });
export type RatingResult = Static<typeof RatingResultSchema>;

export const ANALYTICS_SCOPES = ['own', 'product'] as const;
export type AnalyticsScope = (typeof ANALYTICS_SCOPES)[number];

export const AnalyticsQuerySchema = Type.Object(
  {
    scope: Type.Optional(
      StringEnum(ANALYTICS_SCOPES, {
        default: 'own',
        description: "own: the caller's enhancements; product: everyone's (admins only)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

/** A signed-in caller's enhancements land in their history; a bad token is a 401. */
const enhanceErrors = { ...errorResponses.unauthorized, ...bodyErrors } as const;

export const promptEndpoints = {
  enhancePrompt: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/enhance',
    summary:
      "Enhance one prompt (with the caller's own training where they have some, else the shared)",
    tags: ['prompt'],
    access: 'viewer',
    throttle: 'engine',
    body: EnhanceRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(EnhancementResultSchema), ...enhanceErrors },
  }),
  batchEnhance: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/batch-enhance',
    summary: 'Enhance up to 50 prompts; blank ones are dropped',
    tags: ['prompt'],
    access: 'viewer',
    throttle: 'engine',
    body: BatchEnhanceRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(BatchEnhanceResultSchema), ...enhanceErrors },
  }),
  generateVariations: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/variations',
    summary: 'Three rewrites of a prompt along different axes',
    tags: ['prompt'],
    access: 'viewer',
    throttle: 'engine',
    body: VariationsRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(VariationsResultSchema), ...enhanceErrors },
  }),
  getAnalytics: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/analytics',
    summary:
      "Usage and rating analytics computed from the caller's enhancement history (admins: also the whole product's)",
    tags: ['prompt'],
    access: 'user',
    throttle: 'default',
    query: AnalyticsQuerySchema,
    successStatus: 200,
    responses: {
      200: Envelope(AnalyticsSchema),
      ...errorResponses.badRequest,
      ...errorResponses.unauthorized,
      ...errorResponses.forbidden,
      ...baseErrors,
    },
  }),
  rateEnhancement: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/enhancements/:id/rating',
    summary:
      "Store a 1-5 rating: a user's enhancement by its owner, an anonymous one with its rating token",
    tags: ['prompt'],
    access: 'viewer',
    throttle: 'default',
    params: IdParamsSchema,
    body: RatingRequestSchema,
    successStatus: 200,
    responses: {
      200: Envelope(RatingResultSchema),
      ...errorResponses.forbidden,
      ...errorResponses.notFound,
      ...enhanceErrors,
    },
  }),
} as const;
