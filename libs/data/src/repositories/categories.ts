import { DEFAULT_DIFFICULTY, type Difficulty, type TrainingCategory } from '@silent/contracts';
import { and, count, sql } from 'drizzle-orm';
import { listScope, type Viewer } from '../access/policy';
import type { Db } from '../database';
import { trainingCategories, trainingData } from '../schema';
import { rowsOf } from './mappers';
import { visibleIn } from './scope';

export interface NewCategory {
  name: string;
  description?: string;
  difficulty_level?: Difficulty;
}

interface CategoryRow {
  id: string;
  name: string;
  description: string;
  difficulty: string;
  shared: boolean;
  samples: number;
  own: number;
}

export class CategoriesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The categories the viewer sees (the shared ones plus their own, one entry per name, the
   * shared row's description winning) with the real number of items they see in each.
   */
  async list(viewer: Viewer): Promise<TrainingCategory[]> {
    const scope = listScope(viewer);
    const result = await this.db.execute(sql`
      WITH visible AS (
        SELECT DISTINCT ON (name) id, name, description, difficulty_level, owner_id
        FROM ${trainingCategories}
        WHERE ${visibleIn(trainingCategories.ownerId, scope)}
        ORDER BY name, owner_id IS NOT NULL
      ), counts AS (
        SELECT category,
          count(*)::int AS samples,
          (count(*) FILTER (WHERE owner_id IS NOT NULL))::int AS own
        FROM ${trainingData}
        WHERE ${visibleIn(trainingData.ownerId, scope)}
        GROUP BY category
      )
      SELECT v.id, v.name, v.description, v.difficulty_level AS difficulty,
        (v.owner_id IS NULL) AS shared,
        coalesce(c.samples, 0) AS samples, coalesce(c.own, 0) AS own
      FROM visible v LEFT JOIN counts c ON c.category = v.name
      ORDER BY v.name`);
    return rowsOf<CategoryRow>(result).map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      sample_count: Number(row.samples),
      own_count: Number(row.own),
      difficulty_level: row.difficulty as Difficulty,
      shared: Boolean(row.shared),
    }));
  }

  /** Creates the shared category, or leaves an existing one of that name as it is. */
  async ensure(input: NewCategory): Promise<void> {
    await this.db
      .insert(trainingCategories)
      .values({
        name: input.name,
        description: input.description ?? '',
        difficultyLevel: input.difficulty_level ?? DEFAULT_DIFFICULTY,
        ownerId: null,
      })
      .onConflictDoNothing();
  }

  /** Distinct category names the viewer sees. */
  async count(viewer: Viewer): Promise<number> {
    const [row] = await this.db
      .select({ total: count(sql`DISTINCT ${trainingCategories.name}`) })
      .from(trainingCategories)
      .where(and(visibleIn(trainingCategories.ownerId, listScope(viewer))));
    return row?.total ?? 0;
  }
}
