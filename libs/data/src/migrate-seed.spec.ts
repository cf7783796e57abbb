import { DIFFICULTIES } from '@silent/contracts';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANONYMOUS } from './access/policy';
import { MigrationChecksumError } from './errors';
import { defaultMigrationsDir, readMigrations } from './migrate';
import { SEED_CATEGORIES, SEED_TEMPLATES, SEED_TRAINING_DATA, seedDemoContent } from './seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

describe('seed content', () => {
  it('has at least 8 templates whose variables are exactly their placeholders', () => {
    expect(SEED_TEMPLATES.length).toBeGreaterThanOrEqual(8);
    for (const template of SEED_TEMPLATES) {
      const used = [
        ...new Set([...template.body.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1])),
      ];
      expect(used).toEqual(template.variables);
    }
  });

  it('has at least 6 categories and 80 pairs across every difficulty and category', () => {
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(SEED_TRAINING_DATA.length).toBeGreaterThanOrEqual(80);
    for (const level of DIFFICULTIES) {
      expect(SEED_TRAINING_DATA.filter((p) => p.difficulty_level === level).length).toBeGreaterThan(
        10,
      );
    }
    const names = new Set(SEED_CATEGORIES.map((c) => c.name));
    expect(SEED_TRAINING_DATA.every((p) => names.has(p.category))).toBe(true);
    for (const pair of SEED_TRAINING_DATA) {
      expect(pair.expected_output).toMatch(/## Role[\s\S]*## Task[\s\S]*## Output format/);
      expect(pair.expected_output.length).toBeGreaterThan(pair.input_text.length * 3);
    }
    expect(new Set(SEED_TRAINING_DATA.map((p) => p.input_text)).size).toBe(
      SEED_TRAINING_DATA.length,
    );
  });
});

describe.each(testDatabaseKinds())('migrations and seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('applies nothing twice', async () => {
    const again = await database.migrate();
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toEqual(readMigrations(defaultMigrationsDir()).map((m) => m.name));
  });

  it('runs concurrent migrations safely', async () => {
    const results = await Promise.all([database.migrate(), database.migrate()]);
    expect(results.every((r) => r.applied.length === 0)).toBe(true);
  });

  it('refuses a migration that changed after it was applied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'silent-migrations-'));
    try {
      cpSync(defaultMigrationsDir(), dir, { recursive: true });
      const first = readMigrations(dir)[0]!;
      writeFileSync(join(dir, first.name), `${first.sql}\n-- edited`);
      const { applyMigrations } = await import('./migrate');
      await expect(
        applyMigrations((fn) => database.rawTransaction(fn), readMigrations(dir)),
      ).rejects.toBeInstanceOf(MigrationChecksumError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds an empty database once, without sessions or metrics', async () => {
    const first = await seedDemoContent(database.db);
    expect(first).toEqual({
      seeded: true,
      templates: SEED_TEMPLATES.length,
      categories: SEED_CATEGORIES.length,
      trainingData: SEED_TRAINING_DATA.length,
    });
    expect((await seedDemoContent(database.db)).seeded).toBe(false);
    const { repositories } = database;
    expect(await repositories.templates.list()).toHaveLength(SEED_TEMPLATES.length);
    const categories = await repositories.categories.list(ANONYMOUS);
    expect(categories).toHaveLength(SEED_CATEGORIES.length);
    expect(categories.reduce((sum, c) => sum + c.sample_count, 0)).toBe(SEED_TRAINING_DATA.length);
    expect(await repositories.sessions.list(ANONYMOUS)).toEqual([]);
    expect(await repositories.metrics.listPerformance(ANONYMOUS)).toEqual([]);
  });
});
