// The training job queue, in the database so that several API processes share it: a session is
// claimed with FOR UPDATE SKIP LOCKED (two workers never get the same one), kept alive by a
// heartbeat, and finished in one transaction that stores the metrics and the session's training
// results for its owner (a user, or the shared set) and bumps the version that tells every
// process to reload the results in effect. A session cancelled or deleted meanwhile is no
// longer `in_progress` for its worker: progress and completion then answer false.
import type { TrainingSession } from '@silent/contracts';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ownerView } from '../access/policy';
import type { Db } from '../database';
import {
  appMeta,
  performanceMetrics,
  trainingData,
  trainingSessions,
  type StoredExemplar,
  type StoredFigures,
  type StoredLearnedStyle,
  type StoredResultFigures,
  type TrainingResultPayload,
} from '../schema';
import { toTrainingSession } from './mappers';
import { toMetricRow, type NewPerformanceMetric } from './metrics';
import { visibleIn } from './scope';
import {
  TrainingResultsRepository,
  storeResults,
  type NewTrainingResult,
} from './training-results';

const DEMO_TRAINING_KEY = 'demo_training_queued';
const SEED_MARKER = 'demo_content_seeded';
const QUEUE_LOCK_KEY = 7_316_420_005;

export interface TrainingRunOutcome {
  trainingDataCount: number;
  successRate: number;
  baselineSuccessRate: number;
  durationMinutes: number;
  /** What ran: 'offline' or 'llm:<model>'. */
  engine: string;
  metrics: readonly Omit<NewPerformanceMetric, 'sessionId' | 'recordedAt'>[];
  /** The new active set per trained category, best first (empty: the category has none). */
  exemplars: readonly { category: string; trainingDataIds: readonly string[] }[];
  /** Per-item results: success_rate is set (null: left as it is), usage_count is added to. */
  items: readonly { id: string; successRate: number | null; usageCount: number }[];
  /**
   * Every category the session validated, improved or not (the held-out training of #17):
   * improved ones become active results, the others are stored as 'not_improved'. Without it,
   * `exemplars` become active results with success rates only.
   */
  results?: readonly SessionResultRecord[];
  /**
   * Every item the session read, so that editing or deleting one later marks the results out
   * of date. Default: the exemplars.
   */
  trained?: readonly { id: string; category: string }[];
}

/** What a held-out training session found for one category. */
export interface SessionResultRecord {
  category: string;
  improved: boolean;
  trainingDataIds: readonly string[];
  before: StoredFigures;
  after: StoredFigures;
  validationSize: number;
  learned?: StoredLearnedStyle;
  example?: { input: string; before: string; after: string };
}

/**
 * A claimed session, with what the runner needs beyond the contract: whose training it is, and
 * what an interrupted run of it finished (null: none; the format is @silent/training's).
 */
export type ClaimedSession = TrainingSession & {
  ownerId: string | null;
  checkpoint: unknown;
  /** Earlier runs of it that a dead worker left unfinished. */
  attempts: number;
};

/** What recovering dead workers' sessions did. */
export interface StaleRecovery {
  /** Back in the queue, with their checkpoints, for the next worker to continue. */
  requeued: string[];
  /** Interrupted once too often: failed with the given reason. */
  failed: string[];
}

export interface DemoSessionInput {
  sessionName: string;
  description: string;
  categories: readonly string[];
}

