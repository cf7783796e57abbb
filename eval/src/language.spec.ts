import { ANSWER_LANGUAGE_LINE, addedText, detectLanguage } from './language';

const CANDIDATES = ['en', 'de', 'es', 'fr', 'pt'];

describe('detectLanguage', () => {
  it.each([
    ['Write the answer as a numbered list and state every assumption you make.', 'en'],
    ['Schreibe die Antwort als nummerierte Liste und nenne jede Annahme, die du triffst.', 'de'],
    ['Escribe la respuesta como una lista numerada e indica cada suposición que hagas.', 'es'],
    ['Écris la réponse sous forme de liste numérotée et indique chaque hypothèse.', 'fr'],
    ['Escreva a resposta como uma lista numerada e indique cada suposição que fizer.', 'pt'],
  ])('detects %j as %s', (text, language) => {
    expect(detectLanguage(text, CANDIDATES)).toBe(language);
  });

  it('declines to judge a text that is too short', () => {
    expect(detectLanguage('Tone: formal.', CANDIDATES)).toBeNull();
  });
});

describe('addedText', () => {
  it('keeps the lines the engine wrote and drops the user’s own', () => {
    const original = 'Schreib eine E-Mail an Herrn Keller wegen der Lieferung.';
    const output = [
      '## Task',
      'Schreib eine E-Mail an Herrn Keller wegen der Lieferung.',
      'Answer in the language of the request.',
    ].join('\n');
    expect(addedText(original, output)).toBe('## Task\nAnswer in the language of the request.');
  });
});

describe('ANSWER_LANGUAGE_LINE', () => {
  it('finds the explicit answer-language line, as a line or a list item', () => {
    expect(ANSWER_LANGUAGE_LINE.test('Scrivi un post.\n\n- Answer in Italian.')).toBe(true);
    expect(ANSWER_LANGUAGE_LINE.test('Hoe werkt het?\nAnswer in Dutch.')).toBe(true);
    expect(ANSWER_LANGUAGE_LINE.test('Answer in the language of the request.')).toBe(true);
  });

  it('does not take a request that mentions a language for that line', () => {
    expect(ANSWER_LANGUAGE_LINE.test('Answer in Italian and English, side by side.')).toBe(false);
    expect(ANSWER_LANGUAGE_LINE.test('Translate this. Answer in Italian.')).toBe(false);
    expect(ANSWER_LANGUAGE_LINE.test('Scrivi un post.')).toBe(false);
  });
});
