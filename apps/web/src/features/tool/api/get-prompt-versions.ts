import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getPromptVersions = (name: string) =>
  api.call('getPromptVersions', { params: { name } });

export const promptVersionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: toolKeys.library.prompt(name),
    queryFn: () => getPromptVersions(name),
  });

export const usePromptVersions = (name: string | null) =>
  useQuery({ ...promptVersionsQueryOptions(name ?? ''), enabled: Boolean(name) });
