import {
  DEFAULT_MODEL_VERSION,
  MESSAGES,
  type CreateTrainingSession,
  type PromotableSession,
  type TrainingResult,
  type TrainingSession,
} from '@silent/contracts';
import { and, desc, eq, exists, isNotNull, isNull } from 'drizzle-orm';
import {
  ANONYMOUS,
  adminOnly,
  allowed,
  conflict,
  listScope,
  notFound,
  ownerView,
  trainingRows,
  type Outcome,
  type Viewer,
} from '../access/policy';
import { authUsers } from '../auth/schema';
import type { Db } from '../database';
import { performanceMetrics, trainingResults, trainingSessions } from '../schema';
import { only, toTrainingSession } from './mappers';
import { ownedBy, visibleIn } from './scope';
import {
  TrainingResultsRepository,
  removeSessionResults,
  storeResults,
  toTrainingResult,
} from './training-results';

export interface SessionOwnership {
  /** Whose training it is: a user's id, or null for a shared session (admins only). */
  ownerId: string | null;
  /** Who queued it. */
  createdBy: string | null;
}

const RUNNING = ['pending', 'in_progress'] as const;

/** Stores sessions; running them (claiming, progress, results) is the training runner's job. */
export class SessionsRepository {
  private readonly results: TrainingResultsRepository;

  constructor(private readonly db: Db) {
    this.results = new TrainingResultsRepository(db);
  }

  private async withResults(
    rows: (typeof trainingSessions.$inferSelect)[],
    viewer: Viewer,
  ): Promise<TrainingSession[]> {
    const summaries = await this.results.summariesBySession(rows);
    return rows.map((row) => toTrainingSession(row, viewer, summaries.get(row.id) ?? []));
  }

  /** Stores a `pending` session for the job runner to pick up. */
  async create(
    input: CreateTrainingSession,
    ownership: SessionOwnership,
    viewer: Viewer = ownerView(ownership.ownerId),
  ): Promise<TrainingSession> {
    const categories = [...new Set(input.categories.map((name) => name.trim()).filter(Boolean))];
    const rows = await this.db
      .insert(trainingSessions)
      .values({
        sessionName: input.sessionName.trim(),
        description: input.description?.trim() ?? '',
        status: 'pending',
        modelVersion: input.modelVersion ?? DEFAULT_MODEL_VERSION,
        categories,
        ownerId: ownership.ownerId,
        createdBy: ownership.createdBy,
      })
      .returning();
    return toTrainingSession(only(rows), viewer);
  }

  /** The sessions the viewer sees (shared + their own), newest first. */
  async list(viewer: Viewer, limit = 200): Promise<TrainingSession[]> {
    const rows = await this.db
      .select()
      .from(trainingSessions)
      .where(visibleIn(trainingSessions.ownerId, listScope(viewer)))
      .orderBy(desc(trainingSessions.createdAt), desc(trainingSessions.id))
      .limit(limit);
    return this.withResults(rows, viewer);
  }

  /** One session, if the viewer may read it (another user's answers 404). */
  async get(id: string, viewer: Viewer): Promise<Outcome<TrainingSession>> {
    const [row] = await this.db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
    const decision = trainingRows.read(viewer, row, MESSAGES.sessionNotFound);
    if (!decision.allowed) return decision;
    return allowed(only(await this.withResults([decision.value], viewer)));
  }

  /** One session whoever owns it (the runner and tests); described as `viewer` sees it. */
  async findById(id: string, viewer: Viewer = ANONYMOUS): Promise<TrainingSession | undefined> {
    const [row] = await this.db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
    if (!row) return undefined;
    const [session] = await this.withResults([row], viewer);
    return session;
  }

