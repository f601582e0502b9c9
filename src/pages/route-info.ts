// Reads the route-table row of the current (deepest) match and resolves its name for the params.
import { useMatches } from 'react-router-dom';
import { isRouteHandle, resolveRoute } from '../shared/routes-data.ts';
import type { ResolvedRoute, RouteData } from '../shared/routes-data.ts';

export interface RouteInfo extends ResolvedRoute {
  route: RouteData;
  params: Readonly<Record<string, string | undefined>>;
}

export function useRouteInfo(): RouteInfo | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) {
      const resolved = resolveRoute(match.handle.route, match.params);
      return resolved ? { ...resolved, route: match.handle.route, params: match.params } : null;
    }
  }
  return null;
}
