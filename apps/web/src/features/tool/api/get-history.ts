import type { HistoryQuery } from '@silent/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getHistory = (query: HistoryQuery) => api.call('listHistory', { query });

export const historyQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: toolKeys.history.page(query),
    queryFn: () => getHistory(query),
    // Paging and searching keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useHistory = (query: HistoryQuery, enabled: boolean) =>
  useQuery({ ...historyQueryOptions(query), enabled });
