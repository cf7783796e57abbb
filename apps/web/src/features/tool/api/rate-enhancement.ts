import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const rateEnhancement = ({ id, rating }: { id: string; rating: number }) =>
  api.call('rateEnhancement', { params: { id }, body: { rating } });

export function useRateEnhancement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateEnhancement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.analytics() }),
  });
}
