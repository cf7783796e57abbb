// Inputs the fuzz suite once turned into 5xx or non-envelope answers, pinned down one by one.
import { endpoints, LIMITS } from '@silent/contracts';
import { ADMIN_EMAIL, bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { checkEnvelope } from './envelope';

describe('fuzz regressions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  const answer = (response: { statusCode: number; headers: object; body: string }) => ({
    statusCode: response.statusCode,
    contentType: String((response.headers as Record<string, unknown>)['content-type'] ?? ''),
    body: response.body,
  });

  it('refuses U+0000 (which PostgreSQL text cannot hold) with a 400 naming the field', async () => {
    const response = await post(
      endpoints.sendContactMessage.path,
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'hi\u0000there' }),
    );
    expect(checkEnvelope(answer(response), [400])).toBeUndefined();
    expect(response.json().error).toBe('body field "message": must not contain NUL characters');
  });

  it('stores unpaired surrogates (jsonb refuses their escapes) as U+FFFD', async () => {
    const response = await post(
      endpoints.enhancePrompt.path,
      '{"originalPrompt":"write a poem \\ud83d","targetAudience":"kids \\udc00"}',
    );
    expect(response.statusCode).toBe(200);
    const batch = await post(endpoints.batchEnhance.path, '{"prompts":["a \\ud800 b"]}');
    expect(batch.statusCode).toBe(200);
    expect(batch.json().data.results[0].original).toBe('a \uFFFD b');
  });

  it('refuses JSON nested thousands of levels deep with a 400', async () => {
    const auth = bearer((await signIn(t)).token);
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const response = await post(endpoints.createTrainingSession.path, deep, auth);
    expect(checkEnvelope(answer(response), [400])).toBeUndefined();
  });

  it('answers a broken %-encoding in the path with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/prompt/training/sessions/%zz',
    });
    expect(checkEnvelope(answer(response), [400])).toBeUndefined();
  });

  it('answers an over-long path parameter with a 414 envelope', async () => {
    const auth = bearer((await signIn(t, ADMIN_EMAIL)).token);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/prompt/training/sessions/${'a'.repeat(LIMITS.shortTextMaxChars)}`,
      headers: auth,
    });
    expect(checkEnvelope(answer(response), [414])).toBeUndefined();
  });
});
