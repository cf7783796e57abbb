import { restateRequest } from './restate';

describe('restateRequest', () => {
  it('drops the politeness that wraps the ask and ends the sentence', () => {
    expect(restateRequest('hey, can you please write a poem about autumn')).toBe(
      'Write a poem about autumn.',
    );
    expect(restateRequest('Could you explain why the sky is blue?')).toBe(
      'Explain why the sky is blue.',
    );
    expect(restateRequest('bitte fasse den Text zusammen')).toBe('Fasse den Text zusammen.');
    // The request's own question mark goes even when more sentences follow it.
    expect(restateRequest('Can you summarize the 3.13 changes? Keep it to 5 bullets.')).toBe(
      'Summarize the 3.13 changes. Keep it to 5 bullets.',
    );
  });

  it('keeps a German modal question whole: its verb comes last', () => {
    const ask = 'Kannst du mir eine höfliche E-Mail an die Hausverwaltung schreiben?';
    expect(restateRequest(ask, { language: 'de' })).toBe(ask);
  });

  it('keeps a real question a question', () => {
    expect(restateRequest('what is kubernetes?')).toBe('What is kubernetes?');
  });

  it('gives an English request that opens with its noun a verb', () => {
    expect(restateRequest('tweet about our sale', { language: 'en' })).toBe(
      'Write a tweet about our sale.',
    );
    expect(restateRequest('email', { language: 'en' })).toBe('Write an email.');
    expect(restateRequest('ideas for a bakery name', { language: 'en' })).toBe(
      'Suggest ideas for a bakery name.',
    );
    // A verb with its object is already an instruction.
    expect(restateRequest('email the supplier about the invoice', { language: 'en' })).toBe(
      'Email the supplier about the invoice.',
    );
  });

  it('never changes a fact, a code-like opening or a long or multi-line prompt', () => {
    expect(restateRequest('setState is not updating in my component')).toBe(
      'setState is not updating in my component.',
    );
    expect(restateRequest('iPhone 15 ad copy')).toBe('iPhone 15 ad copy.');
    const long = `Context: ${'we sell tea. '.repeat(30)}`;
    expect(restateRequest(long)).toBe(long.trim());
    expect(restateRequest('line one\nline two')).toBe('line one\nline two');
  });

  it('gives a German, Spanish, French or Portuguese request that opens with its noun a verb', () => {
    expect(restateRequest('une regex pour valider un code postal', { language: 'fr' })).toBe(
      'Écris une regex pour valider un code postal.',
    );
    expect(restateRequest('Eine E-Mail an meinen Vermieter', { language: 'de' })).toBe(
      'Schreib eine E-Mail an meinen Vermieter.',
    );
    expect(restateRequest('un correo para mi jefe', { language: 'es' })).toBe(
      'Escribe un correo para mi jefe.',
    );
    expect(restateRequest('uma função que inverte uma string', { language: 'pt' })).toBe(
      'Escreva uma função que inverte uma string.',
    );
    // Not a deliverable: left as typed.
    expect(restateRequest('Eine Frage: wie geht das?', { language: 'de' })).toBe(
      'Eine Frage: wie geht das?',
    );
  });

  it('ends a question asked without its mark with one, and code as typed', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['what is 2+2', 'What is 2+2?'],
      ['wie funktioniert eine Wärmepumpe', 'Wie funktioniert eine Wärmepumpe?'],
      ['do a SWOT analysis of our bakery', 'Do a SWOT analysis of our bakery.'],
      [
        'simplify: def f(x): return [i*2 for i in x if i>0]',
        'Simplify: def f(x): return [i*2 for i in x if i>0]',
      ],
      // A question at the end of a statement, and a Portuguese "como".
      [
        "getting KeyError: 'date' in my pandas script, how do i fix",
        "Getting KeyError: 'date' in my pandas script, how do i fix?",
      ],
      [
        'printer says offline but its on, what do i do',
        'Printer says offline but its on, what do i do?',
      ],
      [
        'como somar só os valores positivos no excel',
        'Como somar só os valores positivos no excel?',
      ],
      // An instruction with a question inside it stays an instruction.
      ['write a guide on how do i reset my router', 'Write a guide on how do i reset my router.'],
    ];
    for (const [typed, restated] of cases) expect(restateRequest(typed)).toBe(restated);
  });

  it('adds no second full stop and none after Japanese', () => {
    expect(restateRequest('Proofread: "Their going."')).toBe('Proofread: "Their going."');
    expect(restateRequest('春についての俳句を三つ作ってください')).toBe(
      '春についての俳句を三つ作ってください',
    );
  });
});
