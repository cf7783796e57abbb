import {
  containsWhole,
  fragmentsOf,
  isWholeFactOf,
  parseFactsSection,
  wholeOccurrences,
} from './tokens';

describe('containsWhole', () => {
  it.each([
    ['Use WINTER30 at checkout.', 'WINTER30'],
    ['Order #B-55120 is late', '#B-55120'],
    ['Upgrade to v4.0.2.', 'v4.0.2'],
    ['It is 2.5x faster', '2.5x'],
    ['due 3/22, please', '3/22'],
    ['am 15. März um 10 Uhr', '15. März'],
    ['Office: EC1A 1BB (London)', 'EC1A 1BB'],
    ['call setState twice', 'setState'],
    ['see https://docs.example.com/api#rate-limits.', 'https://docs.example.com/api#rate-limits'],
    ['Hi {{first_name}},', '{{first_name}}'],
    ['code (WINTER30)', 'WINTER30'],
  ])('finds %j whole in %j', (text, token) => {
    expect(containsWhole(text, token)).toBe(true);
  });

  it.each([
    ['Use WINTER300 at checkout.', 'WINTER30', 'a longer code'],
    ['Use WINTER30 at checkout.', 'WINTER3', 'a cut code'],
    ['Order #B-55120 is late', 'B-55120', 'an id without its sigil'],
    ['Order #B-55120 is late', '55120', 'the digits of an id'],
    ['Upgrade to v4.0.2 now', '0.2', 'the tail of a version'],
    ['Upgrade to v4.0.2 now', 'v4.0', 'the head of a version'],
    ['due 3/22, please', '22', 'half a date'],
    ['due 13/22', '3/22', 'a date inside another'],
    ['30% off', '30', 'a percentage without its sign'],
    ['budget €3,000', '3,000', 'an amount without its currency'],
    ['call useDebouncedValue', 'DebouncedValue', 'the tail of an identifier'],
  ])('rejects %j → %j (%s)', (text, token) => {
    expect(containsWhole(text, token)).toBe(false);
  });

  it('is case-sensitive and verbatim', () => {
    expect(containsWhole('use winter30', 'WINTER30')).toBe(false);
  });

  it('lists every whole occurrence and skips glued ones', () => {
    expect(wholeOccurrences('A1 A12 A1.', 'A1')).toEqual([0, 7]);
  });
});

describe('fragment detection', () => {
  const original =
    'Coupon WINTER30 for order #B-55120 (v4.0.2 is 2.5x faster), due 3/22 at EC1A 1BB, am 15. März. Für unsere Kunden.';
  const mustKeep = ['WINTER30', '#B-55120', 'v4.0.2', '2.5x', '3/22', 'EC1A 1BB', '15. März'];

  it('flags the cut pieces the issue lists', () => {
    const listed = ['WINTER3', '0', 'B-55120', '55120', '0.2', '2', '22', 'EC1A', '15', 'März'];
    expect(fragmentsOf(original, listed, mustKeep)).toEqual(listed);
  });

  it('accepts whole tokens, whole must-keep units and ordinary words', () => {
    expect(fragmentsOf(original, [...mustKeep, 'Kunden', 'Coupon'], mustKeep)).toEqual([]);
  });

  it('flags a fact that is not in the original at all, and an empty one', () => {
    expect(fragmentsOf(original, ['SUMMER20', '  '], mustKeep)).toEqual(['SUMMER20', '  ']);
  });

  it('treats only must-keep tokens with a digit as units', () => {
    const text = 'Write to Herrn Keller about React 19.';
    const keep = ['Herrn Keller', 'React 19'];
    expect(isWholeFactOf(text, 'Keller', keep)).toBe(true);
    expect(isWholeFactOf(text, 'React', keep)).toBe(false);
    expect(isWholeFactOf(text, '19', keep)).toBe(false);
  });

  it('accepts a piece of a unit that also stands alone elsewhere', () => {
    expect(isWholeFactOf('EC1A 1BB; EC1A only', 'EC1A', ['EC1A 1BB'])).toBe(true);
  });
});

describe('parseFactsSection', () => {
  it('reads the list under a "Keep exactly as written" heading up to the next heading', () => {
    const output = [
      '## Task',
      'Write it.',
      '',
      '## Keep exactly as written',
      '- WINTER3',
      '- `#B-55120`',
      '- "3/22"',
      '',
      '## Output format',
      '- A subject line.',
    ].join('\n');
    expect(parseFactsSection(output)).toEqual(['WINTER3', '#B-55120', '3/22']);
  });

  it('reads bold and label headings too', () => {
    expect(
      parseFactsSection('**Keep exactly as written**\n1. v4.0.2\n2. 2.5x\nThen more.'),
    ).toEqual(['v4.0.2', '2.5x']);
    expect(parseFactsSection('Keep these exactly:\n* EC1A 1BB')).toEqual(['EC1A 1BB']);
  });

  it('is empty when the output has no facts section', () => {
    expect(parseFactsSection('## Task\n- WINTER30\n## Format\n- bullets')).toEqual([]);
  });
});
