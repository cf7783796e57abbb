import { MAX_DIFF_WORK, diffStats, diffWords, tokenize } from './diff';

const rebuild = (segments: ReturnType<typeof diffWords>, side: 'before' | 'after') =>
  segments
    .filter((s) => s.type === 'equal' || s.type === (side === 'before' ? 'removed' : 'added'))
    .map((s) => s.text)
    .join('');

describe('tokenize', () => {
  it('keeps whitespace so the tokens join back into the text', () => {
    expect(tokenize('a  b\nc')).toEqual(['a', '  ', 'b', '\n', 'c']);
    expect(tokenize('')).toEqual([]);
  });
});

describe('diffWords', () => {
  it('returns one equal run for identical texts', () => {
    expect(diffWords('write an email', 'write an email')).toEqual([
      { type: 'equal', text: 'write an email' },
    ]);
  });

  it('marks an inserted word as added', () => {
    expect(diffWords('write an email', 'write a formal email')).toEqual([
      { type: 'equal', text: 'write ' },
      { type: 'removed', text: 'an' },
      { type: 'added', text: 'a formal' },
      { type: 'equal', text: ' email' },
    ]);
  });

  it('marks pure additions and removals', () => {
    expect(diffWords('', 'hello world')).toEqual([{ type: 'added', text: 'hello world' }]);
    expect(diffWords('hello world', '')).toEqual([{ type: 'removed', text: 'hello world' }]);
    expect(diffWords('hello', 'hello world')).toEqual([
      { type: 'equal', text: 'hello' },
      { type: 'added', text: ' world' },
    ]);
  });

  it('keeps the longest common subsequence of words', () => {
    const segments = diffWords('the quick brown fox', 'a quick red fox jumps');
    const kept = segments.filter((s) => s.type === 'equal').map((s) => s.text.trim());
    expect(kept.join(' ')).toContain('quick');
    expect(kept.join(' ')).toContain('fox');
  });

  it('always rebuilds both texts exactly', () => {
    const pairs: [string, string][] = [
      ['Write a blog post about AI', 'Write an engaging, well-structured blog post about AI.'],
      ['one two three', 'three two one'],
      ['  leading and trailing  ', 'leading, trailing'],
      ['x\ny\nz', 'x\n\ny z'],
    ];
    for (const [before, after] of pairs) {
      const segments = diffWords(before, after);
      expect(rebuild(segments, 'before')).toBe(before);
      expect(rebuild(segments, 'after')).toBe(after);
      for (let i = 1; i < segments.length; i++) {
        expect(segments[i]?.type).not.toBe(segments[i - 1]?.type);
      }
    }
  });

  it('falls back to one removal and one addition for huge inputs', () => {
    const size = Math.ceil(Math.sqrt(MAX_DIFF_WORK)) + 10;
    const before = Array.from({ length: size }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: size }, (_, i) => `b${i}`).join(' ');
    const segments = diffWords(before, after);
    expect(segments.map((s) => s.type)).toEqual(['removed', 'added']);
    expect(rebuild(segments, 'after')).toBe(after);
  });

  it('counts added and removed words', () => {
    expect(diffStats(diffWords('write an email', 'write a formal email'))).toEqual({
      added: 2,
      removed: 1,
    });
  });
});
