// Which row of the route table a URL path renders (the same matching the router does).
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteEntry } from './route-table.ts';

export function matchRouteEntry(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
}
