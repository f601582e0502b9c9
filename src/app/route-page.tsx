// Applies the routing rules of spec §2 to one route-table row before its page renders: unknown
// params go to /not-found, protected pages need a session (login with ?redirect=), guest-only pages
// send a signed-in user home; then sets the document title and provides the row to the page.
// The guards do not race a navigation that follows a session change made on the page itself: a
// guest page where the user signs in lets the screen go to its target; a protected page whose
// session ends in this tab (logout's caller goes home, an expiry goes to login after its toast)
// shows nothing and goes to login only if nothing else navigated. Another tab's logout: at once.
import { createElement, useEffect, useLayoutEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState, isSignedIn, sessionEndedInThisTab } from '../features/auth/auth-store.ts';
import { navigateTo } from '../lib/navigation.ts';
import { syncDocumentHead } from '../lib/document-head.ts';
import { capitalize, setDocumentTitle } from '../lib/title.ts';
import { RouteInfoContext } from '../pages/route-info.ts';
import type { RouteInfo } from '../pages/route-info.ts';
import { HOME_PATH, NOT_FOUND_PATH, loginRedirectPath, resolveRoute } from '../shared/routes-data.ts';
import { PageErrorBoundary } from './error-boundaries.tsx';
import type { RouteEntry } from './route-table.ts';
import { loadedPage, pageErrorBoundary } from './lazy-page.ts';

/** A protected page whose session ended while open goes to login if nobody else navigated by then. */
export const ENDED_SESSION_FALLBACK_MS = 1500;

/** Whether the user was signed in when this location (history entry) was entered. */
function useSignedInOnArrival(locationKey: string, signedIn: boolean): boolean {
  const [arrival, setArrival] = useState({ key: locationKey, signedIn });
  if (arrival.key !== locationKey) {
    setArrival({ key: locationKey, signedIn }); // a new location: re-render with its own arrival state
    return signedIn;
  }
  return arrival.signedIn;
}

/** Shows nothing of the page (its data is gone) and sends to login unless something else navigates first. */
function SessionEnded({ to }: { to: string }) {
  useEffect(() => {
    const timer = setTimeout(() => navigateTo(to, { replace: true }), ENDED_SESSION_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [to]);
  return null;
}

export function RoutePage({ entry, Page }: { entry: RouteEntry; Page: ComponentType }) {
  const params = useParams();
  const location = useLocation();
  const { status } = useSnapshot(authState);
  const signedIn = isSignedIn(status);
  const signedInOnArrival = useSignedInOnArrival(location.key, signedIn);
  const resolved = resolveRoute(entry, params);
  const name = resolved?.name;
  const info: RouteInfo | null = resolved ? { ...resolved, route: entry, params } : null;

  // Layout effect: runs before the page's own effects, so a page may still override the title.
  useLayoutEffect(() => {
    if (!name) return;
    setDocumentTitle(name);
    syncDocumentHead(location.pathname, capitalize(name));
  }, [name, location.pathname]);

  if (!info) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (entry.access === 'protected' && !signedIn) {
    const login = loginRedirectPath(location.pathname + location.search);
    // Ended here while open (logout, expiry): its own navigation follows; otherwise go at once.
    if (signedInOnArrival && sessionEndedInThisTab()) return <SessionEnded to={login} />;
    return <Navigate to={login} replace />;
  }
  if (entry.access === 'guest' && signedIn && signedInOnArrival) return <Navigate to={HOME_PATH} replace />;
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
