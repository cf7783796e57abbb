import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getAnalytics = () => api.call('getAnalytics');

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.analytics(), queryFn: getAnalytics });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
