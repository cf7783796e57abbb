// Training results: what a session produced for one category and one owner. The resolution
// "the caller's active result for a category, else the shared one" lives here, once; the
// enhance routes get their exemplars through it, and the training redesign (#17) changes only
// what a result's payload holds.
import { MESSAGES, type TrainingResult, type TrainingResultSummary } from '@silent/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { allowed, trainingRows, type Outcome, type Viewer } from '../access/policy';
import type { Db } from '../database';
import {
  appMeta,
  trainingResults,
  trainingSessions,
  type StoredExemplar,
  type TrainingResultPayload,
} from '../schema';
import { only } from './mappers';
import { ownedBy } from './scope';

/** app_meta key whose value.version changes whenever any active result changes. */
export const TRAINING_RESULTS_VERSION_KEY = 'training_results_version';

/** One exemplar of a result in effect, as the engine takes it. */
export interface ResolvedExemplar extends StoredExemplar {
  category: string;
  /** The result it comes from. */
  resultId: string;
}

/** A result as the resolution found it for one owner. */
export interface ResolvedResult {
  id: string;
  /** null: the shared result (the owner has none of their own for this category). */
  ownerId: string | null;
  category: string;
  payload: TrainingResultPayload;
}

/** What one session stores for one category. */
export interface NewTrainingResult {
  category: string;
  /** 'not_improved': stored for the record, never in effect (default 'active'). */
  status?: 'active' | 'not_improved';
  payload: TrainingResultPayload;
  trainedItemIds: readonly string[];
  promotedFrom?: string | null;
}

type Row = typeof trainingResults.$inferSelect;

const summaryColumns = {
  id: trainingResults.id,
  ownerId: trainingResults.ownerId,
  sessionId: trainingResults.sessionId,
  category: trainingResults.category,
  status: trainingResults.status,
  outOfDateAt: trainingResults.outOfDateAt,
  createdAt: trainingResults.createdAt,
  exemplarCount:
    sql<number>`coalesce(jsonb_array_length(${trainingResults.payload}->'exemplars'), 0)`.mapWith(
      Number,
    ),
};
type SummaryRow = {
  id: string;
  ownerId: string | null;
  category: string;
  status: Row['status'];
  outOfDateAt: Date | null;
  createdAt: Date;
  exemplarCount: number;
};

export function toResultSummary(row: SummaryRow): TrainingResultSummary {
  return {
    id: row.id,
    category: row.category,
    status: row.status,
    out_of_date: row.outOfDateAt !== null,
    exemplar_count: row.exemplarCount,
    shared: row.ownerId === null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toTrainingResult(row: Row): TrainingResult {
  const exemplars = Array.isArray(row.payload?.exemplars) ? row.payload.exemplars : [];
  const figures = row.payload?.figures ?? null;
  return {
    ...toResultSummary({ ...row, exemplarCount: exemplars.length }),
    session_id: row.sessionId,
    exemplars: exemplars.map((exemplar) => ({
      id: exemplar.id,
      input: exemplar.input,
      output: exemplar.output,
    })),
    sample_size: figures?.sampleSize ?? null,
    baseline_success_rate: figures?.baselineSuccessRate ?? null,
    success_rate: figures?.successRate ?? null,
    before: row.payload?.before ?? null,
    after: row.payload?.after ?? null,
    learned: row.payload?.learned ?? null,
    example: row.payload?.example ?? null,
  };
}

export class TrainingResultsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The results in effect for `ownerId` (null: an anonymous visitor): per category, the owner's
   * active result, else the shared one. Another user's results never appear.
   */
  async resolveFor(ownerId: string | null): Promise<ResolvedResult[]> {
    const rows = await this.db
      .selectDistinctOn([trainingResults.category], {
        id: trainingResults.id,
        ownerId: trainingResults.ownerId,
        category: trainingResults.category,
        payload: trainingResults.payload,
      })
      .from(trainingResults)
      .where(
        and(
          eq(trainingResults.status, 'active'),
          ownerId === null
            ? sql`${trainingResults.ownerId} IS NULL`
            : sql`(${trainingResults.ownerId} IS NULL OR ${trainingResults.ownerId} = ${ownerId})`,
        ),
      )
      // The owner's own result first (IS NULL is false for it), then the shared one.
      .orderBy(asc(trainingResults.category), sql`${trainingResults.ownerId} IS NULL`);
    return rows;
  }

  /** The exemplars of the results in effect for `ownerId`, category by category, best first. */
  async exemplarsFor(ownerId: string | null): Promise<ResolvedExemplar[]> {
    const results = await this.resolveFor(ownerId);
    return results.flatMap((result) =>
      (result.payload.exemplars ?? []).map((exemplar) => ({
        id: exemplar.id,
        input: exemplar.input,
        output: exemplar.output,
        category: result.category,
        resultId: result.id,
      })),
    );
  }

  /** Changes whenever an active result changes (0 before the first). */
  async version(): Promise<number> {
    const [row] = await this.db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, TRAINING_RESULTS_VERSION_KEY));
    const version = (row?.value as { version?: unknown } | undefined)?.version;
    return typeof version === 'number' ? version : Number(version ?? 0) || 0;
  }

  /** Per session, the results it stored for its own owner (not promoted copies), newest first. */
  async summariesBySession(
    sessions: readonly { id: string; ownerId: string | null }[],
  ): Promise<Map<string, TrainingResultSummary[]>> {
    const bySession = new Map<string, TrainingResultSummary[]>();
    if (sessions.length === 0) return bySession;
    const owners = new Map(sessions.map((session) => [session.id, session.ownerId]));
    const rows = await this.db
      .select({ ...summaryColumns })
      .from(trainingResults)
      .where(inArray(trainingResults.sessionId, [...owners.keys()]))
      .orderBy(asc(trainingResults.category), desc(trainingResults.createdAt));
    for (const row of rows) {
      if (!row.sessionId || owners.get(row.sessionId) !== row.ownerId) continue;
      const list = bySession.get(row.sessionId) ?? [];
      list.push(toResultSummary(row));
      bySession.set(row.sessionId, list);
    }
    return bySession;
  }

  /** A session's results in full, if the viewer may read the session. */
  async listForSession(sessionId: string, viewer: Viewer): Promise<Outcome<TrainingResult[]>> {
    const [session] = await this.db
      .select({ ownerId: trainingSessions.ownerId })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    const decision = trainingRows.read(viewer, session, MESSAGES.sessionNotFound);
    if (!decision.allowed) return decision;
    const rows = await this.db
      .select()
      .from(trainingResults)
      .where(
        and(
          eq(trainingResults.sessionId, sessionId),
          ownedBy(trainingResults.ownerId, decision.value.ownerId),
        ),
      )
      .orderBy(asc(trainingResults.category), desc(trainingResults.createdAt));
    return allowed(rows.map(toTrainingResult));
  }
}

