// The session state machine of spec §4 against a scripted remote end (only fetch is replaced):
// token storage, the 75% refresh schedule, the shared refresh after 401s, the end of a session
// when the refresh fails, logout, other tabs and the auth events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../../src/features/auth/auth-actions.ts';
import {
  NO_REFRESH_TOKEN,
  REFRESH_LOCK_NAME,
  authState,
  isSignedIn,
  refreshSession,
  reloadAuthFromStorage,
} from '../../../../src/features/auth/auth-store.ts';
import { db, listRecentLookups, loadDraft, saveDraft } from '../../../../src/lib/db.ts';
import { emit } from '../../../../src/lib/events.ts';
import { HttpError, http } from '../../../../src/lib/http.ts';
import {
  ANA,
  fakeLocks,
  fakeRemote,
  observeToasts,
  recordEvents,
  recordNavigation,
  settleToasts,
  tokens,
  writeAsOtherTab,
} from './test-kit.ts';
import type { FakeRemote } from './test-kit.ts';

const EXPIRED_TOAST = 'warning: Sesiunea ta a expirat. Te rugăm să te autentifici din nou.';
const PROFILE = 'private/customer/profile';
const REFRESH = 'private/auth/refresh';

let remote: FakeRemote;
let nav: ReturnType<typeof recordNavigation>;
let toasts: ReturnType<typeof observeToasts>;

async function signIn(answer = tokens(1)): Promise<void> {
  remote.on('POST', 'private/auth/login', { status: 200, body: answer });
  await login({ email: ANA.email, password: 'parola-buna', remember: true });
}

/** The profile answers 401 unless called with the given access token. */
function profileAcceptsOnly(accessToken: string): void {
  remote.on('GET', PROFILE, (call) =>
    call.headers.Authorization === `Bearer ${accessToken}`
      ? { status: 200, body: { data: ANA } }
      : { status: 401, body: { reason: 'unauthenticated', message: 'Sesiunea a expirat. Autentifică-te din nou.' } },
  );
}

beforeEach(() => {
  remote = fakeRemote();
  nav = recordNavigation();
  toasts = observeToasts();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  nav.restore();
  localStorage.clear();
  reloadAuthFromStorage();
});

describe('storing a session', () => {
  it('stores tokens, the expiry in ms and the customer, and signs in', async () => {
    const before = Date.now();
    await signIn();
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    const expiresAt = Number(localStorage.getItem('token_expires_at'));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(JSON.parse(localStorage.getItem('customer') ?? '')).toEqual(ANA);
    expect(authState).toMatchObject({ status: 'authenticated', user: ANA, tokens: { access_token: 'access-1', refresh_token: 'refresh-1' } });
    expect(isSignedIn(authState.status)).toBe(true);
    expect(isSignedIn('refreshing')).toBe(true);
    expect(isSignedIn('guest')).toBe(false);
  });
});

describe('proactive refresh', () => {
  it('refreshes at 75% of expires_in (900 s → 675 s), not before, then again 75% later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    remote.on('POST', REFRESH, { status: 200, body: tokens(2) });
    await signIn();
    await vi.advanceTimersByTimeAsync(674_999);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    expect(remote.to('POST', REFRESH)[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(authState.status).toBe('authenticated');
    remote.on('POST', REFRESH, { status: 200, body: tokens(3) });
    await vi.advanceTimersByTimeAsync(674_999);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.to('POST', REFRESH)).toHaveLength(2);
    expect(remote.to('POST', REFRESH)[1]?.body).toEqual({ refresh_token: 'refresh-2' });
  });

  it('stops refreshing ahead when a refresh no longer moves the expiry (the end of the session)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    remote.on('POST', REFRESH, { status: 200, body: tokens(2, { expires_in: 150 }) });
    await signIn(tokens(1, { expires_in: 600 })); // an impersonation: 10 minutes, not one second more
    await vi.advanceTimersByTimeAsync(450_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('access-2');
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    expect(authState.status).toBe('authenticated');
  });

  it('schedules nothing when expires_in is 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await signIn(tokens(1, { expires_in: 0 }));
    expect(localStorage.getItem('token_expires_at')).toBeNull();
    await vi.advanceTimersByTimeAsync(48 * 3600_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
    expect(authState.status).toBe('authenticated');
  });

  it('emits auth:token-refreshed with the new expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const refreshed = recordEvents('auth:token-refreshed');
    remote.on('POST', REFRESH, { status: 200, body: tokens(2, { expires_in: 60 }) });
    await signIn();
    await vi.advanceTimersByTimeAsync(675_000);
    expect(refreshed.seen).toEqual([{ expiresAt: Date.now() + 60_000 }]);
    refreshed.off();
  });
});

