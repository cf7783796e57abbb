import { parseCsv, parseCsvRecords, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks and ends rows with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'has, comma'],
          ['say "hi"', 'two\nlines'],
        ],
      ),
    ).toBe('a,b\r\nplain,"has, comma"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('writes null and undefined as empty cells and numbers as text', () => {
    expect(toCsv(['x', 'y', 'z'], [[null, undefined, 7.5]])).toBe('x,y,z\r\n,,7.5\r\n');
  });

  it('keeps formula-looking cells as text', () => {
    expect(toCsv(['x'], [['=SUM(A1)']])).toBe("x\r\n'=SUM(A1)\r\n");
  });
});

describe('parseCsv', () => {
  it('round-trips what toCsv writes', () => {
    const rows = [
      ['plain', 'has, comma'],
      ['say "hi"', 'two\r\nlines'],
    ];
    expect(parseCsv(toCsv(['a', 'b'], rows))).toEqual([['a', 'b'], ...rows]);
  });

  it('accepts LF endings, a BOM and a missing final newline', () => {
    expect(parseCsv('\uFEFFa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('maps rows to records by header', () => {
    expect(parseCsvRecords(' input_text ,category\nhello,email\nshort\n')).toEqual([
      { input_text: 'hello', category: 'email' },
      { input_text: 'short', category: '' },
    ]);
  });
});
