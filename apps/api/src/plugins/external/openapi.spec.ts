import { compileErrors, validate } from '@readme/openapi-parser';
import { ERROR_MESSAGE_KEY, MESSAGES } from '@silent/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

type OpenApiDocument = Exclude<Parameters<typeof validate>[0], string>;

/** The value at a path of keys in parsed JSON (undefined where a step is missing). */
function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json<OpenApiDocument>();
  });
  afterAll(async () => t.close());

  it('passes a standard OpenAPI validator with no error and no warning', async () => {
    // The validator dereferences in place: give it its own copy.
    const result = await validate(structuredClone(document));
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.warnings).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it("keeps each field's user-facing message as an x- extension", () => {
    const body = ['paths', '/api/prompt/enhance', 'post', 'requestBody', 'content'];
    const prompt = at(
      document,
      ...body,
      'application/json',
      'schema',
      'properties',
      'originalPrompt',
    );
    expect(ERROR_MESSAGE_KEY).toMatch(/^x-/);
    expect(at(prompt, ERROR_MESSAGE_KEY)).toBe(MESSAGES.enhancePromptRequired);
  });
});
