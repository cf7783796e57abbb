import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterEnhancing } from './after-enhancing';

/** `ratingToken`: the one an anonymous result came with (a user's own need none). */
export const rateEnhancement = ({
  id,
  rating,
  ratingToken,
}: {
  id: string;
  rating: number;
  ratingToken?: string;
}) =>
  api.call('rateEnhancement', {
    params: { id },
    body: { rating, ...(ratingToken ? { ratingToken } : {}) },
  });

export function useRateEnhancement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateEnhancement,
    onSuccess: () => invalidateAfterEnhancing(queryClient),
  });
}
