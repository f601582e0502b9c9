/**
 * Navigation fallback: the app routes on the client, so every page navigation answers the
 * precached index.html (works offline after one visit). The denylist keeps the API and the
 * OAuth/login callbacks on the network: those must reach the server with their query intact.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/auth\/callback\//,
  /^\/autentificare\/login-callback/,
];

export function installNavigationFallback(): void {
  const handler = createHandlerBoundToURL('index.html');
  registerRoute(new NavigationRoute(handler, { denylist: [...NAVIGATION_DENYLIST] }));
}