/**
 * Stores new active results for `ownerId` (null: shared), each superseding that owner's
 * active result for its category. Call inside the transaction that produced them.
 */
export async function storeResults(
  tx: Db,
  ownerId: string | null,
  sessionId: string,
  results: readonly NewTrainingResult[],
): Promise<(typeof trainingResults.$inferSelect)[]> {
  const stored = [];
  for (const result of results) {
    const status = result.status ?? 'active';
    if (status === 'active') {
      await tx
        .update(trainingResults)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(trainingResults.status, 'active'),
            eq(trainingResults.category, result.category),
            ownedBy(trainingResults.ownerId, ownerId),
          ),
        );
    }
    const inserted = await tx
      .insert(trainingResults)
      .values({
        ownerId,
        category: result.category,
        sessionId,
        promotedFrom: result.promotedFrom ?? null,
        status,
        payload: result.payload,
        trainedItemIds: [...result.trainedItemIds],
      })
      .returning();
    stored.push(only(inserted));
  }
  if (stored.some((row) => row.status === 'active')) await bumpResultsVersion(tx, sessionId);
  return stored;
}

/**
 * Marks the results that learned from any of these items out of date (they keep working as
 * they are: their exemplars are copies). Returns the active ones among them.
 */
export async function markOutOfDate(
  tx: Db,
  itemIds: readonly string[],
): Promise<TrainingResultSummary[]> {
  if (itemIds.length === 0) return [];
  const ids = sql`ARRAY[${sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const rows = await tx
    .update(trainingResults)
    .set({ outOfDateAt: sql`coalesce(${trainingResults.outOfDateAt}, now())` })
    .where(sql`${trainingResults.trainedItemIds} && ${ids}`)
    .returning(summaryColumns);
  return rows.filter((row) => row.status === 'active').map(toResultSummary);
}

/**
 * Removes the results a session stored for its owner (promoted shared copies stay: they are
 * the shared set's now). Where an active one goes, that owner's newest earlier result for the
 * category is in effect again. Returns whether anything in effect changed.
 */
export async function removeSessionResults(
  tx: Db,
  sessionId: string,
  ownerId: string | null,
): Promise<boolean> {
  const removed = await tx
    .delete(trainingResults)
    .where(and(eq(trainingResults.sessionId, sessionId), ownedBy(trainingResults.ownerId, ownerId)))
    .returning({ category: trainingResults.category, status: trainingResults.status });
  const categories = [
    ...new Set(removed.filter((row) => row.status === 'active').map((row) => row.category)),
  ];
  for (const category of categories) {
    const [previous] = await tx
      .select({ id: trainingResults.id })
      .from(trainingResults)
      .where(and(eq(trainingResults.category, category), ownedBy(trainingResults.ownerId, ownerId)))
      .orderBy(desc(trainingResults.createdAt), desc(trainingResults.id))
      .limit(1);
    if (previous) {
      await tx
        .update(trainingResults)
        .set({ status: 'active' })
        .where(eq(trainingResults.id, previous.id));
    }
  }
  if (categories.length > 0) await bumpResultsVersion(tx, sessionId);
  return categories.length > 0;
}

/** Tells every process's exemplar cache that the results in effect changed. */
export async function bumpResultsVersion(tx: Db, sessionId: string): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key: TRAINING_RESULTS_VERSION_KEY, value: { version: 1, sessionId } })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: {
        value: sql`jsonb_build_object('version', coalesce((${appMeta.value}->>'version')::bigint, 0) + 1, 'sessionId', ${sessionId}::text)`,
        updatedAt: sql`now()`,
      },
    });
}
