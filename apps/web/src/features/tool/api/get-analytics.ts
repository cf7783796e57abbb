import type { AnalyticsScope } from '@silent/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

/** A user's own analytics; `product`: everyone's (admins only). */
export const getAnalytics = (scope: AnalyticsScope = 'own') =>
  api.call('getAnalytics', { query: { scope } });

export const analyticsQueryOptions = (scope: AnalyticsScope = 'own') =>
  queryOptions({ queryKey: toolKeys.analyticsOf(scope), queryFn: () => getAnalytics(scope) });

/** Only signed in: analytics are a user's own. */
export const useAnalytics = (scope: AnalyticsScope, enabled: boolean) =>
  useQuery({ ...analyticsQueryOptions(scope), enabled });
