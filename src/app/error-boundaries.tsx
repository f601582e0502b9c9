// Error screens of the router: a page error keeps header and footer (PageErrorBoundary); an error
// in the layout itself falls back to a bare page (RootErrorBoundary). Both offer a reload.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundView } from '../components/not-found-view.tsx';
import { Button } from '../components/button.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ro } from '../i18n/ro.ts';
import { reportError } from '../lib/error-reporting.ts';

function ErrorContent({ error }: { error: unknown }) {
  useEffect(() => {
    reportError(error, { boundary: 'router' });
  }, [error]);
  return (
    <div className="container">
      <PageHeader title={ro.app.pageError.title} lead={ro.app.pageError.text} />
      <p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {ro.app.pageError.reload}
        </Button>
      </p>
      <p>
        <a href="/">{ro.app.pageError.home}</a>
      </p>
    </div>
  );
}

export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorContent error={error} />;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="continut">
      <ErrorContent error={error} />
    </main>
  );
}
