// The Drizzle view of migrations/0002_auth.sql and 0003_auth_hardening.sql (the SQL files are
// the source of truth; ../schema-drift.spec.ts checks that the two agree).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    emailConfirmedAt: at('email_confirmed_at'),
    lastSignInAt: at('last_sign_in_at'),
    lastLinkSentAt: at('last_link_sent_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const authOneTimeLinks = pgTable(
  'auth_one_time_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    redirectTo: text('redirect_to').notNull(),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('auth_one_time_links_user_idx').on(t.userId, t.createdAt.desc())],
);

export const authFlowStates = pgTable('auth_flow_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  authCodeHash: text('auth_code_hash').notNull().unique(),
  codeChallenge: text('code_challenge').notNull(),
  codeChallengeMethod: text('code_challenge_method').notNull(),
  authenticationMethod: text('authentication_method').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    amr: text('amr').notNull().default('otp'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    refreshedAt: at('refreshed_at'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    /** The token that replaced this one, sealed under a key only this token's holder has. */
    successorSealed: text('successor_sealed'),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

export const authMailbox = pgTable(
  'auth_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_mailbox_created_idx').on(t.createdAt.desc()),
    index('auth_mailbox_to_idx').on(sql`lower(${t.toEmail})`, t.createdAt.desc()),
  ],
);

export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

export const authSchema = {
  authUsers,
  authOneTimeLinks,
  authFlowStates,
  authSessions,
  authRefreshTokens,
  authMailbox,
  authRateLimits,
};
