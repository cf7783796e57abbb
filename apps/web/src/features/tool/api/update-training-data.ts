import type { UpdateTrainingData } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTrainingData } from './add-training-data';
import { toolKeys } from './query-keys';

export const updateTrainingData = ({ id, body }: { id: string; body: UpdateTrainingData }) =>
  api.call('updateTrainingData', { params: { id }, body });

/** An edit changes the list and may mark a session's result out of date. */
export function useUpdateTrainingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingData,
    onSuccess: () =>
      Promise.all([
        invalidateTrainingData(queryClient),
        queryClient.invalidateQueries({ queryKey: toolKeys.training.sessions() }),
      ]),
  });
}
