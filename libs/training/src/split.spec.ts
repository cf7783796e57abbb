import { holdOut, seededRandom, shuffled } from './split';

describe('seeded split', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('shuffles a copy, keeping every item', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const order = shuffled(items, seededRandom(1));
    expect(order).not.toEqual(items);
    expect([...order].sort((x, y) => x - y)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it('holds out the share asked for, at least one, never everything', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    const split = holdOut(ten, 0.3, seededRandom(1));
    expect(split.validation).toHaveLength(3);
    expect(split.train).toHaveLength(7);
    expect(new Set([...split.train, ...split.validation]).size).toBe(10);
    expect(holdOut([1, 2], 0.1, seededRandom(1)).validation).toHaveLength(1);
    expect(holdOut([1, 2], 0.9, seededRandom(1)).train).toHaveLength(1);
  });

  it('cannot hold out from a category of one item', () => {
    expect(holdOut(['only'], 0.3, seededRandom(1))).toEqual({ train: ['only'], validation: [] });
  });
});
