import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const diffPromptVersions = (name: string, from: number, to: number) =>
  api.call('diffPromptVersions', { params: { name }, query: { from, to } });

export const promptDiffQueryOptions = (name: string, from: number, to: number) =>
  queryOptions({
    queryKey: toolKeys.library.diff(name, from, to),
    queryFn: () => diffPromptVersions(name, from, to),
  });

export const usePromptDiff = (name: string, from: number, to: number, enabled: boolean) =>
  useQuery({ ...promptDiffQueryOptions(name, from, to), enabled });
