/**
 * Token refresh and rotation (spec §4/§9): the proactive refresh at 75% of the token lifetime, and
 * the shared refresh that lib/http calls after a 401.
 *
 * Refreshes are single-flight in a tab (one in-flight promise) and across tabs (navigator.locks
 * 'curiero-auth-refresh': a tab that gets the lock after another tab already spent the same
 * refresh token adopts the stored tokens instead of calling the server, since the server revokes
 * the whole session when a spent refresh token is used again). What a refresh's outcome does to the
 * session (store the tokens, adopt another tab's, expire) is the auth store's: connectRefresh.
 */
import { emit } from '../../lib/events.ts';
import { HttpError, http } from '../../lib/http.ts';
import { authState, enterRefreshing, isSignedIn, leaveRefreshing, setRefreshInFlight } from './auth-machine.ts';
import type { TokenAnswer } from './auth-machine.ts';
import { readAccessToken, readExpiresAt, readRefreshToken } from './auth-storage.ts';

/** Spec §9: the refresh runs at 75% of the token lifetime. */
export const REFRESH_AT_FRACTION = 0.75;
/** A refresh that failed for lack of network is tried again after this long (or when back online). */
export const REFRESH_RETRY_MS = 30_000;
export const REFRESH_LOCK_NAME = 'curiero-auth-refresh';
export const NO_REFRESH_TOKEN = 'No refresh token available';
/** A refresh that moves the expiry by less than this is at the end of its session. */
const MIN_EXTENSION_MS = 5000;
/** setTimeout fires at once above 2^31-1 ms; longer delays are re-armed. */
const MAX_TIMER_MS = 2_147_000_000;

/** What the auth store does with a refresh's outcome. */
export interface RefreshOutcomes {
  /** Stores the new tokens as the session (and re-arms the schedule). */
  storeTokens(answer: TokenAnswer): void;
  /** Follows the session another tab stored. */
  adoptStored(): void;
  /** The session cannot be extended: it ends. */
  expire(): void;
}

let outcomes: RefreshOutcomes | null = null;

export function connectRefresh(next: RefreshOutcomes): void {
  outcomes = next;
}

function outcome(): RefreshOutcomes {
  if (!outcomes) throw new Error('auth refresh used before the auth store connected it');
  return outcomes;
}

// ---------------------------------------------------------------------------------------------
// Proactive refresh schedule

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshDueAt: number | null = null;
/** The expiry a refresh could not move (the session's end): no refresh is scheduled for it. */
let cappedExpiry: number | null = null;

export function cancelRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  refreshDueAt = null;
}

export function scheduleRefreshAt(at: number): void {
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

/** Timers sleep with the laptop and are throttled in hidden tabs: runs a refresh that is overdue. */
export function catchUpRefresh(): void {
  if (refreshDueAt !== null && Date.now() >= refreshDueAt) onRefreshDue();
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
export function scheduleFromStorage(): void {
  const access = readAccessToken();
  const expiresAt = readExpiresAt();
  if (!access || !readRefreshToken() || !Number.isFinite(expiresAt) || expiresAt <= 0 || expiresAt === cappedExpiry) {
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
  const stored = readRefreshToken();
  if (!stored || stored === spent) return false;
  outcome().adoptStored();
  return true;
}

async function refreshUnderLock(spending: string | null, hadSession: boolean): Promise<boolean> {
  if (adoptedOtherTabTokens(spending)) return true;
  const refreshToken = readRefreshToken();
  let answer: TokenAnswer;
  try {
    answer = await requestTokens(refreshToken);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 422)) {
      // Another tab (without locks) may have won the race while this call was on its way.
      if (adoptedOtherTabTokens(refreshToken)) return true;
      outcome().expire();
    } else if (error instanceof Error && error.message === NO_REFRESH_TOKEN) {
      if (hadSession) outcome().expire(); // a guest with nothing stored has no session to expire
    } else {
      // Offline, 5xx, 429: the session stays; try again later.
      if (readAccessToken()) scheduleRefreshAt(Date.now() + REFRESH_RETRY_MS);
    }
    return false;
  }
  const previousExpiry = readExpiresAt() || 0;
  outcome().storeTokens(answer);
  const expiresAt = readExpiresAt() || null;
  // The server caps a token at the end of its session (an impersonation ends after 10 minutes):
  // a refresh that did not move the expiry will not next time either, so stop refreshing ahead.
  if (expiresAt !== null && expiresAt < previousExpiry + MIN_EXTENSION_MS) {
    cappedExpiry = expiresAt;
    cancelRefresh();
  }
  emit('auth:token-refreshed', { expiresAt });
  return true;
}

let refreshing: Promise<boolean> | null = null;

async function runRefresh(): Promise<boolean> {
  const spending = readRefreshToken();
  const hadSession = Boolean(spending || readAccessToken() || isSignedIn(authState.status));
  enterRefreshing();
  try {
    return await withRefreshLock(() => refreshUnderLock(spending, hadSession));
  } finally {
    refreshing = null;
    setRefreshInFlight(false);
    leaveRefreshing(Boolean(readAccessToken()));
  }
}

/**
 * Gets new tokens; resolves true when new tokens are stored (here or by another tab). Concurrent
 * callers share one in-flight refresh. Used by lib/http after a 401 and by the schedule.
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    refreshing = runRefresh();
    setRefreshInFlight(true);
  }
  return refreshing;
}
