import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getSessionResults = (id: string) =>
  api.call('listTrainingSessionResults', { params: { id } });

export const sessionResultsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: toolKeys.training.sessionResults(id),
    queryFn: () => getSessionResults(id),
  });

/** What a session learned per category: exemplars and before/after figures. */
export const useSessionResults = (id: string) => useQuery(sessionResultsQueryOptions(id));
