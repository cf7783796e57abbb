// The prompt library (issue #18): named prompts with immutable versions, labels that point at
// one version each (moving one is how a version is promoted or rolled back), the diff of two
// versions, serving by label to applications (with an API key or a session token), import and
// export, and the API keys themselves. Another user's prompt answers 404, like a missing one.
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
import { LIBRARY, LIMITS } from './constants';
import { LENGTH_MESSAGES, MESSAGES } from './messages';
import {
  ConfidenceSchema,
  EnhanceOptionsSchema,
  ScoreCheckSchema,
  type ScoreCheck,
} from './prompt';
import { ApplyTemplateRequestSchema } from './templates';

export const PromptNameSchema = withMessage(
  withLimitMessage(
    Type.String({
      minLength: 1,
      maxLength: LIBRARY.nameMaxChars,
      pattern: LIBRARY.namePattern,
      description: 'Letters, digits, -, _ and / for folders: support/refund-reply',
    }),
    LENGTH_MESSAGES.promptName,
  ),
  MESSAGES.promptNameInvalid,
  MESSAGES.promptNameRequired,
);

/** A label that can be moved: any but `latest`. */
export const LabelNameSchema = withMessage(
  withLimitMessage(
    Type.String({
      minLength: 1,
      maxLength: LIBRARY.labelMaxChars,
      pattern: `^(?!${LIBRARY.latest}$)${LIBRARY.labelPattern.slice(1)}`,
      description: 'production, staging or your own (lowercase); not "latest"',
    }),
    LENGTH_MESSAGES.label,
  ),
  MESSAGES.labelInvalid,
);

/**
 * Why a label cannot be set, in the user's words, or null when LabelNameSchema accepts it: the
 * web checks a label with the API's own rule before sending it, and names `latest` as reserved
 * where the schema only says the label is not allowed.
 */
export function labelProblem(label: string): string | null {
  if (label === LIBRARY.latest) return MESSAGES.labelLatestReserved;
  if (label.length > LIBRARY.labelMaxChars) return LENGTH_MESSAGES.label;
  return new RegExp(LIBRARY.labelPattern).test(label) ? null : MESSAGES.labelInvalid;
}

/** A label to read by: any label, or `latest` for the newest version. */
export const LabelRefSchema = withMessage(
  withLimitMessage(
    Type.String({
      minLength: 1,
      maxLength: LIBRARY.labelMaxChars,
      pattern: LIBRARY.labelPattern,
      default: LIBRARY.defaultLabel,
      description: 'The label to serve (default production); latest: the newest version',
    }),
    LENGTH_MESSAGES.label,
  ),
  MESSAGES.labelInvalid,
);

export const VersionNumberSchema = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const PromptParamsSchema = Type.Object(
  { name: PromptNameSchema },
  { additionalProperties: false },
);
export const LabelParamsSchema = Type.Object(
  { name: PromptNameSchema, label: LabelNameSchema },
  { additionalProperties: false },
);

/** A training result in effect when the version was saved. */
export const TrainingRefSchema = Type.Object({
  id: IdSchema,
  category: Type.String(),
  shared: Type.Boolean(),
});

export const PromptVersionSchema = Type.Object({
  version: VersionNumberSchema,
  text: Type.String(),
  variables: Type.Array(Type.String(), { description: 'The {{variables}} of the text, in order' }),
  options: EnhanceOptionsSchema,
  confidence: ConfidenceSchema,
  checks: Type.Array(ScoreCheckSchema),
  engine: Type.String({ description: 'offline, llm, or manual (typed or edited by hand)' }),
  model: Type.String(),
  training: Type.Array(TrainingRefSchema),
  message: Type.Union([Type.String(), Type.Null()]),
  author_id: Type.Union([IdSchema, Type.Null()]),
  created_at: TimestampSchema,
  labels: Type.Array(Type.String(), { description: 'The labels pointing at this version' }),
});
export type PromptVersion = Static<typeof PromptVersionSchema>;

