import { LENGTH_MESSAGES, LIMITS, MESSAGES, VARIATION_COUNT } from '@silent/contracts';
import { ADMIN_EMAIL, bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

describe('prompt routes', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer((await signIn(t)).token);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('starts with empty analytics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prompt/analytics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalHighRatedConversations: 0,
      averageRating: 0,
      mostUsedModel: null,
      modelUsage: {},
      insights: { successRate: 0 },
    });
  });

  it('enhances a prompt, measures the time and records it in the history', async () => {
    const res = await post('/api/prompt/enhance', {
      originalPrompt: 'write an email to my team about the new office',
      style: 'casual',
      length: 'short',
      targetAudience: '  ',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: expect.any(String),
      enhancedPrompt: expect.any(String),
      suggestions: expect.any(Array),
      confidence: expect.any(Number),
      model: expect.any(String),
      metadata: { processingTime: expect.any(Number), engine: 'offline' },
    });
    expect(data.enhancedPrompt.length).toBeGreaterThan(0);
    const stored = await t.database.repositories.enhancements.findById(data.id);
    expect(stored).toMatchObject({ kind: 'single', options: { style: 'casual', length: 'short' } });
    expect(stored?.options).not.toHaveProperty('targetAudience');
  });

  it.each([
    [{}, MESSAGES.enhancePromptRequired],
    [{ originalPrompt: '' }, MESSAGES.enhancePromptRequired],
    [{ originalPrompt: '   ' }, MESSAGES.enhancePromptRequired],
    // Too long is its own failure: asking for a prompt would tell the user the wrong thing.
    [{ originalPrompt: 'x'.repeat(LIMITS.promptMaxChars + 1) }, LENGTH_MESSAGES.prompt],
    [{ originalPrompt: 'ok', style: 'angry' }, 'body field "style"'],
    [{ originalPrompt: 'ok', length: 'huge' }, 'body field "length"'],
  ])('refuses enhance body %#', async (payload, message) => {
    const res = await post('/api/prompt/enhance', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().error).toContain(message);
  });

  it('enhances a batch, dropping blank prompts', async () => {
    const res = await post('/api/prompt/batch-enhance', {
      prompts: ['write a tweet about coffee', '   ', 'summarise this meeting'],
    });
    expect(res.statusCode).toBe(200);
    const { results, summary } = res.json().data;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      original: 'write a tweet about coffee',
      id: expect.any(String),
    });
    expect(summary.totalProcessed).toBe(2);
    const average = (results[0].confidence + results[1].confidence) / 2;
    expect(summary.averageConfidence).toBeCloseTo(average, 1);
    expect(summary.processingTime).toBeGreaterThanOrEqual(0);
  });

  it.each([[{ prompts: ['  ', ''] }], [{ prompts: [] }], [{}]])(
    'refuses a batch with no usable prompt %#',
    async (payload) => {
      const res = await post('/api/prompt/batch-enhance', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.batchPromptRequired);
    },
  );

  it.each([
    [
      { prompts: Array.from({ length: LIMITS.batchMaxPrompts + 1 }, () => 'a') },
      LENGTH_MESSAGES.batchPrompts,
    ],
    [{ prompts: ['fine', 'x'.repeat(LIMITS.promptMaxChars + 1)] }, LENGTH_MESSAGES.prompt],
  ])('refuses a batch over a limit with that limit in words %#', async (payload, message) => {
    const res = await post('/api/prompt/batch-enhance', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('generates three variations and records them', async () => {
    const res = await post('/api/prompt/variations', {
      originalPrompt: 'explain kubernetes to a product manager',
      count: 3,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.variations).toHaveLength(VARIATION_COUNT);
    expect(data.details).toHaveLength(VARIATION_COUNT);
    expect(data.details[0]).toEqual({
      axis: expect.any(String),
      label: expect.any(String),
      confidence: expect.any(Number),
    });
  });

  it.each([
    [{ originalPrompt: ' ' }, MESSAGES.variationsPromptRequired],
    [{ originalPrompt: 'ok', count: 5 }, 'body field "count"'],
  ])('refuses variations body %#', async (payload, message) => {
    const res = await post('/api/prompt/variations', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('stores ratings and computes analytics from the history', async () => {
    // An anonymous visitor rates with the token that came with the result.
    const first = await post('/api/prompt/enhance', { originalPrompt: 'plan a birthday party' });
    const { id, ratingToken } = first.json().data as { id: string; ratingToken: string };
    expect(ratingToken).toEqual(expect.any(String));
    const rated = await post(`/api/prompt/enhancements/${id}/rating`, { rating: 5, ratingToken });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ success: true, data: { id, rating: 5 } });
    // A signed-in user rates their own, and their analytics are theirs alone.
    const own = await post('/api/prompt/enhance', { originalPrompt: 'plan a team lunch' }, auth);
    expect(own.json().data).not.toHaveProperty('ratingToken');
    const ownId = own.json().data.id as string;
    expect(
      (await post(`/api/prompt/enhancements/${ownId}/rating`, { rating: 4 }, auth)).statusCode,
    ).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/prompt/analytics', headers: auth })
    ).json().data;
    expect(mine).toMatchObject({
      totalHighRatedConversations: 1,
      averageRating: 4,
      ratedEnhancements: 1,
      totalEnhancements: 1,
      insights: { successRate: 1 },
    });
    // The whole product's, for an admin: every enhancement of this suite.
    const admin = bearer((await signIn(t, ADMIN_EMAIL)).token);
    const analytics = (
      await t.app.inject({
        method: 'GET',
        url: '/api/prompt/analytics?scope=product',
        headers: admin,
      })
    ).json().data;
    expect(analytics).toMatchObject({
      totalHighRatedConversations: 2,
      averageRating: 4.5,
      ratedEnhancements: 2,
      insights: { successRate: 1 },
    });
    expect(analytics.totalEnhancements).toBeGreaterThanOrEqual(8);
    expect(
      Object.values(analytics.modelUsage as Record<string, number>).reduce((a, b) => a + b),
    ).toBe(analytics.totalEnhancements);
    expect(analytics.mostUsedModel).toEqual(expect.any(String));
  });

  it('validates ratings and answers 404 for an unknown enhancement', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await post(`/api/prompt/enhancements/${unknown}/rating`, { rating: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MESSAGES.enhancementNotFound);
    for (const rating of [0, 6, 2.5]) {
      const res = await post(`/api/prompt/enhancements/${unknown}/rating`, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Rating must be a whole number from 1 to 5');
    }
    const badId = await post('/api/prompt/enhancements/not-a-uuid/rating', { rating: 3 });
    expect(badId.statusCode).toBe(400);
  });
});
