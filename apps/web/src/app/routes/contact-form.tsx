import { useDocumentMeta } from '../../components/use-document-meta';
import { ContactFormPage } from '../../features/contact/components/contact-form-page';

// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  useDocumentMeta({
    title: "Let's Talk",
    description:
      'Send Silent Labs a message about your iOS or web project, or about Silent. We reply within 24 hours.',
  });
  return <ContactFormPage />;
}
