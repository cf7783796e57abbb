import type { BatchEnhanceRequest } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterEnhancing } from './after-enhancing';

export const batchEnhance = (body: BatchEnhanceRequest) => api.call('batchEnhance', { body });

export function useBatchEnhance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchEnhance,
    onSuccess: () => invalidateAfterEnhancing(queryClient),
  });
}
