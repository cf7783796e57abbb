import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getApiKeys = () => api.call('listApiKeys');
export const createApiKey = (name: string) => api.call('createApiKey', { body: { name } });
export const revokeApiKey = (id: string) => api.call('revokeApiKey', { params: { id } });

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.library.keys(), queryFn: getApiKeys });

export const useApiKeys = (enabled: boolean) => useQuery({ ...apiKeysQueryOptions(), enabled });

function useKeyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.library.keys() }),
  });
}

export const useCreateApiKey = () => useKeyMutation(createApiKey);
export const useRevokeApiKey = () => useKeyMutation(revokeApiKey);
