import { MESSAGES, TRAINING_LIST_LIMIT } from '@silent/contracts';
import { SEED_CATEGORIES, SEED_TRAINING_DATA } from '@silent/data';
import { bearer, createTestApp, mintToken, signIn, type TestApp } from '../testing/test-app';

describe('training routes', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer((await signIn(t)).token);
  });
  afterAll(async () => t.close());

  // Reads as the signed-in user who writes below: lists hold the shared set plus their own.
  const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('lists training data newest first, 50 by default, at most 200', async () => {
    const res = await get('/api/prompt/training/data');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(TRAINING_LIST_LIMIT);
    expect((await get('/api/prompt/training/data?limit=200')).json().data).toHaveLength(
      SEED_TRAINING_DATA.length,
    );
    const tooMany = await get('/api/prompt/training/data?limit=201');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain('limit');
    expect((await get('/api/prompt/training/data?limit=0')).statusCode).toBe(400);
  });

  it('pages training data with offset: pages follow on without overlap, past the end is empty', async () => {
    const ids = async (query: string) =>
      ((await get(`/api/prompt/training/data?${query}`)).json().data as Array<{ id: string }>).map(
        (row) => row.id,
      );
    const all = await ids('limit=200');
    const first = await ids(`limit=${TRAINING_LIST_LIMIT}&offset=0`);
    const second = await ids(`limit=${TRAINING_LIST_LIMIT}&offset=${TRAINING_LIST_LIMIT}`);
    expect(first).toEqual(all.slice(0, TRAINING_LIST_LIMIT));
    expect(second).toEqual(all.slice(TRAINING_LIST_LIMIT, TRAINING_LIST_LIMIT * 2));
    expect(second.length).toBeGreaterThan(0);
    // Without offset the list starts at the top, as before offset existed.
    expect(await ids('')).toEqual(first);
    expect(await ids(`offset=${all.length}`)).toEqual([]);
    const category = (await get('/api/prompt/training/data?category=email&limit=200'))
      .json()
      .data.map((row: { id: string }) => row.id);
    expect(await ids('category=email&limit=2&offset=1')).toEqual(category.slice(1, 3));
    expect((await get('/api/prompt/training/data?offset=-1')).statusCode).toBe(400);
    expect((await get('/api/prompt/training/data?offset=abc')).statusCode).toBe(400);
  });

  it('filters by category and difficulty', async () => {
    const res = await get('/api/prompt/training/data?category=email&difficulty=easy&limit=200');
    const rows = res.json().data as Array<{ category: string; difficulty_level: string }>;
    const expected = SEED_TRAINING_DATA.filter(
      (p) => p.category === 'email' && p.difficulty_level === 'easy',
    ).length;
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.category === 'email' && r.difficulty_level === 'easy')).toBe(true);
    const bad = await get('/api/prompt/training/data?difficulty=extreme');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/prompt/training/data?sort=asc')).statusCode).toBe(400);
  });

  it('adds training data for a signed-in user and returns the stored item', async () => {
    const res = await post('/api/prompt/training/data', {
      input_text: 'write a haiku',
      expected_output: '## Role\nYou are a poet.',
      category: 'poetry',
      tags: ['poem'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      input_text: 'write a haiku',
      category: 'poetry',
      difficulty_level: 'medium',
      tags: ['poem'],
      usage_count: 0,
    });
    const latest = (await get('/api/prompt/training/data?limit=1')).json().data;
    expect(latest[0].id).toBe(res.json().data.id);
    const categories = (await get('/api/prompt/training/categories')).json().data;
    expect(categories.find((c: { name: string }) => c.name === 'poetry').sample_count).toBe(1);
  });

  it.each([
    [{ expected_output: 'x', category: 'c' }],
    [{ input_text: ' ', expected_output: 'x', category: 'c' }],
    [{ input_text: 'x', expected_output: '', category: 'c' }],
    [{ input_text: 'x', expected_output: 'y' }],
  ])('refuses incomplete training data with the spec message %#', async (payload) => {
    const res = await post('/api/prompt/training/data', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.requiredFields);
  });

  it('imports training data in bulk', async () => {
    const items = Array.from({ length: 3 }, (_, i) => ({
      input_text: `bulk ${i}`,
      expected_output: 'out',
      category: 'bulk',
      difficulty_level: 'hard',
    }));
    const res = await post('/api/prompt/training/data/bulk', { items });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.inserted).toBe(3);
    expect((await post('/api/prompt/training/data/bulk', { items: [] })).statusCode).toBe(400);
  });

  it('lists categories with their real sample counts', async () => {
    const categories = (await get('/api/prompt/training/categories')).json().data as Array<{
      name: string;
      sample_count: number;
    }>;
    for (const seeded of SEED_CATEGORIES) {
      const count = SEED_TRAINING_DATA.filter((p) => p.category === seeded.name).length;
      expect(categories.find((c) => c.name === seeded.name)?.sample_count).toBe(count);
    }
  });

  it('creates pending sessions, lists them newest first and gets one', async () => {
    const res = await post('/api/prompt/training/sessions', {
      sessionName: 'Email tuning',
      categories: ['email'],
    });
    expect(res.statusCode).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({
      session_name: 'Email tuning',
      status: 'pending',
      model_version: 'gpt-4',
      categories: ['email'],
    });
    const second = await post('/api/prompt/training/sessions', {
      sessionName: 'Marketing',
      categories: ['marketing'],
      modelVersion: 'gpt-3.5-turbo',
      description: 'try the smaller model',
    });
    expect(second.json().data.model_version).toBe('gpt-3.5-turbo');
    const list = (await get('/api/prompt/training/sessions')).json().data;
    expect(list.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([
      second.json().data.id,
      session.id,
    ]);
    const one = await get(`/api/prompt/training/sessions/${session.id}`);
    expect(one.json().data).toEqual(session);
    const unknown = await get('/api/prompt/training/sessions/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.sessionNotFound);
  });

  it.each([
    [{ categories: ['email'] }],
    [{ sessionName: ' ', categories: ['email'] }],
    [{ sessionName: 'x', categories: [] }],
    [{ sessionName: 'x' }],
    [{ sessionName: 'x', categories: ['  '] }],
  ])('refuses an incomplete session with the spec message %#', async (payload) => {
    const res = await post('/api/prompt/training/sessions', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.requiredFields);
  });

  it('refuses an unknown model version', async () => {
    const res = await post('/api/prompt/training/sessions', {
      sessionName: 'x',
      categories: ['email'],
      modelVersion: 'gpt-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('modelVersion');
  });

  it('reports metrics and performance from stored rows', async () => {
    const metrics = (await get('/api/prompt/training/metrics')).json().data;
    expect(metrics).toEqual({
      totalTrainingData: SEED_TRAINING_DATA.length + 4,
      categoriesCount: SEED_CATEGORIES.length + 2,
      averageSuccessRate: 0,
    });
    // A visitor sees the shared set only: the user's four items and two categories are theirs.
    expect((await get('/api/prompt/training/metrics', {})).json().data).toEqual({
      totalTrainingData: SEED_TRAINING_DATA.length,
      categoriesCount: SEED_CATEGORIES.length,
      averageSuccessRate: 0,
    });
    expect((await get('/api/prompt/training/performance')).json()).toEqual({
      success: true,
      data: [],
    });
  });

  describe('writes require a signed-in user', () => {
    const writes: Array<[string, unknown]> = [
      ['/api/prompt/training/data', { input_text: 'a', expected_output: 'b', category: 'c' }],
      ['/api/prompt/training/data/bulk', { items: [] }],
      ['/api/prompt/training/sessions', { sessionName: 'a', categories: ['b'] }],
    ];

    it.each(writes)('%s answers 401 without a token', async (url, payload) => {
      const res = await post(url, payload, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: MESSAGES.unauthorized });
    });

    it.each(writes)('%s answers 401 with a bad or expired token', async (url, payload) => {
      const forged = await mintToken(t.config, { secret: 'not-the-secret-not-the-secret-00' });
      expect((await post(url, payload, bearer(forged))).statusCode).toBe(401);
      expect((await post(url, payload, bearer('garbage'))).statusCode).toBe(401);
      const expired = await mintToken(t.config, {
        expiresIn: Math.floor(Date.now() / 1000) - 60,
      });
      const res = await post(url, payload, bearer(expired));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MESSAGES.jwtExpired);
    });
  });
});
