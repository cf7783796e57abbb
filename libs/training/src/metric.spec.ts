import { agreement } from './metric';

const expected = [
  '## Role',
  'You are a financial analyst who writes budget proposals.',
  '## Output format',
  '- A cost table with item, amount and note.',
  '## Constraints',
  '- Amounts in EUR with two decimals.',
  '- Mark every assumption with [ASSUMPTION].',
].join('\n');

describe('agreement', () => {
  it('is 1 for the expected output itself', () => {
    expect(agreement(expected, expected)).toEqual({ content: 1, structure: 1, score: 1 });
  });

  it('does not count stopwords as agreement', () => {
    const onlyStopwords = 'the and of with a for to in is are who';
    expect(agreement(onlyStopwords, expected).content).toBe(0);
  });

  it('credits a rule line found anywhere in the output, and a heading only when it is one', () => {
    const withRule = 'Write the proposal.\nAll amounts in EUR with two decimals.';
    const score = agreement(withRule, expected);
    // Six units (three headings, three rule lines); the rule line is found, no heading is.
    expect(score.structure).toBeCloseTo(1 / 6);
    const headed = `## Constraints\n${withRule}`;
    expect(agreement(headed, expected).structure).toBeCloseTo(2 / 6);
  });

  it('scores the right reference above another example of the same shape', () => {
    const output = [
      'You are a financial analyst.',
      'Propose a budget for the office move to Hamburg.',
      '- Amounts in EUR with two decimals.',
    ].join('\n');
    const right =
      'Propose a budget for the office move to Hamburg.\n- Amounts in EUR with two decimals.';
    const wrong = 'Write a poem about autumn leaves.\n- Keep it under twelve lines.';
    expect(agreement(output, right).score).toBeGreaterThan(agreement(output, wrong).score);
  });

  it('falls back to content alone when the expected output has no structure', () => {
    const result = agreement('budget proposal office', 'a budget proposal for the office');
    expect(result.structure).toBe(result.content);
    expect(result.score).toBe(result.content);
  });
});
