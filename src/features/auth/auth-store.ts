/**
 * The session state machine of spec §4, in the first load: who is signed in (authState), the one
 * writer of the stored tokens, the proactive refresh at 75% of expires_in, the shared refresh that
 * lib/http calls after a 401, and the end of a session (expiry, logout, another tab).
 *
 * Storage is the source of truth shared by the tabs (lib/storage-keys.ts): access token, refresh
 * token, expiry timestamp in ms and the serialized customer. This module writes them; other tabs
 * follow through the `storage` event. Refreshes are single-flight in a tab (one in-flight promise)
 * and across tabs (navigator.locks 'curiero-auth-refresh': a tab that gets the lock after another
 * tab already spent the same refresh token adopts the stored tokens instead of calling the server,
 * since the server revokes the whole session when a spent refresh token is used again).
 *
 * The login/register/… actions and the error catalogue live in auth-actions.ts, loaded only by the
 * auth screens, to keep this module (and the first load) small.
 */
import { proxy } from 'valtio';
import { ro } from '../../i18n/ro.ts';
import { emit, on } from '../../lib/events.ts';
import type { LoginMethod, LogoutReason } from '../../lib/events.ts';
import { HttpError, configureHttpAuth, http } from '../../lib/http.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { clearPersonalData } from '../../lib/personal-data.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys.ts';
import { notify } from '../../lib/toast.ts';
import { HOME_PATH, LOGIN_PATH, loginRedirectPath } from '../../shared/routes-data.ts';

export interface Customer {
  id?: number;
  email: string;
  name: string;
  dark_mode?: string;
  has_unpaid_reweights?: boolean;
  currency_code?: string;
  preferred_language?: string;
  billing_country?: string;
  email_verified?: boolean;
}

export type AuthStatus = 'guest' | 'authenticated' | 'refreshing';

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

export interface AuthState {
  status: AuthStatus;
  user: Customer | null;
  tokens: AuthTokens | null;
}

/** What login, register, refresh, social token, set-password and impersonation answer. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  expires_in: number;
  customer?: Customer;
  /** Impersonation only: how long the server keeps the admin session (at most 10 minutes). */
  impersonation?: { admin_name?: string; expires_in?: number };
}

/** Spec §4/§9: an admin (impersonation) session lasts 10 minutes from its flag's timestamp. */
const ADMIN_SESSION_SECONDS = 600;

/**
 * The admin-login timestamp: now, or earlier by what the server's impersonation session is shorter
 * than 10 minutes (shortened by configuration in tests), so the banner ends when the server does.
 */
function adminLoginStamp(answer: TokenAnswer, now: number): number {
  const serverSeconds = answer.impersonation?.expires_in;
  if (typeof serverSeconds !== 'number' || !(serverSeconds > 0) || serverSeconds >= ADMIN_SESSION_SECONDS) return now;
  return now - (ADMIN_SESSION_SECONDS - serverSeconds) * 1000;
}

/** Signed in, including while a refresh is under way. */
export function isSignedIn(status: AuthStatus): boolean {
  return status === 'authenticated' || status === 'refreshing';
}

/** Spec §9: the refresh runs at 75% of the token lifetime. */
export const REFRESH_AT_FRACTION = 0.75;
/** Spec §9: the redirect to login after a forced logout waits about 200 ms (the toast shows first). */
export const SESSION_EXPIRED_REDIRECT_MS = 200;
/** A refresh that failed for lack of network is tried again after this long (or when back online). */
export const REFRESH_RETRY_MS = 30_000;
export const REFRESH_LOCK_NAME = 'curiero-auth-refresh';
export const NO_REFRESH_TOKEN = 'No refresh token available';
/** A refresh that moves the expiry by less than this is at the end of its session. */
const MIN_EXTENSION_MS = 5000;
/** setTimeout fires at once above 2^31-1 ms; longer delays are re-armed. */
const MAX_TIMER_MS = 2_147_000_000;

const GUEST: AuthState = { status: 'guest', user: null, tokens: null };

function readCustomer(): Customer | null {
  const raw = readStorage(STORAGE_KEYS.customer);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Customer) : null;
  } catch {
    return null; // a corrupt value must not break the app; the session is judged by the token
  }
}

