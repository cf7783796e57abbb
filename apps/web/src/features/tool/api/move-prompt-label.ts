import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

export interface LabelMove {
  name: string;
  label: string;
  version: number;
}

export const movePromptLabel = ({ name, label, version }: LabelMove) =>
  api.call('movePromptLabel', { params: { name, label }, body: { version } });

/** Promote or roll back: the prompt's detail is replaced by the answer, the list refreshes. */
export function useMovePromptLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePromptLabel,
    onSuccess: (detail) => {
      queryClient.setQueryData(toolKeys.library.prompt(detail.name), detail);
      return queryClient.invalidateQueries({ queryKey: toolKeys.library.all() });
    },
  });
}
