// What a session keeps of each finished category, so that a run interrupted by a crash
// continues from the last finished category instead of starting over. A checkpoint holds
// everything the final result takes from the category (its result, its items, the per-item
// figures behind the overall before/after), so a resumed run ends exactly as an uninterrupted
// one would. It carries a key over everything the category's evaluation depended on: a changed
// dataset, result in effect or setting makes it stale, and the category is evaluated again.
import type { CategoryResult, ItemResult } from './types';

/** One validation item's figures, as the overall before/after needs them. */
export interface CheckpointRun {
  score: number;
  control: number;
  success: boolean;
}

export interface CategoryCheckpoint {
  category: string;
  /** Fingerprint of the category's inputs (its split, items, controls, what is in effect). */
  key: string;
  result: CategoryResult;
  items: ItemResult[];
  /** Per validation item: before, and what the category ends with (kept or in effect). */
  before: CheckpointRun[];
  after: CheckpointRun[];
  /** Engine calls the category took. */
  evaluations: number;
  /** A model answered at least one of them. */
  answeredByModel: boolean;
  /** Calls per model name. */
  models: Array<[string, number]>;
  /** Time the category took, for the session's duration. */
  elapsedMs: number;
}

/** How a session stores its checkpoints (the `checkpoint` column of training_sessions). */
export interface StoredCheckpoint {
  version: typeof CHECKPOINT_VERSION;
  categories: CategoryCheckpoint[];
}

/**
 * Bump it when a checkpoint's shape or the method behind it changes: a session interrupted
 * under the old code then starts over instead of mixing two methods' figures.
 */
export const CHECKPOINT_VERSION = 1;

export function storedCheckpoint(categories: readonly CategoryCheckpoint[]): StoredCheckpoint {
  return { version: CHECKPOINT_VERSION, categories: [...categories] };
}

/**
 * The checkpoints in a stored value; none for anything else (no checkpoint yet, or one of
 * another version: that session starts over, which is always correct, only slower).
 */
export function readCheckpoint(value: unknown): CategoryCheckpoint[] {
  if (typeof value !== 'object' || value === null) return [];
  const stored = value as Partial<StoredCheckpoint>;
  if (stored.version !== CHECKPOINT_VERSION || !Array.isArray(stored.categories)) return [];
  return stored.categories.filter(
    (entry): entry is CategoryCheckpoint =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.category === 'string' &&
      typeof entry.key === 'string' &&
      Array.isArray(entry.before) &&
      Array.isArray(entry.after) &&
      Array.isArray(entry.items) &&
      Array.isArray(entry.models),
  );
}

/**
 * A 106-bit fingerprint of a string (two independent 53-bit cyrb53 hashes), hex. Not for
 * security: it only has to tell a changed category from the same one.
 */
export function fingerprint(text: string): string {
  const cyrb53 = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return `${cyrb53(1)}${cyrb53(2)}`;
}