function readSession(): AuthState {
  const access = readStorage(STORAGE_KEYS.accessToken);
  if (!access) return { ...GUEST };
  const refresh = readStorage(STORAGE_KEYS.refreshToken) ?? '';
  return { status: 'authenticated', user: readCustomer(), tokens: { access_token: access, refresh_token: refresh } };
}

export const authState = proxy<AuthState>(readSession());

let refreshing: Promise<boolean> | null = null;

function applyState(next: AuthState): void {
  // While a refresh is under way a signed-in state stays 'refreshing'.
  authState.status = next.status === 'authenticated' && refreshing ? 'refreshing' : next.status;
  authState.user = next.user;
  authState.tokens = next.tokens;
}

// ---------------------------------------------------------------------------------------------
// Proactive refresh schedule

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshDueAt: number | null = null;
/** The expiry a refresh could not move (the session's end): no refresh is scheduled for it. */
let cappedExpiry: number | null = null;

function cancelRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  refreshDueAt = null;
}

function scheduleRefreshAt(at: number): void {
  cancelRefresh();
  refreshDueAt = at;
  refreshTimer = setTimeout(onRefreshDue, Math.min(Math.max(at - Date.now(), 0), MAX_TIMER_MS));
}

function onRefreshDue(): void {
  refreshTimer = undefined;
  if (refreshDueAt !== null && Date.now() < refreshDueAt) {
    scheduleRefreshAt(refreshDueAt); // a clamped long delay: wait the rest
    return;
  }
  refreshDueAt = null;
  void refreshSession();
}

/** Lifetime (exp - iat) of a JWT access token in ms, or null when the token is not a readable JWT. */
function jwtLifetimeMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    if (typeof claims.iat === 'number' && typeof claims.exp === 'number' && claims.exp > claims.iat) {
      return (claims.exp - claims.iat) * 1000;
    }
  } catch {
    // not a JWT: fall back below
  }
  return null;
}

/** (Re)arms the timer from storage: at boot, after another tab's refresh or login. */
function scheduleFromStorage(): void {
  const access = readStorage(STORAGE_KEYS.accessToken);
  const expiresAt = Number(readStorage(STORAGE_KEYS.tokenExpiresAt));
  if (
    !access ||
    !readStorage(STORAGE_KEYS.refreshToken) ||
    !Number.isFinite(expiresAt) ||
    expiresAt <= 0 ||
    expiresAt === cappedExpiry
  ) {
    cancelRefresh();
    return;
  }
  const lifetime = jwtLifetimeMs(access);
  const now = Date.now();
  // Past 75% already (or expired): the delay is 0, the refresh runs at once.
  const at = lifetime ? expiresAt - lifetime * (1 - REFRESH_AT_FRACTION) : now + (expiresAt - now) * REFRESH_AT_FRACTION;
  scheduleRefreshAt(at);
}

// ---------------------------------------------------------------------------------------------
// Writing and clearing the session

function writeTokens(answer: TokenAnswer): void {
  const expiresIn = Number(answer.expires_in);
  const now = Date.now();
  writeStorage(STORAGE_KEYS.accessToken, answer.access_token);
  writeStorage(STORAGE_KEYS.refreshToken, answer.refresh_token || null);
  writeStorage(STORAGE_KEYS.tokenExpiresAt, expiresIn > 0 ? String(now + expiresIn * 1000) : null);
  if (answer.customer) writeStorage(STORAGE_KEYS.customer, JSON.stringify(answer.customer));
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
  const previous = readCustomer();
  if (previous && answer.customer && previous.email !== answer.customer.email) void clearPersonalData();
  if (method === 'impersonation') {
    writeStorage(STORAGE_KEYS.adminLogin, 'true');
    writeStorage(STORAGE_KEYS.adminLoginAt, String(adminLoginStamp(answer, Date.now())));
  } else {
    writeStorage(STORAGE_KEYS.adminLogin, null);
    writeStorage(STORAGE_KEYS.adminLoginAt, null);
  }
  writeTokens(answer);
  emit('auth:login', { method });
  return authState.user;
}

