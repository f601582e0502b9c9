/**
 * Navigations. The public pages are prerendered at build (real HTML, scripts/prerender.ts): the
 * worker keeps the copy of each one the visitor opened in 'pagini' and answers from it at once
 * while fetching the current one for next time (stale-while-revalidate), so such a page opens with
 * its content offline or on a poor network. Any other navigation, or a page never opened before
 * while offline, answers the precached app shell and the client router decides. The query is not
 * part of the cache key (the server answers the same HTML for /tracking and /tracking?awb=…, and an
 * AWB must not end up in a cache key). The pages cache is emptied when a new worker activates, so a
 * kept page never names assets the new precache no longer holds.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isPrerenderedPath, NAVIGATION_DENYLIST, PAGES_CACHE, pageCacheKey } from './cache-policy.ts';

const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

export function installNavigationFallback(sw: ServiceWorkerGlobalScope): void {
  const shell = createHandlerBoundToURL('index.html');
  const pages = new StaleWhileRevalidate({
    cacheName: PAGES_CACHE,
    plugins: [withoutQuery, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  });
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === sw.location.origin && isPrerenderedPath(url.pathname),
    async (options) => {
      try {
        const page = await pages.handle(options);
        if (page?.ok) return page;
      } catch {
        // Offline and never opened: the shell renders the same page from the precached chunks.
      }
      return shell(options);
    },
  );
  registerRoute(new NavigationRoute(shell, { denylist: [...NAVIGATION_DENYLIST] }));
  sw.addEventListener('activate', (event) => {
    event.waitUntil(caches.delete(PAGES_CACHE));
  });
}
