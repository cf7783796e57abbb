import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const deleteHistoryEntry = (id: string) =>
  api.call('deleteHistoryEntry', { params: { id } });

/** The entry leaves the history and the user's analytics. */
export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: toolKeys.history.all() }),
        queryClient.invalidateQueries({ queryKey: toolKeys.analytics() }),
      ]),
  });
}
