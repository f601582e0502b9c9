// The admin (impersonation) session of spec §4 with fake timers: the countdown, the expiry after
// 10 minutes (toast, storage cleared, auth store to guest, login after 1 s), the manual end (login
// after 0.5 s) and the reload when another tab removes the flag. Only fetch is replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminSessionState,
  endAdminSession,
  formatRemaining,
  startAdminSessionWatch,
} from '../../../../src/features/admin-session/admin-session-store.ts';
import { completeImpersonation } from '../../../../src/features/auth/auth-actions.ts';
import { authState, reloadAuthFromStorage } from '../../../../src/features/auth/auth-store.ts';
import { loadDraft, saveDraft } from '../../../../src/lib/db.ts';
import {
  ANA,
  fakeRemote,
  observeToasts,
  recordEvents,
  recordNavigation,
  settleToasts,
  tokens,
  writeAsOtherTab,
} from '../auth/test-kit.ts';
import type { FakeRemote } from '../auth/test-kit.ts';

let remote: FakeRemote;
let nav: ReturnType<typeof recordNavigation>;
let toasts: ReturnType<typeof observeToasts>;
let stop: (() => void) | null = null;

/** An impersonation exchanged through the real action (session + flag + timestamp). */
async function impersonate(customer = ANA): Promise<void> {
  remote.on('POST', 'private/auth/impersonation/exchange', {
    status: 200,
    body: { ...tokens(1, { expires_in: 600, customer }), impersonation: { admin_name: 'Admin', expires_in: 600 } },
  });
  await completeImpersonation('cod-admin');
}

const display = () => formatRemaining(adminSessionState.remainingMs);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
  remote = fakeRemote();
  remote.on('POST', 'private/auth/logout', { status: 200, body: { data: { success: true } } });
  nav = recordNavigation();
  toasts = observeToasts();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  nav.restore();
  localStorage.clear();
  reloadAuthFromStorage();
  Object.assign(adminSessionState, { status: 'inactive', customerName: '', remainingMs: 0 });
});

describe('formatRemaining', () => {
  it.each([
    [600_000, '10:00'],
    [599_000, '9:59'],
    [545_000, '9:05'],
    [59_001, '1:00'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
});

describe('admin session', () => {
  it('is inactive without the flag, and does not tick', () => {
    stop = startAdminSessionWatch();
    expect(adminSessionState.status).toBe('inactive');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("counts down from 10:00 with the customer's name", async () => {
    await impersonate();
    stop = startAdminSessionWatch();
    expect(adminSessionState).toMatchObject({ status: 'active', customerName: 'Ana Popescu' });
    expect(display()).toBe('10:00');
    await vi.advanceTimersByTimeAsync(1000);
    expect(display()).toBe('9:59');
    await vi.advanceTimersByTimeAsync(54_000);
    expect(display()).toBe('9:05');
  });

  it("names an unknown customer 'Utilizator necunoscut'", async () => {
    await impersonate({ ...ANA, name: '  ' });
    stop = startAdminSessionWatch();
    expect(adminSessionState.customerName).toBe('Utilizator necunoscut');
  });

  it('starts when the impersonation is exchanged while the banner is already watching', async () => {
    stop = startAdminSessionWatch();
    expect(adminSessionState.status).toBe('inactive');
    await impersonate();
    expect(adminSessionState.status).toBe('active');
    expect(display()).toBe('10:00');
  });

  it('expires after 10 minutes: info toast, storage and personal data cleared, guest, login after 1 s', async () => {
    await impersonate();
    await saveDraft('current', { parcels: 1 });
    localStorage.setItem('anon_id', 'anon-1');
    const logouts = recordEvents('auth:logout');
    stop = startAdminSessionWatch();
    await vi.advanceTimersByTimeAsync(599_000);
    expect(adminSessionState.status).toBe('active');
    expect(display()).toBe('0:01');
    await vi.advanceTimersByTimeAsync(1000);
    expect(adminSessionState.status).toBe('expired');
    await settleToasts();
    expect(toasts.shown()).toEqual(['info: Sesiunea administrativă a expirat după 10 minute']);
    for (const key of ['access_token', 'refresh_token', 'token_expires_at', 'customer', 'admin_login', 'admin_login_at']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('anon_id')).toBe('anon-1');
    expect(logouts.seen).toEqual([{ reason: 'admin_expired' }]);
    expect(authState).toMatchObject({ status: 'guest', user: null, tokens: null });
    // The server session is revoked in the background.
    expect(remote.to('POST', 'private/auth/logout')[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(nav.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(nav.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.navigations).toEqual(['/autentificare']);
    expect(vi.getTimerCount()).toBe(0); // no more ticking
    await vi.waitFor(async () => expect(await loadDraft('current')).toBeUndefined());
    logouts.off();
  });

  it('expires at once when the page opens after the 10 minutes', async () => {
    await impersonate();
    vi.setSystemTime(Date.now() + 11 * 60_000);
    stop = startAdminSessionWatch();
    expect(adminSessionState.status).toBe('expired');
    expect(localStorage.getItem('admin_login')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(nav.navigations).toEqual(['/autentificare']);
  });

  it('treats a flag without a readable timestamp as expired', async () => {
    localStorage.setItem('admin_login', 'true');
    localStorage.setItem('access_token', 'access-1');
    stop = startAdminSessionWatch();
    expect(adminSessionState.status).toBe('expired');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('ends by hand: everything cleared, admin_logout, login after 0.5 s, no more ticking', async () => {
    await impersonate();
    const logouts = recordEvents('auth:logout');
    stop = startAdminSessionWatch();
    endAdminSession();
    expect(adminSessionState.status).toBe('inactive');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('admin_login')).toBeNull();
    expect(authState.status).toBe('guest');
    expect(logouts.seen).toEqual([{ reason: 'admin_logout' }]);
    await vi.advanceTimersByTimeAsync(499);
    expect(nav.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.navigations).toEqual(['/autentificare']);
    expect(vi.getTimerCount()).toBe(0);
    await settleToasts();
    expect(toasts.shown()).toEqual([]);
    logouts.off();
  });

  it('reloads the page when another tab removes the flag', async () => {
    await impersonate();
    stop = startAdminSessionWatch();
    expect(nav.page.reload).not.toHaveBeenCalled();
    writeAsOtherTab('admin_login', null);
    expect(nav.page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads too when the other tab cleared the whole session (the token event comes first)', async () => {
    await impersonate();
    stop = startAdminSessionWatch();
    // The other tab removed every key; this tab hears about the access token first.
    for (const key of ['access_token', 'refresh_token', 'customer', 'admin_login', 'admin_login_at']) localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', oldValue: 'access-1', newValue: null }));
    expect(authState.status).toBe('guest');
    expect(nav.page.reload).toHaveBeenCalledTimes(1);
  });

  it('follows an impersonation started in another tab, without reloading', async () => {
    stop = startAdminSessionWatch();
    writeAsOtherTab('customer', JSON.stringify(ANA));
    writeAsOtherTab('admin_login_at', String(Date.now()));
    writeAsOtherTab('admin_login', 'true');
    expect(adminSessionState).toMatchObject({ status: 'active', customerName: 'Ana Popescu' });
    expect(nav.page.reload).not.toHaveBeenCalled();
  });

  it('stops ticking once the watch is stopped', async () => {
    await impersonate();
    const stopWatch = startAdminSessionWatch();
    stopWatch();
    stopWatch(); // idempotent
    await vi.advanceTimersByTimeAsync(5000);
    expect(display()).toBe('10:00');
  });
});
