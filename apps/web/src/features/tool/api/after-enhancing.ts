import type { QueryClient } from '@tanstack/react-query';
import { toolKeys } from './query-keys';

/** Every enhancement lands in the history, which analytics are computed from. */
export const invalidateAfterEnhancing = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: toolKeys.analytics() }),
    queryClient.invalidateQueries({ queryKey: toolKeys.history.all() }),
  ]);
