import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdParamsSchema,
  IdSchema,
  LimitedString,
  NonBlankString,
  StringEnum,
  TimestampSchema,
  baseErrors,
  bodyErrors,
  defineEndpoint,
  errorResponses,
  withLimitMessage,
  withMessage,
} from './common';
import {
  DEFAULT_DIFFICULTY,
  DEFAULT_MODEL_VERSION,
  DIFFICULTIES,
  LIMITS,
  MODEL_VERSIONS,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  TRAINING_LIST_LIMIT,
  TRAINING_LIST_MAX,
  TRAINING_LIST_OFFSET_MAX,
  TRAINING_RESULT_STATUSES,
  TRAINING_STATUSES,
} from './constants';
import { LENGTH_MESSAGES, MESSAGES } from './messages';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'Share from 0 to 1' });

export const DifficultySchema = StringEnum(DIFFICULTIES, { default: DEFAULT_DIFFICULTY });
export const ModelVersionSchema = StringEnum(MODEL_VERSIONS, { default: DEFAULT_MODEL_VERSION });
export const TrainingStatusSchema = StringEnum(TRAINING_STATUSES);

/** Every training row says whether it is shared and whether the caller may change it. */
const ownership = {
  shared: Type.Boolean({
    description: 'In the shared set (owned by no user): read-only for everyone but admins',
  }),
  can_edit: Type.Boolean({ description: 'The caller may change (edit, delete, cancel) it' }),
};

export const TrainingDataItemSchema = Type.Object({
  id: IdSchema,
  input_text: Type.String(),
  expected_output: Type.String(),
  category: Type.String(),
  subcategory: Nullable(Type.String()),
  difficulty_level: DifficultySchema,
  style: Nullable(Type.String()),
  length: Nullable(Type.String()),
  target_audience: Nullable(Type.String()),
  context: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  success_rate: Nullable(Rate),
  usage_count: Type.Integer({ minimum: 0 }),
  created_at: TimestampSchema,
  updated_at: Nullable(TimestampSchema),
  ...ownership,
});
export type TrainingDataItem = Static<typeof TrainingDataItemSchema>;

const required = (maxLength: number, tooLong: string) =>
  NonBlankString({ maxLength, message: MESSAGES.requiredFields, tooLong });
const optionalText = (maxLength: number, tooLong: string) =>
  Type.Optional(LimitedString(maxLength, tooLong));

export const NewTrainingDataSchema = Type.Object(
  {
    input_text: required(LIMITS.promptMaxChars, LENGTH_MESSAGES.inputText),
    expected_output: required(LIMITS.expectedOutputMaxChars, LENGTH_MESSAGES.expectedOutput),
    category: required(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.category),
    subcategory: optionalText(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.subcategory),
    difficulty_level: Type.Optional(DifficultySchema),
    style: Type.Optional(StringEnum(PROMPT_STYLES)),
    length: Type.Optional(StringEnum(PROMPT_LENGTHS)),
    target_audience: optionalText(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.targetAudience),
    context: optionalText(LIMITS.contextMaxChars, LENGTH_MESSAGES.context),
    tags: Type.Optional(
      withLimitMessage(
        Type.Array(LimitedString(LIMITS.tagMaxChars, LENGTH_MESSAGES.tag, { minLength: 1 }), {
          maxItems: LIMITS.tagsMax,
        }),
        LENGTH_MESSAGES.tags,
      ),
    ),
  },
  { additionalProperties: false },
);
export type NewTrainingData = Static<typeof NewTrainingDataSchema>;

const clearable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Nullable(schema));

/** An edit: only the fields sent change; null (or blank text) clears an optional field. */
export const UpdateTrainingDataSchema = Type.Object(
  {
    input_text: Type.Optional(required(LIMITS.promptMaxChars, LENGTH_MESSAGES.inputText)),
    expected_output: Type.Optional(
      required(LIMITS.expectedOutputMaxChars, LENGTH_MESSAGES.expectedOutput),
    ),
    category: Type.Optional(required(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.category)),
    subcategory: clearable(LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.subcategory)),
    difficulty_level: Type.Optional(StringEnum(DIFFICULTIES)),
    style: clearable(StringEnum(PROMPT_STYLES)),
    length: clearable(StringEnum(PROMPT_LENGTHS)),
    target_audience: clearable(
      LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.targetAudience),
    ),
    context: clearable(LimitedString(LIMITS.contextMaxChars, LENGTH_MESSAGES.context)),
    tags: NewTrainingDataSchema.properties.tags,
  },
  { additionalProperties: false },
);
export type UpdateTrainingData = Static<typeof UpdateTrainingDataSchema>;

