import type { HistoryEntry } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rerunRequest } from '../lib/rerun';
import { invalidateAfterEnhancing } from './after-enhancing';
import { toolKeys } from './query-keys';

/** Runs a history entry again through the endpoint that made it, with the same options. */
export async function rerunHistoryEntry(entry: HistoryEntry): Promise<void> {
  const request = rerunRequest(entry);
  switch (request.endpoint) {
    case 'enhancePrompt':
      await api.call('enhancePrompt', { body: request.body });
      return;
    case 'batchEnhance':
      await api.call('batchEnhance', { body: request.body });
      return;
    case 'generateVariations':
      await api.call('generateVariations', { body: request.body });
      return;
    case 'applyTemplate':
      await api.call('applyTemplate', { params: request.params, body: request.body });
  }
}

export function useRerunHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunHistoryEntry,
    onSuccess: () =>
      Promise.all([
        invalidateAfterEnhancing(queryClient),
        queryClient.invalidateQueries({ queryKey: toolKeys.templates() }),
      ]),
  });
}
