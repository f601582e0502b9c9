// Which row of a route table a URL path names, with its params: the one matching rule of the app's
// router (src/app/match-route.ts) and of the server, which answers 404 for a path that is no page
// (server/http/static.ts). Case and a trailing slash are ignored, as react-router's matchPath does;
// fixed paths are a map lookup, only the few rows with `:params` are matched segment by segment.
import { resolveRoute, ROUTES } from './routes-data.ts';
import type { RouteData, RouteParams } from './routes-data.ts';

export interface RouteMatch<T extends RouteData> {
  route: T;
  params: RouteParams;
}

const key = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
const patternOf = (path: string) =>
  path.split('/').slice(1).map((s) => (s.startsWith(':') ? s : s.toLowerCase()));

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchParams(pattern: readonly string[], pathname: string): RouteParams | null {
  // Params keep their case (a shop id, a token); only the fixed segments compare without it.
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/').slice(1);
  if (parts.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith(':')) {
      const value = decode(part);
      if (!part || value === undefined) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== part.toLowerCase()) return null;
  }
  return params;
}

/** A matcher over these rows: the first row (in table order) that the path names. */
export function createRouteMatcher<T extends RouteData>(rows: readonly T[]): (pathname: string) => RouteMatch<T> | undefined {
  const fixed = new Map<string, T>();
  const withParams: { route: T; pattern: string[] }[] = [];
  for (const route of rows) {
    if (route.path.includes(':')) withParams.push({ route, pattern: patternOf(route.path) });
    else if (!fixed.has(key(route.path))) fixed.set(key(route.path), route);
  }
  return (pathname) => {
    const route = fixed.get(key(pathname));
    if (route) return { route, params: {} };
    for (const row of withParams) {
      const params = matchParams(row.pattern, pathname);
      if (params) return { route: row.route, params };
    }
    return undefined;
  };
}

/** The row of the app's route table (routes-data.ts) that a path names. */
export const matchRoute = /* @__PURE__ */ createRouteMatcher(ROUTES);

/** Whether the path is a page: a row names it and its params name something (resolveRoute). */
export function isPagePath(pathname: string): boolean {
  const found = matchRoute(pathname);
  return found !== undefined && resolveRoute(found.route, found.params) !== null;
}
