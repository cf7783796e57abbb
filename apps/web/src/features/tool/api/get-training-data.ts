import { TRAINING_LIST_LIMIT, type TrainingDataQuery } from '@silent/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export type TrainingDataFilters = Pick<TrainingDataQuery, 'category' | 'difficulty'>;

export const getTrainingData = (filters: TrainingDataFilters) =>
  api.call('listTrainingData', { query: { ...filters, limit: TRAINING_LIST_LIMIT } });

export const trainingDataQueryOptions = (filters: TrainingDataFilters) =>
  queryOptions({
    queryKey: toolKeys.training.dataList({ ...filters, limit: TRAINING_LIST_LIMIT }),
    queryFn: () => getTrainingData(filters),
  });

export const useTrainingData = (filters: TrainingDataFilters) =>
  useQuery(trainingDataQueryOptions(filters));
