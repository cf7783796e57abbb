import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { activeExemplars, trainingData } from '../schema';

export interface ActiveExemplar {
  id: string;
  category: string;
  input: string;
  output: string;
  rank: number;
}

/** The exemplar sets training selected; the enhancer reads them for few-shot guidance. */
export class ExemplarsRepository {
  constructor(private readonly db: Db) {}

  async listActive(): Promise<ActiveExemplar[]> {
    return this.db
      .select({
        id: trainingData.id,
        category: activeExemplars.category,
        input: trainingData.inputText,
        output: trainingData.expectedOutput,
        rank: activeExemplars.rank,
      })
      .from(activeExemplars)
      .innerJoin(trainingData, eq(trainingData.id, activeExemplars.trainingDataId))
      .orderBy(asc(activeExemplars.category), asc(activeExemplars.rank));
  }

  /** Replaces a category's set in one transaction (used by training). */
  async replace(category: string, trainingDataIds: readonly string[], sessionId?: string) {
    await this.db.transaction(async (tx) => {
      await tx.delete(activeExemplars).where(eq(activeExemplars.category, category));
      if (trainingDataIds.length === 0) return;
      await tx.insert(activeExemplars).values(
        trainingDataIds.map((trainingDataId, rank) => ({
          category,
          trainingDataId,
          rank,
          sessionId: sessionId ?? null,
        })),
      );
    });
  }
}
