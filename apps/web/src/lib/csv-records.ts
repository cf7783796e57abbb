// CSV reading (papaparse), kept apart from the writer so pages that only export never load it.
import Papa from 'papaparse';

/**
 * CSV rows as records keyed by the (trimmed) header row; a short row's missing cells are empty.
 * Only commas separate cells. Accepts LF or CRLF, a byte-order mark and a missing final newline;
 * blank lines are skipped.
 */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const { data, meta } = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.replace(/^\uFEFF/, '').trim(),
  });
  const keys = meta.fields ?? [];
  return data.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? ''] as const)));
}