  /**
   * Cancels a pending or running session. A runner holding it notices at its next progress
   * write (the session is no longer in_progress) and stops without storing anything.
   */
  async cancel(id: string, viewer: Viewer): Promise<Outcome<TrainingSession>> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.id, id))
        .for('update');
      const decision = trainingRows.change(viewer, row, MESSAGES.sessionNotFound);
      if (!decision.allowed) return decision;
      if (!(RUNNING as readonly string[]).includes(decision.value.status)) {
        return conflict(MESSAGES.sessionFinished);
      }
      const updated = await tx
        .update(trainingSessions)
        .set({ status: 'cancelled', failureReason: MESSAGES.cancelled, completedAt: new Date() })
        .where(eq(trainingSessions.id, id))
        .returning();
      return allowed(only(updated));
    });
    if (!outcome.allowed) return outcome;
    return allowed(only(await this.withResults([outcome.value], viewer)));
  }

  /**
   * Deletes a session with its results and metrics. A running one stops: its runner's next
   * write finds no session and gives up. Where its result was in effect, the owner's previous
   * result for the category (or the shared one) is in effect again.
   */
  async remove(id: string, viewer: Viewer): Promise<Outcome<{ id: string }>> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: trainingSessions.id, ownerId: trainingSessions.ownerId })
        .from(trainingSessions)
        .where(eq(trainingSessions.id, id))
        .for('update');
      const decision = trainingRows.change(viewer, row, MESSAGES.sessionNotFound);
      if (!decision.allowed) return decision;
      await removeSessionResults(tx as unknown as Db, id, decision.value.ownerId);
      await tx.delete(performanceMetrics).where(eq(performanceMetrics.sessionId, id));
      await tx.delete(trainingSessions).where(eq(trainingSessions.id, id));
      return allowed({ id });
    });
  }

  /** Users' completed, not yet promoted sessions that produced results, newest first. */
  async listPromotable(viewer: Viewer, limit = 100): Promise<Outcome<PromotableSession[]>> {
    const decision = adminOnly(viewer);
    if (!decision.allowed) return decision;
    const rows = await this.db
      .select({ session: trainingSessions, email: authUsers.email })
      .from(trainingSessions)
      .leftJoin(authUsers, eq(authUsers.id, trainingSessions.ownerId))
      .where(
        and(
          isNotNull(trainingSessions.ownerId),
          eq(trainingSessions.status, 'completed'),
          isNull(trainingSessions.promotedAt),
          exists(
            this.db
              .select({ id: trainingResults.id })
              .from(trainingResults)
              .where(
                and(
                  eq(trainingResults.sessionId, trainingSessions.id),
                  eq(trainingResults.ownerId, trainingSessions.ownerId),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(trainingSessions.completedAt), desc(trainingSessions.id))
      .limit(limit);
    const sessions = await this.withResults(
      rows.map((row) => row.session),
      viewer,
    );
    return allowed(
      sessions.map((session, index) => ({ session, owner_email: rows[index]?.email ?? null })),
    );
  }

  /**
   * An admin makes a user's completed session's results the shared ones (copies: the user's
   * own results stay theirs). From then on they shape every enhancement that has no training
   * of its own for those categories.
   */
  async promote(id: string, viewer: Viewer): Promise<Outcome<TrainingResult[]>> {
    const decision = adminOnly(viewer);
    if (!decision.allowed) return decision;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.id, id))
        .for('update');
      if (!row) return notFound(MESSAGES.sessionNotFound);
      if (row.ownerId === null || row.promotedAt !== null) {
        return conflict(MESSAGES.sessionAlreadyShared);
      }
      if (row.status !== 'completed') return conflict(MESSAGES.sessionNotPromotable);
      const own = await tx
        .select()
        .from(trainingResults)
        .where(
          and(eq(trainingResults.sessionId, id), ownedBy(trainingResults.ownerId, row.ownerId)),
        )
        .orderBy(desc(trainingResults.createdAt));
      // One per category: the newest the session stored.
      const latest = [...new Map(own.map((result) => [result.category, result])).values()];
      if (latest.length === 0) return conflict(MESSAGES.sessionNotPromotable);
      const stored = await storeResults(
        tx as unknown as Db,
        null,
        id,
        latest.map((result) => ({
          category: result.category,
          payload: result.payload,
          trainedItemIds: result.trainedItemIds,
          promotedFrom: result.id,
        })),
      );
      await tx
        .update(trainingSessions)
        .set({
          promotedAt: new Date(),
          promotedBy: viewer.kind === 'anonymous' ? null : viewer.id,
        })
        .where(eq(trainingSessions.id, id));
      return allowed(stored.map(toTrainingResult));
    });
  }
}
