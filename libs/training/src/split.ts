// Seeded randomness for a session: the held-out split and the control pairs are recorded by
// their seed, so a session's figures can be recomputed exactly.

/** A small seeded generator (mulberry32): uniform floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded Fisher–Yates shuffle (a copy). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export interface Split<T> {
  train: T[];
  validation: T[];
}

/**
 * Splits one category's items (already in a stable order) into train and validation: a
 * `share` of them, at least one, validate — unless the category has fewer than two items, in
 * which case there is nothing to hold out and everything trains.
 */
export function holdOut<T>(items: readonly T[], share: number, random: () => number): Split<T> {
  if (items.length < 2) return { train: [...items], validation: [] };
  const order = shuffled(items, random);
  const size = Math.min(items.length - 1, Math.max(1, Math.round(items.length * share)));
  return { validation: order.slice(0, size), train: order.slice(size) };
}
