// Applies the routing rules of spec §2 to one route-table row before its page renders: unknown
// params go to /not-found, protected pages need a session (login with ?redirect=), guest-only pages
// send a signed-in user home; then sets the document title and provides the row to the page.
import { createElement, useLayoutEffect } from 'react';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState } from '../features/auth/auth-store.ts';
import { setDocumentTitle } from '../lib/title.ts';
import { RouteInfoContext } from '../pages/route-info.ts';
import type { RouteInfo } from '../pages/route-info.ts';
import { HOME_PATH, NOT_FOUND_PATH, loginRedirectPath, resolveRoute } from '../shared/routes-data.ts';
import { PageErrorBoundary } from './error-boundaries.tsx';
import type { RouteEntry } from './route-table.ts';
import { loadedPage, pageErrorBoundary } from './lazy-page.ts';

export function RoutePage({ entry, Page }: { entry: RouteEntry; Page: ComponentType }) {
  const params = useParams();
  const location = useLocation();
  const { status } = useSnapshot(authState);
  const resolved = resolveRoute(entry, params);
  const name = resolved?.name;
  const info: RouteInfo | null = resolved ? { ...resolved, route: entry, params } : null;

  // Layout effect: runs before the page's own effects, so a page may still override the title.
  useLayoutEffect(() => {
    if (name) setDocumentTitle(name);
  }, [name, location.pathname]);

  if (!info) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (entry.access === 'protected' && status !== 'authenticated') {
    return <Navigate to={loginRedirectPath(location.pathname + location.search)} replace />;
  }
  if (entry.access === 'guest' && status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  // A module loaded ahead (prerendered page, server render) renders at once, without Suspense.
  const loaded = loadedPage(entry.load);
  return (
    <RouteInfoContext.Provider value={info}>
      <PageErrorBoundary key={location.pathname} fallback={() => pageErrorBoundary(entry.load)}>
        {loaded ? createElement(loaded) : <Page />}
      </PageErrorBoundary>
    </RouteInfoContext.Provider>
  );
}
