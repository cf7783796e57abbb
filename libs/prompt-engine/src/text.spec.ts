import { contentWords, jaccard, terms, words } from './text';

describe('text', () => {
  it('tokenises Unicode words, keeping inner apostrophes and hyphens', () => {
    expect(words("Don't re-run the Müller–Lüdenscheidt test, n'est-ce pas?")).toEqual([
      "don't",
      're-run',
      'the',
      'müller',
      'lüdenscheidt',
      'test',
      "n'est-ce",
      'pas',
    ]);
  });

  it('gives the same words for the same long text every time', () => {
    const long = 'Alpha beta gamma. '.repeat(40);
    expect(words(long)).toEqual(words(`${long}`));
    expect(words(long)).toHaveLength(120);
  });

  it('skips stopwords of all five scaffold languages and directive verbs', () => {
    expect(contentWords('Please write a short email about the invoice')).toEqual([
      'short',
      'email',
      'invoice',
    ]);
    expect(terms('Schreib eine E-Mail an die Kunden über den Shop')).toEqual([
      'schreib',
      'e-mail',
      'kunden',
      'shop',
    ]);
    expect(terms('Escribe un correo para los clientes sobre la tienda')).toEqual([
      'escribe',
      'correo',
      'clientes',
      'tienda',
    ]);
  });

  it('measures word-set Jaccard', () => {
    expect(jaccard('a b c', 'a b c')).toBe(1);
    expect(jaccard('a b', 'c d')).toBe(0);
    expect(jaccard('a b c', 'b c d')).toBeCloseTo(0.5);
    expect(jaccard('', '')).toBe(1);
  });
});
