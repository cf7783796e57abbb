import type { SaveModelPriceRequest } from '@silent/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function modelPricesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: adminKeys.modelPrices(userId),
    queryFn: ({ signal }) => api.call('listModelPrices', { signal }),
    retry: false,
  });
}

export function useModelPrices(userId: string) {
  return useQuery(modelPricesQueryOptions(userId));
}

export const saveModelPrice = (body: SaveModelPriceRequest) => api.call('saveModelPrice', { body });
export const deleteModelPrice = (model: string) =>
  api.call('deleteModelPrice', { query: { model } });

/** A price change re-prices the recorded calls: prices and usage are read again. */
export function useChangeModelPrice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { save: SaveModelPriceRequest } | { remove: string }) => {
      if ('save' in change) await saveModelPrice(change.save);
      else await deleteModelPrice(change.remove);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.model(userId) }),
  });
}
