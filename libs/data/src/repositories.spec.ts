import { LIMITS, TRAINING_LIST_LIMIT, type NewTrainingData } from '@silent/contracts';
import { ANONYMOUS, type Viewer } from './access/policy';
import type { RecordedEnhancement } from './repositories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './testing';

// The shared set, as everyone sees it; these suites store shared rows (owner null) unless a
// test is about owners (see ownership.spec.ts).
const SHARED = null;
const anyone: Viewer = ANONYMOUS;

const item = (overrides: Partial<NewTrainingData> = {}): NewTrainingData => ({
  input_text: 'write a tweet about our launch',
  expected_output: '## Role\nYou are a social media writer.\n\n## Task\nWrite a launch tweet.',
  category: 'spec-category',
  ...overrides,
});

describe.each(testDatabaseKinds())('repositories on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('waitlist', () => {
    it('joins once per address whatever its letter case', async () => {
      const { waitlist } = database.repositories;
      const first = await waitlist.join({ email: 'Ada@Example.com', first_name: 'Ada' });
      expect(first.alreadyJoined).toBe(false);
      expect(first.entry).toMatchObject({
        email: 'Ada@Example.com',
        first_name: 'Ada',
        last_name: '',
        source: 'email',
      });
      expect(Number.isNaN(Date.parse(first.entry.created_at))).toBe(false);
      const again = await waitlist.join({ email: '  ada@example.COM ' });
      expect(again.alreadyJoined).toBe(true);
      expect(again.entry.id).toBe(first.entry.id);
    });

    it('survives concurrent joins of the same address', async () => {
      const results = await Promise.all(
        ['race@example.com', 'RACE@example.com', 'Race@Example.com'].map((email) =>
          database.repositories.waitlist.join({ email }),
        ),
      );
      expect(results.filter((r) => !r.alreadyJoined)).toHaveLength(1);
      expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    });

    it('lists newest first with search and total', async () => {
      const { waitlist } = database.repositories;
      await waitlist.join({ email: 'search-one@list.test', last_name: 'Lovelace' });
      await waitlist.join({ email: 'search-two@list.test' });
      const page = await waitlist.list({ search: 'list.test' });
      expect(page.total).toBe(2);
      expect(page.entries.map((e) => e.email)).toEqual([
        'search-two@list.test',
        'search-one@list.test',
      ]);
      expect((await waitlist.list({ search: 'lovelace' })).total).toBe(1);
      // LIKE wildcards in the search are literal.
      expect((await waitlist.list({ search: '%' })).total).toBe(0);
      const limited = await waitlist.list({ limit: 1, offset: 0 });
      expect(limited.entries).toHaveLength(1);
      expect(limited.total).toBeGreaterThanOrEqual(4);
    });
  });

  describe('contact messages', () => {
    it('stores a message and lists it newest first with search', async () => {
      const { contact } = database.repositories;
      const stored = await contact.create({
        name: ' Grace ',
        email: 'grace@example.com',
        message: 'Hello there',
      });
      expect(stored).toMatchObject({ name: 'Grace', phone: null, message: 'Hello there' });
      await contact.create({
        name: 'Linus',
        email: 'linus@example.com',
        phone: '+1 555 0100',
        message: 'Question about pricing',
      });
      const page = await contact.list();
      expect(page.total).toBe(2);
      expect(page.messages[0]).toMatchObject({ name: 'Linus', phone: '+1 555 0100' });
      expect((await contact.list({ search: 'PRICING' })).messages).toHaveLength(1);
    });
  });

  describe('templates', () => {
    it('increments usage atomically under concurrent applies', async () => {
      const { templates } = database.repositories;
      const template = await templates.create({
        slug: 'spec-template',
        name: 'Spec template',
        description: 'd',
        category: 'c',
        body: 'Hello {{name}}',
        variables: ['name'],
      });
      expect(template.usage).toBe(0);
      await Promise.all(Array.from({ length: 10 }, () => templates.incrementUsage(template.id)));
      expect((await templates.findById(template.id))?.usage).toBe(10);
      expect((await templates.list()).find((t) => t.id === template.id)?.variables).toEqual([
        'name',
      ]);
    });

    it('answers undefined for an unknown id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await database.repositories.templates.findById(unknown)).toBeUndefined();
      expect(await database.repositories.templates.incrementUsage(unknown)).toBeUndefined();
    });
  });

  describe('enhancements and analytics', () => {
    it('gives zeros and an empty map for an empty history', async () => {
      expect(await database.repositories.enhancements.analytics('product')).toEqual({
        totalHighRatedConversations: 0,
        averageRating: 0,
        mostUsedModel: null,
        modelUsage: {},
        totalEnhancements: 0,
        ratedEnhancements: 0,
        insights: { successRate: 0 },
      });
    });

    it('records history, stores ratings and computes analytics from it', async () => {
      const { enhancements } = database.repositories;
      const base = { original: 'o', enhanced: 'e', confidence: 7.5, processingMs: 3 };
      const recorded = await enhancements.record(
        [
          { ...base, kind: 'single', model: 'model-a' },
          { ...base, kind: 'batch', model: 'model-a' },
          { ...base, kind: 'variation', model: 'model-b' },
          { ...base, kind: 'template', model: 'template', options: { style: 'casual' } },
        ],
        null,
      );
      expect(recorded).toHaveLength(4);
      const [a, b, c] = recorded as [RecordedEnhancement, RecordedEnhancement, RecordedEnhancement];
      const rate = (entry: RecordedEnhancement, rating: number) =>
        enhancements.rate(entry.id, rating, anyone, entry.ratingToken);
      expect(await rate(a, 5)).toEqual({ allowed: true, value: { id: a.id, rating: 5 } });
      expect((await rate(b, 4)).allowed).toBe(true);
      expect((await rate(c, 1)).allowed).toBe(true);
      expect(
        await enhancements.rate('00000000-0000-4000-8000-000000000000', 3, anyone, 'token'),
      ).toMatchObject({ allowed: false, status: 404 });
      expect((await enhancements.findById(a.id))?.rating).toBe(5);
      expect(await enhancements.analytics('product')).toEqual({
        totalHighRatedConversations: 2,
        averageRating: 3.33,
        mostUsedModel: 'model-a',
        // Template applies run no model, so they are not model usage.
        modelUsage: { 'model-a': 2, 'model-b': 1 },
        totalEnhancements: 4,
        ratedEnhancements: 3,
        insights: { successRate: 2 / 3 },
      });
      expect(await enhancements.listRated()).toHaveLength(3);
    });

    it('commits every row of concurrent records and returns ids that exist', async () => {
      const { enhancements } = database.repositories;
      const base = { kind: 'single', model: 'model-c', confidence: 5, processingMs: 1 } as const;
      const calls = Array.from({ length: 30 }, (_, index) =>
        enhancements.record(
          [{ ...base, original: `prompt ${index}`, enhanced: `better ${index}` }],
          null,
        ),
      );
      // A lone surrogate (legal in JS strings) is stored as U+FFFD, as the drivers send it.
      calls.push(
        enhancements.record([{ ...base, original: 'cut \uD83D emoji', enhanced: 'x\uDE00' }], null),
      );
      const ids = (await Promise.all(calls)).flat().map((entry) => entry.id);
      expect(new Set(ids).size).toBe(31);
      const rows = await Promise.all(ids.map((id) => enhancements.findById(id)));
      expect(rows.map((row) => row?.original)).toEqual([
        ...Array.from({ length: 30 }, (_, index) => `prompt ${index}`),
        'cut \uFFFD emoji',
      ]);
      expect(rows[30]).toMatchObject({ enhanced: 'x\uFFFD', kind: 'single', processingMs: 1 });
    });
  });

  describe('training data and categories', () => {
    it('stores an item with defaults and registers its category', async () => {
      const stored = await database.repositories.trainingData.add(
        item({ category: 'fresh-category', tags: ['a', ' a ', 'b'], subcategory: '  ' }),
        SHARED,
      );
      expect(stored).toMatchObject({
        category: 'fresh-category',
        difficulty_level: 'medium',
        subcategory: null,
        style: null,
        tags: ['a', 'b'],
        success_rate: null,
        usage_count: 0,
      });
      const categories = await database.repositories.categories.list(anyone);
      expect(categories.find((c) => c.name === 'fresh-category')).toMatchObject({
        sample_count: 1,
        difficulty_level: 'medium',
      });
    });

    it('filters by category and difficulty, newest first, with a capped limit', async () => {
      const { trainingData } = database.repositories;
      const items = await trainingData.addMany(
        Array.from({ length: 60 }, (_, i) =>
          item({
            category: 'bulk-category',
            input_text: `prompt ${i}`,
            difficulty_level: i % 3 === 0 ? 'hard' : 'easy',
          }),
        ),
        SHARED,
      );
      expect(items).toHaveLength(60);
      const later = await trainingData.add(
        item({ category: 'bulk-category', input_text: 'last' }),
        SHARED,
      );
      const list = await trainingData.list({ category: 'bulk-category' }, anyone);
      expect(list).toHaveLength(TRAINING_LIST_LIMIT);
      expect(list[0]?.id).toBe(later.id);
      for (let i = 1; i < list.length; i += 1) {
        expect(list[i - 1]!.created_at >= list[i]!.created_at).toBe(true);
      }
      const hard = await trainingData.list(
        { category: 'bulk-category', difficulty: 'hard' },
        anyone,
      );
      expect(hard).toHaveLength(20);
      expect(hard.every((row) => row.difficulty_level === 'hard')).toBe(true);
      expect(await trainingData.list({ limit: 1000 }, anyone)).toHaveLength(62);
      expect(await trainingData.list({ category: 'no-such-category' }, anyone)).toEqual([]);
      const counts = await database.repositories.categories.list(anyone);
      expect(counts.find((c) => c.name === 'bulk-category')?.sample_count).toBe(61);
      expect(await trainingData.listForTraining(['bulk-category'], SHARED)).toHaveLength(61);
      expect(await trainingData.count(anyone)).toBe(62);
    });

    it('keeps long texts intact', async () => {
      const long = 'x'.repeat(LIMITS.expectedOutputMaxChars);
      const stored = await database.repositories.trainingData.add(
        item({ category: 'long', expected_output: long }),
        SHARED,
      );
      expect(stored.expected_output).toHaveLength(LIMITS.expectedOutputMaxChars);
    });

    it('lists categories a category registered on its own with zero samples', async () => {
      await database.repositories.categories.ensure({ name: 'empty-category' });
      const found = (await database.repositories.categories.list(anyone)).find(
        (c) => c.name === 'empty-category',
      );
      expect(found?.sample_count).toBe(0);
    });
  });

  describe('sessions, metrics and exemplars', () => {
    it('creates pending sessions and lists them newest first', async () => {
      const { sessions } = database.repositories;
      const first = await sessions.create(
        { sessionName: ' First ', categories: ['email', 'email', 'marketing'] },
        { ownerId: SHARED, createdBy: null },
      );
      expect(first).toMatchObject({
        session_name: 'First',
        description: '',
        status: 'pending',
        model_version: 'gpt-4',
        categories: ['email', 'marketing'],
        training_data_count: 0,
        success_rate: null,
        progress_done: 0,
        progress_total: 0,
        started_at: null,
        completed_at: null,
      });
      const second = await sessions.create(
        {
          sessionName: 'Second',
          categories: ['email'],
          modelVersion: 'gpt-3.5-turbo',
          description: 'why',
        },
        { ownerId: SHARED, createdBy: null },
      );
      expect((await sessions.list(anyone)).map((s) => s.id)).toEqual([second.id, first.id]);
      expect(await sessions.findById(first.id)).toEqual(first);
      expect(await sessions.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('computes training metrics and lists performance newest first', async () => {
      const { metrics } = database.repositories;
      const before = await metrics.trainingMetrics(anyone);
      expect(before.averageSuccessRate).toBe(0);
      expect(before.totalTrainingData).toBeGreaterThan(0);
      expect(before.categoriesCount).toBeGreaterThan(0);
      await metrics.record([
        {
          metricName: 'success_rate',
          metricValue: 0.5,
          modelVersion: 'gpt-4',
          sampleSize: 10,
          category: 'email',
          recordedAt: new Date('2025-01-01T00:00:00Z'),
        },
        {
          metricName: 'mean_similarity',
          metricValue: 0.7,
          modelVersion: 'gpt-4',
          sampleSize: 10,
          recordedAt: new Date('2025-02-01T00:00:00Z'),
        },
      ]);
      const rows = await metrics.listPerformance(anyone);
      expect(rows.map((r) => r.metric_name)).toEqual(['mean_similarity', 'success_rate']);
      expect(rows[0]).toMatchObject({ category: null, session_id: null, sample_size: 10 });
      expect(rows[1]?.recorded_at).toBe('2025-01-01T00:00:00.000Z');
    });
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
    expect(database.kind).toBe(kind);
  });
});
