import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdParamsSchema,
  IdSchema,
  NonBlankString,
  StringEnum,
  baseErrors,
  bodyErrors,
  defineEndpoint,
  errorResponses,
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
import { MESSAGES } from './messages';

export const PromptStyleSchema = StringEnum(PROMPT_STYLES, { default: DEFAULT_STYLE });
export const PromptLengthSchema = StringEnum(PROMPT_LENGTHS, { default: DEFAULT_LENGTH });
const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const ConfidenceSchema = Type.Number({ minimum: CONFIDENCE.min, maximum: CONFIDENCE.max });

/** Options shared by every call that enhances text. */
export const EnhanceOptionsSchema = Type.Object({
  style: Type.Optional(PromptStyleSchema),
  length: Type.Optional(PromptLengthSchema),
  targetAudience: OptionalText(LIMITS.shortTextMaxChars),
  context: OptionalText(LIMITS.contextMaxChars),
});
export type EnhanceOptions = Static<typeof EnhanceOptionsSchema>;

export const EnhanceRequestSchema = Type.Object(
  {
    originalPrompt: NonBlankString({
      maxLength: LIMITS.promptMaxChars,
      message: MESSAGES.enhancePromptRequired,
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

export const EnhancementMetadataSchema = Type.Object({
  processingTime: Type.Number({ description: 'Milliseconds spent enhancing' }),
  engine: StringEnum(['offline', 'llm'] as const),
  originalScore: ConfidenceSchema,
  checks: Type.Array(ScoreCheckSchema),
  task: Type.Optional(Type.String()),
  style: Type.Optional(PromptStyleSchema),
  length: Type.Optional(PromptLengthSchema),
  exemplarIds: Type.Optional(Type.Array(Type.String())),
  fallbackReason: Type.Optional(Type.String()),
});
export type EnhancementMetadata = Static<typeof EnhancementMetadataSchema>;

export const EnhancementResultSchema = Type.Object({
  id: IdSchema,
  enhancedPrompt: Type.String(),
  suggestions: Type.Array(Type.String()),
  confidence: ConfidenceSchema,
  model: Type.String(),
  metadata: EnhancementMetadataSchema,
});
export type EnhancementResult = Static<typeof EnhancementResultSchema>;

export const BatchEnhanceRequestSchema = Type.Object(
  {
    prompts: withMessage(
      Type.Array(Type.String({ maxLength: LIMITS.promptMaxChars }), {
        minItems: 1,
        maxItems: LIMITS.batchMaxPrompts,
      }),
      MESSAGES.batchPromptRequired,
    ),
    ...EnhanceOptionsSchema.properties,
  },
  { additionalProperties: false },
);
export type BatchEnhanceRequest = Static<typeof BatchEnhanceRequestSchema>;

export const BatchResultItemSchema = Type.Object({
  id: IdSchema,
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
  },
  { additionalProperties: false },
);
export type RatingRequest = Static<typeof RatingRequestSchema>;

export const RatingResultSchema = Type.Object({ id: IdSchema, rating: Type.Integer() });
export type RatingResult = Static<typeof RatingResultSchema>;

export const promptEndpoints = {
  enhancePrompt: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/enhance',
    summary: 'Enhance one prompt',
    tags: ['prompt'],
    access: 'public',
    throttle: 'strict',
    body: EnhanceRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(EnhancementResultSchema), ...bodyErrors },
  }),
  batchEnhance: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/batch-enhance',
    summary: 'Enhance up to 50 prompts; blank ones are dropped',
    tags: ['prompt'],
    access: 'public',
    throttle: 'strict',
    body: BatchEnhanceRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(BatchEnhanceResultSchema), ...bodyErrors },
  }),
  generateVariations: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/variations',
    summary: 'Three rewrites of a prompt along different axes',
    tags: ['prompt'],
    access: 'public',
    throttle: 'strict',
    body: VariationsRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(VariationsResultSchema), ...bodyErrors },
  }),
  getAnalytics: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/analytics',
    summary: 'Usage and rating analytics computed from the enhancement history',
    tags: ['prompt'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(AnalyticsSchema), ...baseErrors },
  }),
  rateEnhancement: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/enhancements/:id/rating',
    summary: 'Store a 1-5 rating for an enhancement',
    tags: ['prompt'],
    access: 'public',
    throttle: 'default',
    params: IdParamsSchema,
    body: RatingRequestSchema,
    successStatus: 200,
    responses: {
      200: Envelope(RatingResultSchema),
      ...errorResponses.notFound,
      ...bodyErrors,
    },
  }),
} as const;
