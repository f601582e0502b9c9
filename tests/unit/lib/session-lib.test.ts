// The small lib pieces of the session: typed app events, navigation outside React, and the
// removal of personal data (storage keys, Dexie rows, personal caches; anon_id/theme/consent stay).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRecentLookups, loadDraft, saveDraft, addRecentLookup } from '../../../src/lib/db.ts';
import { emit, on } from '../../../src/lib/events.ts';
import { leaveTo, navigateTo, reloadPage, setNavigator, setPageLocation } from '../../../src/lib/navigation.ts';
import { clearPersonalData, clearUserStorage } from '../../../src/lib/personal-data.ts';
import { USER_STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';

afterEach(() => {
  setNavigator(null);
  setPageLocation(null);
  vi.unstubAllGlobals();
});

describe('events', () => {
  it('emits typed CustomEvents on window and stops listening on request', () => {
    const seen: unknown[] = [];
    const off = on('auth:logout', (detail) => seen.push(detail.reason));
    const raw = vi.fn();
    window.addEventListener('auth:logout', raw);
    emit('auth:logout', { reason: 'session_expired' });
    off();
    emit('auth:logout', { reason: 'user' });
    window.removeEventListener('auth:logout', raw);
    expect(seen).toEqual(['session_expired']);
    expect((raw.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'session_expired' });
  });
});

describe('navigation', () => {
  it('uses full page loads until the router registers, and the router after', () => {
    const page = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    setPageLocation(page);
    navigateTo('/autentificare');
    navigateTo('/autentificare', { replace: true });
    expect(page.assign).toHaveBeenCalledWith('/autentificare');
    expect(page.replace).toHaveBeenCalledWith('/autentificare');
    const router = vi.fn();
    setNavigator(router);
    navigateTo('/dashboard', { replace: true });
    expect(router).toHaveBeenCalledWith('/dashboard', { replace: true });
    leaveTo('https://accounts.example.com/');
    reloadPage();
    expect(page.assign).toHaveBeenLastCalledWith('https://accounts.example.com/');
    expect(page.reload).toHaveBeenCalledTimes(1);
    setNavigator(null);
    navigateTo('/');
    expect(page.assign).toHaveBeenLastCalledWith('/');
  });
});

describe('personal data', () => {
  it('removes the user keys, the database rows and the personal caches only', async () => {
    for (const key of USER_STORAGE_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('anon_id', 'anon-1');
    localStorage.setItem('dark_mode', 'dark');
    localStorage.setItem('consent', '{}');
    await saveDraft('current', { parcels: 1 });
    await addRecentLookup({ awb: 'awb1' });
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['api-v1', 'personal-x', 'imagini', 'workbox-precache-v2'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    await clearPersonalData();
    for (const key of USER_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect([localStorage.getItem('anon_id'), localStorage.getItem('dark_mode'), localStorage.getItem('consent')]).toEqual(['anon-1', 'dark', '{}']);
    expect(await loadDraft('current')).toBeUndefined();
    expect(await listRecentLookups()).toEqual([]);
    expect(deleted.sort()).toEqual(['api-v1', 'personal-x']);
  });

  it('never rejects, and clears the storage keys synchronously', async () => {
    localStorage.setItem('access_token', 'x');
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('SecurityError')), delete: vi.fn() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const done = clearPersonalData();
    expect(localStorage.getItem('access_token')).toBeNull();
    await expect(done).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    localStorage.setItem('customer', '{}');
    clearUserStorage();
    expect(localStorage.getItem('customer')).toBeNull();
  });
});
