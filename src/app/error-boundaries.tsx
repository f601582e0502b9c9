// Error screens: a page error keeps header and footer (PageErrorBoundary, reset on navigation by
// its key); an error in the shell itself falls back to a bare page (RootErrorBoundary in main.tsx).
import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button } from '../components/button.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ro } from '../i18n/ro.ts';
import { reportError } from '../lib/error-reporting.ts';
import type { PageErrorFallback } from './route-table.ts';

export function PageErrorContent({ error }: { error: unknown }) {
  useEffect(() => {
    reportError(error, { boundary: 'page' });
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

interface BoundaryProps {
  children: ReactNode;
  /** Resolved at render time: a page module may bring its own error screen. */
  fallback?: () => PageErrorFallback | undefined;
}

export class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback?.() ?? PageErrorContent;
    return <Fallback error={this.state.error} />;
  }
}

export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary
      fallback={() =>
        function RootError({ error }: { error: unknown }) {
          return (
            <main id="continut">
              <PageErrorContent error={error} />
            </main>
          );
        }
      }
    >
      {children}
    </PageErrorBoundary>
  );
}
