// The model behind the enhancer (issue #19): an admin chooses any OpenAI-compatible server (base
// URL, model, API key) in the admin dashboard, lists its models and tests it; the choice is
// stored (the key encrypted) and used at once. Every model call is recorded with its tokens and
// latency; prices per model are an editable table, so the cost totals come from stored rows.
import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  StringEnum,
  TimestampSchema,
  baseErrors,
  bodyErrors,
  defineEndpoint,
  errorResponses,
  withLimitMessage,
  withMessage,
} from './common';
import { MODELS } from './constants';
import { MODEL_MESSAGES, tooLongMessage } from './messages';

/** The servers the panel offers with one click; any other OpenAI-compatible URL works too. */
export const MODEL_PRESETS = [
  { id: 'openai', label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', needsKey: true },
  { id: 'ollama', label: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false },
  { id: 'lm-studio', label: 'LM Studio', baseUrl: 'http://127.0.0.1:1234/v1', needsKey: false },
  { id: 'vllm', label: 'vLLM', baseUrl: 'http://127.0.0.1:8000/v1', needsKey: false },
] as const;
export type ModelPreset = (typeof MODEL_PRESETS)[number];

export const BaseUrlSchema = withMessage(
  withLimitMessage(
    Type.String({
      minLength: 1,
      maxLength: MODELS.baseUrlMaxChars,
      pattern: '^https?://[^\\s/?#]+[^\\s]*$',
      description: 'The server’s OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1',
    }),
    tooLongMessage('Base URL', MODELS.baseUrlMaxChars),
  ),
  MODEL_MESSAGES.baseUrlInvalid,
);

export const ModelNameSchema = withMessage(
  withLimitMessage(
    Type.String({ minLength: 1, maxLength: MODELS.modelMaxChars, pattern: '\\S' }),
    tooLongMessage('Model', MODELS.modelMaxChars),
  ),
  MODEL_MESSAGES.modelRequired,
);

const ApiKeyFieldSchema = withLimitMessage(
  Type.String({
    maxLength: MODELS.apiKeyMaxChars,
    description: 'The server’s API key; sent as a Bearer token, stored only encrypted',
  }),
  tooLongMessage('API key', MODELS.apiKeyMaxChars),
);

export const MODEL_SOURCES = ['environment', 'database', 'offline'] as const;
export type ModelSource = (typeof MODEL_SOURCES)[number];

/** What the enhancer uses now, and what an admin stored. The key itself is never sent back. */
export const ModelSettingsSchema = Type.Object({
  active: Type.Object({
    source: StringEnum(MODEL_SOURCES),
    baseUrl: Type.Union([Type.String(), Type.Null()]),
    model: Type.Union([Type.String(), Type.Null()]),
  }),
  stored: Type.Union([
    Type.Object({
      baseUrl: Type.String(),
      model: Type.String(),
      hasApiKey: Type.Boolean(),
      /** False when the stored key cannot be decrypted with the server's MODEL_SETTINGS_KEY. */
      apiKeyReadable: Type.Boolean(),
      updated_by: Type.Union([Type.String(), Type.Null()]),
      updated_at: TimestampSchema,
    }),
    Type.Null(),
  ]),
  /** LLM_BASE_URL is set: the environment's model wins over the stored one. */
  environmentWins: Type.Boolean(),
  /** MODEL_SETTINGS_KEY is set: an API key can be stored (encrypted). */
  canStoreApiKey: Type.Boolean(),
});
export type ModelSettings = Static<typeof ModelSettingsSchema>;

export const SaveModelSettingsRequestSchema = Type.Object(
  {
    baseUrl: BaseUrlSchema,
    model: ModelNameSchema,
    /** Omitted: keep the stored key. Empty: store no key. */
    apiKey: Type.Optional(ApiKeyFieldSchema),
  },
  { additionalProperties: false },
);
export type SaveModelSettingsRequest = Static<typeof SaveModelSettingsRequestSchema>;

/** A server to ask, as typed in the panel: the typed key, or the stored one. */
export const ModelProbeRequestSchema = Type.Object(
  {
    baseUrl: BaseUrlSchema,
    apiKey: Type.Optional(ApiKeyFieldSchema),
    /** Use the stored key (when no key is typed). */
    useStoredKey: Type.Optional(Type.Boolean()),
    /** The model to test (Test only). */
    model: Type.Optional(ModelNameSchema),
  },
  { additionalProperties: false },
);
export type ModelProbeRequest = Static<typeof ModelProbeRequestSchema>;

/** What the server said, in plain words: the models it lists, or the test's latency. */
export const ModelProbeResultSchema = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
  latencyMs: Type.Integer({ minimum: 0 }),
  models: Type.Array(Type.String()),
  model: Type.Union([Type.String(), Type.Null()]),
  usage: Type.Union([
    Type.Object({ promptTokens: Type.Integer(), completionTokens: Type.Integer() }),
    Type.Null(),
  ]),
});
export type ModelProbeResult = Static<typeof ModelProbeResultSchema>;

