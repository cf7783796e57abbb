import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getPrompts = (search: string) =>
  api.call('listPrompts', { query: search ? { search } : {} });

export const promptsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: toolKeys.library.list(search),
    queryFn: () => getPrompts(search),
    placeholderData: keepPreviousData,
  });

export const usePrompts = (search: string, enabled: boolean) =>
  useQuery({ ...promptsQueryOptions(search), enabled });
