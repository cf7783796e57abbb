import { and, desc, eq, getTableColumns, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  authFlowStates,
  authMailbox,
  authOneTimeLinks,
  authRateLimits,
  authRefreshTokens,
  authSessions,
  authUsers,
} from './schema';

export type AuthUserRow = typeof authUsers.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type AuthLinkRow = typeof authOneTimeLinks.$inferSelect;
export type AuthFlowStateRow = typeof authFlowStates.$inferSelect;
export type MailRow = typeof authMailbox.$inferSelect;

/** Any Drizzle PostgreSQL handle (PGlite or node-postgres), whatever its relational schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AuthDb = PgDatabase<PgQueryResultHKT, any>;

export interface NewLink {
  userId: string;
  tokenHash: string;
  codeHash: string;
  redirectTo: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  ttlSeconds: number;
}

export interface NewFlowState {
  userId: string;
  authCodeHash: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  authenticationMethod: string;
  ttlSeconds: number;
}

export interface RotateInput {
  /** Hash of the refresh token presented. */
  oldHash: string;
  /** Hash of the token that replaces it. */
  newHash: string;
  /** The replacing token, sealed under a key derived from the presented token. */
  successorSealed: string;
  /** A token presented again within this many seconds of its rotation gets its successor. */
  reuseIntervalSeconds: number;
}

export type RotateResult =
  | { status: 'rotated'; session: AuthSessionRow; user: AuthUserRow }
  /** Presented again within the reuse interval: hand back the successor it already produced. */
  | { status: 'reissued'; session: AuthSessionRow; user: AuthUserRow; successorSealed: string }
  /** Presented again within the interval, but its successor has moved on: refused, not revoked. */
  | { status: 'reused_recently' }
  /** Presented again after the interval: the session is revoked (a stolen token). */
  | { status: 'reused' }
  | { status: 'session_revoked' }
  | { status: 'not_found' };

export type LogoutScope = 'global' | 'local' | 'others';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const seconds = (value: number) => sql`make_interval(secs => ${value}::double precision)`;
const now = sql`now()`;

/** Ends a session and every refresh token of it. */
async function revokeSession(db: AuthDb, id: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
  await db
    .update(authRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(authRefreshTokens.sessionId, id), isNull(authRefreshTokens.revokedAt)));
}

/**
 * Every read and write of the embedded auth service. Each step that must happen once (a link
 * used, a code exchanged, a refresh token rotated, a send slot taken) is a single conditional
 * UPDATE, so concurrent requests and several API processes cannot both win.
 */
