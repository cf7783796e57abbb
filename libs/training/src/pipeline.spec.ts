// The training pipeline with the real offline engine: the house-style experiment of issue #17
// (see fixtures/house-style.ts) and the rules around it.
import { MESSAGES } from '@silent/contracts';
import { createEnhancer, enhancePrompt, type Exemplar } from '@silent/prompt-engine';
import { readCheckpoint, storedCheckpoint, type CategoryCheckpoint } from './checkpoint';
import {
  HOUSE_CATEGORY,
  HOUSE_FACTS,
  HOUSE_HELD_OUT,
  HOUSE_RULES,
  HOUSE_TRAIN,
  OTHER_CATEGORY_EXAMPLES,
  UNRELATED_REQUESTS,
} from './fixtures/house-style';
import { NoTrainingDataError, runTraining, toExemplar } from './pipeline';
import { enhanceWith } from './session';
import type { TrainingItem } from './types';

const enhance = enhanceWith(createEnhancer());
const seedItems = OTHER_CATEGORY_EXAMPLES;

const train = (overrides: Partial<Parameters<typeof runTraining>[0]> = {}) =>
  runTraining({
    items: HOUSE_TRAIN,
    categories: [HOUSE_CATEGORY],
    enhance,
    controlItems: seedItems,
    ...overrides,
  });

const exemplarsOf = (ids: readonly string[]): Exemplar[] =>
  ids.map((id) => toExemplar(HOUSE_TRAIN.find((item) => item.id === id)!));

describe('runTraining: the house-style experiment', () => {
  let result: Awaited<ReturnType<typeof runTraining>>;
  beforeAll(async () => {
    result = await train();
  });

  it('improves the category on held-out items, with the control far below the match', () => {
    const [category] = result.categories;
    expect(category?.improved).toBe(true);
    expect(category!.after.lift - category!.before.lift).toBeGreaterThanOrEqual(0.15);
    expect(category!.after.control).toBeLessThan(category!.after.score / 4);
    expect(result.improved).toBe(true);
  });

  it('learns from the train part only and validates on the rest', () => {
    const [category] = result.categories;
    const validation = new Set(category!.validationIds);
    expect(validation.size).toBe(6);
    expect(category!.trainIds).toHaveLength(14);
    for (const id of category!.exemplarIds) expect(validation.has(id)).toBe(false);
  });

  it('learns the role, the format and the substantive rules, and no example’s own fact', () => {
    const learned = result.categories[0]!.learned!;
    expect(learned.role).toMatch(/financial analyst/);
    expect(learned.format).toMatch(/cost table/);
    expect(learned.rules).toEqual(expect.arrayContaining([...HOUSE_RULES]));
    const everything = JSON.stringify(learned);
    for (const fact of HOUSE_FACTS.values()) expect(everything).not.toContain(fact);
  });

  it('takes the rules up on the eight held-out requests and leaks no fact into them', () => {
    const exemplars = exemplarsOf(result.categories[0]!.exemplarIds);
    let uptake = 0;
    for (const request of HOUSE_HELD_OUT) {
      const output = enhancePrompt({ originalPrompt: request.input }, { exemplars }).enhancedPrompt;
      uptake += HOUSE_RULES.filter((rule) => output.includes(rule)).length;
      for (const fact of HOUSE_FACTS.values()) expect(output).not.toContain(fact);
    }
    expect(uptake / (HOUSE_HELD_OUT.length * HOUSE_RULES.length)).toBeGreaterThanOrEqual(0.6);
  });

  it('leaves unrelated requests unchanged byte for byte', () => {
    const exemplars = exemplarsOf(result.categories[0]!.exemplarIds);
    for (const request of UNRELATED_REQUESTS) {
      expect(enhancePrompt({ originalPrompt: request }, { exemplars }).enhancedPrompt).toBe(
        enhancePrompt({ originalPrompt: request }).enhancedPrompt,
      );
    }
  });

  it('shows one held-out request enhanced before and after', () => {
    const example = result.categories[0]!.example!;
    expect(example.before).not.toBe(example.after);
    expect(example.after).toContain(HOUSE_RULES[0]);
  });

  it('is deterministic for a seed, whatever order the items arrive in and ids they carry', async () => {
    const again = await train({ items: [...HOUSE_TRAIN].reverse() });
    expect(again.categories[0]!.validationIds).toEqual(result.categories[0]!.validationIds);
    expect(again.after).toEqual(result.after);
    // Ids are random per database: the same examples stored under other ids train the same.
    const renamedItems = HOUSE_TRAIN.map((item, index) => ({ ...item, id: `z-${99 - index}` }));
    const renamed = await train({
      items: renamedItems,
      controlItems: seedItems.map((item, index) => ({ ...item, id: `c-${99 - index}` })),
    });
    const inputsOf = (ids: readonly string[], items: readonly TrainingItem[]) =>
      ids.map((id) => items.find((item) => item.id === id)?.input);
    expect(inputsOf(renamed.categories[0]!.validationIds, renamedItems)).toEqual(
      inputsOf(result.categories[0]!.validationIds, HOUSE_TRAIN),
    );
    expect(renamed.after).toEqual(result.after);
    const other = await train({ seed: 2 });
    expect(other.seed).toBe(2);
    expect(other.categories[0]!.validationIds).not.toEqual(result.categories[0]!.validationIds);
  });
});

