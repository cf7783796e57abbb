import { MESSAGES } from '@silent/contracts';
import { SEED_TEMPLATES } from '@silent/data';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('template routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/prompt/templates' })).json().data as Array<{
      id: string;
      name: string;
      variables: string[];
      usage: number;
    }>;
  const apply = (id: string, variables: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/prompt/templates/${id}/apply`,
      payload: { variables },
    });

  it('lists the seeded templates with usage', async () => {
    const templates = await list();
    expect(templates).toHaveLength(SEED_TEMPLATES.length);
    expect(templates.every((tpl) => tpl.usage === 0 && tpl.variables.length > 0)).toBe(true);
  });

  it('renders a template, counts the use and records it', async () => {
    const email = (await list()).find((tpl) => tpl.name === 'Business Email')!;
    const res = await apply(email.id, {
      recipient: 'the finance team',
      purpose: 'ask for the Q3 budget',
      key_points: 'deadline Friday',
      call_to_action: 'reply with the figures',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.result).toContain('the finance team');
    expect(data.result).not.toContain('{{');
    expect(data.template.usage).toBe(1);
    expect(data.enhancementId).toEqual(expect.any(String));
    expect((await list()).find((tpl) => tpl.id === email.id)?.usage).toBe(1);
  });

  it('names missing and unknown variables and does not count the use', async () => {
    const email = (await list()).find((tpl) => tpl.name === 'Business Email')!;
    const res = await apply(email.id, { recipient: 'x', purpose: ' ', extra: 'y' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toContain('Please fill in: purpose, key_points, call_to_action');
    expect(body.error).toContain('extra');
    expect(body.details).toEqual({
      missing: ['purpose', 'key_points', 'call_to_action'],
      unknown: ['extra'],
    });
    expect((await list()).find((tpl) => tpl.id === email.id)?.usage).toBe(1);
  });

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    const res = await apply('00000000-0000-4000-8000-000000000000', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MESSAGES.templateNotFound);
    expect((await apply('abc', {})).statusCode).toBe(400);
  });

  it('requires the variables object', async () => {
    const [first] = await list();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/prompt/templates/${first!.id}/apply`,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('variables');
  });
});