export const BulkTrainingDataRequestSchema = Type.Object(
  {
    items: withLimitMessage(
      Type.Array(NewTrainingDataSchema, { minItems: 1, maxItems: LIMITS.bulkTrainingMax }),
      LENGTH_MESSAGES.bulkItems,
    ),
  },
  { additionalProperties: false },
);
export type BulkTrainingDataRequest = Static<typeof BulkTrainingDataRequestSchema>;

export const BulkTrainingDataResultSchema = Type.Object({
  inserted: Type.Integer({ minimum: 0 }),
  items: Type.Array(TrainingDataItemSchema),
});
export type BulkTrainingDataResult = Static<typeof BulkTrainingDataResultSchema>;

export const TrainingDataQuerySchema = Type.Object(
  {
    category: Type.Optional(LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.category)),
    difficulty: Type.Optional(StringEnum(DIFFICULTIES)),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: TRAINING_LIST_MAX, default: TRAINING_LIST_LIMIT }),
    ),
    offset: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: TRAINING_LIST_OFFSET_MAX,
        // No default: a request without it reads from the start, as before offset existed.
        description: 'Rows to skip (0 when absent): the next page starts at offset + limit',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TrainingDataQuery = Static<typeof TrainingDataQuerySchema>;

export const TrainingCategorySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  sample_count: Type.Integer({
    minimum: 0,
    description: 'Items the caller sees in it: the shared ones plus their own',
  }),
  own_count: Type.Integer({ minimum: 0, description: "The caller's own items in it" }),
  difficulty_level: DifficultySchema,
  shared: Type.Boolean({ description: 'The category exists in the shared set' }),
});
export type TrainingCategory = Static<typeof TrainingCategorySchema>;

export const TrainingResultStatusSchema = StringEnum(TRAINING_RESULT_STATUSES);

/** What a session produced for one category, in brief. */
export const TrainingResultSummarySchema = Type.Object({
  id: IdSchema,
  category: Type.String(),
  status: TrainingResultStatusSchema,
  out_of_date: Type.Boolean({
    description: 'Training data it learned from was changed or deleted since; retrain to update',
  }),
  exemplar_count: Type.Integer({ minimum: 0 }),
  shared: Type.Boolean(),
  created_at: TimestampSchema,
});
export type TrainingResultSummary = Static<typeof TrainingResultSummarySchema>;

export const TrainingExemplarSchema = Type.Object({
  id: IdSchema,
  input: Type.String(),
  output: Type.String(),
});
export type TrainingExemplar = Static<typeof TrainingExemplarSchema>;

/** Held-out validation figures of one exemplar set (libs/training/README.md, "The metric"). */
export const TrainingFiguresSchema = Type.Object({
  score: Type.Number({ description: 'Mean agreement with each item’s own expected output, 0–1' }),
  control: Type.Number({
    description: 'Mean agreement with another category’s expected output (the control), 0–1',
  }),
  lift: Type.Number({ description: 'score − control' }),
  successRate: Rate,
});
export type TrainingFigures = Static<typeof TrainingFiguresSchema>;

/** What the engine takes from a result's exemplars: the house style. */
export const LearnedStyleSchema = Type.Object({
  task: Type.String(),
  role: Type.Optional(Type.String()),
  format: Type.Optional(Type.String()),
  length: Type.Optional(
    Type.Object({
      min: Type.Integer({ minimum: 0 }),
      max: Type.Integer({ minimum: 0 }),
      unit: Type.Literal('words'),
    }),
  ),
  rules: Type.Array(Type.String()),
});
export type LearnedStyle = Static<typeof LearnedStyleSchema>;

/** A result in full: its exemplars and the session's before/after figures for its category. */
export const TrainingResultSchema = Type.Object({
  ...TrainingResultSummarySchema.properties,
  session_id: Nullable(IdSchema),
  exemplars: Type.Array(TrainingExemplarSchema),
  sample_size: Nullable(Type.Integer({ minimum: 0 })),
  baseline_success_rate: Nullable(Rate),
  success_rate: Nullable(Rate),
  before: Nullable(TrainingFiguresSchema),
  after: Nullable(TrainingFiguresSchema),
  learned: Nullable(LearnedStyleSchema),
  example: Nullable(
    Type.Object({ input: Type.String(), before: Type.String(), after: Type.String() }),
  ),
});
export type TrainingResult = Static<typeof TrainingResultSchema>;

