import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getPromotableSessions = () => api.call('listPromotableSessions');

export const promotableSessionsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.training.promotable(), queryFn: getPromotableSessions });

/** Admins only: users' completed sessions to review. */
export const usePromotableSessions = (enabled: boolean) =>
  useQuery({ ...promotableSessionsQueryOptions(), enabled });

export const promoteTrainingSession = (id: string) =>
  api.call('promoteTrainingSession', { params: { id } });

export function usePromoteTrainingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteTrainingSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.training.all() }),
  });
}
