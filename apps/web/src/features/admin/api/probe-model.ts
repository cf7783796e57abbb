import type { ModelProbeRequest } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const listServerModels = (body: ModelProbeRequest) => api.call('listServerModels', { body });

export const testModel = (body: ModelProbeRequest) => api.call('testModel', { body });

/** List models: the server's ids, or its error in words. */
export function useListServerModels() {
  return useMutation({ mutationFn: listServerModels });
}

/** Test: one tiny completion; it is a recorded call, so the usage totals change. */
export function useTestModel(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testModel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.modelUsage(userId) }),
  });
}
