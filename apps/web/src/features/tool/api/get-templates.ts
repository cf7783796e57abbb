import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getTemplates = () => api.call('listTemplates');

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.templates(), queryFn: getTemplates });

export const useTemplates = () => useQuery(templatesQueryOptions());
