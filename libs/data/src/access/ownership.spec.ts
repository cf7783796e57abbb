// The ownership rules as the repositories apply them, on PGlite and on the real PostgreSQL:
// scoped lists, guarded changes, per-owner training results with the shared fallback,
// promotion, out-of-date marking, history and ratings.
import { MESSAGES, type NewTrainingData } from '@silent/contracts';
import { sql } from 'drizzle-orm';
import { TrainingRunsRepository, type TrainingRunOutcome } from '../repositories/training-runs';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import { ANONYMOUS, type Viewer } from './policy';

const A = 'aaaaaaaa-0000-4000-8000-00000000000a';
const B = 'bbbbbbbb-0000-4000-8000-00000000000b';
const ADMIN = 'cccccccc-0000-4000-8000-00000000000c';
const userA: Viewer = { kind: 'user', id: A };
const userB: Viewer = { kind: 'user', id: B };
const admin: Viewer = { kind: 'admin', id: ADMIN };

const item = (input: string, category = 'own-email', output = `## Role\n${input}`) =>
  ({ input_text: input, expected_output: output, category }) satisfies NewTrainingData;

describe.each(testDatabaseKinds())('ownership on %s', (kind) => {
  let database: TestDatabase;
  let runs: TrainingRunsRepository;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    runs = new TrainingRunsRepository(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Queues, claims and completes a session for `ownerId` choosing `exemplarIds`. */
  async function train(
    ownerId: string | null,
    category: string,
    exemplarIds: string[],
    extra: Partial<TrainingRunOutcome> = {},
  ) {
    const { sessions } = database.repositories;
    const session = await sessions.create(
      { sessionName: `train ${category}`, categories: [category] },
      { ownerId, createdBy: ownerId ?? ADMIN },
    );
    const claimed = await runs.claimNext('worker');
    expect(claimed).toMatchObject({ id: session.id, ownerId });
    const trained = await database.repositories.trainingData.listForTraining([category], ownerId);
    expect(
      await runs.complete(session.id, 'worker', {
        trainingDataCount: trained.length,
        successRate: 0.75,
        baselineSuccessRate: 0.25,
        durationMinutes: 0.01,
        engine: 'offline',
        metrics: [
          {
            metricName: 'success_rate',
            metricValue: 0.75,
            modelVersion: 'm',
            sampleSize: 4,
            category,
          },
          {
            metricName: 'baseline_success_rate',
            metricValue: 0.25,
            modelVersion: 'm',
            sampleSize: 4,
            category,
          },
        ],
        exemplars: [{ category, trainingDataIds: exemplarIds }],
        items: trained.map((row) => ({ id: row.id, successRate: 1, usageCount: 1 })),
        trained: trained.map((row) => ({ id: row.id, category: row.category })),
        ...extra,
      }),
    ).toBe(true);
    return session;
  }

  describe('training data', () => {
    it("lists the shared set plus the viewer's own, marked, and nobody else's", async () => {
      const { trainingData, categories, metrics } = database.repositories;
      const [shared] = await trainingData.addMany([item('a shared example')], null);
      const [mine] = await trainingData.addMany(
        [item('a private example of A'), item('a secret one', 'secret-of-a')],
        A,
      );
      const ids = (viewer: Viewer) =>
        trainingData.list({ limit: 200 }, viewer).then((rows) => rows.map((row) => row.id));
      expect(await ids(userA)).toEqual(expect.arrayContaining([shared!.id, mine!.id]));
      expect(await ids(userB)).toContain(shared!.id);
      expect(await ids(userB)).not.toContain(mine!.id);
      expect(await ids(ANONYMOUS)).not.toContain(mine!.id);
      // Admins list like everyone else: their own plus shared.
      expect(await ids(admin)).not.toContain(mine!.id);

      const rowsOfA = await trainingData.list({ limit: 200 }, userA);
      expect(rowsOfA.find((row) => row.id === mine!.id)).toMatchObject({
        shared: false,
        can_edit: true,
      });
      expect(rowsOfA.find((row) => row.id === shared!.id)).toMatchObject({
        shared: true,
        can_edit: false,
      });

      const namesOf = async (viewer: Viewer) =>
        (await categories.list(viewer)).map((category) => category.name);
      expect(await namesOf(userA)).toContain('secret-of-a');
      expect(await namesOf(userB)).not.toContain('secret-of-a');
      expect(await namesOf(ANONYMOUS)).not.toContain('secret-of-a');
      const ownEmail = (await categories.list(userA)).find((c) => c.name === 'own-email');
      expect(ownEmail).toMatchObject({ sample_count: 2, own_count: 1, shared: true });
      expect((await categories.list(userB)).find((c) => c.name === 'own-email')).toMatchObject({
        sample_count: 1,
        own_count: 0,
      });
      const totals = async (viewer: Viewer) =>
        (await metrics.trainingMetrics(viewer)).totalTrainingData;
      expect((await totals(userA)) - (await totals(userB))).toBe(2);
      expect(await totals(userB)).toBe(await totals(ANONYMOUS));
    });

    it('lets the owner edit and delete; others get 404, shared rows 403 unless admin', async () => {
      const { trainingData } = database.repositories;
      const [own] = await trainingData.addMany([item('edit me', 'edits')], A);
      const [shared] = await trainingData.addMany([item('shared edit', 'edits')], null);
      const patch = { expected_output: 'changed', tags: [' x ', 'x'] };

      expect(await trainingData.update(own!.id, patch, userB)).toEqual({
        allowed: false,
        status: 404,
        message: MESSAGES.trainingDataNotFound,
      });
      expect(await trainingData.update(own!.id, patch, admin)).toMatchObject({ status: 403 });
      expect(await trainingData.remove(own!.id, userB)).toMatchObject({ status: 404 });
      expect(await trainingData.update(shared!.id, patch, userA)).toEqual({
        allowed: false,
        status: 403,
        message: MESSAGES.sharedReadOnly,
      });
      expect(await trainingData.remove(shared!.id, userA)).toMatchObject({ status: 403 });

      const edited = await trainingData.update(
        own!.id,
        { ...patch, category: 'edits-renamed', subcategory: null, style: 'casual' },
        userA,
      );
      expect(edited).toMatchObject({
        allowed: true,
        value: {
          expected_output: 'changed',
          tags: ['x'],
          category: 'edits-renamed',
          style: 'casual',
          shared: false,
          can_edit: true,
        },
      });
      expect(edited.allowed && edited.value.updated_at).toEqual(expect.any(String));
      // The renamed category is A's own.
      const names = (await database.repositories.categories.list(userA)).map((c) => c.name);
      expect(names).toContain('edits-renamed');
      expect((await database.repositories.categories.list(userB)).map((c) => c.name)).not.toContain(
        'edits-renamed',
      );

      expect(
        await trainingData.update(shared!.id, { input_text: 'by admin' }, admin),
      ).toMatchObject({
        allowed: true,
        value: { input_text: 'by admin', shared: true, can_edit: true },
      });
      expect(await trainingData.remove(own!.id, userA)).toEqual({
        allowed: true,
        value: { id: own!.id, out_of_date: [] },
      });
      expect(await trainingData.remove(own!.id, userA)).toMatchObject({ status: 404 });
    });
  });

  describe('training results', () => {
    it("uses the owner's result for a category, else the shared one; never another user's", async () => {
      const { trainingData, trainingResults } = database.repositories;
      const [sharedItem] = await trainingData.addMany(
        [item('shared pricing email', 'pricing')],
        null,
      );
      await train(null, 'pricing', [sharedItem!.id]);
      const [poisoned, second] = await trainingData.addMany(
        [item('announce pricing', 'pricing', 'MARKER line'), item('more pricing', 'pricing')],
        A,
      );
      await train(A, 'pricing', [poisoned!.id, second!.id]);

      const pricing = async (ownerId: string | null) =>
        (await trainingResults.exemplarsFor(ownerId))
          .filter((exemplar) => exemplar.category === 'pricing')
          .map((exemplar) => exemplar.id);
      expect(await pricing(A)).toEqual([poisoned!.id, second!.id]);
      expect(await pricing(B)).toEqual([sharedItem!.id]);
      expect(await pricing(null)).toEqual([sharedItem!.id]);

      // A's session wrote the statistics of A's items only, never the shared ones'.
      const shown = await trainingData.list({ category: 'pricing' }, userA);
      expect(shown.find((row) => row.id === sharedItem!.id)?.usage_count).toBe(1);
      expect(shown.find((row) => row.id === poisoned!.id)?.usage_count).toBe(1);
    });

    it('lets an admin promote a completed user session; then it reaches everyone', async () => {
      const { trainingData, trainingResults, sessions } = database.repositories;
      const [own] = await trainingData.addMany([item('launch note', 'launches')], A);
      const session = await train(A, 'launches', [own!.id]);
      expect(await trainingResults.exemplarsFor(B)).not.toContainEqual(
        expect.objectContaining({ id: own!.id }),
      );

      expect(await sessions.promote(session.id, userA)).toMatchObject({ status: 403 });
      expect(await sessions.promote(session.id, ANONYMOUS)).toMatchObject({ status: 401 });
      const review = await sessions.listPromotable(admin);
      expect(review.allowed && review.value.map((entry) => entry.session.id)).toContain(session.id);
      expect(await sessions.listPromotable(userB)).toMatchObject({ status: 403 });
      // An admin may review the user's results before promoting them.
      expect(await trainingResults.listForSession(session.id, admin)).toMatchObject({
        allowed: true,
        value: [{ exemplars: [{ id: own!.id, input: 'launch note' }], success_rate: 0.75 }],
      });
      expect(await trainingResults.listForSession(session.id, userB)).toMatchObject({
        status: 404,
      });

      const promoted = await sessions.promote(session.id, admin);
      expect(promoted).toMatchObject({
        allowed: true,
        value: [{ category: 'launches', shared: true, status: 'active', exemplar_count: 1 }],
      });
      for (const ownerId of [B, null]) {
        expect(await trainingResults.exemplarsFor(ownerId)).toContainEqual(
          expect.objectContaining({ id: own!.id, category: 'launches', input: 'launch note' }),
        );
      }
      expect(await sessions.promote(session.id, admin)).toEqual({
        allowed: false,
        status: 409,
        message: MESSAGES.sessionAlreadyShared,
      });
      const listed = await sessions.get(session.id, userA);
      expect(listed.allowed && listed.value.promoted_at).toEqual(expect.any(String));
      // Deleting A's item later leaves the shared copy working, marked out of date.
      const removed = await trainingData.remove(own!.id, userA);
      expect(removed.allowed && removed.value.out_of_date.map((r) => r.shared)).toEqual(
        expect.arrayContaining([true, false]),
      );
      expect(await trainingResults.exemplarsFor(null)).toContainEqual(
        expect.objectContaining({ id: own!.id }),
      );
    });

    it('refuses to promote what is not a completed user session', async () => {
      const { sessions } = database.repositories;
      const pending = await sessions.create(
        { sessionName: 'waiting', categories: ['x'] },
        { ownerId: A, createdBy: A },
      );
      expect(await sessions.promote(pending.id, admin)).toEqual({
        allowed: false,
        status: 409,
        message: MESSAGES.sessionNotPromotable,
      });
      const shared = await sessions.create(
        { sessionName: 'shared', categories: ['x'] },
        { ownerId: null, createdBy: ADMIN },
      );
      expect(await sessions.promote(shared.id, admin)).toMatchObject({ status: 409 });
      expect(await sessions.promote('00000000-0000-4000-8000-000000000000', admin)).toMatchObject({
        status: 404,
      });
      await sessions.remove(pending.id, userA);
      await sessions.remove(shared.id, admin);
    });

    it('marks a result out of date when data it learned from changes, without changing it', async () => {
      const { trainingData, trainingResults, sessions } = database.repositories;
      const [kept, dropped] = await trainingData.addMany(
        [item('kept reply', 'replies'), item('dropped reply', 'replies')],
        A,
      );
      const session = await train(A, 'replies', [kept!.id, dropped!.id]);
      const removed = await trainingData.remove(dropped!.id, userA);
      expect(removed).toMatchObject({
        allowed: true,
        value: { out_of_date: [{ category: 'replies', out_of_date: true, shared: false }] },
      });
      const replies = (await trainingResults.exemplarsFor(A)).filter(
        (e) => e.category === 'replies',
      );
      expect(replies.map((e) => e.input)).toEqual(['kept reply', 'dropped reply']);
      const listed = await sessions.get(session.id, userA);
      expect(listed.allowed && listed.value.results[0]).toMatchObject({ out_of_date: true });
    });

    it("puts the previous result back in effect when a session's result is deleted", async () => {
      const { trainingData, trainingResults, sessions } = database.repositories;
      const [first, second] = await trainingData.addMany(
        [item('first try', 'rollback'), item('second try', 'rollback')],
        A,
      );
      await train(A, 'rollback', [first!.id]);
      const later = await train(A, 'rollback', [second!.id]);
      const ids = async () =>
        (await trainingResults.exemplarsFor(A))
          .filter((e) => e.category === 'rollback')
          .map((e) => e.id);
      expect(await ids()).toEqual([second!.id]);
      expect(await sessions.remove(later.id, userB)).toMatchObject({ status: 404 });
      expect(await sessions.remove(later.id, userA)).toEqual({
        allowed: true,
        value: { id: later.id },
      });
      expect(await ids()).toEqual([first!.id]);
      expect(await sessions.findById(later.id)).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('are listed, read, cancelled and deleted by their owner only', async () => {
      const { sessions } = database.repositories;
      await database.db.execute(
        sql`UPDATE training_sessions SET status = 'failed' WHERE status = 'pending'`,
      );
      const own = await sessions.create(
        { sessionName: 'private run', categories: ['own-email'] },
        { ownerId: A, createdBy: A },
      );
      expect(own).toMatchObject({ shared: false, can_edit: true, results: [] });
      const listIds = async (viewer: Viewer) => (await sessions.list(viewer)).map((s) => s.id);
      expect(await listIds(userA)).toContain(own.id);
      expect(await listIds(userB)).not.toContain(own.id);
      expect(await listIds(ANONYMOUS)).not.toContain(own.id);
      expect(await sessions.get(own.id, userB)).toMatchObject({
        status: 404,
        message: MESSAGES.sessionNotFound,
      });
      expect(await sessions.cancel(own.id, userB)).toMatchObject({ status: 404 });
      expect(await sessions.cancel(own.id, admin)).toMatchObject({ status: 403 });

      // Claimed by a runner, then cancelled: the runner's next write finds it is not its any more.
      const claimed = await runs.claimNext('busy-worker');
      expect(claimed?.id).toBe(own.id);
      const cancelled = await sessions.cancel(own.id, userA);
      expect(cancelled).toMatchObject({
        allowed: true,
        value: { status: 'cancelled', failure_reason: MESSAGES.cancelled },
      });
      expect(await runs.progress(own.id, 'busy-worker', 1, 10)).toBe(false);
      expect(await sessions.cancel(own.id, userA)).toEqual({
        allowed: false,
        status: 409,
        message: MESSAGES.sessionFinished,
      });
      expect(await sessions.remove(own.id, userB)).toMatchObject({ status: 404 });
      expect(await sessions.remove(own.id, userA)).toMatchObject({ allowed: true });
      expect(await sessions.get(own.id, userA)).toMatchObject({ status: 404 });
    });

    it('shared sessions are read by all and changed by admins only', async () => {
      const { sessions } = database.repositories;
      const shared = await sessions.create(
        { sessionName: 'shared run', categories: ['own-email'] },
        { ownerId: null, createdBy: ADMIN },
        admin,
      );
      expect(shared).toMatchObject({ shared: true, can_edit: true });
      expect(await sessions.get(shared.id, ANONYMOUS)).toMatchObject({
        allowed: true,
        value: { shared: true, can_edit: false },
      });
      expect(await sessions.cancel(shared.id, userA)).toMatchObject({
        status: 403,
        message: MESSAGES.sharedReadOnly,
      });
      expect(await sessions.remove(shared.id, userA)).toMatchObject({ status: 403 });
      expect(await sessions.cancel(shared.id, admin)).toMatchObject({ allowed: true });
      expect(await sessions.remove(shared.id, admin)).toMatchObject({ allowed: true });
    });
  });

  describe('history, ratings and analytics', () => {
    const base = { model: 'm', confidence: 7, processingMs: 1 } as const;

    it("keeps each user's history, newest first, with search, kinds and paging", async () => {
      const { enhancements } = database.repositories;
      await enhancements.record(
        [
          { ...base, kind: 'single', original: 'write about coffee', enhanced: 'Coffee prompt' },
          { ...base, kind: 'batch', original: 'a tweet about tea', enhanced: 'Tea 100%_off' },
          {
            ...base,
            kind: 'template',
            original: 'Hello {{name}}',
            enhanced: 'Hello Ada',
            options: { templateId: A, variables: { name: 'Ada' }, junk: 1 },
          },
        ],
        A,
      );
      await enhancements.record(
        [{ ...base, kind: 'single', original: 'B coffee', enhanced: 'x' }],
        B,
      );
      await enhancements.record(
        [{ ...base, kind: 'single', original: 'anon coffee', enhanced: 'x' }],
        null,
      );

      const page = await enhancements.history({ limit: 2 }, userA);
      expect(page.total).toBe(3);
      expect(page.entries.map((e) => e.kind)).toEqual(['template', 'batch']);
      expect(page.entries[0]!.options).toEqual({ templateId: A, variables: { name: 'Ada' } });
      const next = await enhancements.history({ limit: 2, offset: 2 }, userA);
      expect(next.entries.map((e) => e.original)).toEqual(['write about coffee']);
      expect((await enhancements.history({ search: 'COFFEE' }, userA)).total).toBe(1);
      expect((await enhancements.history({ search: '%_' }, userA)).entries[0]?.enhanced).toBe(
        'Tea 100%_off',
      );
      expect((await enhancements.history({ kind: 'batch' }, userA)).total).toBe(1);
      expect((await enhancements.history({}, userB)).total).toBe(1);
      expect(await enhancements.history({}, ANONYMOUS)).toEqual({ total: 0, entries: [] });

      const [entry] = page.entries;
      expect(await enhancements.historyEntry(entry!.id, userA)).toMatchObject({ allowed: true });
      expect(await enhancements.historyEntry(entry!.id, userB)).toEqual({
        allowed: false,
        status: 404,
        message: MESSAGES.historyEntryNotFound,
      });
      expect(await enhancements.removeFromHistory(entry!.id, userB)).toMatchObject({ status: 404 });
      expect(await enhancements.removeFromHistory(entry!.id, userA)).toMatchObject({
        allowed: true,
      });
      expect((await enhancements.history({}, userA)).total).toBe(2);
    });

    it('lets only the owner, or the token holder of an anonymous one, rate', async () => {
      const { enhancements } = database.repositories;
      const [mine] = await enhancements.record(
        [{ ...base, kind: 'single', original: 'o', enhanced: 'e' }],
        A,
      );
      expect(mine!.ratingToken).toBeUndefined();
      const [anon] = await enhancements.record(
        [{ ...base, kind: 'single', original: 'o', enhanced: 'e' }],
        null,
      );
      expect(anon!.ratingToken).toEqual(expect.any(String));

      expect(await enhancements.rate(mine!.id, 1, userB)).toMatchObject({ status: 404 });
      expect(await enhancements.rate(mine!.id, 1, ANONYMOUS, anon!.ratingToken)).toMatchObject({
        status: 404,
      });
      expect(await enhancements.rate(mine!.id, 5, userA)).toMatchObject({ allowed: true });
      expect(await enhancements.rate(anon!.id, 1, ANONYMOUS)).toMatchObject({ status: 403 });
      expect(await enhancements.rate(anon!.id, 1, userB, 'guessed')).toMatchObject({ status: 403 });
      expect(await enhancements.rate(anon!.id, 4, ANONYMOUS, anon!.ratingToken)).toMatchObject({
        allowed: true,
      });
      expect((await enhancements.findById(mine!.id))?.rating).toBe(5);
      expect((await enhancements.findById(anon!.id))?.rating).toBe(4);
    });

    it("computes a user's analytics from their own rows and the product's from all", async () => {
      const { enhancements } = database.repositories;
      const own = await enhancements.analytics({ ownerId: A });
      const product = await enhancements.analytics('product');
      const [history] = [await enhancements.history({ limit: 100 }, userA)];
      expect(own.totalEnhancements).toBe(history!.total);
      expect(own.ratedEnhancements).toBe(history!.entries.filter((e) => e.rating !== null).length);
      expect(product.totalEnhancements).toBeGreaterThan(own.totalEnhancements);
      expect((await enhancements.analytics({ ownerId: B })).totalEnhancements).toBe(1);
    });
  });
});
