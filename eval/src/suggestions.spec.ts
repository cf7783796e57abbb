import { classifySuggestion, isRedundant, promptStatesLength } from './suggestions';

describe('classifySuggestion', () => {
  it.each([
    ['Say who an email about the launch is for: customers or partners.', 'audience'],
    ['State what an explanation should achieve, for instance what the reader should know.', 'goal'],
    ['Name the format you need; without one a table was assumed.', 'format'],
    ['Give a length; the medium budget was used (150–250 words).', 'length'],
    ['Add background: what led to this request and what is already decided.', 'context'],
    ['Paste a sample of an email you like so its structure can be matched.', 'examples'],
    [
      'Say how you will judge a summary, e.g. "Every reader knows who is affected."',
      'success-criteria',
    ],
    ['Replace vague wording ("some", "stuff") with the exact items you mean.', 'vague-words'],
    ['"brief" and "comprehensive" pull in opposite directions: pick one length.', 'contradiction'],
    [
      'This asks for 2 tasks at once (write, translate): send each as its own prompt.',
      'split-tasks',
    ],
    ['Fill in {{name}} before using the result.', 'inputs'],
    ['Nenne die Zielgruppe: wer liest den Text?', 'audience'],
    ['Indica el público: ¿para quién es?', 'audience'],
    ['Something else entirely.', 'other'],
  ])('%j asks for %s', (text, id) => {
    expect(classifySuggestion(text)).toBe(id);
  });

  it('ignores words inside quotes', () => {
    // Without the quotes removed, "readers" and "audience" would win (audience is checked first).
    expect(classifySuggestion('Name the format you need, e.g. "a note for our readers"')).toBe(
      'format',
    );
    expect(classifySuggestion('Add background, e.g. "the audience already knows the tool"')).toBe(
      'context',
    );
  });
});

describe('isRedundant', () => {
  const present = { hasAudience: true, hasFormat: false, hasLength: true, hasContext: false };

  it('flags only what the prompt or its options already have', () => {
    expect(isRedundant('audience', present)).toBe(true);
    expect(isRedundant('length', present)).toBe(true);
    expect(isRedundant('format', present)).toBe(false);
    expect(isRedundant('context', present)).toBe(false);
    expect(isRedundant('examples', present)).toBe(false);
  });
});

describe('promptStatesLength', () => {
  it.each([
    'under 500 words',
    'max 150 characters',
    'in 3 bullets',
    'höchstens 80 Wörter',
    'unos 1.200 palabras',
    'en 5 puces',
    'in one sentence',
  ])('sees a length in %j', (text) => expect(promptStatesLength(text)).toBe(true));

  it('sees none in a prompt without a number and unit', () => {
    expect(promptStatesLength('write a poem about autumn')).toBe(false);
    expect(promptStatesLength('top 5 customers by revenue')).toBe(false);
  });
});
