// CSV writing for every export of the web app (reading is in csv-records.ts).

export type CsvCell = string | number | boolean | null | undefined;

/** Cells a spreadsheet would run as a formula (or as a DDE command) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/**
 * RFC 4180 CSV with CRLF rows that is safe to open in a spreadsheet: every cell is quoted, so a
 * `;` or `,` inside it never starts a new cell whatever the reader's list separator, and a cell
 * starting with =, +, -, @, tab or CR gets a leading apostrophe so it shows as text instead of
 * running as a formula (a sign-up's name must not execute on an admin's machine).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
