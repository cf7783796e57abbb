// The Drizzle schema: the TypeScript view of migrations/0001_product.sql. The SQL files are the
// source of truth for the database; this file must describe the same tables and columns.
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const ENHANCEMENT_KINDS = ['single', 'batch', 'variation', 'template'] as const;
export type EnhancementKind = (typeof ENHANCEMENT_KINDS)[number];

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
  },
  (t) => [
    index('enhancements_created_at_idx').on(t.createdAt.desc()),
    index('enhancements_model_idx').on(t.model),
  ],
);

export const trainingCategories = pgTable('training_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  difficultyLevel: text('difficulty_level').notNull().default('medium'),
  createdAt: createdAt(),
});

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
  },
  (t) => [
    index('training_sessions_created_idx').on(t.createdAt.desc()),
    index('training_sessions_status_created_idx').on(t.status, t.createdAt),
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
  },
  (t) => [index('performance_metrics_recorded_idx').on(t.recordedAt.desc())],
);

/** The exemplar set training chose for a category; the engine uses it from then on. */
export const activeExemplars = pgTable(
  'active_exemplars',
  {
    category: text('category').notNull(),
    trainingDataId: uuid('training_data_id')
      .notNull()
      .references(() => trainingData.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    sessionId: uuid('session_id').references(() => trainingSessions.id, { onDelete: 'set null' }),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.category, t.trainingDataId] })],
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
  activeExemplars,
};
