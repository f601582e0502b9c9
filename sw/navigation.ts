/**
 * Navigation fallback: the app routes on the client, so every page navigation answers the
 * precached index.html (works offline after one visit). The denylist keeps the API and the
 * OAuth/login callbacks on the network (they must reach the server with their query intact), and
 * files opened directly (/robots.txt, /sw.js, an icon): no app route has a dot in its last segment.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/auth\/callback\//,
  /^\/autentificare\/login-callback/,
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
];

export function installNavigationFallback(): void {
  const handler = createHandlerBoundToURL('index.html');
  registerRoute(new NavigationRoute(handler, { denylist: [...NAVIGATION_DENYLIST] }));
}
