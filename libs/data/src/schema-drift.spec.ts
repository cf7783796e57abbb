// schema.ts and auth/schema.ts must describe exactly the tables the SQL migrations build: every
// table, column, type, nullability, default, primary key, unique constraint, foreign key and
// index (by name and definition). A migration without its schema.ts change, or the reverse,
// fails here with one line per difference.
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import * as authTables from './auth/schema';
import * as productTables from './schema';
import {
  MIGRATIONS_SOURCE,
  describeDatabase,
  describeDrizzle,
  normaliseDefault,
  schemaDifferences,
  type SchemaShape,
} from './schema-drift';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

const PRODUCT = 'libs/data/src/schema.ts';
const AUTH = 'libs/data/src/auth/schema.ts';
const drizzleModules = { [PRODUCT]: productTables, [AUTH]: authTables };

describe.each(testDatabaseKinds())('the Drizzle schema against the migrations on %s', (kind) => {
  let database: TestDatabase;
  let migrated: SchemaShape;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    migrated = await database.rawTransaction(describeDatabase);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('describes every migrated table, column, key and index, and nothing else', () => {
    expect(schemaDifferences(migrated, describeDrizzle(drizzleModules))).toEqual([]);
  });

  it('reads the whole catalog, product and auth tables alike', () => {
    expect(Object.keys(migrated)).toEqual(
      expect.arrayContaining(['training_data', 'training_results', 'auth_users', 'auth_mailbox']),
    );
    expect(migrated).toMatchObject({
      training_data: { columns: { tags: { type: 'text[]', notNull: true, default: "'{}'" } } },
      training_results: {
        primaryKey: ['id'],
        indexes: {
          training_results_one_active_key:
            "unique btree (COALESCE(owner_id, '00000000-0000-0000-0000-000000000000'::uuid), category) WHERE (status = 'active'::text)",
        },
      },
      auth_rate_limits: { primaryKey: ['bucket', 'key'] },
      templates: { uniques: ['slug'] },
      auth_mailbox: {
        indexes: { auth_mailbox_to_idx: 'btree (lower(to_email), created_at DESC)' },
      },
      performance_metrics: {
        foreignKeys: ['(session_id) references training_sessions (id) on delete set null'],
      },
    });
  });

  it('names a column that only a migration adds', async () => {
    const drifted = await database.rawTransaction(async (tx) => {
      await tx.exec('ALTER TABLE waitlist_entries ADD COLUMN referrer text');
      const shape = await describeDatabase(tx);
      await tx.exec('ALTER TABLE waitlist_entries DROP COLUMN referrer');
      return shape;
    });
    expect(schemaDifferences(drifted, describeDrizzle(drizzleModules))).toEqual([
      `column waitlist_entries.referrer: in ${MIGRATIONS_SOURCE}, not in ${PRODUCT}`,
    ]);
  });

  it('names a column, type, default or index that only schema.ts has', () => {
    const waitlist = pgTable(
      'waitlist_entries',
      {
        id: uuid('id').primaryKey().defaultRandom(),
        email: text('email'),
        firstName: text('first_name').notNull().default(''),
        lastName: text('last_name').notNull().default(''),
        source: text('source').notNull().default('web'),
        nickname: text('nickname').unique(),
        createdAt: text('created_at').notNull(),
      },
      (t) => [
        index('waitlist_entries_email_idx').on(sql`lower(${t.email})`),
        index('waitlist_entries_created_at_idx').on(t.createdAt),
      ],
    );
    const drizzle = describeDrizzle({
      [PRODUCT]: { ...productTables, waitlistEntries: waitlist },
      [AUTH]: authTables,
    });
    expect(schemaDifferences(migrated, drizzle)).toEqual([
      `column waitlist_entries.nickname: in ${PRODUCT}, not in ${MIGRATIONS_SOURCE}`,
      `column waitlist_entries.email: nullability is NOT NULL in ${MIGRATIONS_SOURCE}, nullable in ${PRODUCT}`,
      `column waitlist_entries.source: default is 'email' in ${MIGRATIONS_SOURCE}, 'web' in ${PRODUCT}`,
      `column waitlist_entries.created_at: type is timestamp with time zone in ${MIGRATIONS_SOURCE}, text in ${PRODUCT}`,
      `column waitlist_entries.created_at: default is now() in ${MIGRATIONS_SOURCE}, none in ${PRODUCT}`,
      `unique constraint on waitlist_entries (nickname): in ${PRODUCT}, not in ${MIGRATIONS_SOURCE}`,
      `index waitlist_entries_email_lower_key on waitlist_entries: in ${MIGRATIONS_SOURCE}, not in ${PRODUCT}`,
      `index waitlist_entries_email_idx on waitlist_entries: in ${PRODUCT}, not in ${MIGRATIONS_SOURCE}`,
      `index waitlist_entries_created_at_idx on waitlist_entries: btree (created_at DESC) in ${MIGRATIONS_SOURCE}, btree (created_at) in ${PRODUCT}`,
    ]);
  });

  it('names a primary key or foreign key that differs', () => {
    // performance_metrics as it is, but keyed by its name and with a session reference that
    // no longer lets go of deleted sessions.
    const metrics = pgTable(
      'performance_metrics',
      {
        id: uuid('id').notNull().defaultRandom(),
        metricName: text('metric_name').primaryKey(),
        metricValue: doublePrecision('metric_value').notNull(),
        modelVersion: text('model_version').notNull(),
        sampleSize: integer('sample_size').notNull().default(0),
        category: text('category'),
        sessionId: uuid('session_id').references(() => productTables.trainingSessions.id),
        recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
        ownerId: uuid('owner_id'),
      },
      (t) => [
        index('performance_metrics_recorded_idx').on(t.recordedAt.desc()),
        index('performance_metrics_owner_recorded_idx').on(t.ownerId, t.recordedAt.desc()),
      ],
    );
    const drizzle = describeDrizzle({
      [PRODUCT]: { ...productTables, performanceMetrics: metrics },
      [AUTH]: authTables,
    });
    expect(schemaDifferences(migrated, drizzle)).toEqual([
      `primary key of performance_metrics: (id) in ${MIGRATIONS_SOURCE}, (metric_name) in ${PRODUCT}`,
      `foreign key of performance_metrics (session_id) references training_sessions (id) on delete set null: in ${MIGRATIONS_SOURCE}, not in ${PRODUCT}`,
      `foreign key of performance_metrics (session_id) references training_sessions (id) on delete no action: in ${PRODUCT}, not in ${MIGRATIONS_SOURCE}`,
    ]);
  });
});

describe('default expressions', () => {
  it('compare by value, not by how PostgreSQL casts them', () => {
    expect(normaliseDefault("'{}'::text[]")).toBe("'{}'");
    expect(normaliseDefault("'email'::text")).toBe("'email'");
    expect(normaliseDefault("'-1'::integer")).toBe('-1');
    expect(normaliseDefault("'x'::character varying")).toBe("'x'");
    expect(normaliseDefault('now()')).toBe('now()');
    expect(normaliseDefault(null)).toBeNull();
  });
});
