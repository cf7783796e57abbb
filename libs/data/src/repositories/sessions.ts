import {
  DEFAULT_MODEL_VERSION,
  type CreateTrainingSession,
  type TrainingSession,
} from '@silent/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { trainingSessions } from '../schema';
import { only, toTrainingSession } from './mappers';

/** Stores sessions; running them (claiming, progress, results) is the training runner's job. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a `pending` session for the job runner to pick up. */
  async create(input: CreateTrainingSession): Promise<TrainingSession> {
    const categories = [...new Set(input.categories.map((name) => name.trim()).filter(Boolean))];
    const rows = await this.db
      .insert(trainingSessions)
      .values({
        sessionName: input.sessionName.trim(),
        description: input.description?.trim() ?? '',
        status: 'pending',
        modelVersion: input.modelVersion ?? DEFAULT_MODEL_VERSION,
        categories,
      })
      .returning();
    return toTrainingSession(only(rows));
  }

  /** Newest first. */
  async list(limit = 200): Promise<TrainingSession[]> {
    const rows = await this.db
      .select()
      .from(trainingSessions)
      .orderBy(desc(trainingSessions.createdAt), desc(trainingSessions.id))
      .limit(limit);
    return rows.map(toTrainingSession);
  }

  async findById(id: string): Promise<TrainingSession | undefined> {
    const [row] = await this.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, id))
      .limit(1);
    return row ? toTrainingSession(row) : undefined;
  }
}
