import { BM25, Bm25Index } from './bm25';

describe('Bm25Index', () => {
  const documents = [
    'write an email to a client about a late invoice',
    'blog post about sourdough bread baking',
    'email the team about the invoice process change',
    'tweet about our bakery opening',
  ];
  const index = new Bm25Index(documents);

  it('uses the Okapi defaults', () => {
    expect(BM25).toEqual({ k1: 1.2, b: 0.75 });
  });

  it('ranks documents by shared rare terms, leaving out those sharing none', () => {
    expect(index.search('email a client about an unpaid invoice', 3)).toEqual([0, 2]);
    expect(index.search('sourdough email', 1)).toEqual([1]);
    expect(index.search('quantum chromodynamics', 3)).toEqual([]);
  });

  it('honours an exclusion and breaks ties by index', () => {
    expect(index.search('invoice', 3, (doc) => doc === 0)).toEqual([2]);
    const twins = new Bm25Index(['hello world', 'hello world']);
    expect(twins.search('hello', 2)).toEqual([0, 1]);
  });

  it('reports a relevance from 0 to 1 that grows with the share of the query matched', () => {
    const [full] = index.scoreAll('sourdough bread baking');
    const [half] = index.scoreAll('sourdough chemistry');
    expect(full?.relevance).toBeGreaterThan(0.7);
    expect(full?.relevance).toBeLessThanOrEqual(1);
    expect(half?.relevance).toBeGreaterThan(0);
    expect(half?.relevance).toBeLessThan(full?.relevance ?? 0);
  });

  it('takes another tokeniser when given one', () => {
    const exact = new Bm25Index(['The Cat', 'the dog'], (text) => text.split(' '));
    expect(exact.search('Cat', 2)).toEqual([0]);
    expect(exact.search('cat', 2)).toEqual([]);
  });
});
