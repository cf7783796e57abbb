import type { PerformanceMetric, TrainingMetrics } from '@silent/contracts';
import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { performanceMetrics, trainingCategories, trainingData } from '../schema';
import { toPerformanceMetric } from './mappers';

export interface NewPerformanceMetric {
  metricName: string;
  metricValue: number;
  modelVersion: string;
  sampleSize: number;
  category?: string | null;
  sessionId?: string | null;
  recordedAt?: Date;
}

export class MetricsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Totals over the stored rows. averageSuccessRate is the mean of the per-item success rates
   * that training has measured (0 until a session has run).
   */
  async trainingMetrics(): Promise<TrainingMetrics> {
    const [data] = await this.db
      .select({
        total: count(),
        average: sql<number>`coalesce(avg(${trainingData.successRate}), 0)`.mapWith(Number),
      })
      .from(trainingData);
    const [categories] = await this.db.select({ total: count() }).from(trainingCategories);
    return {
      totalTrainingData: data?.total ?? 0,
      categoriesCount: categories?.total ?? 0,
      averageSuccessRate: data?.average ?? 0,
    };
  }

  /** Newest first. */
  async listPerformance(limit = 200): Promise<PerformanceMetric[]> {
    const rows = await this.db
      .select()
      .from(performanceMetrics)
      .orderBy(desc(performanceMetrics.recordedAt), desc(performanceMetrics.id))
      .limit(limit);
    return rows.map(toPerformanceMetric);
  }

  async record(items: readonly NewPerformanceMetric[]): Promise<PerformanceMetric[]> {
    if (items.length === 0) return [];
    const rows = await this.db
      .insert(performanceMetrics)
      .values(
        items.map((item) => ({
          metricName: item.metricName,
          metricValue: item.metricValue,
          modelVersion: item.modelVersion,
          sampleSize: item.sampleSize,
          category: item.category ?? null,
          sessionId: item.sessionId ?? null,
          ...(item.recordedAt ? { recordedAt: item.recordedAt } : {}),
        })),
      )
      .returning();
    return rows.map(toPerformanceMetric);
  }
}
