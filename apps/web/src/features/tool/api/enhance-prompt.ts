import type { EnhanceRequest } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterEnhancing } from './after-enhancing';

export const enhancePrompt = (body: EnhanceRequest) => api.call('enhancePrompt', { body });

/** Every enhancement lands in the history analytics are computed from. */
export function useEnhancePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enhancePrompt,
    onSuccess: () => invalidateAfterEnhancing(queryClient),
  });
}
