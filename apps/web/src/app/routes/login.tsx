import { useDocumentMeta } from '../../components/use-document-meta';
import { WaitlistPage } from '../../features/waitlist/components/waitlist-page';

// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  useDocumentMeta({
    title: 'Welcome Back',
    description:
      'Join the Silent waitlist: leave your email and Silent Labs will send your invitation as soon as a seat opens.',
  });
  return <WaitlistPage />;
}
