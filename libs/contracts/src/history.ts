import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdParamsSchema,
  IdSchema,
  LimitedString,
  StringEnum,
  TimestampSchema,
  baseErrors,
  defineEndpoint,
  errorResponses,
} from './common';
import {
  ENHANCEMENT_KINDS,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  LIMITS,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  RATING,
} from './constants';
import { LENGTH_MESSAGES } from './messages';
import { ConfidenceSchema } from './prompt';

export const EnhancementKindSchema = StringEnum(ENHANCEMENT_KINDS);

/**
 * The options an enhancement ran with, enough to run it again: the enhance options for single,
 * batch and variation entries (plus the variation's axis), the template and its variables for
 * template entries.
 */
export const HistoryOptionsSchema = Type.Object({
  style: Type.Optional(StringEnum(PROMPT_STYLES)),
  length: Type.Optional(StringEnum(PROMPT_LENGTHS)),
  targetAudience: Type.Optional(Type.String()),
  context: Type.Optional(Type.String()),
  axis: Type.Optional(Type.String({ description: 'Variation entries: the rewrite axis' })),
  templateId: Type.Optional(IdSchema),
  variables: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type HistoryOptions = Static<typeof HistoryOptionsSchema>;

export const HistoryEntrySchema = Type.Object({
  id: IdSchema,
  kind: EnhancementKindSchema,
  /** The prompt as written (for template entries: the template's text). */
  original: Type.String(),
  enhanced: Type.String(),
  options: HistoryOptionsSchema,
  model: Type.String(),
  confidence: ConfidenceSchema,
  rating: Type.Union([Type.Integer({ minimum: RATING.min, maximum: RATING.max }), Type.Null()]),
  created_at: TimestampSchema,
});
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

export const HistoryQuerySchema = Type.Object(
  {
    search: Type.Optional(
      LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.historySearch, {
        description: 'Finds the text in the original or the enhanced prompt (any letter case)',
      }),
    ),
    kind: Type.Optional(EnhancementKindSchema),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE_SIZE }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuerySchema>;

export const HistoryPageSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  entries: Type.Array(HistoryEntrySchema),
});
export type HistoryPage = Static<typeof HistoryPageSchema>;

const historyErrors = {
  ...errorResponses.badRequest,
  ...errorResponses.unauthorized,
  ...baseErrors,
} as const;

/** A signed-in user's own enhancements. Another user's entry answers 404, like a missing one. */
export const historyEndpoints = {
  listHistory: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/history',
    summary: 'Your enhancement history (single, batch, variations, templates), newest first',
    tags: ['history'],
    access: 'user',
    throttle: 'default',
    query: HistoryQuerySchema,
    successStatus: 200,
    responses: { 200: Envelope(HistoryPageSchema), ...historyErrors },
  }),
  getHistoryEntry: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/history/:id',
    summary: 'One entry of your history',
    tags: ['history'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(HistoryEntrySchema),
      ...errorResponses.notFound,
      ...historyErrors,
    },
  }),
  deleteHistoryEntry: defineEndpoint({
    method: 'DELETE',
    path: '/api/prompt/history/:id',
    summary: 'Delete one entry of your history (it leaves your analytics too)',
    tags: ['history'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Object({ id: IdSchema })),
      ...errorResponses.notFound,
      ...historyErrors,
    },
  }),
} as const;