export const TrainingSessionSchema = Type.Object({
  id: IdSchema,
  session_name: Type.String(),
  description: Type.String(),
  status: TrainingStatusSchema,
  model_version: ModelVersionSchema,
  categories: Type.Array(Type.String()),
  training_data_count: Type.Integer({ minimum: 0 }),
  success_rate: Nullable(Rate),
  baseline_success_rate: Nullable(Rate),
  duration_minutes: Nullable(Type.Number({ minimum: 0 })),
  progress_done: Type.Integer({ minimum: 0 }),
  progress_total: Type.Integer({ minimum: 0 }),
  engine: Nullable(Type.String({ description: 'What ran the session: offline or llm:<model>' })),
  failure_reason: Nullable(Type.String()),
  created_at: TimestampSchema,
  started_at: Nullable(TimestampSchema),
  completed_at: Nullable(TimestampSchema),
  ...ownership,
  promoted_at: Nullable(TimestampSchema),
  results: Type.Array(TrainingResultSummarySchema),
});
export type TrainingSession = Static<typeof TrainingSessionSchema>;

/** A user's completed session as an admin reviews it before promoting it to shared. */
export const PromotableSessionSchema = Type.Object({
  session: TrainingSessionSchema,
  owner_email: Nullable(Type.String({ description: 'Known with the embedded auth service' })),
});
export type PromotableSession = Static<typeof PromotableSessionSchema>;

