import { MESSAGES } from '@silent/contracts';
import { Bm25Index as EngineBm25Index, terms as engineTerms } from '@silent/prompt-engine';
import { Bm25Index, terms } from './bm25-index';
import { NoTrainingDataError, runTraining } from './pipeline';
import { median } from './stats';
import type { EnhanceFn, TrainingItem } from './types';

// A stand-in engine with an obvious rule: it writes the house style only when an exemplar
// shows it. Items whose expected output is off-style ("noisy") teach it nothing.
const HOUSE = 'HOUSE STYLE role task audience format constraints checks';
const topics = ['invoice reminder', 'launch email', 'refund reply', 'team update', 'sales pitch'];

function items(category: string, count: number, noisy: number[] = []): TrainingItem[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = `${topics[index % topics.length]} ${category} ${index}`;
    return {
      id: `${category}-${String(index).padStart(2, '0')}`,
      input: `write ${topic}`,
      expectedOutput: noisy.includes(index)
        ? 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor'
        : `${HOUSE} write ${topic}`,
      category,
    };
  });
}

const fakeEngine: EnhanceFn = (item, exemplars) => {
  if (exemplars.some((exemplar) => exemplar.id === item.id)) {
    throw new Error(`${item.id} was shown its own answer`);
  }
  const used = exemplars.slice(0, 3);
  const styled = used.some((exemplar) => exemplar.output.startsWith('HOUSE'));
  return {
    enhancedPrompt: styled ? `${HOUSE} ${item.input}` : item.input,
    confidence: styled ? 8 : 4,
    exemplarIds: used.map((exemplar) => exemplar.id),
    engine: 'offline',
    model: 'fake',
  };
};

const clock = () => {
  let t = 0;
  return () => (t += 1);
};

describe('runTraining', () => {
  const data = [...items('email', 12, [1, 5]), ...items('support', 6), ...items('other', 4)];

  it('learns exemplar sets that beat the engine without exemplars, per category', async () => {
    const progress: [number, number][] = [];
    const result = await runTraining({
      items: data,
      categories: ['email', 'support'],
      enhance: fakeEngine,
      threshold: 0.6,
      now: clock(),
      progressEvery: 1,
      onProgress: (done, total) => void progress.push([done, total]),
    });
    expect(result.trainingDataCount).toBe(18);
    expect(result.baselineSuccessRate).toBe(0);
    // Every styled item is reproduced with the learned set; the two noisy ones cannot be.
    expect(result.successRate).toBeCloseTo(16 / 18);
    expect(result.meanSimilarity).toBeGreaterThan(result.baselineMeanSimilarity);
    expect(result.categories.map((category) => category.category)).toEqual(['email', 'support']);
    const email = result.categories[0]!;
    expect(email.exemplarIds.length).toBeGreaterThan(0);
    expect(email.exemplarIds).not.toContain('email-01');
    expect(email.exemplarIds).not.toContain('email-05');
    expect(email).toMatchObject({ sampleSize: 12, baselineSuccessRate: 0, meanConfidence: 8 });
    expect(email.successRate).toBeCloseTo(10 / 12);
    expect(email.p50LatencyMs).toBe(1);
    expect(email.candidates[0]).toMatchObject({ name: 'none', successRate: 0 });
    // Progress only climbs, against a total fixed up front, and ends full. Candidate sets that
    // did not materialise are skipped in one step, so the total may exceed the calls made.
    const [last, total] = progress.at(-1)!;
    expect(last).toBe(total);
    expect(
      progress.every(([done, of], index) => of === total && done > (progress[index - 1]?.[0] ?? 0)),
    ).toBe(true);
    expect(total).toBeGreaterThanOrEqual(result.evaluations);
    // Per item: how often its shaped enhancements passed, and how often it was shown.
    const noisy = result.items.find((item) => item.id === 'email-01')!;
    expect(noisy.successRate).toBe(0);
    const styled = result.items.find((item) => item.id === 'email-00')!;
    expect(styled.successRate).toBeGreaterThan(0.5);
    expect(result.items.reduce((sum, item) => sum + item.usageCount, 0)).toBeGreaterThan(0);
    expect(result).toMatchObject({ engine: 'offline', models: ['fake'] });
  });

  it('is deterministic and does not depend on the order items arrive in', async () => {
    const run = (list: TrainingItem[]) =>
      runTraining({
        items: list,
        categories: ['email'],
        enhance: fakeEngine,
        threshold: 0.6,
        now: () => 0,
      });
    expect(await run([...data].reverse())).toEqual(await run(data));
  });

  it('keeps no exemplars when none beats the engine alone', async () => {
    const result = await runTraining({
      items: items('noise', 5, [0, 1, 2, 3, 4]),
      categories: ['noise'],
      enhance: fakeEngine,
    });
    expect(result.categories[0]).toMatchObject({ exemplarIds: [], chosen: 'none' });
    expect(result.successRate).toBe(result.baselineSuccessRate);
  });

  it('trains a category of one item (nothing to learn from) without failing', async () => {
    const result = await runTraining({
      items: items('single', 1),
      categories: [' single '],
      enhance: fakeEngine,
      threshold: 0.6,
    });
    expect(result.categories[0]).toMatchObject({ sampleSize: 1, exemplarIds: [] });
  });

  it('fails with the spec message when the categories hold no training data', async () => {
    const run = runTraining({ items: data, categories: ['missing'], enhance: fakeEngine });
    await expect(run).rejects.toBeInstanceOf(NoTrainingDataError);
    await expect(run).rejects.toThrow(MESSAGES.noTrainingData);
  });

  it('stops between engine calls when aborted', async () => {
    const controller = new AbortController();
    const run = runTraining({
      items: data,
      categories: ['email'],
      enhance: fakeEngine,
      onProgress: (done) => {
        if (done === 5) controller.abort(new Error('stop'));
      },
      progressEvery: 1,
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow('stop');
  });

  it('runs large categories on bounded bootstrap and validation samples', async () => {
    const calls = { count: 0 };
    const result = await runTraining({
      items: items('big', 60),
      categories: ['big'],
      enhance: (item, exemplars) => {
        calls.count += 1;
        return fakeEngine(item, exemplars);
      },
      bootstrapSize: 10,
      validationSize: 8,
      threshold: 0.6,
    });
    // Baseline and final pass over all 60, bootstrap on 10, up to 4 candidates on 8 (minus reuse).
    expect(calls.count).toBe(result.evaluations);
    expect(result.evaluations).toBeLessThanOrEqual(60 + 10 + 4 * 8 + (60 - 8));
    expect(result.successRate).toBe(1);
  });
});

describe('Bm25Index', () => {
  const index = new Bm25Index([
    'email the client about the late invoice',
    'blog post about sourdough bread',
    'email the team about the invoice process',
    'tweet about our bakery',
  ]);

  it('ranks documents sharing content words, best first, leaving out excluded ones', () => {
    expect(index.search('late invoice email', 2)).toEqual([0, 2]);
    expect(index.search('late invoice email', 2, (doc) => doc === 0)).toEqual([2]);
    expect(index.search('quantum physics', 3)).toEqual([]);
  });

  it("is the engine's index and tokeniser (one BM25 for the engine and training)", () => {
    expect(Bm25Index).toBe(EngineBm25Index);
    expect(terms).toBe(engineTerms);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
