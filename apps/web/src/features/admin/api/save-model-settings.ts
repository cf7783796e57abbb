import type { SaveModelSettingsRequest } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const saveModelSettings = (body: SaveModelSettingsRequest) =>
  api.call('saveModelSettings', { body });

export const deleteModelSettings = () => api.call('deleteModelSettings');

/** Saving or forgetting the model answers the new settings: they replace the cached ones. */
export function useSaveModelSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveModelSettingsRequest | null) =>
      body ? saveModelSettings(body) : deleteModelSettings(),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.modelSettings(userId), settings),
  });
}
