import { useDocumentMeta } from '../../components/use-document-meta';
import { LandingPage } from '../../features/landing/components/landing-page';

// Route module: the router renders `Component` (bundled with the entry, see router.tsx).
export function Component() {
  useDocumentMeta({
    title: 'Silent Labs — AI-assisted iOS & web development',
    description:
      'Silent Labs builds iOS and web products with AI-assisted engineering, and makes Silent, the prompt enhancer that learns from your best examples.',
  });
  return <LandingPage />;
}
