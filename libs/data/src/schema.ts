// The Drizzle schema: the TypeScript view of the product migrations (0001_product.sql,
// 0004_ownership.sql, ...). The SQL files are the source of truth for the database; this file
// must describe the same tables and columns (schema-drift.spec.ts compares the two on PGlite and
// PostgreSQL and names any difference). `ownerId` is the signed-in user's id; NULL means the
// shared set (training rows) or an anonymous visitor (enhancements).
import type { EnhancementKind, TrainingResultStatus } from '@silent/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ownerId = () => uuid('owner_id');
/** Stands for "no owner" in unique indexes, so that NULL owners collide with each other. */
const NO_OWNER = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    source: text('source').notNull().default('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_email_lower_key').on(sql`lower(${t.email})`),
    index('waitlist_entries_created_at_idx').on(t.createdAt.desc()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);

export const templates = pgTable('templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  body: text('body').notNull(),
  variables: text('variables').array().notNull(),
  usage: integer('usage').notNull().default(0),
  createdAt: createdAt(),
});

export type { EnhancementKind } from '@silent/contracts';

export const enhancements = pgTable(
  'enhancements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    original: text('original').notNull(),
    enhanced: text('enhanced').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    kind: text('kind').$type<EnhancementKind>().notNull(),
    model: text('model').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    processingMs: doublePrecision('processing_ms').notNull(),
    rating: smallint('rating'),
    createdAt: createdAt(),
    ownerId: ownerId(),
    /** SHA-256 (hex) of the token that lets an anonymous visitor rate the enhancement. */
    ratingTokenHash: text('rating_token_hash'),
  },
  (t) => [
    index('enhancements_created_at_idx').on(t.createdAt.desc()),
    index('enhancements_model_idx').on(t.model),
    index('enhancements_owner_created_idx')
      .on(t.ownerId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.ownerId} IS NOT NULL`),
  ],
);

export const trainingCategories = pgTable(
  'training_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    difficultyLevel: text('difficulty_level').notNull().default('medium'),
    createdAt: createdAt(),
    ownerId: ownerId(),
  },
  (t) => [
    uniqueIndex('training_categories_owner_name_key').on(
      sql`COALESCE(${t.ownerId}, ${NO_OWNER})`,
      t.name,
    ),
  ],
);

export const trainingData = pgTable(
  'training_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inputText: text('input_text').notNull(),
    expectedOutput: text('expected_output').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    difficultyLevel: text('difficulty_level').notNull().default('medium'),
    style: text('style'),
    length: text('length'),
    targetAudience: text('target_audience'),
    context: text('context'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    successRate: doublePrecision('success_rate'),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: createdAt(),
    ownerId: ownerId(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('training_data_category_difficulty_created_idx').on(
      t.category,
      t.difficultyLevel,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('training_data_difficulty_created_idx').on(
      t.difficultyLevel,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('training_data_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('training_data_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionName: text('session_name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('pending'),
    modelVersion: text('model_version').notNull().default('gpt-4'),
    categories: text('categories').array().notNull(),
    trainingDataCount: integer('training_data_count').notNull().default(0),
    successRate: doublePrecision('success_rate'),
    baselineSuccessRate: doublePrecision('baseline_success_rate'),
    durationMinutes: doublePrecision('duration_minutes'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    engine: text('engine'),
    failureReason: text('failure_reason'),
    claimedBy: text('claimed_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ownerId: ownerId(),
    /** Who queued it: an admin queues shared sessions, whose owner is NULL. */
    createdBy: uuid('created_by'),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    promotedBy: uuid('promoted_by'),
    /** What the worker finished so far (@silent/training's StoredCheckpoint); opaque here. */
    checkpoint: jsonb('checkpoint').$type<unknown>(),
    /** Runs of this session a dead worker left unfinished (a crash loop ends failed). */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('training_sessions_created_idx').on(t.createdAt.desc()),
    index('training_sessions_status_created_idx').on(t.status, t.createdAt),
    index('training_sessions_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    metricName: text('metric_name').notNull(),
    metricValue: doublePrecision('metric_value').notNull(),
    modelVersion: text('model_version').notNull(),
    sampleSize: integer('sample_size').notNull().default(0),
    category: text('category'),
    sessionId: uuid('session_id').references(() => trainingSessions.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ownerId: ownerId(),
  },
  (t) => [
    index('performance_metrics_recorded_idx').on(t.recordedAt.desc()),
    index('performance_metrics_owner_recorded_idx').on(t.ownerId, t.recordedAt.desc()),
  ],
);

/** One exemplar as a result keeps it: a copy, so later edits of the item do not change it. */
export interface StoredExemplar {
  id: string;
  input: string;
  output: string;
}

/** The figures of the session for the result's category (null: not known, e.g. migrated). */
export interface StoredResultFigures {
  sampleSize: number;
  baselineSuccessRate: number | null;
  successRate: number | null;
}

/** Validation figures of one exemplar set (payload version 2). */
export interface StoredFigures {
  score: number;
  control: number;
  lift: number;
  successRate: number;
}

/** What the engine derives from a result's exemplars (payload version 2). */
export interface StoredLearnedStyle {
  task: string;
  role?: string;
  format?: string;
  length?: { min: number; max: number; unit: 'words' };
  rules: string[];
}

/**
 * What a training result holds. Version 1: the exemplar set and success rates. Version 2 (the
 * held-out training of #17) adds the validation figures before and after with their control,
 * what the engine learned from the set, and one request enhanced before and after.
 */
export interface TrainingResultPayload {
  version: 1 | 2;
  exemplars: StoredExemplar[];
  figures?: StoredResultFigures | null;
  before?: StoredFigures;
  after?: StoredFigures;
  learned?: StoredLearnedStyle;
  example?: { input: string; before: string; after: string };
}

/**
 * What one training session produced for one category and one owner (NULL: shared). At most
 * one active result per owner and category (a partial unique index).
 */
export const trainingResults = pgTable(
  'training_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    category: text('category').notNull(),
    sessionId: uuid('session_id').references(() => trainingSessions.id, { onDelete: 'set null' }),
    /** For a shared result made by promotion: the user's result it was copied from. */
    promotedFrom: uuid('promoted_from').references((): AnyPgColumn => trainingResults.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<TrainingResultStatus>().notNull().default('active'),
    payload: jsonb('payload').$type<TrainingResultPayload>().notNull(),
    trainedItemIds: uuid('trained_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    outOfDateAt: timestamp('out_of_date_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('training_results_one_active_key')
      .on(sql`COALESCE(${t.ownerId}, ${NO_OWNER})`, t.category)
      .where(sql`${t.status} = 'active'::text`),
    index('training_results_session_idx').on(t.sessionId),
    index('training_results_owner_category_idx').on(t.ownerId, t.category, t.createdAt.desc()),
  ],
);

/** One training result in effect when a library version was saved (0006_prompt_library.sql). */
export interface StoredTrainingRef {
  id: string;
  category: string;
  /** The shared result (the owner had none of their own for the category). */
  shared: boolean;
}

/** A signed-in user's named prompt; `/` in the name stands for folders. */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prompts_owner_name_key').on(t.ownerId, t.name)],
);

/** One immutable version of a prompt (a trigger refuses updates). */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    variables: text('variables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    confidence: doublePrecision('confidence').notNull(),
    checks: jsonb('checks').$type<unknown[]>().notNull().default([]),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    training: jsonb('training').$type<StoredTrainingRef[]>().notNull().default([]),
    message: text('message'),
    authorId: uuid('author_id'),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.promptId, t.version)],
);

/** Where a label of a prompt points (`latest` is never stored). */
export const promptLabels = pgTable(
  'prompt_labels',
  {
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => promptVersions.id, { onDelete: 'cascade' }),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.label] })],
);

/** Every move of a label: who, when, from which version (null: new label) to which. */
export const promptLabelEvents = pgTable(
  'prompt_label_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    fromVersion: integer('from_version'),
    toVersion: integer('to_version').notNull(),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('prompt_label_events_prompt_created_idx').on(t.promptId, t.createdAt.desc())],
);

/** Per-user API keys: only the SHA-256 of a key is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_owner_created_idx').on(t.ownerId, t.createdAt.desc())],
);

/**
 * The model the admin chose (0008_model_settings.sql): one row, id 1. The API key is stored
 * only encrypted (AES-256-GCM under MODEL_SETTINGS_KEY).
 */
export const modelSettings = pgTable('model_settings', {
  id: smallint('id').primaryKey().default(1),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeyEncrypted: text('api_key_encrypted'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Prices per model, US dollars per million tokens; admins edit them. */
export const modelPrices = pgTable('model_prices', {
  model: text('model').primaryKey(),
  inputPerMillion: doublePrecision('input_per_million').notNull(),
  outputPerMillion: doublePrecision('output_per_million').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per model call: tokens from the answer's `usage`, latency, outcome. */
export const modelCalls = pgTable(
  'model_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    model: text('model').notNull(),
    purpose: text('purpose').notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    latencyMs: integer('latency_ms').notNull(),
    ok: boolean('ok').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('model_calls_created_at_idx').on(t.createdAt.desc()),
    index('model_calls_model_idx').on(t.model),
  ],
);

/** Small facts about the database itself (e.g. that the demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  appMeta,
  waitlistEntries,
  contactMessages,
  templates,
  enhancements,
  trainingCategories,
  trainingData,
  trainingSessions,
  performanceMetrics,
  trainingResults,
  prompts,
  promptVersions,
  promptLabels,
  promptLabelEvents,
  apiKeys,
  modelSettings,
  modelPrices,
  modelCalls,
};
