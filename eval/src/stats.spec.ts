import { mean, median, percentile, ranks, share, spearman, strictlyIncreasing } from './stats';

describe('stats', () => {
  it('computes percentiles by interpolation and null for no data', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBeCloseTo(9.1);
    expect(median([])).toBeNull();
    expect(mean([])).toBeNull();
    expect(share([], () => true)).toBeNull();
  });

  it('averages tied ranks', () => {
    expect(ranks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
  });

  it('gives Spearman ±1 for monotone data and null for flat data', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 35, 90])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [9, 7, 5, 1])).toBeCloseTo(-1);
    expect(spearman([1, 2, 3], [5, 5, 5])).toBeNull();
  });
});

describe('ladder ordering', () => {
  it('holds only when every rung scores strictly higher than the one below', () => {
    expect(strictlyIncreasing([2.1, 4.5, 7.8])).toBe(true);
    expect(strictlyIncreasing([2.1, 4.5, 4.5])).toBe(false);
    expect(strictlyIncreasing([5, 4, 8])).toBe(false);
  });
});
