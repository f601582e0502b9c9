// "Page not found" content: the /not-found route and the fallback when a page module fails to load.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ro } from '../i18n/ro.ts';
import { setDocumentTitle } from '../lib/title.ts';
import { ButtonLink } from './button.tsx';
import { PageHeader } from './page-header.tsx';

export function NotFoundView() {
  // Runs after the layout's title effect, so a failed page module still reads "not found".
  useEffect(() => setDocumentTitle(ro.app.notFound.title), []);
  return (
    <div className="container">
      <PageHeader title={ro.app.notFound.title} lead={ro.app.notFound.text} />
      <p>
        <ButtonLink to="/" size="lg">
          {ro.app.notFound.home}
        </ButtonLink>
      </p>
      <p>
        <Link to="/tracking">{ro.app.notFound.tracking}</Link>
      </p>
    </div>
  );
}
