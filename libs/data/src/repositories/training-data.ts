import {
  DEFAULT_DIFFICULTY,
  MESSAGES,
  TRAINING_LIST_LIMIT,
  TRAINING_LIST_MAX,
  type Difficulty,
  type NewTrainingData,
  type TrainingDataDeleted,
  type TrainingDataItem,
  type UpdateTrainingData,
} from '@silent/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  allowed,
  listScope,
  ownerView,
  trainingRows,
  type ListScope,
  type Outcome,
  type Viewer,
} from '../access/policy';
import type { Db } from '../database';
import { trainingCategories, trainingData } from '../schema';
import { only, toTrainingDataItem } from './mappers';
import { visibleIn } from './scope';
import { markOutOfDate } from './training-results';

export interface TrainingDataFilter {
  category?: string;
  difficulty?: Difficulty;
  limit?: number;
  /** Rows to skip, for the next page (0 when absent). */
  offset?: number;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const cleanTags = (tags: readonly string[]) => [
  ...new Set(tags.map((tag) => tag.trim()).filter(Boolean)),
];

function toRow(item: NewTrainingData, ownerId: string | null): typeof trainingData.$inferInsert {
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
    tags: cleanTags(item.tags ?? []),
    ownerId,
  };
}

/** The columns an edit sets: only the fields sent; null or blank clears an optional one. */
function toChanges(patch: UpdateTrainingData): Partial<typeof trainingData.$inferInsert> {
  const changes: Partial<typeof trainingData.$inferInsert> = {};
  if (patch.input_text !== undefined) changes.inputText = patch.input_text.trim();
  if (patch.expected_output !== undefined) changes.expectedOutput = patch.expected_output.trim();
  if (patch.category !== undefined) changes.category = patch.category.trim();
  if (patch.subcategory !== undefined) changes.subcategory = blankToNull(patch.subcategory);
  if (patch.difficulty_level !== undefined) changes.difficultyLevel = patch.difficulty_level;
  if (patch.style !== undefined) changes.style = patch.style;
  if (patch.length !== undefined) changes.length = patch.length;
  if (patch.target_audience !== undefined)
    changes.targetAudience = blankToNull(patch.target_audience);
  if (patch.context !== undefined) changes.context = blankToNull(patch.context);
  if (patch.tags !== undefined) changes.tags = cleanTags(patch.tags);
  return changes;
}

/** Registers categories for an owner (null: shared) unless they exist; inside a transaction. */
async function registerCategories(tx: Db, names: readonly string[], ownerId: string | null) {
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await tx
    .insert(trainingCategories)
    .values(unique.map((name) => ({ name, ownerId })))
    .onConflictDoNothing();
}

export class TrainingDataRepository {
  constructor(private readonly db: Db) {}

  /**
   * What the viewer sees (shared + their own), newest first; `limit` 50 by default, ≤ 200,
   * from `offset` on. The order is total (created_at, then id), so pages never overlap.
   */
  async list(filter: TrainingDataFilter, viewer: Viewer): Promise<TrainingDataItem[]> {
    const conditions: SQL[] = [visibleIn(trainingData.ownerId, listScope(viewer))];
    if (filter.category) conditions.push(eq(trainingData.category, filter.category));
    if (filter.difficulty) conditions.push(eq(trainingData.difficultyLevel, filter.difficulty));
    const limit = Math.min(Math.max(filter.limit ?? TRAINING_LIST_LIMIT, 1), TRAINING_LIST_MAX);
    const rows = await this.db
      .select()
      .from(trainingData)
      .where(and(...conditions))
      .orderBy(desc(trainingData.createdAt), desc(trainingData.id))
      .limit(limit)
      .offset(Math.max(filter.offset ?? 0, 0));
    return rows.map((row) => toTrainingDataItem(row, viewer));
  }

  /** Stores an item owned by `ownerId` (null: the shared set, e.g. the demo seed). */
  async add(item: NewTrainingData, ownerId: string | null): Promise<TrainingDataItem> {
    return only(await this.addMany([item], ownerId));
  }

  /**
   * Inserts the items and registers any category the owner has not got yet, in one
   * transaction, so a category never exists without its data or the other way round.
   */
  async addMany(
    items: readonly NewTrainingData[],
    ownerId: string | null,
  ): Promise<TrainingDataItem[]> {
    if (items.length === 0) return [];
    const rows = items.map((item) => toRow(item, ownerId));
    const viewer = ownerView(ownerId);
    return this.db.transaction(async (tx) => {
      await registerCategories(
        tx as unknown as Db,
        rows.map((row) => row.category),
        ownerId,
      );
      const inserted = await tx.insert(trainingData).values(rows).returning();
      return inserted.map((row) => toTrainingDataItem(row, viewer));
    });
  }

  /**
   * Edits an item the viewer may change (their own; admins: shared ones). Results that learned
   * from it are marked out of date, in the same transaction.
   */
  async update(
    id: string,
    patch: UpdateTrainingData,
    viewer: Viewer,
  ): Promise<Outcome<TrainingDataItem>> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(trainingData)
        .where(eq(trainingData.id, id))
        .for('update');
      const decision = trainingRows.change(viewer, row, MESSAGES.trainingDataNotFound);
      if (!decision.allowed) return decision;
      const changes = toChanges(patch);
      if (changes.category) {
        await registerCategories(tx as unknown as Db, [changes.category], decision.value.ownerId);
      }
      const [updated] = await tx
        .update(trainingData)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(trainingData.id, id))
        .returning();
      await markOutOfDate(tx as unknown as Db, [id]);
      return allowed(toTrainingDataItem(only(updated ? [updated] : []), viewer));
    });
  }

  /** Deletes an item the viewer may change; says which active results are now out of date. */
  async remove(id: string, viewer: Viewer): Promise<Outcome<TrainingDataDeleted>> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: trainingData.id, ownerId: trainingData.ownerId })
        .from(trainingData)
        .where(eq(trainingData.id, id))
        .for('update');
      const decision = trainingRows.change(viewer, row, MESSAGES.trainingDataNotFound);
      if (!decision.allowed) return decision;
      await tx.delete(trainingData).where(eq(trainingData.id, id));
      const outOfDate = await markOutOfDate(tx as unknown as Db, [id]);
      return allowed({ id, out_of_date: outOfDate });
    });
  }

  /**
   * What a session of `ownerId` trains on, oldest first: the shared items of its categories
   * plus, for a user's session, the user's own (a shared session reads shared items only).
   */
  async listForTraining(
    categories: readonly string[],
    ownerId: string | null,
  ): Promise<TrainingDataItem[]> {
    const scope: ListScope = { ownerId };
    const conditions: SQL[] = [visibleIn(trainingData.ownerId, scope)];
    if (categories.length) conditions.push(inArray(trainingData.category, [...categories]));
    const rows = await this.db
      .select()
      .from(trainingData)
      .where(and(...conditions))
      .orderBy(trainingData.createdAt, trainingData.id);
    const viewer = ownerView(ownerId);
    return rows.map((row) => toTrainingDataItem(row, viewer));
  }

  /** Items the viewer sees. */
  async count(viewer: Viewer): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(trainingData)
      .where(visibleIn(trainingData.ownerId, listScope(viewer)));
    return row?.total ?? 0;
  }
}
