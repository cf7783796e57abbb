// Small descriptive statistics. Every function returns null for no data, so a metric the engine
// cannot be measured on shows as "n/a" instead of a misleading 0.

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The p-th percentile (0–100) by linear interpolation between closest ranks. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Share of items for which the predicate holds. */
export function share<T>(items: readonly T[], predicate: (item: T) => boolean): number | null {
  if (items.length === 0) return null;
  return items.filter(predicate).length / items.length;
}

/** Ranks from 1, ties get the mean of the ranks they span. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) result[order[k]?.index ?? 0] = rank;
    start = end + 1;
  }
  return result;
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const mx = mean(xs);
  const my = mean(ys);
  if (mx === null || my === null) return null;
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  xs.forEach((x, index) => {
    const dx = x - mx;
    const dy = (ys[index] ?? 0) - my;
    covariance += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  });
  if (vx === 0 || vy === 0) return null;
  return covariance / Math.sqrt(vx * vy);
}

/** Spearman's rank correlation (Pearson over tie-averaged ranks); null if either side is flat. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 3) return null;
  return pearson(ranks(xs), ranks(ys));
}

/** Whether the values rise strictly: bad < medium < good. */
export function strictlyIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > (values[index - 1] ?? Infinity));
}
