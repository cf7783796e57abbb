import { extractFacts, missingFacts } from './facts';

const texts = (text: string) => extractFacts(text).map((fact) => `${fact.kind}:${fact.text}`);

describe('extractFacts', () => {
  it('finds placeholders, links, addresses, quotes, dates, numbers and names', () => {
    const found = texts(
      'Remind {{name}} that Acme Corp owes $1,200 by 2024-07-01; see https://pay.example.com/inv?id=4 ' +
        'or write to billing@acme.example and quote "Net 30" before March 3, 2025 at 10:30 am.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'placeholder:{{name}}',
        'name:Acme Corp',
        'number:$1,200',
        'date:2024-07-01',
        'url:https://pay.example.com/inv?id=4',
        'email:billing@acme.example',
        'quote:"Net 30"',
        'date:March 3, 2025',
        'date:10:30 am',
      ]),
    );
  });

  it('does not report numbers inside links or dates twice', () => {
    const found = texts('Open https://x.example/v2/items/42 on 2025-01-31.');
    expect(found).toEqual(['url:https://x.example/v2/items/42', 'date:2025-01-31']);
  });

  it('ignores words capitalised only because they start a sentence', () => {
    expect(texts('Write an email. Please keep it warm.')).toEqual([]);
    expect(texts('Write to Dana Kim at Globex.')).toEqual(['name:Dana Kim', 'name:Globex']);
  });

  it('keeps non-English names and numbers', () => {
    expect(texts('Escribe a María sobre la factura 4711.')).toEqual(['name:María', 'number:4711']);
  });

  it('lists the facts a text lost', () => {
    const facts = extractFacts('Call Ana at 10:00 about "Plan B".');
    expect(missingFacts(facts, 'Call Ana about "Plan B".').map((fact) => fact.text)).toEqual([
      '10:00',
    ]);
  });
});
