import { buttonClassName } from '@silent/ui';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';

// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  useDocumentMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist on the Silent Labs site.',
  });
  return (
    <div className="ui-container page page-narrow">
      <span className="page-eyebrow">Error 404</span>
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">
        The page you were looking for has moved or never existed. Let&rsquo;s get you back on track.
      </p>
      <div className="row">
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          Go to the home page
        </Link>
        <Link to={paths.contact} className={buttonClassName()}>
          Contact the team
        </Link>
      </div>
    </div>
  );
}
