import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getTrainingMetrics = () => api.call('getTrainingMetrics');

export const trainingMetricsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.training.metrics(), queryFn: getTrainingMetrics });

export const useTrainingMetrics = () => useQuery(trainingMetricsQueryOptions());
