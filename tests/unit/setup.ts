// jsdom has no IndexedDB: fake-indexeddb gives Dexie and idb-keyval a real, in-memory one.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAppConfig } from '../../src/lib/app-config.ts';

// findBy*/waitFor wait for lazy pages and effects; on a shared two-core machine under load the
// default 1 s was sometimes not enough for a lazy page module to load. A failing check still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAppConfig(); // each test answers private/app-config its own way
});
