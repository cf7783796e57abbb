import { boilerplate } from './boilerplate';

describe('boilerplate', () => {
  const shared = '## Constraints\n- Do not invent facts.';
  const outputs = [
    `Write a haiku.\n${shared}`,
    `Fix the bug in parse().\n${shared}`,
    `Translate the menu.\n${shared}`,
    'Plan a trip to Lisbon.\nOne day per line.',
  ];

  it('counts lines that recur in at least a third of the outputs', () => {
    const result = boilerplate(outputs);
    // 6 of the 11 lines are the two shared lines (3 outputs × 2 lines).
    expect(result.lineShare).toBeCloseTo(6 / 11);
    expect(result.recurring.map((entry) => entry.line)).toEqual([
      '## constraints',
      'do not invent facts.',
    ]);
  });

  it('weighs the word share by the words on recurring lines', () => {
    const result = boilerplate(outputs);
    // Recurring words: 3 × (1 + 4) = 15; all words: 15 + 3 + 5 + 3 + 5 + 4 = 35.
    expect(result.wordShare).toBeCloseTo(15 / 35);
  });

  it('counts a line once per output, so repeating it inside one output does not make it recur', () => {
    const repeated = ['x\nx\nx', 'y', 'z', 'w', 'v', 'u'];
    expect(boilerplate(repeated).lineShare).toBe(0);
  });

  it('is n/a for no outputs', () => {
    expect(boilerplate([]).lineShare).toBeNull();
  });
});
