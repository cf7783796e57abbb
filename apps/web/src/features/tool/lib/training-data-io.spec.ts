import { richTrainingItem } from '../testing/fixtures';
import { importFormatOf, trainingDataToCsv, trainingDataToJsonl } from './training-data-io';

const item = richTrainingItem;

describe('training data export', () => {
  it('writes CSV with the entity columns and tags joined by |', () => {
    expect(trainingDataToCsv([item])).toBe(
      '"input_text","expected_output","category","subcategory","difficulty_level","style","length","target_audience","context","tags"\r\n' +
        '"Write an email, please","Write a ""clear"" email","email","","easy","professional","","managers","","work|short"\r\n',
    );
  });

  it('writes one JSON object per line without server fields', () => {
    const [line] = trainingDataToJsonl([item]).trimEnd().split('\n');
    const parsed = JSON.parse(line ?? '') as Record<string, unknown>;
    expect(parsed).toMatchObject({ input_text: item.input_text, tags: ['work', 'short'] });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('usage_count');
  });
});

describe('import formats', () => {
  it('recognises formats by extension', () => {
    expect(importFormatOf('data.CSV')).toBe('csv');
    expect(importFormatOf('data.jsonl')).toBe('jsonl');
    expect(importFormatOf('data.txt')).toBeNull();
  });
});
