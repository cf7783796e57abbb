import type { NewTrainingData } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const addTrainingData = (body: NewTrainingData) => api.call('addTrainingData', { body });

/** New data changes the list, the category sample counts and the totals. */
export const invalidateTrainingData = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: toolKeys.training.data() }),
    queryClient.invalidateQueries({ queryKey: toolKeys.training.categories() }),
    queryClient.invalidateQueries({ queryKey: toolKeys.training.metrics() }),
  ]);

export function useAddTrainingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrainingData,
    onSuccess: () => invalidateTrainingData(queryClient),
  });
}
