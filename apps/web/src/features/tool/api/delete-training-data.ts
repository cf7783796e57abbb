import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTrainingData } from './add-training-data';
import { toolKeys } from './query-keys';

export const deleteTrainingData = (id: string) =>
  api.call('deleteTrainingData', { params: { id } });

/** Resolves with the active results that learned from the item and are now out of date. */
export function useDeleteTrainingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainingData,
    onSuccess: () =>
      Promise.all([
        invalidateTrainingData(queryClient),
        queryClient.invalidateQueries({ queryKey: toolKeys.training.sessions() }),
      ]),
  });
}
