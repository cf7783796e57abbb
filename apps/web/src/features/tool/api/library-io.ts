import type { LibraryExport } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export const exportLibrary = () => api.call('exportLibrary');
export const importLibrary = (body: LibraryExport) => api.call('importLibrary', { body });

export function useImportLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.library.all() }),
  });
}
