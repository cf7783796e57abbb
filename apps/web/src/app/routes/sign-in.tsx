import { useDocumentMeta } from '../../components/use-document-meta';
import { SignInPage } from '../../features/auth/components/sign-in-page';

// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  useDocumentMeta({
    title: 'Sign in',
    description: 'Sign in to Silent with a one-time e-mail link, Google or Microsoft.',
  });
  return <SignInPage />;
}