export class TrainingRunsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the oldest pending session for `workerId` (pending → in_progress) or returns
   * undefined. The row is locked by the select and rows another worker has locked are skipped,
   * so concurrent claimers never get the same session. (A one-statement
   * `UPDATE ... WHERE id IN (SELECT ... LIMIT 1 FOR UPDATE SKIP LOCKED)` is not safe: the planner
   * may re-run the sub-select per row and claim every pending session at once.)
   */
  async claimNext(workerId: string): Promise<ClaimedSession | undefined> {
    return this.db.transaction(async (tx) => {
      const [next] = await tx
        .select({ id: trainingSessions.id })
        .from(trainingSessions)
        .where(eq(trainingSessions.status, 'pending'))
        .orderBy(asc(trainingSessions.createdAt), asc(trainingSessions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return undefined;
      const [row] = await tx
        .update(trainingSessions)
        .set({
          status: 'in_progress',
          claimedBy: workerId,
          startedAt: sql`now()`,
          heartbeatAt: sql`now()`,
          completedAt: null,
          progressDone: 0,
          progressTotal: 0,
          failureReason: null,
        })
        .where(eq(trainingSessions.id, next.id))
        .returning();
      return row
        ? {
            ...toTrainingSession(row, ownerView(row.ownerId)),
            ownerId: row.ownerId,
            checkpoint: row.checkpoint ?? null,
            attempts: row.attempts,
          }
        : undefined;
    });
  }

  private owned(id: string, workerId: string) {
    return and(
      eq(trainingSessions.id, id),
      eq(trainingSessions.claimedBy, workerId),
      eq(trainingSessions.status, 'in_progress'),
    );
  }

  /** Stores progress and refreshes the heartbeat; false when the worker no longer owns it. */
  async progress(id: string, workerId: string, done: number, total: number): Promise<boolean> {
    const rows = await this.db
      .update(trainingSessions)
      .set({ progressDone: done, progressTotal: total, heartbeatAt: sql`now()` })
      .where(this.owned(id, workerId))
      .returning({ id: trainingSessions.id });
    return rows.length > 0;
  }

  /**
   * Stores what the worker finished so far (replacing the previous checkpoint); false when the
   * worker no longer owns the session (cancelled, deleted, recovered by another): a checkpoint
   * never lands on a session someone else runs or that has ended.
   */
  async saveCheckpoint(id: string, workerId: string, checkpoint: unknown): Promise<boolean> {
    const rows = await this.db
      .update(trainingSessions)
      .set({ checkpoint, heartbeatAt: sql`now()` })
      .where(this.owned(id, workerId))
      .returning({ id: trainingSessions.id });
    return rows.length > 0;
  }

  /** Ends the session completed and stores everything it produced, all or nothing. */
  async complete(id: string, workerId: string, outcome: TrainingRunOutcome): Promise<boolean> {
    // PGlite has one connection: every step goes through `tx`, never `this.db`.
    return this.db.transaction(async (tx) => {
      // 1. The session ends completed, only while this worker still holds it.
      const [finished] = await tx
        .update(trainingSessions)
        .set({
          status: 'completed',
          trainingDataCount: outcome.trainingDataCount,
          successRate: outcome.successRate,
          baselineSuccessRate: outcome.baselineSuccessRate,
          durationMinutes: outcome.durationMinutes,
          engine: outcome.engine,
          progressDone: sql`greatest(${trainingSessions.progressDone}, ${trainingSessions.progressTotal})`,
          heartbeatAt: sql`now()`,
          completedAt: sql`now()`,
          // Its work is in the results now; the checkpoint was only there to resume it.
          checkpoint: null,
        })
        .where(this.owned(id, workerId))
        .returning({ id: trainingSessions.id, ownerId: trainingSessions.ownerId });
      if (!finished) return false;
      const { ownerId } = finished;
      // 2. Its metrics, 3. its results per category, 4. its items' statistics: all its owner's.
      await insertMetrics(tx, id, ownerId, outcome.metrics);
      const texts = await exemplarTexts(tx, ownerId, outcome);
      await storeResults(tx as unknown as Db, ownerId, id, resultsOf(outcome, texts));
      await updateItemStatistics(tx, ownerId, outcome.items);
      return true;
    });
  }

  /** Ends the session failed with a reason; false when the worker no longer owns it. */
  async fail(id: string, workerId: string, reason: string): Promise<boolean> {
    const rows = await this.db
      .update(trainingSessions)
      .set({ status: 'failed', failureReason: reason, completedAt: sql`now()`, checkpoint: null })
      .where(this.owned(id, workerId))
      .returning({ id: trainingSessions.id });
    return rows.length > 0;
  }

  /**
   * Puts a session the worker is giving up (graceful shutdown) back in the queue, with its
   * checkpoint: the next worker continues from there. Not an interruption: attempts stay.
   */
  async release(id: string, workerId: string): Promise<boolean> {
    const rows = await this.db
      .update(trainingSessions)
      .set({
        status: 'pending',
        claimedBy: null,
        heartbeatAt: null,
        startedAt: null,
        progressDone: 0,
        progressTotal: 0,
      })
      .where(this.owned(id, workerId))
      .returning({ id: trainingSessions.id });
    return rows.length > 0;
  }

  /**
   * Recovers the in_progress sessions whose worker stopped saying it is alive (a crashed
   * process): heartbeat older than `staleAfterMs`, or every one of them when `staleAfterMs` is 0
   * (a single-process database at start). Each goes back to the queue with its checkpoint and
   * one more attempt, so the next worker continues from its last finished step; one that has
   * now been interrupted `maxAttempts` times is failed with `reason` instead (a session that
   * kills its worker every time must not loop for ever). Cancelled and deleted sessions are not
   * in_progress, so they are never brought back.
   */
  async recoverStale(
    staleAfterMs: number,
    { maxAttempts, reason }: { maxAttempts: number; reason: string },
  ): Promise<StaleRecovery> {
    const stale =
      staleAfterMs <= 0
        ? sql`true`
        : or(
            isNull(trainingSessions.heartbeatAt),
            lt(
              trainingSessions.heartbeatAt,
              sql`now() - make_interval(secs => ${staleAfterMs / 1000}::double precision)`,
            ),
          );
    const exhausted = sql`${trainingSessions.attempts} + 1 >= ${Math.max(1, maxAttempts)}::int`;
    const rows = await this.db
      .update(trainingSessions)
      .set({
        attempts: sql`${trainingSessions.attempts} + 1`,
        status: sql`CASE WHEN ${exhausted} THEN 'failed' ELSE 'pending' END`,
        failureReason: sql`CASE WHEN ${exhausted} THEN ${reason}::text ELSE NULL END`,
        completedAt: sql`CASE WHEN ${exhausted} THEN now() ELSE NULL END`,
        checkpoint: sql`CASE WHEN ${exhausted} THEN NULL ELSE ${trainingSessions.checkpoint} END`,
        claimedBy: sql`CASE WHEN ${exhausted} THEN ${trainingSessions.claimedBy} ELSE NULL END`,
        heartbeatAt: null,
        startedAt: sql`CASE WHEN ${exhausted} THEN ${trainingSessions.startedAt} ELSE NULL END`,
      })
      .where(and(eq(trainingSessions.status, 'in_progress'), stale))
      .returning({ id: trainingSessions.id, status: trainingSessions.status });
    return {
      requeued: rows.filter((row) => row.status === 'pending').map((row) => row.id),
      failed: rows.filter((row) => row.status === 'failed').map((row) => row.id),
    };
  }

  /** Changes whenever an active training result changed (0 before the first). */
  async resultsVersion(): Promise<number> {
    return new TrainingResultsRepository(this.db).version();
  }

  /**
   * Queues one session over the demo categories, once, after the demo seed: the demo's
   * sessions and metrics then come from a real run. Undefined when not seeded or done before.
   */
  async queueDemoSession(input: DemoSessionInput): Promise<TrainingSession | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_LOCK_KEY})`);
      const markers = await tx
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(inArray(appMeta.key, [SEED_MARKER, DEMO_TRAINING_KEY]));
      const keys = new Set(markers.map((row) => row.key));
      if (!keys.has(SEED_MARKER) || keys.has(DEMO_TRAINING_KEY)) return undefined;
      const [row] = await tx
        .insert(trainingSessions)
        .values({
          sessionName: input.sessionName,
          description: input.description,
          status: 'pending',
          categories: [...input.categories],
        })
        .returning();
      if (!row) throw new Error('the demo training session was not stored');
      await tx.insert(appMeta).values({ key: DEMO_TRAINING_KEY, value: { sessionId: row.id } });
      return toTrainingSession(row, ownerView(null));
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertMetrics(
  tx: Tx,
  sessionId: string,
  ownerId: string | null,
  metrics: TrainingRunOutcome['metrics'],
): Promise<void> {
  if (metrics.length === 0) return;
  await tx
    .insert(performanceMetrics)
    .values(metrics.map((metric) => toMetricRow({ ...metric, sessionId, ownerId })));
}

/**
 * The texts of every item the outcome names as an exemplar, by id: they are copied into the
 * results. An item deleted while the session ran cannot become one, nor can an item the
 * session's owner does not see.
 */
async function exemplarTexts(
  tx: Tx,
  ownerId: string | null,
  outcome: TrainingRunOutcome,
): Promise<Map<string, StoredExemplar>> {
  const wanted = [
    ...new Set(
      [...outcome.exemplars, ...(outcome.results ?? [])].flatMap((set) => set.trainingDataIds),
    ),
  ];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({
      id: trainingData.id,
      input: trainingData.inputText,
      output: trainingData.expectedOutput,
    })
    .from(trainingData)
    .where(and(inArray(trainingData.id, wanted), visibleIn(trainingData.ownerId, { ownerId })));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The result to store per category: every validated category (held-out training: improved ones
 * active, the others 'not_improved'), else each new exemplar set as an active result.
 */
function resultsOf(
  outcome: TrainingRunOutcome,
  texts: ReadonlyMap<string, StoredExemplar>,
): NewTrainingResult[] {
  const exemplarsOf = (ids: readonly string[]) =>
    ids.flatMap((itemId) => {
      const text = texts.get(itemId);
      return text ? [text] : [];
    });
  // The items each result was trained on: editing or deleting one marks it out of date.
  const { trained } = outcome;
  const trainedIn = (category: string, fallback: readonly string[]) =>
    trained
      ? trained.filter((item) => item.category === category).map((item) => item.id)
      : fallback;
  if (!outcome.results) {
    return outcome.exemplars.map((set) => ({
      category: set.category,
      payload: {
        version: 1 as const,
        exemplars: exemplarsOf(set.trainingDataIds),
        figures: figuresFor(outcome.metrics, set.category),
      },
      trainedItemIds: trainedIn(set.category, set.trainingDataIds),
    }));
  }
  return outcome.results.map((result) => {
    const payload: TrainingResultPayload = {
      version: 2,
      exemplars: exemplarsOf(result.trainingDataIds),
      figures: {
        sampleSize: result.validationSize,
        baselineSuccessRate: result.before.successRate,
        successRate: result.after.successRate,
      },
      before: result.before,
      after: result.after,
      ...(result.learned ? { learned: result.learned } : {}),
      ...(result.example ? { example: result.example } : {}),
    };
    return {
      category: result.category,
      status: result.improved ? ('active' as const) : ('not_improved' as const),
      payload,
      trainedItemIds: trainedIn(result.category, result.trainingDataIds),
    };
  });
}

/**
 * Sets each item's success rate (null: left as it is) and adds to its usage count, in one
 * statement for any number of items: the values travel as a single JSON parameter. A session
 * writes the statistics of its owner's items only: a user's training never changes what the
 * shared items (or anyone else's) show.
 */
async function updateItemStatistics(
  tx: Tx,
  ownerId: string | null,
  items: TrainingRunOutcome['items'],
): Promise<void> {
  if (items.length === 0) return;
  const payload = JSON.stringify(
    items.map((item) => ({
      id: item.id,
      rate: item.successRate === null ? null : Math.min(1, Math.max(0, item.successRate)),
      uses: Math.max(0, Math.round(item.usageCount)),
    })),
  );
  await tx.execute(sql`
    UPDATE training_data AS t
    SET success_rate = coalesce(v.rate, t.success_rate), usage_count = t.usage_count + v.uses
    FROM jsonb_to_recordset(${payload}::jsonb) AS v(id uuid, rate double precision, uses integer)
    WHERE t.id = v.id AND t.owner_id IS NOT DISTINCT FROM ${ownerId}::uuid`);
}

/** The session's before/after figures for one category, from its metrics. */
function figuresFor(
  metrics: TrainingRunOutcome['metrics'],
  category: string,
): StoredResultFigures | null {
  const of = (name: string) =>
    metrics.find((metric) => metric.category === category && metric.metricName === name);
  const after = of('success_rate');
  const before = of('baseline_success_rate');
  if (!after && !before) return null;
  return {
    sampleSize: after?.sampleSize ?? before?.sampleSize ?? 0,
    successRate: after?.metricValue ?? null,
    baselineSuccessRate: before?.metricValue ?? null,
  };
}
