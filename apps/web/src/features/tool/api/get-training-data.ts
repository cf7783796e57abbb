import { TRAINING_LIST_LIMIT, type TrainingDataQuery } from '@silent/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export type TrainingDataFilters = Pick<TrainingDataQuery, 'category' | 'difficulty'>;

/** One page of the spec's list limit (50), from `offset` (sent only past the first page). */
export const getTrainingData = (filters: TrainingDataFilters, offset = 0) =>
  api.call('listTrainingData', {
    query: { ...filters, limit: TRAINING_LIST_LIMIT, ...(offset > 0 ? { offset } : {}) },
  });

/** A full page means there may be more: the next one starts where the loaded rows end. */
export const trainingDataQueryOptions = (filters: TrainingDataFilters) =>
  infiniteQueryOptions({
    queryKey: toolKeys.training.dataList({ ...filters, limit: TRAINING_LIST_LIMIT }),
    queryFn: ({ pageParam }) => getTrainingData(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < TRAINING_LIST_LIMIT
        ? undefined
        : pages.reduce((loaded, page) => loaded + page.length, 0),
  });

export const useTrainingData = (filters: TrainingDataFilters) =>
  useInfiniteQuery(trainingDataQueryOptions(filters));
