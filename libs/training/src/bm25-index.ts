// A BM25 index built once per category, so the bootstrap pass can find each item's neighbours
// among thousands of others without re-tokenising the pool for every query (the engine's
// rankExemplars does, which is right for its handful of active exemplars, not for 10,000 items).
// Same parameters as the engine (k1 1.2, b 0.75) and the same idea of content words.
import { BM25 } from '@silent/prompt-engine';

// English function words and the directive verbs every prompt uses (as the engine skips them).
const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then else of to in on at by for with from into onto about as is are was ' +
    "were be been being am do does did doing have has had having it its it’s it's this that these " +
    'those there here i me my we our us you your he she they them their his her him what which who ' +
    'whom whose when where why how all any both each few more most other some such no nor not only ' +
    'own same so than too very can could will would shall should may might must just also please ' +
    'write make create give tell get help need want like one up out over under again further ' +
    'once new use using via per etc'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

/** Lower-cased content words: no stopwords, no one-letter tokens. */
export function terms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/['’-]+$/, '');
    if (word.length > 1 && !STOPWORDS.has(word)) found.push(word);
  }
  return found;
}

export class Bm25Index {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: number[];
  private readonly avgLength: number;

  constructor(documents: readonly string[]) {
    this.lengths = documents.map((text, doc) => {
      const tokens = terms(text);
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

  /**
   * The k best documents for the query (index order breaks ties), leaving out those `exclude`
   * rejects and those sharing no word with the query.
   */
  search(query: string, k: number, exclude: (doc: number) => boolean = () => false): number[] {
    const n = this.lengths.length;
    const scores = new Map<number, number>();
    for (const term of new Set(terms(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        if (exclude(doc)) continue;
        const norm = BM25.k1 * (1 - BM25.b + (BM25.b * (this.lengths[doc] ?? 0)) / this.avgLength);
        scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (BM25.k1 + 1)) / (tf + norm));
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, k)
      .map(([doc]) => doc);
  }
}