describe('runTraining: when nothing beats what is in effect', () => {
  it('ends "not improved" and proposes no set when the result in effect is already as good', async () => {
    const first = await train();
    const current = exemplarsOf(first.categories[0]!.exemplarIds);
    const second = await train({ current });
    const [category] = second.categories;
    expect(category!.before.score).toBeCloseTo(first.categories[0]!.after.score, 5);
    expect(category!.improved).toBe(false);
    expect(category!.exemplarIds).toEqual([]);
    expect(second.improved).toBe(false);
  });

  it('does not improve a category whose examples share no style', async () => {
    // The house requests, each expected output written on its own: no line recurs.
    const oneByOne: TrainingItem[] = HOUSE_TRAIN.map((item) => ({
      ...item,
      expectedOutput: `## Task\n${HOUSE_FACTS.get(item.id) ?? item.input}`,
    }));
    const result = await train({ items: oneByOne });
    expect(result.categories[0]!.improved).toBe(false);
    expect(result.categories[0]!.exemplarIds).toEqual([]);
  });

  it('cannot validate a category of one item and leaves it as it is', async () => {
    const result = await train({ items: HOUSE_TRAIN.slice(0, 1) });
    expect(result.categories[0]!.validationIds).toEqual([]);
    expect(result.categories[0]!.improved).toBe(false);
  });
});

describe('runTraining: the run itself', () => {
  it('reports progress up to its planned total', async () => {
    const progress: Array<[number, number]> = [];
    const result = await train({
      progressEvery: 1,
      onProgress: (done, total) => void progress.push([done, total]),
    });
    expect(progress.at(-1)).toEqual([result.evaluations, result.evaluations]);
    expect(progress.every(([, total]) => total === result.evaluations)).toBe(true);
  });

  it('stops between engine calls when aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const run = runTraining({
      items: HOUSE_TRAIN,
      categories: [HOUSE_CATEGORY],
      enhance: (item, exemplars) => {
        calls += 1;
        if (calls === 3) controller.abort(new Error('cancelled'));
        return enhance(item, exemplars);
      },
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(calls).toBe(3);
  });

  it('fails with the spec message when the categories hold no training data', async () => {
    await expect(train({ categories: ['nothing-here'] })).rejects.toThrow(NoTrainingDataError);
    await expect(train({ categories: ['nothing-here'] })).rejects.toThrow(MESSAGES.noTrainingData);
  });
});

