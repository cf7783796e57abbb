import type { PerformanceMetric, TrainingMetrics } from '@silent/contracts';
import { count, desc, sql } from 'drizzle-orm';
import { listScope, type Viewer } from '../access/policy';
import type { Db } from '../database';
import { performanceMetrics, trainingCategories, trainingData } from '../schema';
import { toPerformanceMetric } from './mappers';
import { visibleIn } from './scope';

export interface NewPerformanceMetric {
  metricName: string;
  metricValue: number;
  modelVersion: string;
  sampleSize: number;
  category?: string | null;
  sessionId?: string | null;
  recordedAt?: Date;
  /** Whose training measured it (null: shared). */
  ownerId?: string | null;
}

/** The row a new metric is inserted as (a missing recordedAt is the database's now()). */
export function toMetricRow(item: NewPerformanceMetric): typeof performanceMetrics.$inferInsert {
  return {
    metricName: item.metricName,
    metricValue: item.metricValue,
    modelVersion: item.modelVersion,
    sampleSize: item.sampleSize,
    category: item.category ?? null,
    sessionId: item.sessionId ?? null,
    ownerId: item.ownerId ?? null,
    ...(item.recordedAt ? { recordedAt: item.recordedAt } : {}),
  };
}

export class MetricsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Totals over the rows the viewer sees (shared + their own). averageSuccessRate is the mean
   * of the per-item success rates that training has measured (0 until a session has run).
   */
  async trainingMetrics(viewer: Viewer): Promise<TrainingMetrics> {
    const scope = listScope(viewer);
    const [data] = await this.db
      .select({
        total: count(),
        average: sql<number>`coalesce(avg(${trainingData.successRate}), 0)`.mapWith(Number),
      })
      .from(trainingData)
      .where(visibleIn(trainingData.ownerId, scope));
    // One per name: a user's category of the same name as a shared one is the same category.
    const [categories] = await this.db
      .select({ total: count(sql`DISTINCT ${trainingCategories.name}`) })
      .from(trainingCategories)
      .where(visibleIn(trainingCategories.ownerId, scope));
    return {
      totalTrainingData: data?.total ?? 0,
      categoriesCount: categories?.total ?? 0,
      averageSuccessRate: data?.average ?? 0,
    };
  }

  /** The metrics the viewer sees (shared + their own), newest first. */
  async listPerformance(viewer: Viewer, limit = 200): Promise<PerformanceMetric[]> {
    const rows = await this.db
      .select()
      .from(performanceMetrics)
      .where(visibleIn(performanceMetrics.ownerId, listScope(viewer)))
      .orderBy(desc(performanceMetrics.recordedAt), desc(performanceMetrics.id))
      .limit(limit);
    return rows.map(toPerformanceMetric);
  }

  async record(items: readonly NewPerformanceMetric[]): Promise<PerformanceMetric[]> {
    if (items.length === 0) return [];
    const rows = await this.db
      .insert(performanceMetrics)
      .values(items.map(toMetricRow))
      .returning();
    return rows.map(toPerformanceMetric);
  }
}
