import {
  duplicatedHeadings,
  headings,
  maxPairwiseJaccard,
  normaliseLine,
  ownWordsShare,
  wordCount,
  wordJaccard,
} from './text';

describe('words', () => {
  it('counts words, not punctuation, and segments scripts without spaces', () => {
    expect(wordCount('Hello, world — v4.0.2!')).toBe(3);
    expect(wordCount('春についての俳句を三つ作ってください')).toBeGreaterThan(3);
  });
});

describe('wordJaccard', () => {
  it('is shared words over all distinct words, case-insensitive', () => {
    expect(wordJaccard('a b c', 'B C D')).toBeCloseTo(2 / 4);
    expect(wordJaccard('same words here', 'here same words')).toBe(1);
    expect(wordJaccard('one two', 'three four')).toBe(0);
  });

  it('takes the largest pair', () => {
    expect(maxPairwiseJaccard(['a b', 'c d', 'a b c'])).toBeCloseTo(2 / 3);
    expect(maxPairwiseJaccard(['only one'])).toBe(0);
  });
});

describe('ownWordsShare', () => {
  it('matches each original word at most once', () => {
    expect(ownWordsShare('fix the bug', 'fix the bug')).toBe(1);
    // "the" appears twice in the output but once in the original.
    expect(ownWordsShare('fix the bug', 'Please fix the bug in the parser')).toBeCloseTo(3 / 7);
    expect(ownWordsShare('anything', '')).toBe(0);
  });
});

describe('headings', () => {
  it('finds markdown, bold and label headings, normalised', () => {
    const text =
      '## Role\nYou are an expert.\n**Output format**\n- x\nConstraints:\n- y\nNot: a heading';
    expect(headings(text)).toEqual(['role', 'output format', 'constraints']);
  });

  it('reports a heading that appears twice, whatever its style', () => {
    expect(duplicatedHeadings('## Role\nA\n## Task\nB\n**Role**\nC')).toEqual(['role']);
    expect(duplicatedHeadings('## Role\nA\n## Task\nB')).toEqual([]);
  });

  it('normalises list markers and emphasis', () => {
    expect(normaliseLine('- **Keep**   it short.')).toBe('keep it short.');
    expect(normaliseLine('2) Keep it short.')).toBe('keep it short.');
  });
});
