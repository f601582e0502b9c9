/**
 * The session's states and transitions (spec §4): guest → authenticated (login, or a session
 * stored by an earlier visit or another tab) → refreshing while new tokens are fetched → back to
 * authenticated, or to guest when the session ends. `authState` is what the screens read; only
 * the auth store and its refresh move it, through the transitions below. Knows nothing of storage
 * or the network (auth-storage.ts, auth-refresh.ts).
 */
import { proxy } from 'valtio';
import type { Customer, TokenAnswer } from '../../shared/api/private-answers.ts';

// The answers' types are generated from the server's answer schemas (npm run contract).
export type { Customer, TokenAnswer };

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



export const GUEST: AuthState = { status: 'guest', user: null, tokens: null };

/** Signed in, including while a refresh is under way. */
export function isSignedIn(status: AuthStatus): boolean {
  return status === 'authenticated' || status === 'refreshing';
}

/** Guest until the auth store applies the stored session, as it does when it loads. */
export const authState = proxy<AuthState>({ ...GUEST });

/** A refresh of this tab is in flight (its single-flight promise exists). */
let refreshInFlight = false;

export function setRefreshInFlight(inFlight: boolean): void {
  refreshInFlight = inFlight;
}

/** Moves to `next`; while a refresh is under way a signed-in state stays 'refreshing'. */
export function applyState(next: AuthState): void {
  authState.status = next.status === 'authenticated' && refreshInFlight ? 'refreshing' : next.status;
  authState.user = next.user;
  authState.tokens = next.tokens;
}

/** A refresh starts: a signed-in session shows 'refreshing'. */
export function enterRefreshing(): void {
  if (authState.status === 'authenticated') authState.status = 'refreshing';
}

/** The refresh is over: 'refreshing' becomes signed in again, or guest when no token is left. */
export function leaveRefreshing(hasAccessToken: boolean): void {
  if (authState.status === 'refreshing') authState.status = hasAccessToken ? 'authenticated' : 'guest';
}

/** The signed-in customer changed (profile fetched or saved). */
export function setUser(customer: Customer): void {
  authState.user = customer;
}
