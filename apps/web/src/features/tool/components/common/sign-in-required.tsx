import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

/** Stands in for a write button when nobody is signed in: says why and where to sign in. */
export function SignInRequired({ action }: { action: string }) {
  return (
    <p className="tool-signin-note">
      {action} needs a signed-in user.{' '}
      <Link to={paths.signIn} className="tool-link">
        Sign in to {action.charAt(0).toLowerCase() + action.slice(1)}
      </Link>
    </p>
  );
}
