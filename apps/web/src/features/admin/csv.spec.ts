import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes a header and one CRLF line per row', () => {
    const csv = toCsv(
      [{ email: 'a@x.test' }, { email: 'b@x.test' }],
      [{ label: 'email', value: (row: { email: string }) => row.email }],
    );
    expect(csv).toBe('email\r\na@x.test\r\nb@x.test\r\n');
  });
});
