import { extractFacts, missingFacts } from './facts';

const texts = (text: string, language?: string) =>
  extractFacts(text, language ? { language } : {}).map((fact) => fact.text);

/** A fact is whole when nothing word-like is glued to it in the text (the eval's definition). */
function isWhole(text: string, fact: string): boolean {
  for (let at = text.indexOf(fact); at >= 0; at = text.indexOf(fact, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + fact.length] ?? ' ';
    const gluedBefore =
      /[\p{L}\p{N}_#@$€£]/u.test(before) ||
      (/[-./:,'’+&]/.test(before) && /[\p{L}\p{N}]/u.test(text[at - 2] ?? ''));
    const gluedAfter =
      /[\p{L}\p{N}_]/u.test(after) ||
      (/[-./:,'’+&%]/.test(after) && /[\p{L}\p{N}]/u.test(text[at + fact.length + 1] ?? ''));
    if (!gluedBefore && !gluedAfter) return true;
  }
  return false;
}

describe('extractFacts', () => {
  it('keeps codes, ids, versions, ratios and short dates whole', () => {
    const text =
      'Use coupon WINTER30 on order #B-55120, upgrade to v4.0.2 for a 2.5x speed-up; due 3/22.';
    expect(texts(text)).toEqual(['WINTER30', '#B-55120', 'v4.0.2', '2.5x', '3/22']);
  });

  it('keeps multi-token facts as one: dates in several languages, postcodes, units, versions', () => {
    expect(texts('Der Termin ist am 15. März, der Shop am 24.12. geschlossen.', 'de')).toEqual([
      '15. März',
      '24.12.',
    ]);
    expect(texts('Ship to EC1A 1BB by Fri 3/22 at 10:30 am.')).toEqual([
      'EC1A 1BB',
      'Fri 3/22',
      '10:30 am',
    ]);
    expect(texts('El reembolso tarda 48 horas desde el 3 de marzo de 2024.', 'es')).toEqual([
      '48 horas',
      '3 de marzo de 2024',
    ]);
    expect(texts('Upgrade the app to React 19 and Python 3.12 by next week.')).toEqual([
      'React 19',
      'Python 3.12',
    ]);
    expect(texts('IBAN DE89 3704 0044 0532 0130 00, call 06 12 34 56 78.')).toEqual([
      'IBAN',
      'DE89 3704 0044 0532 0130 00',
      '06 12 34 56 78',
    ]);
  });

  it('keeps identifiers, calls, links with fragments, quotes and placeholders', () => {
    const text =
      'Why does setState not update? See https://docs.example.com/a#state-updates and fetchUser(id).then(setUser) ' +
      'for {{first_name}}; quote "Net 30".';
    expect(texts(text)).toEqual([
      'setState',
      'https://docs.example.com/a#state-updates',
      'fetchUser(id).then(setUser)',
      '{{first_name}}',
      '"Net 30"',
    ]);
  });

  it('keeps a command pasted after the request as one fact', () => {
    expect(texts("what does this do: find . -name '*.log' -mtime +7 -exec rm {} \\;")).toEqual([
      "find . -name '*.log' -mtime +7 -exec rm {} \\;",
    ]);
  });

  it('finds names but not words capitalised by position', () => {
    expect(texts('Write to Dana Kim at Globex. Please keep it warm.')).toEqual([
      'Dana Kim',
      'Globex',
    ]);
    expect(texts('Write a speech for Chloe’s wedding.')).toEqual(['Chloe’s']);
    expect(texts('Der Kunde wartet auf die Lieferung.', 'de')).toEqual([]);
  });

  it('never lists a piece of a token', () => {
    const samples = [
      'Call OrderList.tsx:42:18 from app.js',
      'the regex ^(?=.*\\d)(?=.*[a-z]).{8,}$ is wrong',
      'order #PT-20931 with CEP 01310-100 and AZ 4 O 118/24',
      'use f"SELECT * FROM users WHERE id = {user_id}" carefully',
      'revenue fell -12 % and CSAT < 3 after v2.15.1',
    ];
    for (const sample of samples) {
      for (const fact of texts(sample)) expect(isWhole(sample, fact)).toBe(true);
    }
  });

  it('lists the facts a text lost', () => {
    const facts = extractFacts('Call Ana at 10:00 about "Plan B".');
    expect(missingFacts(facts, 'Call Ana about "Plan B".').map((fact) => fact.text)).toEqual([
      '10:00',
    ]);
  });
});
