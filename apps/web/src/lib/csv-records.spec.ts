import { toCsv } from './csv';
import { parseCsvRecords } from './csv-records';

describe('parseCsvRecords', () => {
  it('round-trips what toCsv writes', () => {
    const rows = [
      ['plain', 'has, comma'],
      ['say "hi"', 'two\r\nlines'],
    ];
    expect(parseCsvRecords(toCsv(['a', 'b'], rows))).toEqual([
      { a: 'plain', b: 'has, comma' },
      { a: 'say "hi"', b: 'two\r\nlines' },
    ]);
  });

  it('accepts LF endings, a BOM and a missing final newline', () => {
    expect(parseCsvRecords('\uFEFFa,b\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });

  it('maps rows to records by the trimmed header and fills missing cells', () => {
    expect(parseCsvRecords(' input_text ,category\nhello,email\nshort\n\n')).toEqual([
      { input_text: 'hello', category: 'email' },
      { input_text: 'short', category: '' },
    ]);
  });

  it('reads only commas as separators', () => {
    expect(parseCsvRecords('a;b\n1;2\n')).toEqual([{ 'a;b': '1;2' }]);
  });

  it('returns no records for an empty file or a header alone', () => {
    expect(parseCsvRecords('')).toEqual([]);
    expect(parseCsvRecords('a,b\n')).toEqual([]);
  });
});
