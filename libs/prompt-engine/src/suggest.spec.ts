import { analysePrompt } from './analyse';
import { MAX_SUGGESTIONS, findSubject, suggestImprovements } from './suggest';

const suggest = (text: string) => suggestImprovements(analysePrompt(text), 'medium');

describe('suggestImprovements', () => {
  it('quotes the vague words and names the unknown that matters for the task', () => {
    const list = suggest('Brainstorm marketing ideas for a board game café, kind of quirky, etc.');
    expect(list[0]).toEqual({
      id: 'vague-words',
      text: 'Replace "etc.", "kind of" with the exact items you mean.',
    });
    expect(suggest('write a SQL query for the top customers').map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        'Name the SQL dialect (PostgreSQL, MySQL, SQL Server, BigQuery, ...).',
      ]),
    );
  });

  it('asks for missing material first', () => {
    expect(suggest('Debug my React component that crashes')[0]).toMatchObject({ id: 'inputs' });
  });

  it('never suggests what the prompt already has', () => {
    for (const text of [
      'Write a story for my kids about a dragon, 300 words, as a numbered list of scenes.',
      'Schreib eine E-Mail an unsere Kunden, kurz und freundlich, höchstens 80 Wörter.',
      'Escribe un poema para mis alumnos sobre el mar.',
    ]) {
      const analysis = analysePrompt(text);
      for (const entry of suggestImprovements(analysis, 'medium')) {
        if (entry.id in analysis.elements) {
          expect(analysis.elements[entry.id as keyof typeof analysis.elements].present).toBe(false);
        }
      }
    }
    expect(
      suggest('Write a story for my kids about a dragon').map((entry) => entry.id),
    ).not.toContain('audience');
  });

  it('gives at most five, and no audience request to a support reply', () => {
    expect(suggest('email').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(
      suggest('Reply to a customer whose package is late.').map((entry) => entry.id),
    ).not.toContain('audience');
  });

  it('quotes the subject in the goal and background it asks for', () => {
    expect(findSubject('Write an apology email to customers about the outage on 2024-11-02.')).toBe(
      'the outage on 2024-11-02',
    );
    expect(
      suggest('Write a blog post about sourdough starters')
        .map((entry) => entry.text)
        .join(' '),
    ).toContain('"sourdough starters"');
  });
});