describe('401 → one refresh, one retry', () => {
  it('ten parallel 401s cause exactly one POST auth/refresh, and each call is retried once with the new token', async () => {
    await signIn();
    profileAcceptsOnly('access-2');
    let answerRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    remote.on('POST', REFRESH, async () => {
      await refreshAnswered; // held until every request has met its 401
      return { status: 200, body: tokens(2) };
    });
    const results = Promise.all(Array.from({ length: 10 }, () => http.get<{ data: typeof ANA }>(PROFILE)));
    await vi.waitFor(() => expect(remote.to('GET', PROFILE)).toHaveLength(10));
    await vi.waitFor(() => expect(remote.to('POST', REFRESH)).toHaveLength(1));
    expect(authState.status).toBe('refreshing');
    expect(isSignedIn(authState.status)).toBe(true);
    answerRefresh();
    const answers = await results;
    expect(answers.every((a) => a.data.email === ANA.email)).toBe(true);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    const auth = remote.to('GET', PROFILE).map((c) => c.headers.Authorization);
    expect(auth.filter((h) => h === 'Bearer access-1')).toHaveLength(10);
    expect(auth.filter((h) => h === 'Bearer access-2')).toHaveLength(10);
    expect(authState.status).toBe('authenticated');
    expect(authState.tokens).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('takes the cross-tab lock to refresh', async () => {
    const locks = fakeLocks();
    try {
      await signIn();
      profileAcceptsOnly('access-2');
      remote.on('POST', REFRESH, { status: 200, body: tokens(2) });
      await expect(http.get(PROFILE)).resolves.toEqual({ data: ANA });
      expect(locks.requested).toEqual([REFRESH_LOCK_NAME]);
    } finally {
      locks.remove();
    }
  });

  it('does not refresh a guest who never had a session, and shows nothing', async () => {
    const logouts = recordEvents('auth:logout');
    profileAcceptsOnly('nimic');
    await expect(http.get(PROFILE)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession()).resolves.toBe(false);
    await settleToasts();
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
    expect(logouts.seen).toEqual([]);
    expect(toasts.shown()).toEqual([]);
    logouts.off();
  });
});

describe('a failed refresh ends the session', () => {
  async function expectExpiredFlow(trigger: () => Promise<unknown>) {
    const logouts = recordEvents('auth:logout');
    await trigger();
    for (const key of ['access_token', 'refresh_token', 'token_expires_at', 'customer']) expect(localStorage.getItem(key)).toBeNull();
    expect(authState).toMatchObject({ status: 'guest', user: null, tokens: null });
    expect(logouts.seen).toEqual([{ reason: 'session_expired' }]);
    await settleToasts();
    expect(toasts.shown()).toEqual([EXPIRED_TOAST]);
    // The login page comes about 200 ms later, keeping the page as ?redirect=.
    expect(nav.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(nav.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(nav.navigations).toEqual(['/autentificare?redirect=%2Fdashboard%2Fprofil']);
    logouts.off();
  }

  beforeEach(() => {
    window.history.replaceState(null, '', '/dashboard/profil');
  });

  it.each([
    [401, { reason: 'refresh_invalid', message: 'Sesiunea a expirat.' }],
    [401, { reason: 'refresh_reused', message: 'Sesiunea a expirat.' }],
    [422, { reason: 'validation_failed', message: 'Eroare de validare', errors: { refresh_token: ['Lipsește.'] } }],
  ])('on a %i from auth/refresh', async (status, body) => {
    await signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    profileAcceptsOnly('access-2');
    remote.on('POST', REFRESH, { status, body });
    await expectExpiredFlow(async () => {
      const failure = await http.get(PROFILE).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 401 });
    });
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    expect(remote.to('GET', PROFILE)).toHaveLength(1); // no retry without new tokens
  });

  it(`when there is no refresh token ('${NO_REFRESH_TOKEN}'), without calling the server`, async () => {
    await signIn(tokens(1, { refresh_token: '' }));
    expect(localStorage.getItem('refresh_token')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    profileAcceptsOnly('access-2');
    await expectExpiredFlow(async () => {
      await expect(http.get(PROFILE)).rejects.toMatchObject({ status: 401 });
    });
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
  });

  it('when the scheduled refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await signIn();
    remote.on('POST', REFRESH, { status: 401, body: { reason: 'refresh_invalid' } });
    await expectExpiredFlow(() => vi.advanceTimersByTimeAsync(675_000));
  });

  it('removes the personal rows of the database and personal caches, keeping anon_id, theme and consent', async () => {
    await signIn();
    await saveDraft('current', { parcels: 2 });
    await db.recentLookups.put({ awb: 'AWB1', lookedUpAt: 1 });
    localStorage.setItem('anon_id', 'anon-1');
    localStorage.setItem('dark_mode', 'dark');
    localStorage.setItem('consent', '{"ads":false}');
    localStorage.setItem('admin_login', 'true');
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['api-profile', 'personal-orders', 'imagini', 'date-referinta'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    remote.on('POST', REFRESH, { status: 401, body: { reason: 'refresh_invalid' } });
    await expect(refreshSession()).resolves.toBe(false);
    await vi.waitFor(async () => expect(await loadDraft('current')).toBeUndefined());
    await vi.waitFor(async () => expect(await listRecentLookups()).toEqual([]));
    await vi.waitFor(() => expect(deleted.sort()).toEqual(['api-profile', 'personal-orders']));
    expect(localStorage.getItem('admin_login')).toBeNull();
    expect(localStorage.getItem('anon_id')).toBe('anon-1');
    expect(localStorage.getItem('dark_mode')).toBe('dark');
    expect(localStorage.getItem('consent')).toBe('{"ads":false}');
  });

  it('does not log out on a network failure (or a 5xx): the session stays and the refresh is retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const logouts = recordEvents('auth:logout');
    await signIn();
    profileAcceptsOnly('access-2');
    remote.on('POST', REFRESH, 'network-error');
    await expect(http.get(PROFILE)).rejects.toMatchObject({ status: 401 });
    remote.on('POST', REFRESH, { status: 503, body: { message: 'Indisponibil' } });
    await expect(refreshSession()).resolves.toBe(false);
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(authState.status).toBe('authenticated');
    expect(logouts.seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    await settleToasts();
    expect(toasts.shown()).toEqual([]);
    expect(nav.navigations).toEqual([]);
    // Back on the network: the retry gets new tokens.
    remote.on('POST', REFRESH, { status: 200, body: tokens(2) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(3);
    expect(localStorage.getItem('access_token')).toBe('access-2');
    logouts.off();
  });
});

describe('logout', () => {
  it('revokes on the server with the bearer, clears everything and says so', async () => {
    await signIn();
    await saveDraft('current', { parcels: 1 });
    const logouts = recordEvents('auth:logout');
    remote.on('POST', 'private/auth/logout', { status: 200, body: { data: { success: true }, message: 'Deconectare reușită' } });
    await logout();
    const [call] = remote.to('POST', 'private/auth/logout');
    expect(call?.headers.Authorization).toBe('Bearer access-1');
    expect(call?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(authState.status).toBe('guest');
    expect(await loadDraft('current')).toBeUndefined();
    expect(logouts.seen).toEqual([{ reason: 'user' }]);
    await settleToasts();
    expect(toasts.shown()).toEqual(['success: Deconectare reușită']);
    expect(nav.navigations).toEqual([]); // the caller navigates
    logouts.off();
  });

  it.each([
    ['a 500', { status: 500, body: { message: 'Eroare internă' } } as const],
    ['a network failure', 'network-error' as const],
  ])('clears the session even on %s, with the failure toast', async (_label, reply) => {
    await signIn();
    const logouts = recordEvents('auth:logout');
    remote.on('POST', 'private/auth/logout', reply);
    await expect(logout()).resolves.toBeUndefined();
    for (const key of ['access_token', 'refresh_token', 'token_expires_at', 'customer']) expect(localStorage.getItem(key)).toBeNull();
    expect(authState).toMatchObject({ status: 'guest', user: null, tokens: null });
    expect(logouts.seen).toEqual([{ reason: 'user' }]);
    await settleToasts();
    expect(toasts.shown()).toEqual(['error: Eroare la deconectare']);
    logouts.off();
  });

  it('cancels the refresh schedule', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await signIn();
    remote.on('POST', 'private/auth/logout', { status: 200, body: { data: { success: true } } });
    await logout();
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
  });
});

describe('events and other tabs', () => {
  it('auth:error returns the state to guest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await signIn();
    emit('auth:error', { message: 'x' });
    expect(authState).toMatchObject({ status: 'guest', user: null, tokens: null });
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(0); // no refresh for a guest
  });

  it('auth:token-refreshed reloads the state from storage', async () => {
    await signIn();
    localStorage.setItem('access_token', 'access-9');
    localStorage.setItem('refresh_token', 'refresh-9');
    localStorage.setItem('customer', JSON.stringify({ ...ANA, name: 'Ana P.' }));
    emit('auth:token-refreshed', { expiresAt: null });
    expect(authState.tokens).toEqual({ access_token: 'access-9', refresh_token: 'refresh-9' });
    expect(authState.user?.name).toBe('Ana P.');
  });

  it("follows another tab's login, refresh and logout, with the schedule", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const logouts = recordEvents('auth:logout');
    remote.on('POST', REFRESH, { status: 200, body: tokens(3) });
    // Login in another tab.
    writeAsOtherTab('refresh_token', 'refresh-2');
    writeAsOtherTab('token_expires_at', String(Date.now() + 900_000));
    writeAsOtherTab('customer', JSON.stringify(ANA));
    writeAsOtherTab('access_token', 'access-2');
    expect(authState).toMatchObject({ status: 'authenticated', user: ANA, tokens: { access_token: 'access-2', refresh_token: 'refresh-2' } });
    // Its refresh moved the expiry: this tab's timer follows (not a JWT: 75% of the time left).
    writeAsOtherTab('token_expires_at', String(Date.now() + 400_000));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
    // Logout in the other tab: guest, and the timer is gone.
    writeAsOtherTab('access_token', null);
    writeAsOtherTab('refresh_token', null);
    expect(authState.status).toBe('guest');
    expect(logouts.seen).toEqual([{ reason: 'other_tab' }]);
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
    logouts.off();
  });

  it('a tab waiting for the refresh lock adopts the tokens another tab stored, without calling the server', async () => {
    const locks = fakeLocks();
    try {
      await signIn();
      remote.on('POST', REFRESH, { status: 200, body: tokens(99) });
      const release = locks.holdAsOtherTab(REFRESH_LOCK_NAME);
      const waiting = refreshSession();
      // The other tab spends refresh-1 and stores its new tokens while holding the lock.
      writeAsOtherTab('access_token', 'access-2');
      writeAsOtherTab('refresh_token', 'refresh-2');
      writeAsOtherTab('token_expires_at', String(Date.now() + 900_000));
      release();
      await expect(waiting).resolves.toBe(true);
      expect(remote.to('POST', REFRESH)).toHaveLength(0);
      expect(authState).toMatchObject({ status: 'authenticated', tokens: { access_token: 'access-2', refresh_token: 'refresh-2' } });
    } finally {
      locks.remove();
    }
  });

  it('a 401 request retried after another tab refreshed uses the stored new token', async () => {
    const locks = fakeLocks();
    try {
      await signIn();
      profileAcceptsOnly('access-2');
      const release = locks.holdAsOtherTab(REFRESH_LOCK_NAME);
      const call = http.get(PROFILE);
      await vi.waitFor(() => expect(locks.requested).toHaveLength(2));
      writeAsOtherTab('refresh_token', 'refresh-2');
      writeAsOtherTab('access_token', 'access-2');
      release();
      await expect(call).resolves.toEqual({ data: ANA });
      expect(remote.to('POST', REFRESH)).toHaveLength(0);
    } finally {
      locks.remove();
    }
  });
});
