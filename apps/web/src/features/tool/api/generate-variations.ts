import { VARIATION_COUNT } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const generateVariations = (originalPrompt: string) =>
  api.call('generateVariations', { body: { originalPrompt, count: VARIATION_COUNT } });

export function useGenerateVariations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateVariations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.analytics() }),
  });
}
