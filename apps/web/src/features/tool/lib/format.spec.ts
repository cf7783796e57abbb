import { variableLabel } from './format';

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
