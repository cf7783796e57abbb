import { formatDuration, formatMinutes, variableLabel } from './format';

describe('variableLabel', () => {
  it.each([
    ['word_count', 'Word count'],
    ['call_to_action', 'Call to action'],
    ['targetAudience', 'Target audience'],
    ['topic', 'Topic'],
    ['API_key', 'API key'],
    ['grade-level', 'Grade level'],
  ])('reads %s as "%s"', (name, label) => {
    expect(variableLabel(name)).toBe(label);
  });
});

describe('formatDuration', () => {
  it('says short durations in ms and seconds', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(3_000)).toBe('3 s');
    expect(formatDuration(1_480)).toBe('1.5 s');
    expect(formatDuration(9_960)).toBe('10 s');
    expect(formatDuration(12_400)).toBe('12 s');
  });

  it('says minutes with their seconds, and rounds before it picks the unit', () => {
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(59_600)).toBe('1 min');
  });

  it('says hours with their minutes', () => {
    expect(formatDuration(3_600_000)).toBe('1 h');
    expect(formatDuration(3_840_000)).toBe('1 h 4 min');
  });

  it('says nothing it cannot know', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(undefined)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
    expect(formatDuration(-5)).toBe('—');
  });
});

describe('formatMinutes', () => {
  it('reads a duration stored in minutes the same way, never "0.00 min"', () => {
    expect(formatMinutes(0.05)).toBe('3 s');
    expect(formatMinutes(125 / 60)).toBe('2 min 5 s');
    expect(formatMinutes(0.001)).toBe('60 ms');
    expect(formatMinutes(null)).toBe('—');
  });
});
