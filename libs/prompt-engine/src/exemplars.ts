// Exemplars are training items (input → expected output). This module ranks them against a
// prompt with the shared BM25 index and measures how close an output is to an expected one
// (ROUGE-L F1, kept for the training pipeline that still uses it).

import { Bm25Index } from './bm25';
import { words } from './text';

export { BM25 } from './bm25';

export interface Exemplar {
  id: string;
  /** The prompt as a user wrote it (training `input_text`). */
  input: string;
  /** The enhanced prompt we would like to produce (training `expected_output`). */
  output: string;
  category?: string;
}

export interface RankedExemplar {
  exemplar: Exemplar;
  score: number;
  /** BM25 score relative to the best the query could reach (0..1), see Bm25Hit. */
  relevance: number;
}

interface CachedIndex {
  /** What the index was built from, compared on reuse (a changed exemplar rebuilds it). */
  exemplars: Exemplar[];
  inputs: string[];
  categories: (string | undefined)[];
  index: Bm25Index;
}

// Exemplar sets change rarely (when training replaces one) but are ranked on every enhance: the
// index is kept per array and reused while it holds the same exemplars.
const indexCache = new WeakMap<readonly Exemplar[], CachedIndex>();

function isCurrent(cached: CachedIndex, exemplars: readonly Exemplar[]): boolean {
  if (cached.exemplars.length !== exemplars.length) return false;
  return exemplars.every(
    (exemplar, i) =>
      exemplar === cached.exemplars[i] &&
      exemplar.input === cached.inputs[i] &&
      exemplar.category === cached.categories[i],
  );
}

/** The BM25 index over the exemplars' inputs (and category names), cached per array. */
export function exemplarIndex(exemplars: readonly Exemplar[]): Bm25Index {
  const cached = indexCache.get(exemplars);
  if (cached && isCurrent(cached, exemplars)) return cached.index;
  const built: CachedIndex = {
    exemplars: [...exemplars],
    inputs: exemplars.map((exemplar) => exemplar.input),
    categories: exemplars.map((exemplar) => exemplar.category),
    index: new Bm25Index(
      exemplars.map((exemplar) => `${exemplar.input} ${exemplar.category ?? ''}`),
    ),
  };
  indexCache.set(exemplars, built);
  return built.index;
}

/**
 * Ranks exemplars by Okapi BM25 of the query's content words against each exemplar's input
 * (and category name). Ties break by id so the order is deterministic. Exemplars sharing no word
 * with the query are left out.
 */
export function rankExemplars(
  query: string,
  exemplars: readonly Exemplar[],
  k: number,
): RankedExemplar[] {
  if (exemplars.length === 0 || k <= 0) return [];
  return exemplarIndex(exemplars)
    .scoreAll(query)
    .flatMap((hit) => {
      const exemplar = exemplars[hit.doc];
      return exemplar ? [{ exemplar, score: hit.score, relevance: hit.relevance }] : [];
    })
    .sort((a, b) => b.score - a.score || a.exemplar.id.localeCompare(b.exemplar.id))
    .slice(0, k);
}

export interface SelectOptions {
  /** How many to keep (default 3). */
  k?: number;
  /** Keep only exemplars of this category (case-insensitive) when any exist. */
  category?: string;
}

export const DEFAULT_EXEMPLAR_COUNT = 3;

/** The k exemplars most similar to the prompt, preferring the given category. */
export function selectExemplars(
  query: string,
  exemplars: readonly Exemplar[],
  options: SelectOptions = {},
): Exemplar[] {
  const category = options.category?.trim().toLowerCase();
  const inCategory = category
    ? exemplars.filter((exemplar) => exemplar.category?.trim().toLowerCase() === category)
    : [];
  const pool = inCategory.length > 0 ? inCategory : exemplars;
  return rankExemplars(query, pool, options.k ?? DEFAULT_EXEMPLAR_COUNT).map(
    (entry) => entry.exemplar,
  );
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      current[j] =
        a[i - 1] === b[j - 1]
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

/**
 * ROUGE-L F1 between two texts: the longest common subsequence of their lower-cased words,
 * as the harmonic mean of its precision (against `a`) and recall (against `b`). 1 for identical
 * word sequences, 0 when no word is shared. Symmetric.
 */
export function similarity(a: string, b: string): number {
  const tokensA = words(a);
  const tokensB = words(b);
  if (tokensA.length === 0 && tokensB.length === 0) return 1;
  const lcs = lcsLength(tokensA, tokensB);
  if (lcs === 0) return 0;
  const precision = lcs / tokensA.length;
  const recall = lcs / tokensB.length;
  return (2 * precision * recall) / (precision + recall);
}
