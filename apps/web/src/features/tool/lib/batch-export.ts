import type { BatchEnhanceResult } from '@silent/contracts';
import { toCsv } from '../../../lib/csv';

export const BATCH_CSV_HEADER = ['original', 'enhanced', 'confidence', 'model', 'suggestions'];

/** One row per result; suggestions joined with " | " so the file stays one row per prompt. */
export function batchToCsv(batch: BatchEnhanceResult): string {
  return toCsv(
    BATCH_CSV_HEADER,
    batch.results.map((r) => [
      r.original,
      r.enhanced,
      r.confidence,
      r.model,
      r.suggestions.join(' | '),
    ]),
  );
}

/** The summary and every result, as the API returned them. */
export function batchToJson(batch: BatchEnhanceResult): string {
  return JSON.stringify({ summary: batch.summary, results: batch.results }, null, 2) + '\n';
}
