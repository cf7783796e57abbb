import { enhance, readResult } from './engine';

const base = {
  enhancedPrompt: 'x',
  suggestions: ['Say who it is for.', 'Add a sample.'],
  confidence: 5,
  model: 'm',
};

describe('readResult', () => {
  it('reads the v2 metadata of the interface', () => {
    const read = readResult({
      ...base,
      metadata: {
        task: 'sql',
        language: 'de',
        facts: ['WINTER30', '#B-55120'],
        suggestionIds: ['audience', 'examples'],
      },
    });
    expect(read).toMatchObject({
      task: 'sql',
      language: 'de',
      facts: ['WINTER30', '#B-55120'],
      suggestionIds: ['audience', 'examples'],
    });
  });

  it('reports n/a for what v1 does not expose, or exposes malformed', () => {
    expect(readResult({ ...base, metadata: { task: 'email' } })).toMatchObject({
      task: 'email',
      language: null,
      facts: null,
      suggestionIds: null,
    });
    // Ids that do not line up with the suggestions, or are not interface ids, are not trusted.
    expect(
      readResult({ ...base, metadata: { suggestionIds: ['audience'] } }).suggestionIds,
    ).toBeNull();
    expect(
      readResult({ ...base, metadata: { suggestionIds: ['audience', 'x'] } }).suggestionIds,
    ).toBeNull();
    expect(readResult({ ...base, metadata: { facts: [1, 2] } }).facts).toBeNull();
    expect(readResult({ ...base }).task).toBeNull();
  });

  it('reads today’s engine through the public API', () => {
    const result = enhance({ originalPrompt: 'write an email about the Q3 pricing' });
    expect(result.enhancedPrompt.length).toBeGreaterThan(0);
    expect(typeof result.confidence).toBe('number');
  });
});
