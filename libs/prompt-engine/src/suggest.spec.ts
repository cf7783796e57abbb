import { analysePrompt } from './analyse';
import { MAX_SUGGESTIONS, suggestImprovements } from './suggest';

const ids = (text: string, options = {}) =>
  suggestImprovements(analysePrompt(text, options), 'medium').map((suggestion) => suggestion.id);

describe('suggestImprovements', () => {
  it('asks a bare prompt for details, audience and goal first', () => {
    expect(ids('email').slice(0, 3)).toEqual(['specificity', 'audience', 'goal']);
  });

  it('suggests nothing for what the prompt already has', () => {
    const found = ids(
      'You are a coach. Write a plan for beginners, so that they run 5 km, because we launch a club. ' +
        'Format: a table, under 200 words, upbeat tone. For example: week 1, 3 runs.',
    );
    for (const id of ['audience', 'goal', 'context', 'format', 'length', 'examples']) {
      expect(found).not.toContain(id);
    }
  });

  it('counts audience and context given as options', () => {
    const found = ids('Write a tweet', { targetAudience: 'gamers', context: 'Launch day' });
    expect(found).not.toContain('audience');
    expect(found).not.toContain('context');
  });

  it('quotes the prompt’s own weak words and placeholders', () => {
    const texts = suggestImprovements(
      analysePrompt('Remind {{client}} about some stuff, brief but detailed'),
      'short',
    ).map((suggestion) => suggestion.text);
    expect(texts[0]).toContain('"some", "stuff"');
    expect(texts.join('\n')).toContain('"brief", "detailed"');
    expect(texts.join('\n')).toContain('{{client}}');
    expect(texts.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('names the task and subject', () => {
    const texts = suggestImprovements(analysePrompt('Write a blog post about tea'), 'long').map(
      (suggestion) => suggestion.text,
    );
    expect(texts.join('\n')).toContain('a blog post about "tea"');
  });
});
