/**
 * The session of spec §4, in the first load: who is signed in (authState), the one writer of the
 * stored tokens, and the end of a session (expiry, logout, another tab). It composes three parts:
 * the machine (auth-machine.ts: states and transitions), storage (auth-storage.ts: what is kept
 * where, and the clean-up at the end) and refresh (auth-refresh.ts: the proactive refresh at 75% of
 * expires_in and the shared refresh that lib/http calls after a 401, single-flight in a tab and
 * across tabs). Other tabs follow the stored session through the `storage` event.
 *
 * The login/register/… actions and the error catalogue live in auth-actions.ts, loaded only by the
 * auth screens, to keep this module (and the first load) small.
 */
import { ro } from '../../i18n/ro.ts';
import { emit, on } from '../../lib/events.ts';
import type { LoginMethod, LogoutReason } from '../../lib/events.ts';
import { configureHttpAuth } from '../../lib/http.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { notify } from '../../lib/toast.ts';
import { HOME_PATH, LOGIN_PATH, loginRedirectPath } from '../../shared/routes-data.ts';
import { GUEST, applyState, authState, isSignedIn, setUser } from './auth-machine.ts';
import type { Customer, TokenAnswer } from './auth-machine.ts';
import {
  REFRESH_AT_FRACTION,
  cancelRefresh,
  catchUpRefresh,
  connectRefresh,
  refreshSession,
  scheduleFromStorage,
  scheduleRefreshAt,
} from './auth-refresh.ts';
import {
  WATCHED_KEYS,
  clearStoredSession,
  persistCustomer,
  persistLogin,
  persistTokens,
  readAccessToken,
  readCustomer,
  readSession,
} from './auth-storage.ts';

export { authState, isSignedIn } from './auth-machine.ts';
export type { AuthState, AuthStatus, AuthTokens, Customer, TokenAnswer } from './auth-machine.ts';
export { NO_REFRESH_TOKEN, REFRESH_AT_FRACTION, REFRESH_LOCK_NAME, REFRESH_RETRY_MS, refreshSession } from './auth-refresh.ts';

/** Spec §9: the redirect to login after a forced logout waits about 200 ms (the toast shows first). */
export const SESSION_EXPIRED_REDIRECT_MS = 200;

// The session an earlier visit (or another tab) stored.
applyState(readSession());

// ---------------------------------------------------------------------------------------------
// Writing and clearing the session

function writeTokens(answer: TokenAnswer): void {
  const expiresIn = Number(answer.expires_in);
  const now = Date.now();
  persistTokens(answer, now);
  applyState({
    status: 'authenticated',
    user: answer.customer ?? readCustomer(),
    tokens: { access_token: answer.access_token, refresh_token: answer.refresh_token ?? '' },
  });
  if (expiresIn > 0) scheduleRefreshAt(now + expiresIn * 1000 * REFRESH_AT_FRACTION);
  else cancelRefresh();
}

/**
 * Stores the session of a login (password, register, social, set-password, impersonation) and
 * emits auth:login. A different customer than the stored one first has the previous person's data
 * removed; only an impersonation sets the admin-login flag and its timestamp.
 */
export function startSession(answer: TokenAnswer, method: LoginMethod): Customer | null {
  persistLogin(answer, method);
  writeTokens(answer);
  emit('auth:login', { method });
  return authState.user;
}

/** Replaces the stored customer (profile fetched or saved). */
export function storeCustomer(customer: Customer): void {
  persistCustomer(customer);
  if (readAccessToken()) setUser(customer);
}

/** Re-reads the session from storage (other tab changed it, or a token was refreshed). */
export function reloadAuthFromStorage(): void {
  applyState(readSession());
  scheduleFromStorage();
}

/**
 * Ends the session in this tab: storage keys at once, then Dexie rows and personal caches (the
 * promise), state to guest, auth:logout. Never navigates.
 */
export function clearSession(reason: LogoutReason): Promise<void> {
  cancelRefresh();
  const cleared = clearStoredSession(); // removes the storage keys synchronously
  applyState(GUEST);
  emit('auth:logout', { reason });
  return cleared;
}

let expiryRedirect: ReturnType<typeof setTimeout> | undefined;
let endedHere = false;

/**
 * True when the last session ended by something in this tab that navigates on its own (logout's
 * caller, the expiry redirect, the admin session); false after another tab's logout or auth:error.
 * The route guard uses it not to race those navigations.
 */
export function sessionEndedInThisTab(): boolean {
  return endedHere;
}

/** Login page, keeping the current page as ?redirect= (none from home or the login page itself). */
function loginTargetFromHere(): string | null {
  const { pathname, search } = window.location;
  if (pathname === LOGIN_PATH) return null;
  return pathname === HOME_PATH ? LOGIN_PATH : loginRedirectPath(pathname + search);
}

/** Spec §4: refresh failed → cleared, auth:logout session_expired, toast, login after ~200 ms. */
function expireSession(): void {
  void clearSession('session_expired');
  notify((toast) => toast.warning(ro.errors.sessionExpired));
  clearTimeout(expiryRedirect);
  expiryRedirect = setTimeout(() => {
    const target = loginTargetFromHere();
    if (target) navigateTo(target, { replace: true });
  }, SESSION_EXPIRED_REDIRECT_MS);
}

connectRefresh({ storeTokens: writeTokens, adoptStored: reloadAuthFromStorage, expire: expireSession });

// ---------------------------------------------------------------------------------------------
// Wiring (browser only; the prerender imports this module too)

function install(): void {
  configureHttpAuth({
    getAccessToken: readAccessToken,
    refreshAfterUnauthorized: refreshSession,
  });

  window.addEventListener('storage', (event) => {
    if (!WATCHED_KEYS.includes(event.key)) return;
    const wasSignedIn = isSignedIn(authState.status);
    reloadAuthFromStorage();
    if (wasSignedIn && !isSignedIn(authState.status)) emit('auth:logout', { reason: 'other_tab' });
  });

  on('auth:error', () => {
    endedHere = false;
    cancelRefresh();
    applyState(GUEST);
  });
  on('auth:token-refreshed', reloadAuthFromStorage);
  // Emitted after the emitter cleared storage (this module, or the admin session): follow it.
  on('auth:logout', ({ reason }) => {
    endedHere = reason !== 'other_tab';
    reloadAuthFromStorage();
  });
  on('auth:login', () => {
    endedHere = false;
  });

  // Timers sleep with the laptop and are throttled in hidden tabs: catch up when it matters.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') catchUpRefresh();
  });
  window.addEventListener('online', catchUpRefresh);

  scheduleFromStorage();
}

if (typeof window !== 'undefined') install();
