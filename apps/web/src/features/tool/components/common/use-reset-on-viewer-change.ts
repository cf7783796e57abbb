import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../../lib/auth-context';
import { toolKeys } from '../../api/query-keys';
import { resetToolWork } from '../../stores/tool-work';

/**
 * What the tool shows depends on who is signed in (their own rows next to the shared ones,
 * their history and analytics). When that changes in this tab, everything cached is dropped
 * and re-read, so one person's rows are never shown to the next. The tabs' kept work goes
 * too when someone signs out or another person signs in (work done before signing in stays).
 */
export function useResetOnViewerChange(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const viewer = user?.id ?? null;
  const previous = useRef(viewer);
  useEffect(() => {
    if (previous.current === viewer) return;
    if (previous.current !== null) resetToolWork();
    previous.current = viewer;
    void queryClient.cancelQueries({ queryKey: toolKeys.all });
    void queryClient.resetQueries({ queryKey: toolKeys.all });
  }, [viewer, queryClient]);
}
