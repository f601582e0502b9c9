// The route-table row of the screen being rendered, resolved for its URL params. The app's
// RoutePage provides it; page modules read it (placeholder text, landing slug, carrier kind).
import { createContext, useContext } from 'react';
import type { ResolvedRoute, RouteData, RouteParams } from '../shared/routes-data.ts';

export interface RouteInfo extends ResolvedRoute {
  route: RouteData;
  params: RouteParams;
}

export const RouteInfoContext = createContext<RouteInfo | null>(null);

export function useRouteInfo(): RouteInfo | null {
  return useContext(RouteInfoContext);
}
