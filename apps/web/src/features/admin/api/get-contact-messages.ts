import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const CONTACT_PAGE_SIZE = 100;

export function contactMessagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminKeys.contactMessages(userId),
    queryFn: ({ signal }) =>
      api.call('listContactMessages', { query: { limit: CONTACT_PAGE_SIZE }, signal }),
    retry: false,
  });
}

export function useContactMessages(userId: string, enabled: boolean) {
  return useQuery({ ...contactMessagesQueryOptions(userId), enabled });
}
