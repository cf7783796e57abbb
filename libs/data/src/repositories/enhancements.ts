import { RATING, type Analytics } from '@silent/contracts';
import { count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../database';
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

/** The enhancement history and the analytics computed from it. */
export class EnhancementsRepository {
  constructor(private readonly db: Db) {}

  /** Records enhancements (one statement for a batch) and returns their ids in input order. */
  async record(items: readonly NewEnhancement[]): Promise<string[]> {
    if (items.length === 0) return [];
    const rows = await this.db
      .insert(enhancements)
      .values(
        items.map((item) => ({
          original: item.original,
          enhanced: item.enhanced,
          options: item.options ?? {},
          kind: item.kind,
          model: item.model,
          confidence: item.confidence,
          processingMs: Math.max(0, item.processingMs),
        })),
      )
      .returning({ id: enhancements.id });
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
