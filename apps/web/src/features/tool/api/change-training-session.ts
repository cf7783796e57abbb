import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const cancelTrainingSession = (id: string) =>
  api.call('cancelTrainingSession', { params: { id } });

export const deleteTrainingSession = (id: string) =>
  api.call('deleteTrainingSession', { params: { id } });

/** Cancelling changes the list; deleting also its metrics and what the engine uses. */
const invalidateSessions = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: toolKeys.training.sessions() }),
    queryClient.invalidateQueries({ queryKey: toolKeys.training.performance() }),
    queryClient.invalidateQueries({ queryKey: toolKeys.training.metrics() }),
  ]);

export function useCancelTrainingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrainingSession,
    onSuccess: () => invalidateSessions(queryClient),
  });
}

export function useDeleteTrainingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainingSession,
    onSuccess: () => invalidateSessions(queryClient),
  });
}
