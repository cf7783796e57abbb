// Exemplars are training items (input → expected output). This module ranks them against a
// prompt with Okapi BM25 and measures how close an output is to an expected one (ROUGE-L F1).

import { contentWords, words } from './text';

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
}

/** BM25 parameters: the usual defaults from the Okapi literature. */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

interface Bm25Index {
  /** What the index was built from, compared on reuse (a changed exemplar rebuilds it). */
  exemplars: Exemplar[];
  inputs: string[];
  categories: (string | undefined)[];
  lengths: number[];
  avgLength: number;
  /** For each term, the exemplars containing it with its frequency there (ascending index). */
  postings: Map<string, { index: number; tf: number }[]>;
}

// Exemplar sets change rarely (when training replaces one) but are ranked on every enhance: the
// BM25 statistics are kept per array and reused while it holds the same exemplars, so ranking
// only looks up the query's own terms.
const indexCache = new WeakMap<readonly Exemplar[], Bm25Index>();

function isCurrent(index: Bm25Index, exemplars: readonly Exemplar[]): boolean {
  if (index.exemplars.length !== exemplars.length) return false;
  return exemplars.every(
    (exemplar, i) =>
      exemplar === index.exemplars[i] &&
      exemplar.input === index.inputs[i] &&
      exemplar.category === index.categories[i],
  );
}

function indexOf(exemplars: readonly Exemplar[]): Bm25Index {
  const cached = indexCache.get(exemplars);
  if (cached && isCurrent(cached, exemplars)) return cached;
  const postings = new Map<string, { index: number; tf: number }[]>();
  const lengths = exemplars.map((exemplar, index) => {
    const doc = contentWords(`${exemplar.input} ${exemplar.category ?? ''}`);
    const frequency = new Map<string, number>();
    for (const term of doc) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    for (const [term, tf] of frequency) {
      const list = postings.get(term);
      if (list) list.push({ index, tf });
      else postings.set(term, [{ index, tf }]);
    }
    return doc.length;
  });
  const built: Bm25Index = {
    exemplars: [...exemplars],
    inputs: exemplars.map((exemplar) => exemplar.input),
    categories: exemplars.map((exemplar) => exemplar.category),
    lengths,
    avgLength: lengths.reduce((sum, length) => sum + length, 0) / lengths.length || 1,
    postings,
  };
  indexCache.set(exemplars, built);
  return built;
}

/**
 * Ranks exemplars by Okapi BM25 of the query's content words against each exemplar's input
 * (and category name). Ties break by id so the order is deterministic. Exemplars sharing no word
 * with the query score 0 and are left out.
 */
export function rankExemplars(
  query: string,
  exemplars: readonly Exemplar[],
  k: number,
): RankedExemplar[] {
  if (exemplars.length === 0 || k <= 0) return [];
  const { lengths, avgLength, postings } = indexOf(exemplars);
  const n = exemplars.length;
  const scores = new Float64Array(n);
  // Terms in query order, so each exemplar's score adds up in the same order as a direct sum.
  for (const term of new Set(contentWords(query))) {
    const list = postings.get(term);
    if (!list) continue;
    const df = list.length;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (const { index, tf } of list) {
      const length = lengths[index] ?? 0;
      scores[index] =
        (scores[index] ?? 0) +
        (idf * tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + (BM25.b * length) / avgLength));
    }
  }
  const ranked: RankedExemplar[] = [];
  scores.forEach((score, index) => {
    if (score > 0) ranked.push({ exemplar: exemplars[index]!, score });
  });
  return ranked
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
 * word sequences, 0 when no word is shared. Symmetric. Order-aware, so shared headings in the
 * same order count more than the same words scattered.
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
