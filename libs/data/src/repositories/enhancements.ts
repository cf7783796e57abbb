import { RATING, type Analytics } from '@silent/contracts';
import { count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../database';
import { GroupCommit } from '../group-commit';
import { enhancements, type EnhancementKind } from '../schema';

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
}

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
  // row, and building and binding those took longer than the insert itself.
  private readonly inserts = new GroupCommit<NewRow>(async (rows) => {
    const json = JSON.stringify(
      rows.map((row) => ({
        ...row,
        original: wellFormed(row.original),
        enhanced: wellFormed(row.enhanced),
      })),
    );
    await this.db.execute(sql`
      insert into ${enhancements}
        (id, original, enhanced, options, kind, model, confidence, processing_ms)
      select id, original, enhanced, options, kind, model, confidence, "processingMs"
      from jsonb_to_recordset(${json}::jsonb) as r(
        id uuid, original text, enhanced text, options jsonb, kind text, model text,
        confidence double precision, "processingMs" double precision
      )`);
  });

  constructor(private readonly db: Db) {}

  /**
   * Records enhancements and returns their ids in input order, once the rows are committed.
   * The ids are made here, so rows of concurrent calls can go in as one statement.
   */
  async record(items: readonly NewEnhancement[]): Promise<string[]> {
    if (items.length === 0) return [];
    const rows = items.map((item) => ({
      id: randomUUID(),
      original: item.original,
      enhanced: item.enhanced,
      options: item.options ?? {},
      kind: item.kind,
      model: item.model,
      confidence: item.confidence,
      processingMs: Math.max(0, item.processingMs),
    }));
    await this.inserts.add(rows);
    return rows.map((row) => row.id);
  }

  async findById(id: string): Promise<EnhancementRecord | undefined> {
    const [row] = await this.db.select().from(enhancements).where(eq(enhancements.id, id));
    if (!row) return undefined;
    return toRecord(row);
  }

  /** Stores (or replaces) a rating; false when no such enhancement exists. */
  async rate(id: string, rating: number): Promise<boolean> {
    const rows = await this.db
      .update(enhancements)
      .set({ rating })
      .where(eq(enhancements.id, id))
      .returning({ id: enhancements.id });
    return rows.length > 0;
  }

  /**
   * Definitions: totalHighRatedConversations = enhancements rated 4 or 5; averageRating = mean
   * over rated ones (0 when none); modelUsage = enhancements per model, template applies
   * excluded (no model runs for them); mostUsedModel = the model with most (ties:
   * alphabetical), null when empty; insights.successRate = high-rated
   * share of rated enhancements (0 when none).
   */
  async analytics(): Promise<Analytics> {
    const high = RATING.highAtLeast;
    const [totals] = await this.db
      .select({
        total: count(),
        rated: count(enhancements.rating),
        highRated: sql<number>`count(*) filter (where ${enhancements.rating} >= ${high})`.mapWith(
          Number,
        ),
        averageRating: sql<number>`coalesce(avg(${enhancements.rating}), 0)`.mapWith(Number),
      })
      .from(enhancements);
    const usage = await this.db
      .select({ model: enhancements.model, uses: count() })
      .from(enhancements)
      .where(ne(enhancements.kind, 'template'))
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
