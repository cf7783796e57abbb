import {
  DEFAULT_DIFFICULTY,
  TRAINING_LIST_LIMIT,
  TRAINING_LIST_MAX,
  type Difficulty,
  type NewTrainingData,
  type TrainingDataItem,
} from '@silent/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { trainingCategories, trainingData } from '../schema';
import { only, toTrainingDataItem } from './mappers';

export interface TrainingDataFilter {
  category?: string;
  difficulty?: Difficulty;
  limit?: number;
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function toRow(item: NewTrainingData): typeof trainingData.$inferInsert {
  return {
    inputText: item.input_text.trim(),
    expectedOutput: item.expected_output.trim(),
    category: item.category.trim(),
    subcategory: blankToNull(item.subcategory),
    difficultyLevel: item.difficulty_level ?? DEFAULT_DIFFICULTY,
    style: item.style ?? null,
    length: item.length ?? null,
    targetAudience: blankToNull(item.target_audience),
    context: blankToNull(item.context),
    tags: [...new Set((item.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
  };
}

export class TrainingDataRepository {
  constructor(private readonly db: Db) {}

  /** Newest first; `limit` defaults to 50 and is capped at 200. */
  async list(filter: TrainingDataFilter = {}): Promise<TrainingDataItem[]> {
    const conditions: SQL[] = [];
    if (filter.category) conditions.push(eq(trainingData.category, filter.category));
    if (filter.difficulty) conditions.push(eq(trainingData.difficultyLevel, filter.difficulty));
    const limit = Math.min(Math.max(filter.limit ?? TRAINING_LIST_LIMIT, 1), TRAINING_LIST_MAX);
    const rows = await this.db
      .select()
      .from(trainingData)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(trainingData.createdAt), desc(trainingData.id))
      .limit(limit);
    return rows.map(toTrainingDataItem);
  }

  async add(item: NewTrainingData): Promise<TrainingDataItem> {
    return only(await this.addMany([item]));
  }

  /**
   * Inserts the items and registers any category not seen before, in one transaction, so a
   * category never exists without its data or the other way round.
   */
  async addMany(items: readonly NewTrainingData[]): Promise<TrainingDataItem[]> {
    if (items.length === 0) return [];
    const rows = items.map(toRow);
    return this.db.transaction(async (tx) => {
      const names = [...new Set(rows.map((row) => row.category))];
      await tx
        .insert(trainingCategories)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
      const inserted = await tx.insert(trainingData).values(rows).returning();
      return inserted.map(toTrainingDataItem);
    });
  }

  /** Every item of the given categories (all categories when empty), oldest first. */
  async listForTraining(categories: readonly string[] = []): Promise<TrainingDataItem[]> {
    const rows = await this.db
      .select()
      .from(trainingData)
      .where(categories.length ? inArray(trainingData.category, [...categories]) : undefined)
      .orderBy(trainingData.createdAt, trainingData.id);
    return rows.map(toTrainingDataItem);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(trainingData);
    return row?.total ?? 0;
  }
}
