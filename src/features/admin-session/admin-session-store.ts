/**
 * The admin (impersonation) session of spec §4: active while the admin-login flag is in storage
 * and its timestamp (admin_login_at, ms) is under 10 minutes old. While active, remainingMs ticks
 * every second for the banner. On expiry: an info toast, the session and personal data cleared,
 * auth:logout {reason:'admin_expired'} (the auth store follows it to guest) and the login page after
 * 1 s; a manual end does the same without the toast and goes to login after 0.5 s. When another tab
 * removes the flag, this tab reloads. The server session is revoked in the background both times.
 *
 * A feature never imports another: the session is ended through lib (storage keys, personal data,
 * events), not through the auth feature.
 */
import { proxy } from 'valtio';
import { ro } from '../../i18n/ro.ts';
import { emit, on } from '../../lib/events.ts';
import { http } from '../../lib/http.ts';
import { navigateTo, reloadPage } from '../../lib/navigation.ts';
import { clearPersonalData } from '../../lib/personal-data.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage-keys.ts';
import { notify } from '../../lib/toast.ts';
import { LOGIN_PATH } from '../../shared/routes-data.ts';

/** Spec §9: an admin session lasts 10 minutes. */
export const ADMIN_SESSION_MS = 10 * 60_000;
/** Spec §9: login 1 s after the expiry, 0.5 s after a manual end. */
export const ADMIN_EXPIRED_REDIRECT_MS = 1000;
export const ADMIN_LOGOUT_REDIRECT_MS = 500;
const TICK_MS = 1000;

export type AdminSessionStatus = 'inactive' | 'active' | 'expired';

export interface AdminSessionState {
  status: AdminSessionStatus;
  /** The impersonated customer's name, or 'Utilizator necunoscut'. */
  customerName: string;
  remainingMs: number;
}

export const adminSessionState = proxy<AdminSessionState>({ status: 'inactive', customerName: '', remainingMs: 0 });

/** 'm:ss' of the time left, rounded up to the second (10:00 at the start, 0:01 in the last second). */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function storedCustomerName(): string {
  try {
    const customer = JSON.parse(readStorage(STORAGE_KEYS.customer) ?? 'null') as { name?: unknown } | null;
    const name = customer && typeof customer.name === 'string' ? customer.name.trim() : '';
    return name || ro.errors.unknownAdminUser;
  } catch {
    return ro.errors.unknownAdminUser;
  }
}

/** Time left, or 0 when the timestamp is missing, unreadable or in the future (a changed clock). */
function remainingFromStorage(now: number): number {
  const at = Number(readStorage(STORAGE_KEYS.adminLoginAt));
  if (!Number.isFinite(at) || at <= 0 || at > now) return 0;
  return Math.min(ADMIN_SESSION_MS, ADMIN_SESSION_MS - (now - at));
}

let ticker: ReturnType<typeof setInterval> | undefined;
let watchers = 0;
let stopListening: (() => void) | null = null;
/** This tab saw the flag set (so its removal by another tab means: reload). */
let flagSeen = false;

function stopTicking(): void {
  clearInterval(ticker);
  ticker = undefined;
}

/** Tokens of the ending session, to revoke them on the server once storage is cleared. */
function takeTokens(): { access: string | null; refresh: string | null } {
  return { access: readStorage(STORAGE_KEYS.accessToken), refresh: readStorage(STORAGE_KEYS.refreshToken) };
}

function revokeOnServer({ access, refresh }: { access: string | null; refresh: string | null }): void {
  if (!access && !refresh) return;
  http
    .post('private/auth/logout', refresh ? { refresh_token: refresh } : undefined, {
      headers: access ? { Authorization: `Bearer ${access}` } : {},
    })
    .catch(() => undefined); // best effort: the server ends impersonations on its own too
}

/** Clears the session here (storage keys at once, then database and caches) and tells the app. */
function endSession(reason: 'admin_expired' | 'admin_logout'): void {
  stopTicking();
  flagSeen = false;
  const tokens = takeTokens();
  void clearPersonalData();
  emit('auth:logout', { reason });
  revokeOnServer(tokens);
}

function expire(): void {
  adminSessionState.status = 'expired';
  adminSessionState.remainingMs = 0;
  notify((toast) => toast.info(ro.errors.adminSessionExpired));
  endSession('admin_expired');
  setTimeout(() => navigateTo(LOGIN_PATH, { replace: true }), ADMIN_EXPIRED_REDIRECT_MS);
}

/** Reads the flag and its age: active (and ticking while watched), expired now, or inactive. */
function evaluate(): void {
  if (!readStorage(STORAGE_KEYS.adminLogin)) {
    stopTicking();
    flagSeen = false;
    // 'expired' stays until the next login, so the app can tell why the session ended.
    if (adminSessionState.status !== 'expired') adminSessionState.status = 'inactive';
    adminSessionState.remainingMs = 0;
    return;
  }
  flagSeen = true;
  const remaining = remainingFromStorage(Date.now());
  if (remaining <= 0) {
    expire();
    return;
  }
  adminSessionState.status = 'active';
  adminSessionState.customerName = storedCustomerName();
  adminSessionState.remainingMs = remaining;
  if (ticker === undefined && watchers > 0) ticker = setInterval(evaluate, TICK_MS);
}

const WATCHED_KEYS: readonly (string | null)[] = [
  STORAGE_KEYS.adminLogin,
  STORAGE_KEYS.adminLoginAt,
  STORAGE_KEYS.customer,
  STORAGE_KEYS.accessToken,
  null,
];

function listen(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!WATCHED_KEYS.includes(event.key)) return;
    if (flagSeen && !readStorage(STORAGE_KEYS.adminLogin)) {
      reloadPage(); // another tab ended the admin session
      return;
    }
    evaluate();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') evaluate();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  const offLogin = on('auth:login', () => {
    if (adminSessionState.status === 'expired') adminSessionState.status = 'inactive';
    evaluate();
  });
  // Another tab's logout arrives as storage events, handled above (it may mean a reload).
  const offLogout = on('auth:logout', ({ reason }) => {
    if (reason !== 'other_tab') evaluate();
  });
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    offLogin();
    offLogout();
  };
}

/** Starts following the admin session (the banner calls it once); returns the stop function. */
export function startAdminSessionWatch(): () => void {
  watchers += 1;
  if (watchers === 1) stopListening = listen();
  evaluate();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0) {
      stopListening?.();
      stopListening = null;
      stopTicking();
    }
  };
}

/** "Încheie sesiunea": ends the admin session and goes to login after 0.5 s. */
export function endAdminSession(): void {
  adminSessionState.status = 'inactive';
  adminSessionState.remainingMs = 0;
  endSession('admin_logout');
  setTimeout(() => navigateTo(LOGIN_PATH, { replace: true }), ADMIN_LOGOUT_REDIRECT_MS);
}