export function createAuthStore(db: AuthDb) {
  const store = {
    async findUserByEmail(email: string): Promise<AuthUserRow | undefined> {
      const [row] = await db
        .select()
        .from(authUsers)
        .where(sql`lower(${authUsers.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async getUser(id: string): Promise<AuthUserRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
      return row;
    },

    /** The user with this address, created on first use (address kept as typed, matched case-insensitively). */
    async findOrCreateUser(
      email: string,
      userMetadata: Record<string, unknown>,
    ): Promise<{ user: AuthUserRow; created: boolean }> {
      const inserted = await db
        .insert(authUsers)
        .values({ email, userMetadata })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { user: inserted[0], created: true };
      const existing = await store.findUserByEmail(email);
      if (!existing) throw new Error('auth user vanished between insert and select');
      return { user: existing, created: false };
    },

    /**
     * Takes the user's link-sending slot unless one was taken less than `cooldownSeconds` ago.
     * Returns 0 on success, otherwise the whole seconds left to wait.
     */
    async claimLinkSlot(userId: string, cooldownSeconds: number): Promise<number> {
      const claimed = await db
        .update(authUsers)
        .set({ lastLinkSentAt: now })
        .where(
          and(
            eq(authUsers.id, userId),
            sql`(${authUsers.lastLinkSentAt} IS NULL OR ${authUsers.lastLinkSentAt} <= now() - ${seconds(cooldownSeconds)})`,
          ),
        )
        .returning({ id: authUsers.id });
      if (claimed.length > 0) return 0;
      const [row] = await db
        .select({
          left: sql<number>`ceil(extract(epoch from (${authUsers.lastLinkSentAt} + ${seconds(cooldownSeconds)} - now())))::int`,
        })
        .from(authUsers)
        .where(eq(authUsers.id, userId));
      return Math.max(1, Number(row?.left ?? cooldownSeconds));
    },

    /** Gives back a slot taken for a link that could not be sent. */
    async releaseLinkSlot(userId: string): Promise<void> {
      await db.update(authUsers).set({ lastLinkSentAt: null }).where(eq(authUsers.id, userId));
    },

    /** Stores a new sign-in link; any older unused link of the user stops working. */
    async createLink(link: NewLink): Promise<AuthLinkRow> {
      await db
        .update(authOneTimeLinks)
        .set({ usedAt: now })
        .where(and(eq(authOneTimeLinks.userId, link.userId), isNull(authOneTimeLinks.usedAt)));
      const [row] = await db
        .insert(authOneTimeLinks)
        .values({
          userId: link.userId,
          tokenHash: link.tokenHash,
          codeHash: link.codeHash,
          redirectTo: link.redirectTo,
          codeChallenge: link.codeChallenge,
          codeChallengeMethod: link.codeChallengeMethod,
          expiresAt: sql`now() + ${seconds(link.ttlSeconds)}`,
        })
        .returning();
      if (!row) throw new Error('link insert returned nothing');
      return row;
    },

    /** Uses a link by its token: once, and only before it expires. */
    async consumeLinkByToken(tokenHash: string): Promise<AuthLinkRow | undefined> {
      const [row] = await db
        .update(authOneTimeLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(authOneTimeLinks.tokenHash, tokenHash),
            isNull(authOneTimeLinks.usedAt),
            gt(authOneTimeLinks.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /**
     * A link that could still be used, without using it: a PKCE link is only used up by the
     * code exchange in the browser that asked for it, so opening it elsewhere burns nothing.
     */
    async findUsableLinkByToken(tokenHash: string): Promise<AuthLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(authOneTimeLinks)
        .where(
          and(
            eq(authOneTimeLinks.tokenHash, tokenHash),
            isNull(authOneTimeLinks.usedAt),
            gt(authOneTimeLinks.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Uses up every unused link of the user (a sign-in by one of them has happened). */
    async retireLinks(userId: string): Promise<void> {
      await db
        .update(authOneTimeLinks)
        .set({ usedAt: now })
        .where(and(eq(authOneTimeLinks.userId, userId), isNull(authOneTimeLinks.usedAt)));
    },

    /**
     * Checks a 6-digit code against the user's current link, in one statement: the guess is
     * counted and checked under the row's lock, so a parallel burst is judged one guess at a
     * time. The right code uses the link; a wrong one counts against it, and the link stops
     * working at `maxAttempts` wrong guesses, whichever guesses come after.
     */
    async consumeLinkByCode(
      userId: string,
      codeHash: string,
      maxAttempts: number,
    ): Promise<AuthLinkRow | undefined> {
      const matches = sql`${authOneTimeLinks.codeHash} = ${codeHash}`;
      const rows = await db
        .update(authOneTimeLinks)
        .set({
          failedAttempts: sql`${authOneTimeLinks.failedAttempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
          usedAt: sql`CASE WHEN ${matches} OR ${authOneTimeLinks.failedAttempts} + 1 >= ${maxAttempts}::int THEN now() ELSE NULL END`,
        })
        .where(
          and(
            eq(authOneTimeLinks.userId, userId),
            isNull(authOneTimeLinks.usedAt),
            gt(authOneTimeLinks.expiresAt, now),
            lt(authOneTimeLinks.failedAttempts, maxAttempts),
          ),
        )
        .returning({ ...getTableColumns(authOneTimeLinks), matched: sql<boolean>`${matches}` });
      const hit = rows.find((row) => row.matched);
      if (!hit) return undefined;
      const { matched: _matched, ...link } = hit;
      return link;
    },

    async markSignedIn(userId: string): Promise<AuthUserRow> {
      const [row] = await db
        .update(authUsers)
        .set({
          emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, now())`,
          lastSignInAt: now,
          updatedAt: now,
        })
        .where(eq(authUsers.id, userId))
        .returning();
      if (!row) throw new Error('auth user not found');
      return row;
    },

    async createFlowState(flow: NewFlowState): Promise<void> {
      await db.insert(authFlowStates).values({
        userId: flow.userId,
        authCodeHash: flow.authCodeHash,
        codeChallenge: flow.codeChallenge,
        codeChallengeMethod: flow.codeChallengeMethod,
        authenticationMethod: flow.authenticationMethod,
        expiresAt: sql`now() + ${seconds(flow.ttlSeconds)}`,
      });
    },

    /** Exchanges a PKCE auth code: once, and only before it expires. */
    async consumeFlowState(authCodeHash: string): Promise<AuthFlowStateRow | undefined> {
      const [row] = await db
        .update(authFlowStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(authFlowStates.authCodeHash, authCodeHash),
            isNull(authFlowStates.usedAt),
            gt(authFlowStates.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async createSession(input: {
      userId: string;
      amr: string;
      userAgent: string | null;
      ip: string | null;
      refreshTokenHash: string;
    }): Promise<AuthSessionRow> {
      const [session] = await db
        .insert(authSessions)
        .values({
          userId: input.userId,
          amr: input.amr,
          userAgent: input.userAgent,
          ip: input.ip,
        })
        .returning();
      if (!session) throw new Error('session insert returned nothing');
      await db
        .insert(authRefreshTokens)
        .values({ sessionId: session.id, tokenHash: input.refreshTokenHash });
      return session;
    },

    /**
     * Single-use refresh tokens, in one transaction: the presented token is revoked (its sealed
     * successor stored in the same statement) and replaced by `newHash`. A token presented again
     * within the reuse interval gets back the successor it produced (a concurrent refresh waits
     * on the row lock, then finds it); after the interval its whole session is revoked (a stolen
     * token was probably used by someone else first).
     */
    async rotateRefreshToken(input: RotateInput): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const liveSession = async (sessionId: string) => {
          const [joined] = await tx
            .select({ session: authSessions, user: authUsers })
            .from(authSessions)
            .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
            .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
            .limit(1);
          return joined;
        };
        const [used] = await tx
          .update(authRefreshTokens)
          .set({ revokedAt: now, successorSealed: input.successorSealed })
          .where(
            and(
              eq(authRefreshTokens.tokenHash, input.oldHash),
              isNull(authRefreshTokens.revokedAt),
            ),
          )
          .returning();
        if (used) {
          const joined = await liveSession(used.sessionId);
          if (!joined) return { status: 'session_revoked' as const };
          await tx
            .insert(authRefreshTokens)
            .values({ sessionId: used.sessionId, tokenHash: input.newHash, parentId: used.id });
          const [session] = await tx
            .update(authSessions)
            .set({ refreshedAt: now })
            .where(eq(authSessions.id, used.sessionId))
            .returning();
          return {
            status: 'rotated' as const,
            session: session ?? joined.session,
            user: joined.user,
          };
        }
        const [known] = await tx
          .select({
            id: authRefreshTokens.id,
            sessionId: authRefreshTokens.sessionId,
            successorSealed: authRefreshTokens.successorSealed,
            recent: sql<boolean>`${authRefreshTokens.revokedAt} > now() - ${seconds(input.reuseIntervalSeconds)}`,
          })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.tokenHash, input.oldHash))
          .limit(1);
        if (!known) return { status: 'not_found' as const };
        if (known.recent && known.successorSealed) {
          const joined = await liveSession(known.sessionId);
          if (!joined) return { status: 'session_revoked' as const };
          const [successor] = await tx
            .select({ id: authRefreshTokens.id })
            .from(authRefreshTokens)
            .where(
              and(eq(authRefreshTokens.parentId, known.id), isNull(authRefreshTokens.revokedAt)),
            )
            .limit(1);
          return successor
            ? {
                status: 'reissued' as const,
                session: joined.session,
                user: joined.user,
                successorSealed: known.successorSealed,
              }
            : { status: 'reused_recently' as const };
        }
        await revokeSession(tx, known.sessionId, 'refresh_token_reuse');
        return { status: 'reused' as const };
      });
    },

    async getSession(id: string): Promise<AuthSessionRow | undefined> {
      const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
      return row;
    },

    /** False for unknown and signed-out sessions (the API refuses their access tokens). */
    async isSessionActive(id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const [row] = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
        .limit(1);
      return Boolean(row);
    },

    async revokeSession(id: string, reason: string): Promise<void> {
      await revokeSession(db, id, reason);
    },

    /** Signs out: this session (local), every session of the user (global), or the others. */
    async logout(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
      if (scope === 'local') return store.revokeSession(sessionId, 'logout');
      const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
      if (scope === 'others') conditions.push(ne(authSessions.id, sessionId));
      const sessions = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(...conditions));
      for (const session of sessions) await store.revokeSession(session.id, `logout_${scope}`);
    },

    /**
     * Counts one hit for `key` in a fixed window; returns the hits so far in the window
     * (the window restarts once it is older than `windowSeconds`).
     */
    async hitRateLimit(bucket: string, key: string, windowSeconds: number): Promise<number> {
      const expired = sql`${authRateLimits.windowStartedAt} <= now() - ${seconds(windowSeconds)}`;
      const [row] = await db
        .insert(authRateLimits)
        .values({ bucket, key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: [authRateLimits.bucket, authRateLimits.key],
          set: {
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${authRateLimits.hits} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${authRateLimits.windowStartedAt} END`,
          },
        })
        .returning({ hits: authRateLimits.hits });
      return row?.hits ?? 1;
    },

    async addMail(mail: {
      toEmail: string;
      subject: string;
      textBody: string;
      htmlBody: string;
    }): Promise<MailRow> {
      const [row] = await db.insert(authMailbox).values(mail).returning();
      if (!row) throw new Error('mail insert returned nothing');
      return row;
    },

    /** Newest first; optionally only the mail sent to one address. */
    async listMail(options: { limit: number; email?: string }): Promise<MailRow[]> {
      const query = db.select().from(authMailbox);
      const filtered = options.email
        ? query.where(sql`lower(${authMailbox.toEmail}) = lower(${options.email})`)
        : query;
      return filtered
        .orderBy(desc(authMailbox.createdAt), desc(authMailbox.id))
        .limit(options.limit);
    },

    async getMail(id: string): Promise<MailRow | undefined> {
      const [row] = await db.select().from(authMailbox).where(eq(authMailbox.id, id)).limit(1);
      return row;
    },
  };
  return store;
}

export type AuthStore = ReturnType<typeof createAuthStore>;
