import type { AdminWaitlistPage, WaitlistEntry } from '@silent/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Entries shown on the dashboard at once (newest first); the CSV export takes them all. */
export const WAITLIST_PAGE_SIZE = 100;
const EXPORT_PAGE_SIZE = 500;

export function getWaitlist(
  search: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<AdminWaitlistPage> {
  return api.call('listWaitlist', {
    query: { search: search.trim() || undefined, limit: page.limit, offset: page.offset },
    signal,
  });
}

export function waitlistQueryOptions(userId: string, search: string) {
  return queryOptions({
    queryKey: adminKeys.waitlist(userId, search.trim()),
    queryFn: ({ signal }) => getWaitlist(search, { limit: WAITLIST_PAGE_SIZE, offset: 0 }, signal),
    // 401/403 will not change by asking again.
    retry: false,
  });
}

export function useWaitlist(userId: string, search: string) {
  // While a new search loads, the previous results stay on screen.
  return useQuery({ ...waitlistQueryOptions(userId, search), placeholderData: keepPreviousData });
}

/** Every entry matching the search, page by page (for the CSV export). */
export async function getAllWaitlistEntries(search: string): Promise<WaitlistEntry[]> {
  const entries: WaitlistEntry[] = [];
  for (;;) {
    const page = await getWaitlist(search, { limit: EXPORT_PAGE_SIZE, offset: entries.length });
    entries.push(...page.entries);
    if (page.entries.length === 0 || entries.length >= page.total) return entries;
  }
}
