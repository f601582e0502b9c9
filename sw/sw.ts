/**
 * Curiero's one service worker (built by vite-plugin-pwa, injectManifest, to /sw.js).
 *
 * This entry only wires the concerns together; each lives in its own module:
 * - precache.ts: the app shell, route chunks, docs content, icons, manifest (revisioned by the build);
 * - navigation.ts: prerendered public pages stale-while-revalidate (offline too), any other
 *   navigation the precached shell, except the API and auth callbacks;
 * - runtime-caching.ts: images (cache-first) and public reference data (stale-while-revalidate),
 *   never a response to an authenticated request;
 * - update.ts: prompt-style update (the page asks with SKIP_WAITING) and clients.claim();
 * - push.ts: push messages become notifications; a click focuses or opens the right page.
 */
import { installPrecache } from './precache.ts';
import { installNavigationFallback } from './navigation.ts';
import { installRuntimeCaching } from './runtime-caching.ts';
import { installUpdateHandlers } from './update.ts';
import { installPushHandlers } from './push.ts';

declare let self: ServiceWorkerGlobalScope;

// The build replaces `self.__WB_MANIFEST` with the list of files to precache.
installPrecache(self.__WB_MANIFEST);
installNavigationFallback(self);
installRuntimeCaching();
installUpdateHandlers(self);
installPushHandlers(self);
