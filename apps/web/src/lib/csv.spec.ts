import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and ends rows with CRLF (RFC 4180)', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'has, comma'],
          ['say "hi"', 'two\nlines'],
        ],
      ),
    ).toBe('"a","b"\r\n"plain","has, comma"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('writes null and undefined as empty cells and numbers as text', () => {
    expect(toCsv(['x', 'y', 'z'], [[null, undefined, 7.5]])).toBe('"x","y","z"\r\n"","","7.5"\r\n');
  });

  it('keeps formula-looking cells as text with a leading apostrophe', () => {
    const cells = ['=SUM(A1)', '+1', '-2', '@sum', '\tcmd', '\rcmd', '=HYPERLINK("x")'];
    expect(
      toCsv(
        ['x'],
        cells.map((cell) => [cell]),
      ),
    ).toBe(
      '"x"\r\n"\'=SUM(A1)"\r\n"\'+1"\r\n"\'-2"\r\n"\'@sum"\r\n"\'\tcmd"\r\n"\'\rcmd"\r\n' +
        '"\'=HYPERLINK(""x"")"\r\n',
    );
  });

  it('keeps a cell with a list separator whole, so no formula can start a cell of its own', () => {
    // Spreadsheets in many locales split unquoted lines on ";": quoted, "=1+2" stays inside.
    expect(toCsv(['name'], [['Bob;=1+2'], ['=1+2;Bob']])).toBe(
      '"name"\r\n"Bob;=1+2"\r\n"\'=1+2;Bob"\r\n',
    );
  });

  it('neutralises a formula in the header too', () => {
    expect(toCsv(['=cmd'], [])).toBe('"\'=cmd"\r\n');
  });
});
