/**
 * The app's own window events (typed CustomEvents), so that features can react to the session
 * without importing each other: the auth store emits login/logout/refresh, the admin-session
 * store emits its logouts, and anyone (push registration, chat) may listen.
 */

export type LogoutReason = 'user' | 'session_expired' | 'admin_expired' | 'admin_logout' | 'other_tab';
export type LoginMethod = 'password' | 'register' | 'social' | 'set_password' | 'impersonation';

export interface AppEvents {
  /** A session was stored in this tab. */
  'auth:login': { method: LoginMethod };
  /** The session was cleared (storage and personal data already removed). */
  'auth:logout': { reason: LogoutReason };
  /** An unrecoverable auth failure: the auth store returns to guest. */
  'auth:error': { message?: string };
  /** New tokens are in storage: the auth store reloads its state from it. */
  'auth:token-refreshed': { expiresAt: number | null };
}

export type AppEventName = keyof AppEvents;

declare global {
  interface WindowEventMap {
    'auth:login': CustomEvent<AppEvents['auth:login']>;
    'auth:logout': CustomEvent<AppEvents['auth:logout']>;
    'auth:error': CustomEvent<AppEvents['auth:error']>;
    'auth:token-refreshed': CustomEvent<AppEvents['auth:token-refreshed']>;
  }
}

export function emit<K extends AppEventName>(type: K, detail: AppEvents[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens to one event; returns the function that stops listening. */
export function on<K extends AppEventName>(type: K, handler: (detail: AppEvents[K]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: Event) => handler((event as CustomEvent<AppEvents[K]>).detail);
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}
