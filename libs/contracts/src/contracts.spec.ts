import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  ERROR_MESSAGE_KEY,
  EnhanceRequestSchema,
  ErrorEnvelopeSchema,
  LENGTH_MESSAGES,
  LIBRARY,
  LIMITS,
  LabelNameSchema,
  MESSAGES,
  TOO_LONG_MESSAGE_KEY,
  TrainingDataQuerySchema,
  TRAINING_CATEGORY_LABELS,
  buildPath,
  categoryLabel,
  confidenceBand,
  endpoints,
  labelProblem,
  labelSetMessage,
  missingVariablesMessage,
  registerSchemaExtensions,
  type EndpointDefinition,
  type EndpointName,
} from './index';
import { endpointExamples } from './testing';

registerSchemaExtensions();

/** Every call of spec section 7, plus the waitlist and contact endpoints of the issues. */
const SPEC_CALLS = [
  'POST /api/prompt/enhance',
  'POST /api/prompt/batch-enhance',
  'GET /api/prompt/templates',
  'POST /api/prompt/templates/:id/apply',
  'POST /api/prompt/variations',
  'GET /api/prompt/analytics',
  'GET /api/prompt/training/data',
  'POST /api/prompt/training/data',
  'GET /api/prompt/training/categories',
  'GET /api/prompt/training/sessions',
  'GET /api/prompt/training/metrics',
  'GET /api/prompt/training/performance',
  'POST /api/prompt/training/sessions',
  'POST /api/waitlist',
  'POST /api/contact',
];

const names = Object.keys(endpoints) as EndpointName[];
const check = (schema: TSchema, value: unknown) => Value.Check(schema, value);

describe('endpoint table', () => {
  it('covers every call of the spec', () => {
    const table = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    for (const call of SPEC_CALLS) expect(table).toContain(call);
  });

  it('has one example per endpoint and unique method + path pairs', () => {
    expect(Object.keys(endpointExamples).sort()).toEqual([...names].sort());
    const keys = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(names)('%s declares its success status and error envelope', (name) => {
    const endpoint = endpoints[name];
    expect(Object.keys(endpoint.responses)).toContain(String(endpoint.successStatus));
    expect(endpoint.responses[429]).toBe(ErrorEnvelopeSchema);
  });
});

describe.each(names)('%s schemas', (name) => {
  const endpoint: EndpointDefinition = endpoints[name];
  const example = endpointExamples[name] as {
    data: unknown;
    body?: unknown;
    query?: unknown;
    params?: unknown;
  };
  const success = endpoint.responses[endpoint.successStatus] as TSchema;

  it('accepts the valid success envelope and rejects a broken one', () => {
    expect(check(success, { success: true, data: example.data })).toBe(true);
    expect(check(success, { success: false, data: example.data })).toBe(false);
    expect(check(success, { success: true, data: null })).toBe(false);
  });

  if (endpoint.body) {
    const body = endpoint.body;
    it('accepts a valid body and rejects an invalid one', () => {
      expect(check(body, example.body)).toBe(true);
      expect(check(body, { ...(example.body as object), unexpected: true })).toBe(false);
      expect(check(body, 'not an object')).toBe(false);
    });
  }
  if (endpoint.params) {
    const params = endpoint.params;
    it('accepts valid params and rejects a non-UUID id', () => {
      expect(check(params, example.params)).toBe(true);
      expect(check(params, { id: 'not-a-uuid' })).toBe(false);
    });
  }
  if (endpoint.query) {
    const query = endpoint.query;
    it('accepts a valid query and rejects unknown keys', () => {
      expect(check(query, example.query)).toBe(true);
      expect(check(query, { nope: '1' })).toBe(false);
    });
  }
});

describe('rules carried by the schemas', () => {
  it('refuses a blank prompt with the spec message attached', () => {
    expect(check(EnhanceRequestSchema, { originalPrompt: '   ' })).toBe(false);
    expect(check(EnhanceRequestSchema, { originalPrompt: 'x'.repeat(10_001) })).toBe(false);
    expect(EnhanceRequestSchema.properties.originalPrompt[ERROR_MESSAGE_KEY]).toBe(
      MESSAGES.enhancePromptRequired,
    );
  });

  it('limits the training list to 200 and defaults it to 50', () => {
    expect(check(TrainingDataQuerySchema, { limit: 201 })).toBe(false);
    expect(Value.Default(TrainingDataQuerySchema, {})).toEqual({ limit: 50 });
  });

  it('pages the training list with an optional offset of 0 or more', () => {
    expect(check(TrainingDataQuerySchema, { limit: 50, offset: 50 })).toBe(true);
    expect(check(TrainingDataQuerySchema, { offset: 0 })).toBe(true);
    expect(check(TrainingDataQuerySchema, { offset: -1 })).toBe(false);
    expect(check(TrainingDataQuerySchema, { offset: 1.5 })).toBe(false);
  });

  it('names categories for people: a label when the product has one, else the slug in words', () => {
    expect(categoryLabel('email')).toBe('Email');
    expect(categoryLabel('customer-support')).toBe('Customer support');
    expect(categoryLabel('code-generation')).toBe('Code generation');
    expect(categoryLabel('user_research  notes')).toBe('User research notes');
    for (const [slug, label] of Object.entries(TRAINING_CATEGORY_LABELS)) {
      expect(categoryLabel(slug)).toBe(label);
    }
  });

  it('names missing template variables', () => {
    expect(missingVariablesMessage(['a', 'b'])).toBe('Please fill in: a, b');
  });

  it("tells why a label cannot be set, by the API's own label rule", () => {
    const labels = ['production', 'staging', 'my-label_2', '2025', 'latest', 'latest-2'];
    const refused = ['Latest', 'Staging', '', ' staging', '-lead', 'a b', 'x'.repeat(41)];
    for (const label of [...labels, ...refused]) {
      expect(labelProblem(label) === null).toBe(check(LabelNameSchema, label));
    }
    expect(labelProblem(LIBRARY.latest)).toBe(MESSAGES.labelLatestReserved);
    expect(labelProblem('Staging')).toBe(MESSAGES.labelInvalid);
    expect(labelProblem('x'.repeat(LIBRARY.labelMaxChars + 1))).toBe(LENGTH_MESSAGES.label);
    expect(labelSetMessage('staging', 2)).toBe('Label "staging" now points at version 2');
  });

  it('bands confidence at 8 and 6', () => {
    expect([8, 7.9, 6, 5.9].map(confidenceBand)).toEqual(['green', 'amber', 'amber', 'red']);
  });

  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/x/:id/apply', { id: 'a b' })).toBe('/api/x/a%20b/apply');
    expect(() => buildPath('/api/x/:id', {})).toThrow('Missing path parameter "id"');
  });
});

