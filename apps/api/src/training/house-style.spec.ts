// Issue #17's house-style experiment through the API: a user imports 20 examples written in one
// house style, trains once, and from then on their budget proposals carry the house rules — no
// example's own fact, nobody else's prompts changed. A second session that cannot beat the
// result in effect ends "not improved" and leaves it active.
import type { TrainingResult, TrainingSession } from '@silent/contracts';
import {
  HOUSE_CATEGORY,
  HOUSE_FACTS,
  HOUSE_HELD_OUT,
  HOUSE_RULES,
  HOUSE_TRAIN,
  UNRELATED_REQUESTS,
} from '@silent/training/experiment';
import {
  bearer,
  createTestApp,
  importTrainingItems,
  queueTrainingSession,
  signIn,
  type TestApp,
} from '../testing/test-app';

describe('the house-style experiment (PGlite)', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let ownerId: string;
  let stranger: Record<string, string>;
  let first: TrainingSession;
  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signIn(t, 'house-style@silent.test');
    owner = bearer(signedIn.token);
    ownerId = signedIn.userId;
    stranger = bearer((await signIn(t, 'stranger@silent.test')).token);
    const imported = await importTrainingItems(t, owner, HOUSE_TRAIN);
    expect(imported.statusCode).toBe(201);
    first = await train();
  });
  afterAll(async () => t.close());

  const train = async () => {
    const created = await queueTrainingSession(t, owner, 'house style', [HOUSE_CATEGORY]);
    expect(created.statusCode).toBe(201);
    const queued = created.json().data as TrainingSession;
    await t.app.trainingRunner.drain();
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/prompt/training/sessions/${queued.id}`,
      headers: owner,
    });
    return done.json().data as TrainingSession;
  };
  const resultsOf = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/prompt/training/sessions/${id}/results`,
        headers: owner,
      })
    ).json().data as TrainingResult[];
  const enhance = async (prompt: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prompt/enhance',
      headers,
      payload: { originalPrompt: prompt },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { enhancedPrompt: string }).enhancedPrompt;
  };

  it('reports held-out figures with the control far below the match', async () => {
    expect(first.status).toBe('completed');
    const [result] = await resultsOf(first.id);
    expect(result).toMatchObject({ category: HOUSE_CATEGORY, status: 'active' });
    expect(result!.after!.lift - result!.before!.lift).toBeGreaterThanOrEqual(0.15);
    expect(result!.after!.control).toBeLessThan(result!.after!.score / 4);
    expect(result!.learned!.rules).toEqual(expect.arrayContaining([...HOUSE_RULES]));
    expect(result!.example!.after).toContain(HOUSE_RULES[0]);
  });

  it("shapes the owner's held-out requests with the house rules and no example's fact", async () => {
    let uptake = 0;
    for (const request of HOUSE_HELD_OUT) {
      const output = await enhance(request.input, owner);
      uptake += HOUSE_RULES.filter((rule) => output.includes(rule)).length;
      for (const fact of HOUSE_FACTS.values()) expect(output).not.toContain(fact);
    }
    expect(uptake / (HOUSE_HELD_OUT.length * HOUSE_RULES.length)).toBeGreaterThanOrEqual(0.6);
  });

  it('changes nothing for anonymous visitors, other users or unrelated requests', async () => {
    for (const request of HOUSE_HELD_OUT.slice(0, 3)) {
      const anonymous = await enhance(request.input);
      expect(await enhance(request.input, stranger)).toBe(anonymous);
      for (const rule of HOUSE_RULES) expect(anonymous).not.toContain(rule);
    }
    for (const request of UNRELATED_REQUESTS) {
      expect(await enhance(request, owner)).toBe(await enhance(request));
    }
  });

  it('ends a session that cannot beat the result in effect "not improved", leaving it active', async () => {
    const active = await t.database.repositories.trainingResults.resolveFor(ownerId);
    const second = await train();
    expect(second.status).toBe('completed');
    const [result] = await resultsOf(second.id);
    expect(result).toMatchObject({ category: HOUSE_CATEGORY, status: 'not_improved' });
    expect(result!.after!.score).toBeCloseTo(result!.before!.score, 5);
    const still = await t.database.repositories.trainingResults.resolveFor(ownerId);
    expect(still.map((row) => row.id)).toEqual(active.map((row) => row.id));
  });
});