export const CreateTrainingSessionSchema = Type.Object(
  {
    sessionName: required(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.sessionName),
    categories: withLimitMessage(
      withMessage(
        Type.Array(
          LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.category, { minLength: 1 }),
          { minItems: 1, maxItems: LIMITS.sessionCategoriesMax },
        ),
        MESSAGES.requiredFields,
      ),
      LENGTH_MESSAGES.sessionCategories,
    ),
    modelVersion: Type.Optional(ModelVersionSchema),
    description: optionalText(LIMITS.contextMaxChars, LENGTH_MESSAGES.description),
    shared: Type.Optional(
      Type.Boolean({
        description:
          'Admins only: train the shared set on shared data (default: your own training)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateTrainingSession = Static<typeof CreateTrainingSessionSchema>;

export const TrainingMetricsSchema = Type.Object({
  totalTrainingData: Type.Integer({ minimum: 0 }),
  categoriesCount: Type.Integer({ minimum: 0 }),
  averageSuccessRate: Rate,
});
export type TrainingMetrics = Static<typeof TrainingMetricsSchema>;

export const PerformanceMetricSchema = Type.Object({
  id: IdSchema,
  metric_name: Type.String(),
  metric_value: Type.Number(),
  model_version: Type.String(),
  sample_size: Type.Integer({ minimum: 0 }),
  category: Nullable(Type.String()),
  session_id: Nullable(IdSchema),
  recorded_at: TimestampSchema,
  shared: Type.Boolean(),
});
export type PerformanceMetric = Static<typeof PerformanceMetricSchema>;

export const DeletedSchema = Type.Object({ id: IdSchema });
export type Deleted = Static<typeof DeletedSchema>;

export const TrainingDataDeletedSchema = Type.Object({
  id: IdSchema,
  out_of_date: Type.Array(TrainingResultSummarySchema, {
    description: 'Active results that learned from the item and are now out of date',
  }),
});
export type TrainingDataDeleted = Static<typeof TrainingDataDeletedSchema>;

const writeErrors = { ...errorResponses.unauthorized, ...bodyErrors } as const;
/** A change to one row: 401 signed out, 403 shared/not yours to change, 404 not found. */
const rowErrors = {
  ...errorResponses.badRequest,
  ...errorResponses.unauthorized,
  ...errorResponses.forbidden,
  ...errorResponses.notFound,
  ...baseErrors,
} as const;
const viewerErrors = { ...errorResponses.unauthorized, ...baseErrors } as const;

export const trainingEndpoints = {
  listTrainingData: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/data',
    summary:
      "Training data, newest first, filtered by category and difficulty, a page at a time (limit, offset): the shared set plus the caller's own",
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    query: TrainingDataQuerySchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Array(TrainingDataItemSchema)),
      ...errorResponses.badRequest,
      ...viewerErrors,
    },
  }),
  addTrainingData: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/training/data',
    summary: 'Add one training example (owned by the caller)',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    body: NewTrainingDataSchema,
    successStatus: 201,
    responses: { 201: Envelope(TrainingDataItemSchema), ...writeErrors },
  }),
  importTrainingData: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/training/data/bulk',
    summary: 'Add up to 500 training examples at once (CSV/JSONL import), owned by the caller',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    body: BulkTrainingDataRequestSchema,
    successStatus: 201,
    responses: { 201: Envelope(BulkTrainingDataResultSchema), ...writeErrors },
  }),
  listTrainingCategories: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/categories',
    summary: 'Training categories with the number of items the caller sees in each',
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(TrainingCategorySchema)), ...viewerErrors },
  }),
  listTrainingSessions: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/sessions',
    summary:
      "Training sessions, newest first, with progress: the shared ones plus the caller's own",
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(TrainingSessionSchema)), ...viewerErrors },
  }),
  getTrainingSession: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/sessions/:id',
    summary: "One training session with its progress (another user's answers 404)",
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(TrainingSessionSchema),
      ...errorResponses.badRequest,
      ...errorResponses.notFound,
      ...viewerErrors,
    },
  }),
  createTrainingSession: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/training/sessions',
    summary:
      "Queue a training session (a background job) over the caller's own and the shared data; admins may train the shared set",
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    body: CreateTrainingSessionSchema,
    successStatus: 201,
    responses: {
      201: Envelope(TrainingSessionSchema),
      ...errorResponses.forbidden,
      ...writeErrors,
    },
  }),
  getTrainingMetrics: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/metrics',
    summary: 'Totals over the training data the caller sees',
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(TrainingMetricsSchema), ...viewerErrors },
  }),
  listPerformanceMetrics: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/performance',
    summary:
      "Performance metrics recorded by training sessions, newest first: shared plus the caller's own",
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(PerformanceMetricSchema)), ...viewerErrors },
  }),
  updateTrainingData: defineEndpoint({
    method: 'PATCH',
    path: '/api/prompt/training/data/:id',
    summary:
      'Edit one of your training examples (admins: a shared one); results that learned from it become out of date',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    body: UpdateTrainingDataSchema,
    successStatus: 200,
    responses: {
      200: Envelope(TrainingDataItemSchema),
      ...rowErrors,
      ...bodyErrors,
    },
  }),
  deleteTrainingData: defineEndpoint({
    method: 'DELETE',
    path: '/api/prompt/training/data/:id',
    summary:
      'Delete one of your training examples (admins: a shared one); results that learned from it become out of date',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: { 200: Envelope(TrainingDataDeletedSchema), ...rowErrors },
  }),
  cancelTrainingSession: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/training/sessions/:id/cancel',
    summary: 'Cancel a pending or running session of yours (admins: a shared one)',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(TrainingSessionSchema),
      ...rowErrors,
      ...errorResponses.conflict,
    },
  }),
  deleteTrainingSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/prompt/training/sessions/:id',
    summary:
      'Delete a session of yours (admins: a shared one), cancelling it first if it runs; its results and metrics go with it',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: { 200: Envelope(DeletedSchema), ...rowErrors },
  }),
  listTrainingSessionResults: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/sessions/:id/results',
    summary:
      "What a session produced per category: exemplars and before/after figures (admins may review users' sessions)",
    tags: ['training'],
    access: 'viewer',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Array(TrainingResultSchema)),
      ...errorResponses.badRequest,
      ...errorResponses.notFound,
      ...viewerErrors,
    },
  }),
  listPromotableSessions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/training/sessions',
    summary: "Users' completed sessions with results, newest first, for an admin to review",
    tags: ['training', 'admin'],
    access: 'admin',
    throttle: 'default',
    successStatus: 200,
    responses: {
      200: Envelope(Type.Array(PromotableSessionSchema)),
      ...errorResponses.unauthorized,
      ...errorResponses.forbidden,
      ...baseErrors,
    },
  }),
  promoteTrainingSession: defineEndpoint({
    method: 'POST',
    path: '/api/admin/training/sessions/:id/promote',
    summary:
      "Make a user's completed session's results the shared ones: from then on they shape everyone's enhancements",
    tags: ['training', 'admin'],
    access: 'admin',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Array(TrainingResultSchema)),
      ...rowErrors,
      ...errorResponses.conflict,
    },
  }),
} as const;