/** Replaces the stored customer (profile fetched or saved). */
export function storeCustomer(customer: Customer): void {
  writeStorage(STORAGE_KEYS.customer, JSON.stringify(customer));
  if (readStorage(STORAGE_KEYS.accessToken)) authState.user = customer;
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
  const cleared = clearPersonalData(); // removes the storage keys synchronously
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

// ---------------------------------------------------------------------------------------------
// Refresh

/** Runs `task` holding the cross-tab refresh lock when the browser has one (Web Locks API). */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return task();
  return await locks.request(REFRESH_LOCK_NAME, task);
}

/** The server call; throws Error(NO_REFRESH_TOKEN) without a refresh token (spec §8). */
async function requestTokens(refreshToken: string | null): Promise<TokenAnswer> {
  if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
  return http.post<TokenAnswer>('private/auth/refresh', { refresh_token: refreshToken });
}

/** True when storage holds another refresh token than `spent`: another tab refreshed (or logged in). */
function adoptedOtherTabTokens(spent: string | null): boolean {
  const stored = readStorage(STORAGE_KEYS.refreshToken);
  if (!stored || stored === spent) return false;
  reloadAuthFromStorage();
  return true;
}

async function refreshUnderLock(spending: string | null, hadSession: boolean): Promise<boolean> {
  if (adoptedOtherTabTokens(spending)) return true;
  const refreshToken = readStorage(STORAGE_KEYS.refreshToken);
  let answer: TokenAnswer;
  try {
    answer = await requestTokens(refreshToken);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 422)) {
      // Another tab (without locks) may have won the race while this call was on its way.
      if (adoptedOtherTabTokens(refreshToken)) return true;
      expireSession();
    } else if (error instanceof Error && error.message === NO_REFRESH_TOKEN) {
      if (hadSession) expireSession(); // a guest with nothing stored has no session to expire
    } else {
      // Offline, 5xx, 429: the session stays; try again later.
      if (readStorage(STORAGE_KEYS.accessToken)) scheduleRefreshAt(Date.now() + REFRESH_RETRY_MS);
    }
    return false;
  }
  const previousExpiry = Number(readStorage(STORAGE_KEYS.tokenExpiresAt)) || 0;
  writeTokens(answer);
  const expiresAt = Number(readStorage(STORAGE_KEYS.tokenExpiresAt)) || null;
  // The server caps a token at the end of its session (an impersonation ends after 10 minutes):
  // a refresh that did not move the expiry will not next time either, so stop refreshing ahead.
  if (expiresAt !== null && expiresAt < previousExpiry + MIN_EXTENSION_MS) {
    cappedExpiry = expiresAt;
    cancelRefresh();
  }
  emit('auth:token-refreshed', { expiresAt });
  return true;
}

async function runRefresh(): Promise<boolean> {
  const spending = readStorage(STORAGE_KEYS.refreshToken);
  const hadSession = Boolean(spending || readStorage(STORAGE_KEYS.accessToken) || isSignedIn(authState.status));
  if (authState.status === 'authenticated') authState.status = 'refreshing';
  try {
    return await withRefreshLock(() => refreshUnderLock(spending, hadSession));
  } finally {
    refreshing = null;
    if (authState.status === 'refreshing') authState.status = readStorage(STORAGE_KEYS.accessToken) ? 'authenticated' : 'guest';
  }
}

/**
 * Gets new tokens; resolves true when new tokens are stored (here or by another tab). Concurrent
 * callers share one in-flight refresh. Used by lib/http after a 401 and by the schedule.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= runRefresh();
  return refreshing;
}

// ---------------------------------------------------------------------------------------------
// Wiring (browser only; the prerender imports this module too)

const WATCHED_KEYS: readonly (string | null)[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tokenExpiresAt,
  STORAGE_KEYS.customer,
  null, // localStorage.clear() in another tab
];

function install(): void {
  configureHttpAuth({
    getAccessToken: () => readStorage(STORAGE_KEYS.accessToken),
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
  const catchUp = () => {
    if (refreshDueAt !== null && Date.now() >= refreshDueAt) onRefreshDue();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') catchUp();
  });
  window.addEventListener('online', catchUp);

  scheduleFromStorage();
}

if (typeof window !== 'undefined') install();
