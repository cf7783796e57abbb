import { Spinner } from '@silent/ui';
import { Navigate } from 'react-router';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { useAuth } from '../../lib/auth-context';

/** /admin/waitlist: signed out → /try; signed in → the dashboard (the API decides admin). */
export function Component() {
  useDocumentMeta({
    title: 'Admin Dashboard',
    description: 'Waitlist entries and contact messages for Silent administrators.',
  });
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <div className="ui-container page">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.signIn} replace />;
  return (
    <div className="ui-container page">
      <span className="page-eyebrow">Admin</span>
      <h1 className="page-title">Admin Dashboard</h1>
      <AdminDashboard
        userId={user.id}
        email={user.email ?? ''}
        signInPath={paths.signIn}
        toolPath={paths.tool}
      />
    </div>
  );
}
