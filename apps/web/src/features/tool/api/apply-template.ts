import type { Template } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterEnhancing } from './after-enhancing';
import { toolKeys } from './query-keys';

export const applyTemplate = ({
  id,
  variables,
}: {
  id: string;
  variables: Record<string, string>;
}) => api.call('applyTemplate', { params: { id }, body: { variables } });

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSuccess: (data) => {
      // Show the new usage count at once, then refetch so every card agrees with the server.
      queryClient.setQueryData<Template[]>(toolKeys.templates(), (list) =>
        list?.map((t) => (t.id === data.template.id ? data.template : t)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: toolKeys.templates() }),
        invalidateAfterEnhancing(queryClient),
      ]);
    },
  });
}
