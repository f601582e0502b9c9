// Which row of the route table a URL path renders (the same matching the router does). Most rows
// are fixed paths: they are looked up in a map (case and a trailing slash ignored, as matchPath
// does); only the few with parameters go through matchPath. Matching every row with matchPath on
// each render cost about a tenth of the home page's start-up on a slow phone.
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteEntry } from './route-table.ts';

const key = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

const FIXED = new Map<string, RouteEntry>();
const WITH_PARAMS: RouteEntry[] = [];
for (const entry of ROUTE_TABLE) {
  if (/[:*]/.test(entry.path)) WITH_PARAMS.push(entry);
  else if (!FIXED.has(key(entry.path))) FIXED.set(key(entry.path), entry);
}

export function matchRouteEntry(pathname: string): RouteEntry | undefined {
  return FIXED.get(key(pathname)) ?? WITH_PARAMS.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
}
