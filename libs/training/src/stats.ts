export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The median (mean of the two middle values for an even count); 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Share of true values; 0 for none. */
export function share(values: readonly boolean[]): number {
  if (values.length === 0) return 0;
  return values.filter(Boolean).length / values.length;
}

/** Evenly spaced indices 0..n-1, at most `size` of them (all when n <= size). */
export function spread(n: number, size: number): number[] {
  if (n <= size) return Array.from({ length: n }, (_, index) => index);
  return Array.from({ length: size }, (_, index) => Math.floor((index * n) / size));
}
