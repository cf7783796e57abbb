import { VARIATION_COUNT } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterEnhancing } from './after-enhancing';

export const generateVariations = (originalPrompt: string) =>
  api.call('generateVariations', { body: { originalPrompt, count: VARIATION_COUNT } });

export function useGenerateVariations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateVariations,
    onSuccess: () => invalidateAfterEnhancing(queryClient),
  });
}
