import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function modelUsageQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminKeys.modelUsage(userId),
    queryFn: ({ signal }) => api.call('getModelUsage', { signal }),
    retry: false,
  });
}

export function useModelUsage(userId: string) {
  return useQuery(modelUsageQueryOptions(userId));
}
