/**
 * Prompt-style update. A new worker installs in the background and waits; the page shows a toast
 * and, when the user accepts, workbox-window posts {type: 'SKIP_WAITING'} and the worker activates.
 * `clients.claim()` on activate makes the first install control the page without a reload and lets
 * the page's `controlling` listener reload once into the new version.
 */
import { isSkipWaitingMessage } from './messages.ts';

export function installUpdateHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void sw.skipWaiting();
  });
  sw.addEventListener('activate', (event) => {
    event.waitUntil(sw.clients.claim());
  });
}