describe('runTraining: resuming an interrupted run', () => {
  // Four categories, trained in name order: code, education, finance-proposals, support.
  const items = [...HOUSE_TRAIN, ...OTHER_CATEGORY_EXAMPLES];
  const categories = [HOUSE_CATEGORY, 'support', 'code', 'education'];
  const counted = () => {
    const counter = { calls: 0 };
    const fn: typeof enhance = (item, exemplars) => {
      counter.calls += 1;
      return enhance(item, exemplars);
    };
    return { counter, fn };
  };
  // A fixed clock: latencies are part of the result, and must not differ between two runs.
  const run = (overrides: Partial<Parameters<typeof runTraining>[0]> = {}) =>
    runTraining({ items, categories, enhance, now: () => 0, ...overrides });
  // As the runner stores them: JSON in a jsonb column.
  const stored = (checkpoints: readonly CategoryCheckpoint[]) =>
    readCheckpoint(JSON.parse(JSON.stringify(storedCheckpoint(checkpoints))));

  /** A run that "crashes" once `after` categories are finished. */
  const interrupted = async (after: number) => {
    const controller = new AbortController();
    const saved: CategoryCheckpoint[] = [];
    await expect(
      run({
        signal: controller.signal,
        onCategoryDone: (checkpoint) => {
          saved.push(checkpoint);
          if (saved.length === after) controller.abort(new Error('crash'));
        },
      }),
    ).rejects.toThrow('crash');
    return stored(saved);
  };
  /** Every category's checkpoint: a run that died after its last category, before storing. */
  const finished = async () => {
    const saved: CategoryCheckpoint[] = [];
    await run({ onCategoryDone: (checkpoint) => void saved.push(checkpoint) });
    return stored(saved);
  };

  let full: Awaited<ReturnType<typeof runTraining>>;
  let fullCalls: number;
  beforeAll(async () => {
    const { counter, fn } = counted();
    full = await run({ enhance: fn });
    fullCalls = counter.calls;
  });

  it('continues from the last finished category and ends exactly as an uninterrupted run', async () => {
    const checkpoints = await interrupted(2);
    expect(checkpoints.map((checkpoint) => checkpoint.category)).toEqual(['code', 'education']);
    const { counter, fn } = counted();
    const progress: Array<[number, number]> = [];
    const resumed = await run({
      enhance: fn,
      resume: checkpoints,
      progressEvery: 1,
      onProgress: (done, total) => void progress.push([done, total]),
    });
    expect(resumed).toEqual(full);
    // Only the two remaining categories were evaluated.
    const skipped = checkpoints.reduce((sum, checkpoint) => sum + checkpoint.evaluations, 0);
    expect(skipped).toBeGreaterThan(0);
    expect(counter.calls).toBe(fullCalls - skipped);
    // Progress counts the resumed work: it passes through it and ends at the same total.
    expect(progress[0]).toEqual([checkpoints[0]!.evaluations, full.evaluations]);
    expect(progress[1]).toEqual([skipped, full.evaluations]);
    expect(progress.at(-1)).toEqual([full.evaluations, full.evaluations]);
  });

  it('stores nothing for a resumed category again and finishes from a complete checkpoint without a call', async () => {
    const checkpoints = await finished();
    expect(checkpoints).toHaveLength(4);
    const again: string[] = [];
    const { counter, fn } = counted();
    const resumed = await run({
      enhance: fn,
      resume: checkpoints,
      onCategoryDone: (checkpoint) => void again.push(checkpoint.category),
    });
    expect(resumed).toEqual(full);
    expect(counter.calls).toBe(0);
    expect(again).toEqual([]);
  });

  it('evaluates a category again when its data changed since the checkpoint', async () => {
    const checkpoints = await interrupted(2);
    const edited = items.map((item) =>
      item.id === 'other-2' ? { ...item, expectedOutput: 'Reproduce it first, then patch.' } : item,
    );
    const { counter, fn } = counted();
    const resumed = await run({ items: edited, enhance: fn, resume: checkpoints });
    expect(resumed).toEqual(await run({ items: edited }));
    const code = checkpoints.find((checkpoint) => checkpoint.category === 'code')!;
    expect(counter.calls).toBeGreaterThanOrEqual(fullCalls - (full.evaluations - code.evaluations));
  });

  it('evaluates a category again when the result in effect changed', async () => {
    const checkpoints = await finished();
    const current = exemplarsOf(HOUSE_TRAIN.slice(0, 3).map((item) => item.id));
    const { counter, fn } = counted();
    const resumed = await run({ enhance: fn, resume: checkpoints, current });
    expect(resumed).toEqual(await run({ current }));
    expect(counter.calls).toBe(fullCalls);
  });

  it('ignores a stored checkpoint of another version', () => {
    expect(readCheckpoint({ version: 0, categories: [{ category: 'code' }] })).toEqual([]);
    expect(readCheckpoint(null)).toEqual([]);
    expect(readCheckpoint('broken')).toEqual([]);
  });
});
