// The device database (db.ts) loaded on demand, never in a page's first load: Dexie's own code is
// evaluated in one task and the app's schema (the Dexie instance) in the next, so that neither is
// a long task on a slow phone. A failed load (offline at that moment, no service worker yet) is
// tried again on the next use.
import type * as Db from './db.ts';
import { yieldToMain } from './yield.ts';

export type DbModule = typeof Db;

let loading: Promise<DbModule> | null = null;

export function loadDb(): Promise<DbModule> {
  loading ??= (async () => {
    await import('dexie');
    await yieldToMain();
    return import('./db.ts');
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
