import type { CreateTrainingSession } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const createTrainingSession = (body: CreateTrainingSession) =>
  api.call('createTrainingSession', { body });

export function useCreateTrainingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrainingSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.training.sessions() }),
  });
}
