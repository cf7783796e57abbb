import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getTrainingCategories = () => api.call('listTrainingCategories');

export const trainingCategoriesQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.training.categories(), queryFn: getTrainingCategories });

export const useTrainingCategories = () => useQuery(trainingCategoriesQueryOptions());
