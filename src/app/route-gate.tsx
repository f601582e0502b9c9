// Applies the routing rules of spec §2 before a page renders: trailing slash removed, unknown
// params sent to /not-found, protected pages need a session (login with ?redirect=), guest-only
// pages send a signed-in user home; then sets the document title from the route name.
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState } from '../features/auth/auth-store.ts';
import { setDocumentTitle } from '../lib/title.ts';
import { HOME_PATH, NOT_FOUND_PATH, isRouteHandle, loginRedirectPath, resolveRoute } from '../shared/routes-data.ts';
import type { ResolvedRoute, RouteData } from '../shared/routes-data.ts';

interface Current {
  route: RouteData;
  resolved: ResolvedRoute | null;
}

function useCurrentRoute(): Current | null {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => isRouteHandle(m.handle));
  if (!match || !isRouteHandle(match.handle)) return null;
  return { route: match.handle.route, resolved: resolveRoute(match.handle.route, match.params) };
}

export function RouteGate() {
  const location = useLocation();
  const current = useCurrentRoute();
  const { status } = useSnapshot(authState);
  const name = current?.resolved?.name;

  // Layout effect: runs before the page's own effects, so a page may still override the title.
  useLayoutEffect(() => {
    if (name) setDocumentTitle(name);
  }, [name, location.pathname]);

  if (location.pathname !== '/' && location.pathname.endsWith('/')) {
    const pathname = location.pathname.replace(/\/+$/, '') || '/';
    return <Navigate to={{ pathname, search: location.search, hash: location.hash }} replace />;
  }
  if (!current) return <Outlet />; // the catch-all route redirects by itself
  if (!current.resolved) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (current.route.access === 'protected' && status !== 'authenticated') {
    return <Navigate to={loginRedirectPath(location.pathname + location.search)} replace />;
  }
  if (current.route.access === 'guest' && status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  return <Outlet />;
}
