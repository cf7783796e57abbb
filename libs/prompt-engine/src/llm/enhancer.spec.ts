import { enhancePrompt, OFFLINE_MODEL } from '../engine';
import { EMAIL_EXEMPLARS } from '../fixtures/exemplars';
import { scorePrompt } from '../score';
import { createEnhancer } from './enhancer';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeReply } from './fake-openai-server';
import { createOpenAiCompatibleProvider } from './openai-provider';

const input = {
  originalPrompt: 'Email {{client}} about invoice 4521 due 2025-07-01',
  style: 'casual' as const,
};
const good = JSON.stringify({
  enhancedPrompt:
    '## Role\nYou are a friendly accounts assistant.\n\n## Task\nEmail {{client}} about invoice 4521 due 2025-07-01.\n\n## Format\nSubject line and 3 short paragraphs, under 120 words.',
  suggestions: ['Say how late the invoice may be before fees apply.'],
});

describe('createEnhancer', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function enhancerFor(replies: FakeReply[], timeoutMs = 2000) {
    server = await startFakeOpenAiServer(replies);
    const llm = createOpenAiCompatibleProvider({
      baseUrl: server.baseUrl,
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs,
      maxRetries: 2,
      retryBaseMs: 5,
    });
    return createEnhancer({ llm });
  }

  it('answers offline when no model is configured', async () => {
    const enhancer = createEnhancer();
    expect(enhancer.engine).toBe('offline');
    await expect(enhancer.enhance(input)).resolves.toEqual(enhancePrompt(input));
  });

  it('uses the model’s JSON answer, scored by the same scorer', async () => {
    const enhancer = await enhancerFor([
      { kind: 'content', content: good, model: 'gpt-4o-mini-2024-07-18' },
    ]);
    const result = await enhancer.enhance(input, { exemplars: EMAIL_EXEMPLARS });
    expect(result.model).toBe('gpt-4o-mini-2024-07-18');
    expect(result.enhancedPrompt).toContain('friendly accounts assistant');
    expect(result.suggestions).toEqual(['Say how late the invoice may be before fees apply.']);
    expect(result.confidence).toBe(scorePrompt(result.enhancedPrompt).score);
    expect(result.metadata).toMatchObject({ engine: 'llm', style: 'casual', task: 'email' });
    expect(result.metadata.fallbackReason).toBeUndefined();

    const body = server?.requests[0]?.body as {
      response_format: unknown;
      messages: Array<{ content: string }>;
    };
    expect(body.response_format).toEqual({ type: 'json_object' });
    const user = body.messages[1]?.content ?? '';
    expect(user).toContain('facts to keep verbatim: {{client}} | 4521 | 2025-07-01');
    expect(user).toContain('Draft from the offline engine');
    expect(user).toContain('Example 1 of a good enhancement');
  });

  it('asks for the hinted model', async () => {
    const enhancer = await enhancerFor([{ kind: 'content', content: good }]);
    const result = await enhancer.enhance(input, { modelHint: 'gpt-4' });
    expect(server?.requests[0]?.body['model']).toBe('gpt-4');
    expect(result.model).toBe('gpt-4');
  });

  it('puts back facts the model dropped', async () => {
    const lossy = JSON.stringify({
      enhancedPrompt: 'You are an assistant. Email the client.',
      suggestions: [],
    });
    const enhancer = await enhancerFor([{ kind: 'content', content: lossy }]);
    const result = await enhancer.enhance(input);
    for (const fact of ['{{client}}', '4521', '2025-07-01'])
      expect(result.enhancedPrompt).toContain(fact);
    expect(result.suggestions).toEqual(enhancePrompt(input).suggestions);
  });

  it('falls back offline when the model returns malformed JSON', async () => {
    const enhancer = await enhancerFor([
      { kind: 'content', content: 'Sure! Here is your prompt: ...' },
    ]);
    const result = await enhancer.enhance(input);
    expect(result.model).toBe(OFFLINE_MODEL);
    expect(result.enhancedPrompt).toBe(enhancePrompt(input).enhancedPrompt);
    expect(result.metadata.engine).toBe('offline');
    expect(result.metadata.fallbackReason).toMatch(/^malformed/);
  });

  it('falls back offline on a timeout', async () => {
    const enhancer = await enhancerFor([{ kind: 'hang' }], 100);
    const result = await enhancer.enhance(input);
    expect(result.model).toBe(OFFLINE_MODEL);
    expect(result.metadata.fallbackReason).toMatch(/^timeout/);
  });

  it('retries a 429 and then uses the answer', async () => {
    const enhancer = await enhancerFor([
      { kind: 'status', status: 429 },
      { kind: 'content', content: good, model: 'gpt-4o-mini' },
    ]);
    const result = await enhancer.enhance(input);
    expect(result.model).toBe('gpt-4o-mini');
    expect(result.metadata.engine).toBe('llm');
    expect(server?.requests).toHaveLength(2);
  });

  it('falls back offline after persistent 500s, saying why', async () => {
    const enhancer = await enhancerFor([{ kind: 'status', status: 500 }]);
    const result = await enhancer.enhance(input);
    expect(server?.requests).toHaveLength(3);
    expect(result).toMatchObject({ model: OFFLINE_MODEL, metadata: { engine: 'offline' } });
    expect(result.metadata.fallbackReason).toBe('http: HTTP 500 after 3 attempt(s)');
    expect(result.confidence).toBe(enhancePrompt(input).confidence);
  });

  it('rejects a blank prompt instead of calling the model', async () => {
    const enhancer = await enhancerFor([{ kind: 'content', content: good }]);
    await expect(enhancer.enhance({ originalPrompt: ' ' })).rejects.toThrow(RangeError);
    expect(server?.requests).toHaveLength(0);
  });
});
