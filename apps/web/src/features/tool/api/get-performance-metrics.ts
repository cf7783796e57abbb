import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getPerformanceMetrics = () => api.call('listPerformanceMetrics');

export const performanceMetricsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.training.performance(), queryFn: getPerformanceMetrics });

export const usePerformanceMetrics = () => useQuery(performanceMetricsQueryOptions());
