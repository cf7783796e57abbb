import { useAuth } from '../../../../lib/auth-context';
import { useViewer } from '../../api/get-viewer';

/** Whether the signed-in user is an admin. The API decides (ADMIN_EMAILS), so it is asked. */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  const viewer = useViewer(Boolean(user));
  return Boolean(user) && viewer.data?.kind === 'admin';
}
