import type { SIGN_IN_REQUIRED } from '@silent/contracts';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

/** Stands in for a write button when nobody is signed in: says why and where to sign in. */
export function SignInRequired({
  prompt,
}: {
  prompt: (typeof SIGN_IN_REQUIRED)[keyof typeof SIGN_IN_REQUIRED];
}) {
  return (
    <p className="tool-signin-note">
      {prompt.need} needs a signed-in user.{' '}
      <Link to={paths.signIn} className="tool-link">
        {prompt.link}
      </Link>
    </p>
  );
}
