import type { EnhanceRequest } from '@silent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterEnhancing } from './after-enhancing';

export interface EnhanceCall {
  body: EnhanceRequest;
  /** Stop: closes the stream, so the server stops the model and stores nothing. */
  signal?: AbortSignal;
  /** The model's text as it is written. */
  onDelta?: (text: string) => void;
}

/** Streamed, so a model's answer shows as it is written and can be stopped (ENHANCE_STREAM). */
export const enhancePrompt = ({ body, signal, onDelta }: EnhanceCall) =>
  api.streamEnhance(body, { ...(signal ? { signal } : {}), ...(onDelta ? { onDelta } : {}) });

/** Every enhancement lands in the history analytics are computed from. */
export function useEnhancePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enhancePrompt,
    onSuccess: () => invalidateAfterEnhancing(queryClient),
  });
}
