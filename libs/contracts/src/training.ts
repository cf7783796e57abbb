import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdParamsSchema,
  IdSchema,
  NonBlankString,
  StringEnum,
  TimestampSchema,
  baseErrors,
  bodyErrors,
  defineEndpoint,
  errorResponses,
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
  TRAINING_STATUSES,
} from './constants';
import { MESSAGES } from './messages';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'Share from 0 to 1' });

export const DifficultySchema = StringEnum(DIFFICULTIES, { default: DEFAULT_DIFFICULTY });
export const ModelVersionSchema = StringEnum(MODEL_VERSIONS, { default: DEFAULT_MODEL_VERSION });
export const TrainingStatusSchema = StringEnum(TRAINING_STATUSES);

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
});
export type TrainingDataItem = Static<typeof TrainingDataItemSchema>;

const required = (maxLength: number) =>
  NonBlankString({ maxLength, message: MESSAGES.requiredFields });
const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const NewTrainingDataSchema = Type.Object(
  {
    input_text: required(LIMITS.promptMaxChars),
    expected_output: required(LIMITS.expectedOutputMaxChars),
    category: required(LIMITS.shortTextMaxChars),
    subcategory: optionalText(LIMITS.shortTextMaxChars),
    difficulty_level: Type.Optional(DifficultySchema),
    style: Type.Optional(StringEnum(PROMPT_STYLES)),
    length: Type.Optional(StringEnum(PROMPT_LENGTHS)),
    target_audience: optionalText(LIMITS.shortTextMaxChars),
    context: optionalText(LIMITS.contextMaxChars),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: LIMITS.tagsMax }),
    ),
  },
  { additionalProperties: false },
);
export type NewTrainingData = Static<typeof NewTrainingDataSchema>;

export const BulkTrainingDataRequestSchema = Type.Object(
  {
    items: Type.Array(NewTrainingDataSchema, { minItems: 1, maxItems: LIMITS.bulkTrainingMax }),
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
    category: Type.Optional(Type.String({ maxLength: LIMITS.shortTextMaxChars })),
    difficulty: Type.Optional(StringEnum(DIFFICULTIES)),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: TRAINING_LIST_MAX, default: TRAINING_LIST_LIMIT }),
    ),
  },
  { additionalProperties: false },
);
export type TrainingDataQuery = Static<typeof TrainingDataQuerySchema>;

export const TrainingCategorySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  sample_count: Type.Integer({ minimum: 0 }),
  difficulty_level: DifficultySchema,
});
export type TrainingCategory = Static<typeof TrainingCategorySchema>;

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
});
export type TrainingSession = Static<typeof TrainingSessionSchema>;

export const CreateTrainingSessionSchema = Type.Object(
  {
    sessionName: required(LIMITS.shortTextMaxChars),
    categories: withMessage(
      Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.shortTextMaxChars }), {
        minItems: 1,
        maxItems: 50,
      }),
      MESSAGES.requiredFields,
    ),
    modelVersion: Type.Optional(ModelVersionSchema),
    description: optionalText(LIMITS.contextMaxChars),
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
});
export type PerformanceMetric = Static<typeof PerformanceMetricSchema>;

const writeErrors = { ...errorResponses.unauthorized, ...bodyErrors } as const;

export const trainingEndpoints = {
  listTrainingData: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/data',
    summary: 'Training data, newest first, filtered by category and difficulty',
    tags: ['training'],
    access: 'public',
    throttle: 'default',
    query: TrainingDataQuerySchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Array(TrainingDataItemSchema)),
      ...errorResponses.badRequest,
      ...baseErrors,
    },
  }),
  addTrainingData: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/training/data',
    summary: 'Add one training example',
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
    summary: 'Add up to 500 training examples at once (CSV/JSONL import)',
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
    summary: 'Training categories with their real sample counts',
    tags: ['training'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(TrainingCategorySchema)), ...baseErrors },
  }),
  listTrainingSessions: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/sessions',
    summary: 'Training sessions, newest first, with progress',
    tags: ['training'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(TrainingSessionSchema)), ...baseErrors },
  }),
  getTrainingSession: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/sessions/:id',
    summary: 'One training session with its progress',
    tags: ['training'],
    access: 'public',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(TrainingSessionSchema),
      ...errorResponses.badRequest,
      ...errorResponses.notFound,
      ...baseErrors,
    },
  }),
  createTrainingSession: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/training/sessions',
    summary: 'Queue a training session (it runs as a background job)',
    tags: ['training'],
    access: 'user',
    throttle: 'default',
    body: CreateTrainingSessionSchema,
    successStatus: 201,
    responses: { 201: Envelope(TrainingSessionSchema), ...writeErrors },
  }),
  getTrainingMetrics: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/metrics',
    summary: 'Totals over the stored training data',
    tags: ['training'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(TrainingMetricsSchema), ...baseErrors },
  }),
  listPerformanceMetrics: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/training/performance',
    summary: 'Performance metrics recorded by training sessions, newest first',
    tags: ['training'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(PerformanceMetricSchema)), ...baseErrors },
  }),
} as const;
