// Seeded, platform-independent randomness: the same seed gives the same picks and the same
// A/B order on every machine, so a panel sheet can be regenerated and checked against its key.

/** FNV-1a, 32-bit: a stable hash of a string. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The items in an order fixed by the seed (sorted by the hash of seed + key). */
export function seededOrder<T>(items: readonly T[], seed: string, key: (item: T) => string): T[] {
  return [...items]
    .map((item) => ({ item, rank: hash32(`${seed}:${key(item)}`) }))
    .sort((a, b) => a.rank - b.rank || key(a.item).localeCompare(key(b.item)))
    .map(({ item }) => item);
}
