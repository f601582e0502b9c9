// Which row of the route table a URL path renders (the same matching the router does, and the
// server's 404 decision: src/shared/route-match.ts). Most rows are fixed paths looked up in a map;
// only the few with parameters are matched segment by segment. Matching every row with matchPath
// on each render cost about a tenth of the home page's start-up on a slow phone.
import { createRouteMatcher } from '../shared/route-match.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteEntry } from './route-table.ts';

const match = createRouteMatcher(ROUTE_TABLE);

export function matchRouteEntry(pathname: string): RouteEntry | undefined {
  return match(pathname)?.route;
}
