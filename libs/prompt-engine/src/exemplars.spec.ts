import { rankExemplars, selectExemplars, similarity, type Exemplar } from './exemplars';

const pool: Exemplar[] = [
  {
    id: 'a',
    input: 'write an email to a client about a late invoice',
    output: '',
    category: 'email',
  },
  { id: 'b', input: 'blog post about sourdough bread baking', output: '', category: 'blog' },
  {
    id: 'c',
    input: 'email the team about the invoice process change',
    output: '',
    category: 'email',
  },
  { id: 'd', input: 'tweet about our bakery opening', output: '', category: 'social' },
];

describe('rankExemplars (BM25)', () => {
  it('ranks by shared, rare words and leaves out unrelated items', () => {
    const ranked = rankExemplars('email a client about an unpaid invoice', pool, 3);
    expect(ranked.map((entry) => entry.exemplar.id)).toEqual(['a', 'c']);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? 0);
  });

  it('weights rare terms above common ones', () => {
    const ranked = rankExemplars('sourdough email', pool, 4);
    expect(ranked[0]?.exemplar.id).toBe('b');
  });

  it('returns nothing for no pool, k = 0 or no shared word', () => {
    expect(rankExemplars('email', [], 3)).toEqual([]);
    expect(rankExemplars('email', pool, 0)).toEqual([]);
    expect(rankExemplars('quantum chromodynamics', pool, 3)).toEqual([]);
  });

  it('breaks ties by id', () => {
    const twins = [
      { id: 'z', input: 'hello world', output: '' },
      { id: 'y', input: 'hello world', output: '' },
    ];
    expect(rankExemplars('hello', twins, 2).map((entry) => entry.exemplar.id)).toEqual(['y', 'z']);
  });

  it('sees a set changed in place, although it keeps its statistics between calls', () => {
    const set: Exemplar[] = pool.map((exemplar) => ({ ...exemplar }));
    expect(rankExemplars('sourdough', set, 1)[0]?.exemplar.id).toBe('b');
    set[0] = { ...pool[0], id: 'a', input: 'sourdough sourdough starter guide', output: '' };
    expect(rankExemplars('sourdough', set, 1)[0]?.exemplar.id).toBe('a');
    set.push({ id: 'e', input: 'sourdough sourdough sourdough', output: '' });
    expect(rankExemplars('sourdough', set, 1)[0]?.exemplar.id).toBe('e');
    set.splice(0, set.length, ...pool.slice(3, 4));
    expect(rankExemplars('sourdough', set, 1)).toEqual([]);
  });
});

describe('selectExemplars', () => {
  it('prefers the requested category when it has items', () => {
    expect(selectExemplars('bakery email', pool, { category: 'Social' }).map((e) => e.id)).toEqual([
      'd',
    ]);
    expect(selectExemplars('invoice', pool, { category: 'none', k: 1 }).map((e) => e.id)).toEqual([
      'a',
    ]);
  });
});

describe('similarity (ROUGE-L F1)', () => {
  it('is 1 for identical word sequences and 0 for disjoint ones', () => {
    expect(similarity('Role: You are a writer.', 'role you are a WRITER')).toBe(1);
    expect(similarity('alpha beta', 'gamma delta')).toBe(0);
  });

  it('is symmetric and order-aware', () => {
    const a = 'write a short friendly email';
    const b = 'email friendly short a write';
    expect(similarity(a, b)).toBeCloseTo(similarity(b, a));
    expect(similarity(a, b)).toBeLessThan(similarity(a, 'write a short and friendly email'));
  });

  it('computes the F1 of the longest common subsequence', () => {
    // LCS("a b c d", "a c e") = "a c": precision 2/4, recall 2/3, F1 = 4/7.
    expect(similarity('a b c d', 'a c e')).toBeCloseTo(4 / 7);
  });
});
