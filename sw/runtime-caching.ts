/**
 * Runtime caches (everything the precache does not hold):
 * - images: cache-first in 'imagini', at most 60 entries for 30 days;
 * - public reference data (localities, search, app configuration): stale-while-revalidate in
 *   'date-referinta', bounded, so forms keep their suggestions offline.
 * Every cache goes through `neverCacheAuthenticated`: a response to a request with an
 * Authorization header, or to any other /api/ call, is never written (see cache-policy.ts).
 * Requests no route matches go straight to the network, untouched.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import {
  IMAGE_CACHE,
  REFERENCE_DATA_CACHE,
  anonymousReferenceRequest,
  isApiPath,
  isReferenceDataCall,
  mayCacheRequest,
} from './cache-policy.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** Last line of defence: even a route that matched too much cannot store a private response. */
const neverCacheAuthenticated: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    mayCacheRequest(request, self.location.origin) ? response : null,
};

export function installRuntimeCaching(): void {
  const origin = self.location.origin;

  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      url.origin === origin &&
      !isApiPath(url.pathname) &&
      mayCacheRequest(request, origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        neverCacheAuthenticated,
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  const referenceData = new StaleWhileRevalidate({
    cacheName: REFERENCE_DATA_CACHE,
    plugins: [
      neverCacheAuthenticated,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  });
  // Public data: answered from an anonymous copy of the request, whether or not the app sent its bearer.
  registerRoute(
    ({ request }) => isReferenceDataCall(request, origin),
    ({ request, event }) => referenceData.handle({ request: anonymousReferenceRequest(request), event }),
  );
}
