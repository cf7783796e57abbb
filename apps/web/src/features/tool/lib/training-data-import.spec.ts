import { LIMITS, MESSAGES, PROMPT_STYLES } from '@silent/contracts';
import { richTrainingItem } from '../testing/fixtures';
import { parseTrainingImport } from './training-data-import';
import { trainingDataToCsv, trainingDataToJsonl } from './training-data-io';

const item = richTrainingItem;

describe('training data import', () => {
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
      message: `${MESSAGES.requiredFields} (row 2: expected_output)`,
    });
  });

  it('checks every row against the contract, length limits included, naming row and field', () => {
    const header = 'input_text,expected_output,category,style,tags\n';
    const good = 'hi,Hello,email,,\n';
    const rows = (bad: string) => parseTrainingImport(header + good + good + bad, 'csv');
    expect(rows(`${'x'.repeat(LIMITS.promptMaxChars + 1)},Hello,email,,\n`)).toEqual({
      ok: false,
      message: `Row 4: input_text must be at most ${LIMITS.promptMaxChars} characters`,
    });
    expect(rows(`hi,Hello,${'c'.repeat(LIMITS.shortTextMaxChars + 1)},,\n`)).toEqual({
      ok: false,
      message: `Row 4: category must be at most ${LIMITS.shortTextMaxChars} characters`,
    });
    expect(rows('hi,Hello,email,shouty,\n')).toEqual({
      ok: false,
      message: `Row 4: style must be one of ${PROMPT_STYLES.join(', ')}`,
    });
    const manyTags = Array.from({ length: LIMITS.tagsMax + 1 }, (_, i) => `t${i}`).join('|');
    expect(rows(`hi,Hello,email,,${manyTags}\n`)).toEqual({
      ok: false,
      message: `Row 4: tags must have at most ${LIMITS.tagsMax} entries`,
    });
    expect(rows(`hi,Hello,email,,ok|${'t'.repeat(51)}\n`)).toEqual({
      ok: false,
      message: 'Row 4: tags (entry 2) must be at most 50 characters',
    });
  });

  it('names every blank required field of a row', () => {
    expect(parseTrainingImport('{"input_text":"hi","category":"  "}', 'jsonl')).toEqual({
      ok: false,
      message: `${MESSAGES.requiredFields} (row 1: expected_output, category)`,
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
