import { DEFAULT_DIFFICULTY, type Difficulty, type TrainingCategory } from '@silent/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { trainingCategories, trainingData } from '../schema';

export interface NewCategory {
  name: string;
  description?: string;
  difficulty_level?: Difficulty;
}

export class CategoriesRepository {
  constructor(private readonly db: Db) {}

  /** Categories with the real number of training items in each. */
  async list(): Promise<TrainingCategory[]> {
    const counts = this.db
      .select({ category: trainingData.category, samples: count().as('samples') })
      .from(trainingData)
      .groupBy(trainingData.category)
      .as('counts');
    const rows = await this.db
      .select({
        id: trainingCategories.id,
        name: trainingCategories.name,
        description: trainingCategories.description,
        difficulty: trainingCategories.difficultyLevel,
        samples: sql<number>`coalesce(${counts.samples}, 0)`.mapWith(Number),
      })
      .from(trainingCategories)
      .leftJoin(counts, eq(counts.category, trainingCategories.name))
      .orderBy(asc(trainingCategories.name));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      sample_count: row.samples,
      difficulty_level: row.difficulty as Difficulty,
    }));
  }

  /** Creates the category, or leaves an existing one of that name as it is. */
  async ensure(input: NewCategory): Promise<void> {
    await this.db
      .insert(trainingCategories)
      .values({
        name: input.name,
        description: input.description ?? '',
        difficultyLevel: input.difficulty_level ?? DEFAULT_DIFFICULTY,
      })
      .onConflictDoNothing();
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(trainingCategories);
    return row?.total ?? 0;
  }
}
