import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function modelSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminKeys.modelSettings(userId),
    queryFn: ({ signal }) => api.call('getModelSettings', { signal }),
    retry: false,
  });
}

export function useModelSettings(userId: string) {
  return useQuery(modelSettingsQueryOptions(userId));
}
