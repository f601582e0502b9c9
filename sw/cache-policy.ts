/**
 * What the service worker may keep in a runtime cache. Pure functions (no worker globals) so the
 * unit tests exercise exactly what the worker runs.
 *
 * Rule: a response to a request that carries an Authorization header is never cached, and of the
 * API only the public reference data (localities, search, app configuration) is; everything else
 * under /api/ belongs to a user or changes state, and must never be served from a cache.
 * The app sends its bearer on every non-auth call (spec §6), also to the reference data: the
 * worker answers those from its own anonymous copy of the request (`anonymousReferenceRequest`),
 * so what it caches was never an authenticated answer.
 */

import { isPrerendered, ROUTES } from '../src/shared/routes-data.ts';

export const IMAGE_CACHE = 'imagini';
/** Prerendered public pages the visitor opened (navigation.ts). */
export const PAGES_CACHE = 'pagini';

const PRERENDERED = new Set(ROUTES.filter(isPrerendered).map((r) => r.path));

/**
 * Whether the worker keeps this page for offline: the server answers it with a prerendered page
 * (scripts/prerender.ts renders the same set), and it is no callback that must reach the server.
 */
export function isPrerenderedPath(pathname: string): boolean {
  return PRERENDERED.has(pathname) && !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}

/**
 * Navigations the shell never answers: the API and the OAuth/login callbacks (they must reach the
 * server with their query intact), and files opened directly (/robots.txt, /sw.js, an icon): no app
 * route has a dot in its last segment.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/auth\/callback\//,
  /^\/autentificare\/login-callback/,
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
];

/** A page's cache key: its address without query or fragment. */
export function pageCacheKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
export const REFERENCE_DATA_CACHE = 'date-referinta';

/** Public, user-independent GETs that may be served stale while they revalidate. */
const REFERENCE_DATA_PATHS: readonly RegExp[] = [
  /^\/api\/public\/v1\/locations\//,
  /^\/api\/public\/v1\/search\//,
  /^\/api\/private\/locations\//,
  /^\/api\/private\/search\//,
  /^\/api\/private\/app-config$/,
];

interface RequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers: { has(name: string): boolean };
}

export function isAuthenticatedRequest(request: RequestLike): boolean {
  return request.headers.has('authorization');
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function isReferenceDataPath(pathname: string): boolean {
  return REFERENCE_DATA_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The guard every runtime cache goes through: true only for a same-origin GET without an
 * Authorization header that is either not an API call or one of the public reference data paths.
 */
export function mayCacheRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET' || isAuthenticatedRequest(request)) return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  // Other origins are out of the CSP's img-src/connect-src anyway; nothing foreign is kept.
  if (url.origin !== origin) return false;
  return !isApiPath(url.pathname) || isReferenceDataPath(url.pathname);
}

/** Reference data route: same-origin GET of a listed path, never with credentials. */
export function isReferenceDataRequest(request: RequestLike, origin: string): boolean {
  return mayCacheRequest(request, origin) && isReferenceDataPath(new URL(request.url).pathname);
}

/** A same-origin GET of a reference data path, with or without the app's bearer. */
export function isReferenceDataCall(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  try {
    const url = new URL(request.url);
    return url.origin === origin && isReferenceDataPath(url.pathname);
  } catch {
    return false;
  }
}

/** The same reference data GET without the Authorization header (and no cookies): public data only. */
export function anonymousReferenceRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  return new Request(request.url, { method: 'GET', headers, credentials: 'omit' });
}
