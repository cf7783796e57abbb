import { MESSAGES, type TrainingDataItem } from '@silent/contracts';
import {
  importFormatOf,
  parseTrainingImport,
  trainingDataToCsv,
  trainingDataToJsonl,
} from './training-data-io';

const item: TrainingDataItem = {
  id: '7f1c0a4e-2b7d-4d8e-9a51-0c3a3d1f6b10',
  input_text: 'Write an email, please',
  expected_output: 'Write a "clear" email',
  category: 'email',
  subcategory: null,
  difficulty_level: 'easy',
  style: 'professional',
  length: null,
  target_audience: 'managers',
  context: null,
  tags: ['work', 'short'],
  success_rate: 0.5,
  usage_count: 2,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('training data export', () => {
  it('writes CSV with the entity columns and tags joined by |', () => {
    expect(trainingDataToCsv([item])).toBe(
      'input_text,expected_output,category,subcategory,difficulty_level,style,length,target_audience,context,tags\r\n' +
        '"Write an email, please","Write a ""clear"" email",email,,easy,professional,,managers,,work|short\r\n',
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

describe('training data import', () => {
  it('recognises formats by extension', () => {
    expect(importFormatOf('data.CSV')).toBe('csv');
    expect(importFormatOf('data.jsonl')).toBe('jsonl');
    expect(importFormatOf('data.txt')).toBeNull();
  });

  it('round-trips an exported CSV and JSONL file', () => {
    const expected = {
      input_text: item.input_text,
      expected_output: item.expected_output,
      category: 'email',
      difficulty_level: 'easy',
      style: 'professional',
      target_audience: 'managers',
      tags: ['work', 'short'],
    };
    expect(parseTrainingImport(trainingDataToCsv([item]), 'csv')).toEqual({
      ok: true,
      items: [expected],
    });
    expect(parseTrainingImport(trainingDataToJsonl([item]), 'jsonl')).toEqual({
      ok: true,
      items: [expected],
    });
  });

  it('rejects rows missing a required field with the spec message', () => {
    const result = parseTrainingImport('input_text,expected_output,category\nhi,,email\n', 'csv');
    expect(result).toEqual({
      ok: false,
      message: `${MESSAGES.requiredFields} (row 2: input_text, expected_output, category)`,
    });
  });

  it('rejects unknown difficulties, bad JSON lines and empty files', () => {
    expect(
      parseTrainingImport(
        '{"input_text":"a","expected_output":"b","category":"c","difficulty_level":"extreme"}',
        'jsonl',
      ),
    ).toEqual({ ok: false, message: 'Row 1: difficulty_level must be one of easy, medium, hard' });
    expect(parseTrainingImport('{"input_text":"a"}\nnot json', 'jsonl')).toEqual({
      ok: false,
      message: 'Line 2 is not a JSON object',
    });
    expect(parseTrainingImport('input_text,expected_output,category\n', 'csv')).toEqual({
      ok: false,
      message: 'The file has no training data',
    });
  });
});
