// Builds the browser router from the route table: every screen is a lazy module exporting
// `Component`; a module that fails to load renders the not-found content at the same URL; any
// path outside the table is replaced by /not-found. Guards and titles live in route-gate.tsx.
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundView } from '../components/not-found-view.tsx';
import { NOT_FOUND_PATH } from '../shared/routes-data.ts';
import type { RouteHandle } from '../shared/routes-data.ts';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundaries.tsx';
import { Layout } from './layout.tsx';
import { ROUTE_TABLE } from './route-table.ts';
import type { PageLoader, RouteEntry } from './route-table.ts';

/** Lazy route properties from a page loader; a rejected import becomes the not-found screen. */
export function lazyPage(load: PageLoader): NonNullable<RouteObject['lazy']> {
  return async () => {
    try {
      const page = await load();
      return page.ErrorBoundary ? { Component: page.Component, ErrorBoundary: page.ErrorBoundary } : { Component: page.Component };
    } catch (error) {
      console.warn('Modulul paginii nu s-a putut încărca', error);
      return { Component: NotFoundView };
    }
  };
}

export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const pages: RouteObject[] = table.map((entry) => {
    const handle: RouteHandle = { route: entry };
    return { path: entry.path, handle, lazy: lazyPage(entry.load) };
  });
  return [
    {
      Component: Layout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        {
          ErrorBoundary: PageErrorBoundary,
          children: [...pages, { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
