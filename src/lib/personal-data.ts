/**
 * Removes everything that belongs to the person signed in on this device, on logout and on any
 * forced end of a session (expiry, admin session): the user's localStorage keys (tokens, customer,
 * admin flags, push flag), the Dexie rows (checkout and return drafts, recent lookups) and any Cache Storage
 * entry that could hold personal API answers. The anon_id, theme and consent choices stay.
 *
 * Why here, in lib: the auth feature and the admin-session feature both end sessions and may not
 * import each other. Dexie is imported on demand so that it stays out of the first load.
 */
import { USER_STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/** Cache names that may hold authenticated answers (the service worker's runtime caches do not today). */
const PERSONAL_CACHE_PREFIXES = ['api-', 'personal-'] as const;

/** Synchronous part: the user's storage keys, so that the session is gone at once. */
export function clearUserStorage(): void {
  for (const key of USER_STORAGE_KEYS) writeStorage(key, null);
}

async function clearDatabase(): Promise<void> {
  const { clearUserData } = await import('./db.ts');
  await clearUserData();
}

async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => PERSONAL_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix))).map((name) => caches.delete(name)),
  );
}

/** Clears storage keys at once, then the database and caches; never rejects. */
export async function clearPersonalData(): Promise<void> {
  clearUserStorage();
  const results = await Promise.allSettled([clearDatabase(), clearPersonalCaches()]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Datele personale nu au putut fi șterse complet', result.reason);
  }
}
