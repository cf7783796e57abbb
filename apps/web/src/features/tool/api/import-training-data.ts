import { LIMITS, type NewTrainingData } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTrainingData } from './add-training-data';

/** Sends the items in chunks the API accepts; resolves with how many were inserted. */
export async function importTrainingData(items: readonly NewTrainingData[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < items.length; start += LIMITS.bulkTrainingMax) {
    const chunk = items.slice(start, start + LIMITS.bulkTrainingMax);
    const result = await api.call('importTrainingData', { body: { items: chunk } });
    inserted += result.inserted;
  }
  return inserted;
}

export function useImportTrainingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTrainingData,
    // Earlier chunks may have landed even when a later one failed.
    onSettled: () => invalidateTrainingData(queryClient),
  });
}
