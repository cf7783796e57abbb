import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const getViewer = () => api.call('getViewer');

export const viewerQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.viewer(), queryFn: getViewer, staleTime: 5 * 60_000 });

/** Who the API takes the caller for (anonymous, user, admin): admin actions show by it. */
export const useViewer = (enabled: boolean) => useQuery({ ...viewerQueryOptions(), enabled });
