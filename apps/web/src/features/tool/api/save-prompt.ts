import type { SavePromptRequest } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const savePrompt = (body: SavePromptRequest) => api.call('savePrompt', { body });

/** A new version (or none, for unchanged text); the library lists refresh. */
export function useSavePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.library.all() }),
  });
}
