// One Okapi BM25 index for the whole product: the engine ranks exemplars with it and training
// (@silent/training) finds neighbours with it, so both rank the same way. Built once per set of
// documents, then each search only looks up the query's own terms.

import { stems } from './text';

/** BM25 parameters: the usual defaults from the Okapi literature. */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

export interface Bm25Hit {
  /** Index of the document in the array the index was built from. */
  doc: number;
  score: number;
  /**
   * score divided by the best score the query could reach against a document of average
   * length (every query term present once): 0 when nothing is shared, about 1 for a document
   * that shares every term. Comparable across queries, so it can gate by a minimum similarity.
   */
  relevance: number;
}

export class Bm25Index {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: number[];
  private readonly avgLength: number;
  private readonly tokenise: (text: string) => string[];

  constructor(documents: readonly string[], tokenise: (text: string) => string[] = stems) {
    this.tokenise = tokenise;
    this.lengths = documents.map((text, doc) => {
      const tokens = tokenise(text);
      const frequency = new Map<string, number>();
      for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
      for (const [term, tf] of frequency) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push({ doc, tf });
      }
      return tokens.length;
    });
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.avgLength = total / (this.lengths.length || 1) || 1;
  }

  get size(): number {
    return this.lengths.length;
  }

  private idf(df: number): number {
    const n = this.lengths.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * Every document sharing a term with the query, best first (index order breaks ties),
   * leaving out those `exclude` rejects.
   */
  scoreAll(query: string, exclude: (doc: number) => boolean = () => false): Bm25Hit[] {
    const scores = new Map<number, number>();
    let ceiling = 0;
    const n = this.lengths.length;
    for (const term of new Set(this.tokenise(query))) {
      const list = this.postings.get(term);
      // A term no document has still counts in the ceiling: it is a part of the query unmatched.
      const idf = this.idf(list?.length ?? 0) || Math.log(1 + (n + 0.5) / 0.5);
      ceiling += idf;
      if (!list) continue;
      for (const { doc, tf } of list) {
        if (exclude(doc)) continue;
        const norm = BM25.k1 * (1 - BM25.b + (BM25.b * (this.lengths[doc] ?? 0)) / this.avgLength);
        scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (BM25.k1 + 1)) / (tf + norm));
      }
    }
    // A document of average length holding every query term once scores exactly the idf sum.
    const best = ceiling;
    return [...scores]
      .map(([doc, score]) => ({ doc, score, relevance: best > 0 ? Math.min(1, score / best) : 0 }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
  }

  /** The k best documents for the query (index order breaks ties). */
  search(query: string, k: number, exclude: (doc: number) => boolean = () => false): number[] {
    return this.scoreAll(query, exclude)
      .slice(0, k)
      .map((hit) => hit.doc);
  }
}
