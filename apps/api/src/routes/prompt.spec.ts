import { LIMITS, MESSAGES, VARIATION_COUNT } from '@silent/contracts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('prompt routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('starts with empty analytics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prompt/analytics' });
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
    [{ originalPrompt: 'x'.repeat(LIMITS.promptMaxChars + 1) }, MESSAGES.enhancePromptRequired],
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

  it.each([
    [{ prompts: ['  ', ''] }],
    [{ prompts: [] }],
    [{}],
    [{ prompts: Array.from({ length: LIMITS.batchMaxPrompts + 1 }, () => 'a') }],
  ])('refuses a batch with no usable prompt or too many %#', async (payload) => {
    const res = await post('/api/prompt/batch-enhance', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.batchPromptRequired);
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
    const first = await post('/api/prompt/enhance', { originalPrompt: 'plan a birthday party' });
    const id = first.json().data.id as string;
    const rated = await post(`/api/prompt/enhancements/${id}/rating`, { rating: 5 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ success: true, data: { id, rating: 5 } });
    const analytics = (await t.app.inject({ method: 'GET', url: '/api/prompt/analytics' })).json()
      .data;
    expect(analytics).toMatchObject({
      totalHighRatedConversations: 1,
      averageRating: 5,
      ratedEnhancements: 1,
      insights: { successRate: 1 },
    });
    expect(analytics.totalEnhancements).toBeGreaterThanOrEqual(7);
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
