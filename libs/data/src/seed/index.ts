import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { TrainingDataRepository, CategoriesRepository, TemplatesRepository } from '../repositories';
import { appMeta } from '../schema';
import { SEED_CATEGORIES, SEED_TEMPLATES, SEED_TRAINING_DATA } from './content';

export { SEED_CATEGORIES, SEED_TEMPLATES, SEED_TRAINING_DATA, expectedOutput } from './content';

const SEED_MARKER = 'demo_content_seeded';
const SEED_LOCK_KEY = 7_316_420_002;

export interface SeedResult {
  seeded: boolean;
  templates: number;
  categories: number;
  trainingData: number;
}

/**
 * Seeds the demo content once, on the first start of an empty database. A marker row makes it
 * happen once even if a visitor later deletes the demo rows; the advisory lock stops two
 * processes starting together from seeding twice. Sessions and metrics are never seeded here:
 * they only come from real training runs.
 */
export async function seedDemoContent(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
    if (marker) return { seeded: false, templates: 0, categories: 0, trainingData: 0 };
    const txDb = tx as unknown as Db;
    const templates = new TemplatesRepository(txDb);
    for (const template of SEED_TEMPLATES) await templates.create(template);
    const categories = new CategoriesRepository(txDb);
    for (const category of SEED_CATEGORIES) await categories.ensure(category);
    const inserted = (await new TrainingDataRepository(txDb).addMany(SEED_TRAINING_DATA, null))
      .length;
    await tx.insert(appMeta).values({
      key: SEED_MARKER,
      value: { at: new Date().toISOString(), trainingData: inserted },
    });
    return {
      seeded: true,
      templates: SEED_TEMPLATES.length,
      categories: SEED_CATEGORIES.length,
      trainingData: inserted,
    };
  });
}
