// Two real users (A and B), an anonymous visitor and an admin, through the API. The case from
// the ownership issue: A's training examples carry a line that must never reach anyone else's
// enhancements; only an admin's promotion makes A's result the shared one.
import { MESSAGES, type TrainingSession } from '@silent/contracts';
import {
  OWNERSHIP_CATEGORY,
  OWNERSHIP_EXAMPLES,
  OWNERSHIP_MARKER,
  OWNERSHIP_PROMPT,
} from '@silent/contracts/testing';
import { SEED_TRAINING_DATA } from '@silent/data';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  signIn,
  type SignedIn,
  type TestApp,
} from '../testing/test-app';

const MARKER = OWNERSHIP_MARKER;
const PROMPT = OWNERSHIP_PROMPT;
const CATEGORY = OWNERSHIP_CATEGORY;
/** A's eight examples: ordinary announcement e-mails, each with the marker line. */
const POISONED = OWNERSHIP_EXAMPLES;

type Json = { success: boolean; data?: unknown; error?: string };

describe('ownership: two users, a visitor and an admin', () => {
  let t: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  let admin: SignedIn;
  let aSession: TrainingSession;
  let aItems: { id: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    a = await signIn(t, 'a@ownership.test');
    b = await signIn(t, 'b@ownership.test');
    admin = await signIn(t, ADMIN_EMAIL);
  });
  afterAll(async () => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    as?: SignedIn,
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? bearer(as.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const enhance = async (as?: SignedIn) => {
    const res = await call('POST', '/api/prompt/enhance', as, { originalPrompt: PROMPT });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; enhancedPrompt: string; ratingToken?: string };
  };
  const batch = async (as?: SignedIn) =>
    (
      (await call('POST', '/api/prompt/batch-enhance', as, { prompts: [PROMPT] })).body.data as {
        results: { enhanced: string }[];
      }
    ).results[0]!.enhanced;
  const variations = async (as?: SignedIn) =>
    (
      (await call('POST', '/api/prompt/variations', as, { originalPrompt: PROMPT })).body.data as {
        variations: string[];
      }
    ).variations.join('\n');
  const runQueued = () => t.app.trainingRunner.drain();

  it('tells each caller who they are to the API', async () => {
    expect((await call('GET', '/api/me')).body.data).toEqual({ kind: 'anonymous', userId: null });
    expect((await call('GET', '/api/me', a)).body.data).toEqual({ kind: 'user', userId: a.userId });
    expect((await call('GET', '/api/me', admin)).body.data).toEqual({
      kind: 'admin',
      userId: admin.userId,
    });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  describe("A's training shapes A's prompts only (the poisoning case)", () => {
    const before: Record<string, string> = {};

    it('starts with no marker for anyone', async () => {
      for (const [who, as] of [
        ['visitor', undefined],
        ['a', () => a],
        ['b', () => b],
      ] as const) {
        const result = await enhance(as?.());
        expect(result.enhancedPrompt).not.toContain(MARKER);
        before[who] = result.enhancedPrompt;
      }
    });

    it("trains on A's eight examples and changes A's enhancements", async () => {
      const imported = await call('POST', '/api/prompt/training/data/bulk', a, {
        items: POISONED,
      });
      expect(imported.status).toBe(201);
      aItems = (imported.body.data as { items: typeof aItems }).items;
      expect(aItems).toHaveLength(8);
      const created = await call('POST', '/api/prompt/training/sessions', a, {
        sessionName: 'A pricing mails',
        categories: [CATEGORY],
      });
      expect(created.status).toBe(201);
      aSession = created.body.data as typeof aSession;
      expect(aSession).toMatchObject({ shared: false, can_edit: true, status: 'pending' });
      expect(await runQueued()).toEqual([aSession.id]);
      const done = (await call('GET', `/api/prompt/training/sessions/${aSession.id}`, a)).body
        .data as TrainingSession;
      // A's eight plus the shared e-mail examples: a user trains on their own and the shared data.
      expect(done).toMatchObject({
        status: 'completed',
        training_data_count: 8 + SEED_TRAINING_DATA.filter((p) => p.category === CATEGORY).length,
        results: [{ category: CATEGORY, status: 'active', shared: false, out_of_date: false }],
      });

      const mine = await enhance(a);
      expect(mine.enhancedPrompt).toContain(MARKER);
      expect(await batch(a)).toContain(MARKER);
      expect(await variations(a)).toContain(MARKER);
    });

    it("leaves B's and the visitor's enhancements exactly as they were", async () => {
      expect((await enhance(b)).enhancedPrompt).toBe(before.b);
      expect((await enhance()).enhancedPrompt).toBe(before.visitor);
      for (const as of [b, undefined]) {
        expect(await batch(as)).not.toContain(MARKER);
        expect(await variations(as)).not.toContain(MARKER);
      }
    });
  });

  describe("B cannot read, change, train on or rate A's things", () => {
    it("does not list A's items, categories, sessions or metrics", async () => {
      await call('POST', '/api/prompt/training/data', a, {
        input_text: 'a private idea',
        expected_output: '## Role\nprivate',
        category: 'a-private-category',
      });
      const ids = (list: Json) => (list.data as { id: string }[]).map((row) => row.id);
      const aIds = new Set(aItems.map((item) => item.id));
      for (const as of [b, undefined]) {
        const data = await call('GET', '/api/prompt/training/data?limit=200', as);
        expect(ids(data.body).filter((id) => aIds.has(id))).toEqual([]);
        const categories = (await call('GET', '/api/prompt/training/categories', as)).body.data as {
          name: string;
          own_count: number;
        }[];
        expect(categories.map((c) => c.name)).not.toContain('a-private-category');
        expect(ids((await call('GET', '/api/prompt/training/sessions', as)).body)).not.toContain(
          aSession.id,
        );
        const performance = (await call('GET', '/api/prompt/training/performance', as)).body
          .data as { session_id: string | null }[];
        expect(performance.filter((m) => m.session_id === aSession.id)).toEqual([]);
      }
      // A sees their own, marked as theirs, next to the shared set.
      const own = (await call('GET', `/api/prompt/training/data?category=${CATEGORY}&limit=200`, a))
        .body.data as { id: string; shared: boolean; can_edit: boolean }[];
      expect(
        own.filter((row) => aIds.has(row.id)).every((row) => !row.shared && row.can_edit),
      ).toBe(true);
      expect(
        own.filter((row) => !aIds.has(row.id)).every((row) => row.shared && !row.can_edit),
      ).toBe(true);
    });

    it("answers 404 for A's rows, 403 for shared ones, 401 signed out", async () => {
      const [item] = aItems;
      const notFound = [
        ['PATCH', `/api/prompt/training/data/${item!.id}`, { expected_output: 'pwned' }],
        ['DELETE', `/api/prompt/training/data/${item!.id}`, undefined],
        ['GET', `/api/prompt/training/sessions/${aSession.id}`, undefined],
        ['GET', `/api/prompt/training/sessions/${aSession.id}/results`, undefined],
        ['POST', `/api/prompt/training/sessions/${aSession.id}/cancel`, undefined],
        ['DELETE', `/api/prompt/training/sessions/${aSession.id}`, undefined],
      ] as const;
      for (const [method, url, payload] of notFound) {
        const res = await call(method, url, b, payload);
        expect({ method, url, status: res.status }).toEqual({ method, url, status: 404 });
      }
      const shared = (await call('GET', `/api/prompt/training/data?category=${CATEGORY}`, b)).body
        .data as { id: string; shared: boolean }[];
      const sharedItem = shared.find((row) => row.shared)!;
      const edit = await call('PATCH', `/api/prompt/training/data/${sharedItem.id}`, b, {
        expected_output: 'changed',
      });
      expect(edit).toEqual({
        status: 403,
        body: expect.objectContaining({ error: MESSAGES.sharedReadOnly }),
      });
      expect((await call('DELETE', `/api/prompt/training/data/${sharedItem.id}`, b)).status).toBe(
        403,
      );
      expect(
        (await call('PATCH', `/api/prompt/training/data/${item!.id}`, undefined, { tags: [] }))
          .status,
      ).toBe(401);
      // Only admins queue shared training.
      const sharedSession = await call('POST', '/api/prompt/training/sessions', b, {
        sessionName: 'hijack the shared set',
        categories: [CATEGORY],
        shared: true,
      });
      expect(sharedSession).toEqual({
        status: 403,
        body: expect.objectContaining({ error: MESSAGES.adminOnly }),
      });
      // A's item is untouched.
      const still = (
        await call('GET', `/api/prompt/training/data?category=${CATEGORY}&limit=200`, a)
      ).body.data as { id: string; expected_output: string }[];
      expect(still.find((row) => row.id === item!.id)?.expected_output).toContain(MARKER);
    });

    it("trains B's session without A's items", async () => {
      const created = await call('POST', '/api/prompt/training/sessions', b, {
        sessionName: 'B e-mails',
        categories: [CATEGORY],
      });
      expect(created.status).toBe(201);
      await runQueued();
      const results = (
        await call(
          'GET',
          `/api/prompt/training/sessions/${(created.body.data as { id: string }).id}/results`,
          b,
        )
      ).body.data as { exemplars: { id: string; output: string }[] }[];
      const aIds = new Set(aItems.map((item) => item.id));
      const used = results.flatMap((result) => result.exemplars);
      expect(used.filter((exemplar) => aIds.has(exemplar.id))).toEqual([]);
      expect(used.some((exemplar) => exemplar.output.includes(MARKER))).toBe(false);
      const session = (
        await call(
          'GET',
          `/api/prompt/training/sessions/${(created.body.data as { id: string }).id}`,
          b,
        )
      ).body.data as TrainingSession;
      expect(session.training_data_count).toBe(
        SEED_TRAINING_DATA.filter((p) => p.category === CATEGORY).length,
      );
      expect((await enhance(b)).enhancedPrompt).not.toContain(MARKER);
    });

    it("cannot rate, open or delete A's enhancements", async () => {
      const mine = await enhance(a);
      expect(mine.ratingToken).toBeUndefined();
      const url = `/api/prompt/enhancements/${mine.id}/rating`;
      expect((await call('POST', url, b, { rating: 1 })).status).toBe(404);
      expect((await call('POST', url, undefined, { rating: 1 })).status).toBe(404);
      expect((await call('POST', url, a, { rating: 5 })).status).toBe(200);
      expect((await call('GET', `/api/prompt/history/${mine.id}`, b)).status).toBe(404);
      expect((await call('DELETE', `/api/prompt/history/${mine.id}`, b)).status).toBe(404);
      expect((await call('GET', `/api/prompt/history/${mine.id}`, a)).body.data).toMatchObject({
        id: mine.id,
        rating: 5,
        kind: 'single',
      });
      expect((await t.database.repositories.enhancements.findById(mine.id))?.rating).toBe(5);
    });
  });

  describe('ratings of anonymous enhancements', () => {
    it('take the rating token returned with the result; the id alone does not re-rate', async () => {
      const visitor = await enhance();
      const other = await enhance();
      expect(visitor.ratingToken).toEqual(expect.any(String));
      const url = `/api/prompt/enhancements/${visitor.id}/rating`;
      expect(
        (await call('POST', url, undefined, { rating: 5, ratingToken: visitor.ratingToken }))
          .status,
      ).toBe(200);
      // A stranger knowing the id: without the token, with another result's token, signed in.
      for (const [as, ratingToken] of [
        [undefined, undefined],
        [undefined, other.ratingToken],
        [b, undefined],
        [undefined, `${visitor.ratingToken}x`],
      ] as const) {
        const res = await call('POST', url, as, {
          rating: 1,
          ...(ratingToken ? { ratingToken } : {}),
        });
        expect(res).toEqual({
          status: 403,
          body: expect.objectContaining({ error: MESSAGES.ratingNotAllowed }),
        });
      }
      expect((await t.database.repositories.enhancements.findById(visitor.id))?.rating).toBe(5);
      // Anonymous enhancements are kept for analytics only: nobody's history holds them.
      expect((await call('GET', `/api/prompt/history/${visitor.id}`, b)).status).toBe(404);
    });
  });

  describe('analytics', () => {
    type Figures = { totalEnhancements: number; ratedEnhancements: number; averageRating: number };
    const figures = async (url: string, as?: SignedIn) => {
      const res = await call('GET', url, as);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      return res.body.data as Figures;
    };

    it("are each user's own; the whole product's only for an admin", async () => {
      // A rated one of their own 5 above; B rated none; the visitor rated theirs 5.
      const mine = await figures('/api/prompt/analytics', a);
      const bs = await figures('/api/prompt/analytics', b);
      expect(mine).toMatchObject({ ratedEnhancements: 1, averageRating: 5 });
      expect(bs).toMatchObject({ ratedEnhancements: 0, averageRating: 0 });
      expect(bs.totalEnhancements).toBeGreaterThan(0);

      const product = '/api/prompt/analytics?scope=product';
      for (const as of [a, b]) {
        expect(await call('GET', product, as)).toEqual({
          status: 403,
          body: expect.objectContaining({ error: MESSAGES.adminOnly }),
        });
      }
      for (const url of [product, '/api/prompt/analytics']) {
        expect(await call('GET', url)).toEqual({
          status: 401,
          body: expect.objectContaining({ error: MESSAGES.unauthorized }),
        });
      }
      const everyone = await figures(product, admin);
      expect(everyone.ratedEnhancements).toBeGreaterThanOrEqual(2);
      // The visitor's enhancements count too: more than A's and B's together.
      expect(everyone.totalEnhancements).toBeGreaterThan(
        mine.totalEnhancements + bs.totalEnhancements,
      );
    });
  });

  describe('an admin promotion', () => {
    it('is for admins only, after reviewing the examples and the figures', async () => {
      const promote = `/api/admin/training/sessions/${aSession.id}/promote`;
      expect((await call('POST', promote, b)).status).toBe(403);
      expect((await call('POST', promote, a)).status).toBe(403);
      expect((await call('POST', promote)).status).toBe(401);
      const review = (await call('GET', '/api/admin/training/sessions', admin)).body.data as {
        session: TrainingSession;
        owner_email: string | null;
      }[];
      expect(review.find((entry) => entry.session.id === aSession.id)).toMatchObject({
        owner_email: 'a@ownership.test',
        session: { status: 'completed', shared: false, can_edit: false },
      });
      const results = (
        await call('GET', `/api/prompt/training/sessions/${aSession.id}/results`, admin)
      ).body.data as {
        exemplars: { output: string }[];
        success_rate: number | null;
        baseline_success_rate: number | null;
      }[];
      expect(results).toHaveLength(1);
      expect(results[0]!.exemplars.some((exemplar) => exemplar.output.includes(MARKER))).toBe(true);
      expect(results[0]!.success_rate).toEqual(expect.any(Number));
      expect(results[0]!.baseline_success_rate).toEqual(expect.any(Number));
      // An admin reviews, but does not change a user's session.
      expect(
        (await call('DELETE', `/api/prompt/training/sessions/${aSession.id}`, admin)).status,
      ).toBe(403);
    });

    it('makes the result shared, and then it reaches everyone', async () => {
      const promoted = await call(
        'POST',
        `/api/admin/training/sessions/${aSession.id}/promote`,
        admin,
      );
      expect(promoted.status).toBe(200);
      expect(promoted.body.data).toEqual([
        expect.objectContaining({ category: CATEGORY, shared: true, status: 'active' }),
      ]);
      // B's own session did not beat what was in effect (the seed has no house style), so B
      // has no result of their own: B, the visitor and every user get the shared result now.
      const c = await signIn(t, 'c@ownership.test');
      expect((await enhance()).enhancedPrompt).toContain(MARKER);
      expect((await enhance(c)).enhancedPrompt).toContain(MARKER);
      expect((await enhance(b)).enhancedPrompt).toContain(MARKER);
      const again = await call(
        'POST',
        `/api/admin/training/sessions/${aSession.id}/promote`,
        admin,
      );
      expect(again).toEqual({
        status: 409,
        body: expect.objectContaining({ error: MESSAGES.sessionAlreadyShared }),
      });
      const listed = (await call('GET', `/api/prompt/training/sessions/${aSession.id}`, a)).body
        .data as TrainingSession;
      expect(listed.promoted_at).toEqual(expect.any(String));
    });
  });

  describe('editing and deleting', () => {
    it("marks A's result out of date when data it learned from goes, without changing it", async () => {
      const before = (await enhance(a)).enhancedPrompt;
      const [first, second] = aItems;
      const edited = await call('PATCH', `/api/prompt/training/data/${first!.id}`, a, {
        tags: ['edited'],
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ tags: ['edited'], updated_at: expect.any(String) });
      const removed = await call('DELETE', `/api/prompt/training/data/${second!.id}`, a);
      expect(removed.status).toBe(200);
      expect((removed.body.data as { out_of_date: unknown }).out_of_date).toEqual(
        expect.arrayContaining([expect.objectContaining({ category: CATEGORY, shared: false })]),
      );
      expect((await enhance(a)).enhancedPrompt).toBe(before);
      const session = (await call('GET', `/api/prompt/training/sessions/${aSession.id}`, a)).body
        .data as TrainingSession;
      expect(session.results[0]).toMatchObject({ out_of_date: true, status: 'active' });
      expect(
        (await call('PATCH', `/api/prompt/training/data/${first!.id}`, a, {})).body.error,
      ).toBe(MESSAGES.nothingToUpdate);
    });

    it('cancels a pending session and deletes a session with its result', async () => {
      const queued = (
        await call('POST', '/api/prompt/training/sessions', a, {
          sessionName: 'to cancel',
          categories: [CATEGORY],
        })
      ).body.data as TrainingSession;
      const cancelled = await call('POST', `/api/prompt/training/sessions/${queued.id}/cancel`, a);
      expect(cancelled.body.data).toMatchObject({
        status: 'cancelled',
        failure_reason: MESSAGES.cancelled,
      });
      expect(await runQueued()).toEqual([]);
      expect(
        (await call('POST', `/api/prompt/training/sessions/${queued.id}/cancel`, a)).status,
      ).toBe(409);
      expect((await call('DELETE', `/api/prompt/training/sessions/${queued.id}`, a)).status).toBe(
        200,
      );

      // Deleting the session whose result was in effect: A is back on the shared result, which
      // (promoted above) carries the marker too; B's own result never did.
      expect((await call('DELETE', `/api/prompt/training/sessions/${aSession.id}`, a)).status).toBe(
        200,
      );
      expect((await call('GET', `/api/prompt/training/sessions/${aSession.id}`, a)).status).toBe(
        404,
      );
      const afterDelete = await enhance(a);
      expect(afterDelete.enhancedPrompt).toContain(MARKER);
      // The shared copy outlives the user's session.
      expect((await enhance()).enhancedPrompt).toContain(MARKER);
    });
  });
});
