// jsdom has no IndexedDB: fake-indexeddb gives Dexie and idb-keyval a real, in-memory one.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
