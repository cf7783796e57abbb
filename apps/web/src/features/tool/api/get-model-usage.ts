import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

/** Calls, tokens, cost and median latency of every recorded model call (admins only). */
export const getModelUsage = () => api.call('getModelUsage');

export const modelUsageQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.modelUsage(), queryFn: getModelUsage });

export const useModelUsage = (enabled: boolean) =>
  useQuery({ ...modelUsageQueryOptions(), enabled });
