// Builds the routes from the route table: every screen is a lazy module exporting `Component`
// (and optionally `ErrorBoundary`); a module that fails to load renders the not-found content at
// the same URL; a row that is another page's address redirects there; any path outside the table is
// replaced by /not-found.
//
// Why <BrowserRouter> + useRoutes rather than createBrowserRouter: the data router adds ~18 kB gzip
// to the first load, which alone breaks the 110 kB budget of "/" (issue §9). Navigations still run
// in React transitions, so the previous page stays on screen while the next chunk loads.
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { setNavigator } from '../lib/navigation.ts';
import { NOT_FOUND_PATH } from '../shared/routes-data.ts';
import { Layout } from './layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { matchRouteEntry } from './match-route.ts';
import { RedirectRoute } from './redirect-route.tsx';
import { RoutePage } from './route-page.tsx';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteEntry } from './route-table.ts';

export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...table.map((entry) => ({
          path: entry.path,
          element: entry.redirect ? <RedirectRoute to={entry.redirect} /> : <RoutePage entry={entry} Page={lazyPage(entry.load)} />,
        })),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

// The router is given only the route the URL names (and the catch-all): useRoutes then ranks and
// matches two routes instead of the whole table on every render. One array per entry, built once,
// so the elements stay the same between renders.
const routesByEntry = new Map<RouteEntry | undefined, RouteObject[]>();
function routesFor(entry: RouteEntry | undefined): RouteObject[] {
  let routes = routesByEntry.get(entry);
  if (!routes) routesByEntry.set(entry, (routes = buildRoutes(entry ? [entry] : [])));
  return routes;
}

/** Lets code outside React (session expiry, admin session) navigate through the router. */
function useRouterNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path, options) => void navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);
}

export function AppRoutes({ routes }: { routes?: RouteObject[] }) {
  useRouterNavigator();
  const { pathname } = useLocation();
  return useRoutes(routes ?? routesFor(matchRouteEntry(pathname)));
}