const PriceSchema = withMessage(
  Type.Number({ minimum: 0, maximum: MODELS.priceMax }),
  MODEL_MESSAGES.priceInvalid,
);

export const ModelPriceSchema = Type.Object({
  model: Type.String(),
  inputPerMillion: Type.Number({ description: 'US dollars per million prompt tokens' }),
  outputPerMillion: Type.Number({ description: 'US dollars per million completion tokens' }),
  updated_at: TimestampSchema,
});
export type ModelPrice = Static<typeof ModelPriceSchema>;

export const SaveModelPriceRequestSchema = Type.Object(
  { model: ModelNameSchema, inputPerMillion: PriceSchema, outputPerMillion: PriceSchema },
  { additionalProperties: false },
);
export type SaveModelPriceRequest = Static<typeof SaveModelPriceRequestSchema>;

export const ModelPriceQuerySchema = Type.Object(
  { model: ModelNameSchema },
  { additionalProperties: false },
);

export const ModelPriceListSchema = Type.Object({ prices: Type.Array(ModelPriceSchema) });
export type ModelPriceList = Static<typeof ModelPriceListSchema>;

const UsageTotalsFields = {
  calls: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  promptTokens: Type.Integer({ minimum: 0 }),
  completionTokens: Type.Integer({ minimum: 0 }),
  /** US dollars, from the price table; calls of models without a price count nothing. */
  costUsd: Type.Number({ minimum: 0 }),
  /** Calls of models that have no price in the table (their cost is unknown). */
  unpricedCalls: Type.Integer({ minimum: 0 }),
  /** Median latency in ms; null without calls. */
  p50LatencyMs: Type.Union([Type.Number(), Type.Null()]),
};

/** Totals of the recorded model calls, overall and per model (most calls first). */
export const ModelUsageSchema = Type.Object({
  ...UsageTotalsFields,
  byModel: Type.Array(Type.Object({ model: Type.String(), ...UsageTotalsFields })),
});
export type ModelUsage = Static<typeof ModelUsageSchema>;

const adminErrors = {
  ...errorResponses.unauthorized,
  ...errorResponses.forbidden,
  ...baseErrors,
} as const;
const adminBodyErrors = {
  ...errorResponses.unauthorized,
  ...errorResponses.forbidden,
  ...bodyErrors,
} as const;

const admin = { tags: ['admin', 'models'], access: 'admin', throttle: 'default' } as const;

export const modelEndpoints = {
  getModelSettings: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/model',
    summary: 'The model the enhancer uses now (environment, stored, or offline) and the stored one',
    successStatus: 200,
    responses: { 200: Envelope(ModelSettingsSchema), ...adminErrors },
  }),
  saveModelSettings: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/model',
    summary:
      'Store the base URL, model and API key (encrypted; needs MODEL_SETTINGS_KEY) of an OpenAI-compatible server: enhancements use it at once unless LLM_BASE_URL is set',
    body: SaveModelSettingsRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(ModelSettingsSchema), ...adminBodyErrors },
  }),
  deleteModelSettings: defineEndpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/admin/model',
    summary: 'Forget the stored model (and its key): the environment or the offline engine again',
    successStatus: 200,
    responses: { 200: Envelope(ModelSettingsSchema), ...adminErrors },
  }),
  listServerModels: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/model/list',
    summary: "Ask a server for {baseUrl}/models and return the ids, or the server's error in words",
    body: ModelProbeRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(ModelProbeResultSchema), ...adminBodyErrors },
  }),
  testModel: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/model/test',
    summary: "Send one tiny chat completion and return its latency, or the server's error in words",
    body: ModelProbeRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(ModelProbeResultSchema), ...adminBodyErrors },
  }),
  listModelPrices: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/model/prices',
    summary: 'The price table: US dollars per million prompt and completion tokens, per model',
    successStatus: 200,
    responses: { 200: Envelope(ModelPriceListSchema), ...adminErrors },
  }),
  saveModelPrice: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/model/prices',
    summary: 'Set the price of one model (past calls are re-priced: cost is computed when read)',
    body: SaveModelPriceRequestSchema,
    successStatus: 200,
    responses: { 200: Envelope(ModelPriceSchema), ...adminBodyErrors },
  }),
  deleteModelPrice: defineEndpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/admin/model/prices',
    summary: 'Remove the price of one model',
    query: ModelPriceQuerySchema,
    successStatus: 200,
    responses: {
      200: Envelope(ModelPriceListSchema),
      ...errorResponses.badRequest,
      ...errorResponses.notFound,
      ...adminErrors,
    },
  }),
  getModelUsage: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/model/usage',
    summary: 'Totals of the recorded model calls: calls, tokens, cost and median latency',
    successStatus: 200,
    responses: { 200: Envelope(ModelUsageSchema), ...adminErrors },
  }),
} as const;
