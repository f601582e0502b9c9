/**
 * Precache: the build injects the revisioned list (app shell, entry and route chunks, docs content,
 * icons, manifest; never Firebase, see vite.config.ts). Workbox serves them cache-first and
 * refreshes only what changed when a new worker installs; `cleanupOutdatedCaches` drops the
 * caches of older Workbox precache formats so an update never leaves stale copies behind.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

export function installPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
