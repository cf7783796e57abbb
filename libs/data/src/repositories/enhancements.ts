import {
  ENHANCEMENT_KINDS,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  RATING,
  type Analytics,
  type EnhancementKind,
  type HistoryEntry,
  type HistoryOptions,
  type HistoryPage,
  type HistoryQuery,
  HISTORY_PAGE_SIZE,
} from '@silent/contracts';
import { and, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { allowed, enhancementRows, type Outcome, type Viewer } from '../access/policy';
import { newRatingToken, ratingTokenMatches } from '../access/rating-token';
import type { Db } from '../database';
import { GroupCommit } from '../group-commit';
import { enhancements } from '../schema';
import { likePattern } from './mappers';

export interface NewEnhancement {
  original: string;
  enhanced: string;
  options?: Record<string, unknown>;
  kind: EnhancementKind;
  model: string;
  confidence: number;
  processingMs: number;
}

export interface EnhancementRecord extends NewEnhancement {
  id: string;
  rating: number | null;
  createdAt: string;
  /** The signed-in user who made it; null: an anonymous visitor. */
  ownerId: string | null;
}

/** What record() gives back per item: its id and, for an anonymous visitor, its rating token. */
export interface RecordedEnhancement {
  id: string;
  /** Only for anonymous enhancements: returned once, never stored (its hash is). */
  ratingToken?: string;
}

/** Whose analytics: one user's enhancements, or the whole product's. */
export type AnalyticsScope = { ownerId: string } | 'product';

function toRecord(row: typeof enhancements.$inferSelect): EnhancementRecord {
  return {
    id: row.id,
    original: row.original,
    enhanced: row.enhanced,
    options: row.options,
    kind: row.kind,
    model: row.model,
    confidence: row.confidence,
    processingMs: row.processingMs,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    ownerId: row.ownerId,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The stored options as the contract describes them. Rows outlive code: whatever an older
 * version stored, only well-formed known options come back.
 */
function historyOptions(stored: Record<string, unknown>): HistoryOptions {
  const options: HistoryOptions = {};
  const { style, length, targetAudience, context, axis, templateId, variables } = stored;
  if ((PROMPT_STYLES as readonly unknown[]).includes(style)) options.style = style as never;
  if ((PROMPT_LENGTHS as readonly unknown[]).includes(length)) options.length = length as never;
  if (isString(targetAudience)) options.targetAudience = targetAudience;
  if (isString(context)) options.context = context;
  if (isString(axis)) options.axis = axis;
  if (isString(templateId)) options.templateId = templateId;
  if (variables && typeof variables === 'object' && !Array.isArray(variables)) {
    options.variables = Object.fromEntries(
      Object.entries(variables as Record<string, unknown>).filter(([, value]) => isString(value)),
    ) as Record<string, string>;
  }
  return options;
}

function toHistoryEntry(row: typeof enhancements.$inferSelect): HistoryEntry {
  return {
    id: row.id,
    kind: (ENHANCEMENT_KINDS as readonly string[]).includes(row.kind) ? row.kind : 'single',
    original: row.original,
    enhanced: row.enhanced,
    options: historyOptions(row.options ?? {}),
    model: row.model,
    confidence: Math.min(10, Math.max(0, row.confidence)),
    rating: row.rating,
    created_at: row.createdAt.toISOString(),
  };
}

type NewRow = Required<Omit<typeof enhancements.$inferInsert, 'rating' | 'createdAt'>>;

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** As the driver sends text (UTF-8 has no lone surrogates); jsonb would refuse their escapes. */
function wellFormed(text: string): string {
  // The quick test first: the full pattern's lookbehind is slow on long texts.
  return SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\uFFFD') : text;
}

/** The enhancement history and the analytics computed from it. */
export class EnhancementsRepository {
  // Every enhance writes a row: concurrent requests' rows share one INSERT (see GroupCommit).
  // The rows travel as one jsonb parameter: a VALUES list costs eight bound parameters per
  // row, and building and binding those took longer than the insert itself. created_at is the
  // clock at each row plus its position (the embedded clock can be coarse), so a batch lists in
  // the order it was made.
  private readonly inserts = new GroupCommit<NewRow>(async (rows) => {
    const json = JSON.stringify(
      rows.map((row, position) => ({
        ...row,
        position,
        original: wellFormed(row.original),
        enhanced: wellFormed(row.enhanced),
      })),
    );
    await this.db.execute(sql`
      insert into ${enhancements}
        (id, original, enhanced, options, kind, model, confidence, processing_ms, owner_id,
         rating_token_hash, created_at)
      select id, original, enhanced, options, kind, model, confidence, "processingMs",
        "ownerId", "ratingTokenHash",
        clock_timestamp() + position * interval '1 microsecond'
      from jsonb_to_recordset(${json}::jsonb) as r(
        id uuid, original text, enhanced text, options jsonb, kind text, model text,
        confidence double precision, "processingMs" double precision, "ownerId" uuid,
        "ratingTokenHash" text, position integer
      )`);
  });

  constructor(private readonly db: Db) {}

  /**
   * Records `ownerId`'s enhancements (null: an anonymous visitor's) and returns their ids in
   * input order, once the rows are committed; anonymous ones also get a rating token. The ids
   * are made here, so rows of concurrent calls can go in as one statement.
   */
  async record(
    items: readonly NewEnhancement[],
    ownerId: string | null,
  ): Promise<RecordedEnhancement[]> {
    if (items.length === 0) return [];
    const recorded: RecordedEnhancement[] = [];
    const rows = items.map((item) => {
      const id = randomUUID();
      const token = ownerId === null ? newRatingToken() : undefined;
      recorded.push(token ? { id, ratingToken: token.token } : { id });
      return {
        id,
        original: item.original,
        enhanced: item.enhanced,
        options: item.options ?? {},
        kind: item.kind,
        model: item.model,
        confidence: item.confidence,
        processingMs: Math.max(0, item.processingMs),
        ownerId,
        ratingTokenHash: token?.hash ?? null,
      };
    });
    await this.inserts.add(rows);
    return recorded;
  }

  /** record() for one enhancement. */
  async recordOne(item: NewEnhancement, ownerId: string | null): Promise<RecordedEnhancement> {
    const [recorded] = await this.record([item], ownerId);
    if (!recorded) throw new Error('Expected the enhancement to be recorded');
    return recorded;
  }

  async findById(id: string): Promise<EnhancementRecord | undefined> {
    const [row] = await this.db.select().from(enhancements).where(eq(enhancements.id, id));
    if (!row) return undefined;
    return toRecord(row);
  }

  /**
   * Stores (or replaces) a rating if the policy allows it: a user's enhancement by its owner,
   * an anonymous one with the token returned with it.
   */
  async rate(
    id: string,
    rating: number,
    viewer: Viewer,
    ratingToken?: string,
  ): Promise<Outcome<{ id: string; rating: number }>> {
    const [row] = await this.db
      .select({ ownerId: enhancements.ownerId, tokenHash: enhancements.ratingTokenHash })
      .from(enhancements)
      .where(eq(enhancements.id, id));
    const decision = enhancementRows.rate(
      viewer,
      row,
      ratingTokenMatches(row?.tokenHash ?? null, ratingToken),
    );
    if (!decision.allowed) return decision;
    await this.db.update(enhancements).set({ rating }).where(eq(enhancements.id, id));
    return allowed({ id, rating });
  }

  /** The viewer's history, newest first, with search in the original and enhanced text. */
  async history(query: HistoryQuery, viewer: Viewer): Promise<HistoryPage> {
    if (viewer.kind === 'anonymous') return { total: 0, entries: [] };
    const conditions: SQL[] = [eq(enhancements.ownerId, viewer.id)];
    if (query.kind) conditions.push(eq(enhancements.kind, query.kind));
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        or(ilike(enhancements.original, pattern), ilike(enhancements.enhanced, pattern)) as SQL,
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(enhancements)
        .where(where)
        .orderBy(desc(enhancements.createdAt), desc(enhancements.id))
        .limit(query.limit ?? HISTORY_PAGE_SIZE)
        .offset(query.offset ?? 0),
      this.db.select({ total: count() }).from(enhancements).where(where),
    ]);
    return { total: total?.total ?? 0, entries: rows.map(toHistoryEntry) };
  }

  /** One entry of the viewer's history (anyone else's answers 404, like a missing one). */
  async historyEntry(id: string, viewer: Viewer): Promise<Outcome<HistoryEntry>> {
    const [row] = await this.db.select().from(enhancements).where(eq(enhancements.id, id));
    const decision = enhancementRows.own(viewer, row);
    if (!decision.allowed) return decision;
    return allowed(toHistoryEntry(decision.value));
  }

  /** Deletes one entry of the viewer's history. */
  async removeFromHistory(id: string, viewer: Viewer): Promise<Outcome<{ id: string }>> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ownerId: enhancements.ownerId })
        .from(enhancements)
        .where(eq(enhancements.id, id))
        .for('update');
      const decision = enhancementRows.own(viewer, row);
      if (!decision.allowed) return decision;
      await tx.delete(enhancements).where(eq(enhancements.id, id));
      return allowed({ id });
    });
  }

  /**
   * Definitions: totalHighRatedConversations = enhancements rated 4 or 5; averageRating = mean
   * over rated ones (0 when none); modelUsage = enhancements per model, template applies
   * excluded (no model runs for them); mostUsedModel = the model with most (ties:
   * alphabetical), null when empty; insights.successRate = high-rated
   * share of rated enhancements (0 when none).
   */
  async analytics(scope: AnalyticsScope): Promise<Analytics> {
    const high = RATING.highAtLeast;
    const mine = scope === 'product' ? undefined : eq(enhancements.ownerId, scope.ownerId);
    const [totals] = await this.db
      .select({
        total: count(),
        rated: count(enhancements.rating),
        highRated: sql<number>`count(*) filter (where ${enhancements.rating} >= ${high})`.mapWith(
          Number,
        ),
        averageRating: sql<number>`coalesce(avg(${enhancements.rating}), 0)`.mapWith(Number),
      })
      .from(enhancements)
      .where(mine);
    const usage = await this.db
      .select({ model: enhancements.model, uses: count() })
      .from(enhancements)
      .where(and(ne(enhancements.kind, 'template'), mine))
      .groupBy(enhancements.model)
      .orderBy(desc(count()), enhancements.model);
    const rated = totals?.rated ?? 0;
    const highRated = totals?.highRated ?? 0;
    return {
      totalHighRatedConversations: highRated,
      averageRating: Math.round((totals?.averageRating ?? 0) * 100) / 100,
      mostUsedModel: usage[0]?.model ?? null,
      modelUsage: Object.fromEntries(usage.map((row) => [row.model, row.uses])),
      totalEnhancements: totals?.total ?? 0,
      ratedEnhancements: rated,
      insights: { successRate: rated === 0 ? 0 : highRated / rated },
    };
  }

  /** Rated history, for the training engineer's use (newest first). */
  async listRated(limit = 1000): Promise<EnhancementRecord[]> {
    const rows = await this.db
      .select()
      .from(enhancements)
      .where(isNotNull(enhancements.rating))
      .orderBy(desc(enhancements.createdAt))
      .limit(limit);
    return rows.map(toRecord);
  }
}