export const PromptSummarySchema = Type.Object({
  name: Type.String(),
  latest_version: VersionNumberSchema,
  labels: Type.Record(Type.String(), VersionNumberSchema, {
    description: 'Each label and the version it points at',
  }),
  variables: Type.Array(Type.String()),
  confidence: ConfidenceSchema,
  text: Type.String({ description: 'The newest version’s text' }),
  updated_at: TimestampSchema,
});
export type PromptSummary = Static<typeof PromptSummarySchema>;

export const LabelStateSchema = Type.Object({
  label: Type.String(),
  version: VersionNumberSchema,
  updated_by: Type.Union([IdSchema, Type.Null()]),
  updated_at: TimestampSchema,
});
export type LabelState = Static<typeof LabelStateSchema>;

export const LabelMoveSchema = Type.Object({
  label: Type.String(),
  from_version: Type.Union([VersionNumberSchema, Type.Null()]),
  to_version: VersionNumberSchema,
  actor_id: Type.Union([IdSchema, Type.Null()]),
  created_at: TimestampSchema,
});
export type LabelMove = Static<typeof LabelMoveSchema>;

export const PromptDetailSchema = Type.Object({
  name: Type.String(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /** Newest first. */
  versions: Type.Array(PromptVersionSchema),
  labels: Type.Array(LabelStateSchema),
  /** Every label move, newest first. */
  label_history: Type.Array(LabelMoveSchema),
});
export type PromptDetail = Static<typeof PromptDetailSchema>;

export const ListPromptsQuerySchema = Type.Object(
  {
    search: Type.Optional(
      LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.historySearch, {
        description: 'Finds the text in a name or in the newest version (any letter case)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ListPromptsQuery = Static<typeof ListPromptsQuerySchema>;

export const SavePromptRequestSchema = Type.Object(
  {
    name: PromptNameSchema,
    text: NonBlankString({
      maxLength: LIMITS.promptMaxChars,
      message: MESSAGES.promptTextRequired,
      tooLong: LENGTH_MESSAGES.prompt,
    }),
    message: Type.Optional(
      LimitedString(LIBRARY.commitMessageMaxChars, LENGTH_MESSAGES.commitMessage, {
        description: 'What changed, like a commit message',
      }),
    ),
    options: Type.Optional(EnhanceOptionsSchema),
    engine: Type.Optional(
      LimitedString(LIBRARY.engineMaxChars, LENGTH_MESSAGES.engine, {
        description: 'Which engine produced the text (default: manual)',
      }),
    ),
    model: Type.Optional(
      LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.model, {
        description: 'Which model produced the text (default: manual)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SavePromptRequest = Static<typeof SavePromptRequestSchema>;

export const SavePromptResultSchema = Type.Object({
  /** false: the text equals the newest version's, so no version was made. */
  created: Type.Boolean(),
  version: PromptVersionSchema,
  prompt: PromptSummarySchema,
});
export type SavePromptResult = Static<typeof SavePromptResultSchema>;

export const ServePromptQuerySchema = Type.Object(
  {
    label: Type.Optional(LabelRefSchema),
    fallback: Type.Optional(
      StringEnum([LIBRARY.latest] as const, {
        description: 'latest: serve the newest version when no version carries the label',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ServePromptQuery = Static<typeof ServePromptQuerySchema>;

/** What an application gets: the text of the labelled version and how it was made. */
export const ServedPromptSchema = Type.Object({
  name: Type.String(),
  version: VersionNumberSchema,
  /** The label that was served: the one asked for, or `latest` after a fallback. */
  label: Type.String(),
  text: Type.String(),
  variables: Type.Array(Type.String()),
  config: Type.Object({
    options: EnhanceOptionsSchema,
    engine: Type.String(),
    model: Type.String(),
    confidence: ConfidenceSchema,
  }),
  created_at: TimestampSchema,
});
export type ServedPrompt = Static<typeof ServedPromptSchema>;

export const RenderPromptRequestSchema = ApplyTemplateRequestSchema;
export type RenderPromptRequest = Static<typeof RenderPromptRequestSchema>;

export const RenderedPromptSchema = Type.Object({
  name: Type.String(),
  version: VersionNumberSchema,
  label: Type.String(),
  text: Type.String({ description: 'The prompt with every {{variable}} filled in' }),
});
export type RenderedPrompt = Static<typeof RenderedPromptSchema>;

export const MoveLabelRequestSchema = Type.Object(
  { version: withMessage(VersionNumberSchema, 'Version must be a whole number from 1') },
  { additionalProperties: false },
);
export type MoveLabelRequest = Static<typeof MoveLabelRequestSchema>;

export const DiffQuerySchema = Type.Object(
  {
    from: withMessage(VersionNumberSchema, 'from must be a version number'),
    to: withMessage(VersionNumberSchema, 'to must be a version number'),
  },
  { additionalProperties: false },
);
export type DiffQuery = Static<typeof DiffQuerySchema>;

export const DiffPartSchema = Type.Object({
  kind: StringEnum(['same', 'added', 'removed'] as const),
  text: Type.String(),
});
export type DiffPart = Static<typeof DiffPartSchema>;

const CheckStateSchema = Type.Union([
  Type.Object({ passed: Type.Boolean(), points: Type.Number() }),
  Type.Null(),
]);

export const CheckChangeSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  before: CheckStateSchema,
  after: CheckStateSchema,
});
export type CheckChange = Static<typeof CheckChangeSchema>;

/**
 * The score checks whose outcome or points differ between two texts (or that only one of them
 * has), in the later text's order: what a version diff and the Changes view both report.
 */
export function changedChecks(
  before: readonly ScoreCheck[],
  after: readonly ScoreCheck[],
): CheckChange[] {
  const was = new Map(before.map((check) => [check.id, check]));
  const now = new Map(after.map((check) => [check.id, check]));
  const ids = [...new Set([...now.keys(), ...was.keys()])];
  const state = (check: ScoreCheck | undefined) =>
    check ? { passed: check.passed, points: check.points } : null;
  return ids.flatMap((id) => {
    const a = was.get(id);
    const b = now.get(id);
    if (a && b && a.passed === b.passed && a.points === b.points) return [];
    return [{ id, label: (b ?? a)?.label ?? id, before: state(a), after: state(b) }];
  });
}

export const PromptDiffSchema = Type.Object({
  from: PromptVersionSchema,
  to: PromptVersionSchema,
  /** Word-level: the parts of `from` kept, removed and added to make `to`. */
  parts: Type.Array(DiffPartSchema),
  score_change: Type.Number({ description: 'to.confidence - from.confidence' }),
  checks_changed: Type.Array(CheckChangeSchema),
});
export type PromptDiff = Static<typeof PromptDiffSchema>;

export const ExportedVersionSchema = Type.Object(
  {
    version: VersionNumberSchema,
    text: NonBlankString({
      maxLength: LIMITS.promptMaxChars,
      message: MESSAGES.promptTextRequired,
      tooLong: LENGTH_MESSAGES.prompt,
    }),
    message: Type.Optional(
      Type.Union([
        LimitedString(LIBRARY.commitMessageMaxChars, LENGTH_MESSAGES.commitMessage),
        Type.Null(),
      ]),
    ),
    options: Type.Optional(EnhanceOptionsSchema),
    engine: Type.Optional(LimitedString(LIBRARY.engineMaxChars, LENGTH_MESSAGES.engine)),
    model: Type.Optional(LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.model)),
    created_at: Type.Optional(TimestampSchema),
  },
  { additionalProperties: false },
);
export type ExportedVersion = Static<typeof ExportedVersionSchema>;

export const ExportedPromptSchema = Type.Object(
  {
    name: PromptNameSchema,
    versions: withLimitMessage(
      Type.Array(ExportedVersionSchema, { minItems: 1, maxItems: LIBRARY.importMaxVersions }),
      LENGTH_MESSAGES.libraryVersions,
    ),
    labels: Type.Record(LabelNameSchema, VersionNumberSchema, {
      description: 'Each label and the version number it points at',
    }),
  },
  { additionalProperties: false },
);
export type ExportedPrompt = Static<typeof ExportedPromptSchema>;

export const LibraryExportSchema = Type.Object(
  {
    format: withMessage(Type.Literal(LIBRARY.exportFormat), MESSAGES.libraryImportInvalid),
    version: withMessage(Type.Literal(LIBRARY.exportVersion), MESSAGES.libraryImportInvalid),
    exported_at: Type.Optional(TimestampSchema),
    prompts: withLimitMessage(
      Type.Array(ExportedPromptSchema, { maxItems: LIBRARY.importMaxPrompts }),
      LENGTH_MESSAGES.libraryPrompts,
    ),
  },
  { additionalProperties: false },
);
export type LibraryExport = Static<typeof LibraryExportSchema>;

export const ImportResultSchema = Type.Object({
  prompts_created: Type.Integer({ minimum: 0 }),
  versions_added: Type.Integer({ minimum: 0 }),
  /** Versions already in the library (same number and text): never overwritten. */
  versions_skipped: Type.Integer({ minimum: 0 }),
  labels_set: Type.Integer({ minimum: 0 }),
});
export type ImportResult = Static<typeof ImportResultSchema>;

export const ApiKeySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  /** The key's first characters, to tell keys apart (the key itself is never shown again). */
  prefix: Type.String(),
  created_at: TimestampSchema,
  last_used_at: Type.Union([TimestampSchema, Type.Null()]),
  revoked_at: Type.Union([TimestampSchema, Type.Null()]),
});
export type ApiKey = Static<typeof ApiKeySchema>;

export const CreateApiKeyRequestSchema = Type.Object(
  {
    name: withMessage(
      NonBlankString({
        maxLength: LIBRARY.apiKeyNameMaxChars,
        tooLong: LENGTH_MESSAGES.apiKeyName,
      }),
      MESSAGES.apiKeyNameRequired,
    ),
  },
  { additionalProperties: false },
);
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequestSchema>;

export const CreatedApiKeySchema = Type.Object({
  ...ApiKeySchema.properties,
  key: Type.String({ description: 'The whole key: shown this once, only its hash is kept' }),
});
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;

const userErrors = {
  ...errorResponses.unauthorized,
  ...errorResponses.forbidden,
  ...baseErrors,
} as const;
const promptErrors = {
  ...errorResponses.badRequest,
  ...errorResponses.notFound,
  ...userErrors,
} as const;

export const libraryEndpoints = {
  listPrompts: defineEndpoint({
    method: 'GET',
    path: '/api/prompts',
    summary: 'Your prompt library: every prompt with its newest version and labels, by name',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    query: ListPromptsQuerySchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Array(PromptSummarySchema)),
      ...errorResponses.badRequest,
      ...userErrors,
    },
  }),
  savePrompt: defineEndpoint({
    method: 'POST',
    path: '/api/prompts',
    summary:
      'Save a prompt under a name: a new version when the text changed (201), else the newest (200)',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    body: SavePromptRequestSchema,
    successStatus: 201,
    responses: {
      200: Envelope(SavePromptResultSchema),
      201: Envelope(SavePromptResultSchema),
      ...errorResponses.unauthorized,
      ...errorResponses.forbidden,
      ...errorResponses.conflict,
      ...bodyErrors,
    },
  }),
  getPrompt: defineEndpoint({
    method: 'GET',
    path: '/api/prompts/:name',
    summary:
      'Serve the version a label points at (default production; fallback=latest serves the newest when the label is not set). Sends an ETag; If-None-Match answers 304.',
    tags: ['library'],
    access: 'user',
    apiKey: true,
    throttle: 'default',
    params: PromptParamsSchema,
    query: ServePromptQuerySchema,
    successStatus: 200,
    responses: {
      200: Envelope(ServedPromptSchema),
      304: Type.Null({ description: 'Not modified: If-None-Match still matches the ETag' }),
      ...promptErrors,
    },
  }),
  renderPrompt: defineEndpoint({
    method: 'POST',
    path: '/api/prompts/:name/render',
    summary:
      'Render the labelled version with its variables (every variable required, unknown ones refused)',
    tags: ['library'],
    access: 'user',
    apiKey: true,
    throttle: 'default',
    params: PromptParamsSchema,
    query: ServePromptQuerySchema,
    body: RenderPromptRequestSchema,
    successStatus: 200,
    responses: {
      200: Envelope(RenderedPromptSchema),
      ...errorResponses.notFound,
      ...userErrors,
      ...bodyErrors,
    },
  }),
  getPromptVersions: defineEndpoint({
    method: 'GET',
    path: '/api/prompts/:name/versions',
    summary: 'One prompt with every version (newest first), its labels and every label move',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    params: PromptParamsSchema,
    successStatus: 200,
    responses: { 200: Envelope(PromptDetailSchema), ...promptErrors },
  }),
  diffPromptVersions: defineEndpoint({
    method: 'GET',
    path: '/api/prompts/:name/diff',
    summary: 'Word-level diff of two versions, the score change and the checks that changed',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    params: PromptParamsSchema,
    query: DiffQuerySchema,
    successStatus: 200,
    responses: { 200: Envelope(PromptDiffSchema), ...promptErrors },
  }),
  movePromptLabel: defineEndpoint({
    method: 'PUT',
    path: '/api/prompts/:name/labels/:label',
    summary: 'Point a label at a version (promote, roll back); the move is recorded',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    params: LabelParamsSchema,
    body: MoveLabelRequestSchema,
    successStatus: 200,
    responses: {
      200: Envelope(PromptDetailSchema),
      ...errorResponses.notFound,
      ...errorResponses.conflict,
      ...userErrors,
      ...bodyErrors,
    },
  }),
  deletePrompt: defineEndpoint({
    method: 'DELETE',
    path: '/api/prompts/:name',
    summary: 'Delete a prompt with all its versions and labels',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    params: PromptParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(Type.Object({ name: Type.String() })),
      ...promptErrors,
    },
  }),
  exportLibrary: defineEndpoint({
    method: 'GET',
    path: '/api/library/export',
    summary: 'Your whole library as JSON: names, versions and labels',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(LibraryExportSchema), ...userErrors },
  }),
  importLibrary: defineEndpoint({
    method: 'POST',
    path: '/api/library/import',
    summary:
      'Import an export: new prompts and versions are added, existing versions never overwritten',
    tags: ['library'],
    access: 'user',
    throttle: 'strict',
    body: LibraryExportSchema,
    successStatus: 200,
    responses: {
      200: Envelope(ImportResultSchema),
      ...errorResponses.unauthorized,
      ...errorResponses.forbidden,
      ...errorResponses.conflict,
      ...bodyErrors,
    },
  }),
  listApiKeys: defineEndpoint({
    method: 'GET',
    path: '/api/keys',
    summary: 'Your API keys (never the keys themselves) with when each was last used',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(ApiKeySchema)), ...userErrors },
  }),
  createApiKey: defineEndpoint({
    method: 'POST',
    path: '/api/keys',
    summary: 'Create an API key for fetching and rendering your prompts (shown once)',
    tags: ['library'],
    access: 'user',
    throttle: 'strict',
    body: CreateApiKeyRequestSchema,
    successStatus: 201,
    responses: {
      201: Envelope(CreatedApiKeySchema),
      ...errorResponses.unauthorized,
      ...errorResponses.forbidden,
      ...errorResponses.conflict,
      ...bodyErrors,
    },
  }),
  revokeApiKey: defineEndpoint({
    method: 'DELETE',
    path: '/api/keys/:id',
    summary: 'Revoke an API key: it stops working at once',
    tags: ['library'],
    access: 'user',
    throttle: 'default',
    params: IdParamsSchema,
    successStatus: 200,
    responses: {
      200: Envelope(ApiKeySchema),
      ...errorResponses.badRequest,
      ...errorResponses.notFound,
      ...errorResponses.conflict,
      ...userErrors,
    },
  }),
} as const;