/** Every limited string and list inside a request schema, with its path. */
function limitedParts(schema: TSchema, path: string): { path: string; schema: TSchema }[] {
  const found: { path: string; schema: TSchema }[] = [];
  if (typeof schema.maxLength === 'number' || typeof schema.maxItems === 'number') {
    found.push({ path, schema });
  }
  for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, TSchema>)) {
    found.push(...limitedParts(child, `${path}.${key}`));
  }
  if (schema.items) found.push(...limitedParts(schema.items as TSchema, `${path}[]`));
  for (const [key, child] of Object.entries(
    (schema.patternProperties ?? {}) as Record<string, TSchema>,
  )) {
    found.push(...limitedParts(child, `${path}{${key}}`));
  }
  for (const child of (schema.anyOf ?? []) as TSchema[]) found.push(...limitedParts(child, path));
  return found;
}

describe('length limits', () => {
  const requestParts = names.flatMap((name) => {
    const endpoint: EndpointDefinition = endpoints[name];
    return [
      ...(endpoint.body ? limitedParts(endpoint.body, `${name} body`) : []),
      ...(endpoint.query ? limitedParts(endpoint.query, `${name} query`) : []),
    ];
  });

  it('gives every limited request field its own over-the-limit message', () => {
    expect(requestParts.length).toBeGreaterThan(20);
    const unnamed = requestParts
      .filter(({ schema }) => typeof schema[TOO_LONG_MESSAGE_KEY] !== 'string')
      .map(({ path }) => path);
    expect(unnamed).toEqual([]);
  });

  it('says the limit in words, derived from LIMITS', () => {
    expect(LENGTH_MESSAGES.prompt).toBe('Prompt is too long: at most 10,000 characters');
    expect(LENGTH_MESSAGES.contactMessage).toBe('Message is too long: at most 5,000 characters');
    expect(EnhanceRequestSchema.properties.originalPrompt.maxLength).toBe(LIMITS.promptMaxChars);
    expect(EnhanceRequestSchema.properties.originalPrompt[TOO_LONG_MESSAGE_KEY]).toBe(
      LENGTH_MESSAGES.prompt,
    );
  });
});
