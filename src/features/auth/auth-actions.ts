/**
 * The account actions the auth screens and the dashboard call: login, register, logout, password
 * reset, social login, set-password, e-mail verification, the admin impersonation exchange and the
 * profile. Each maps a failure to the spec §8 message (AuthError, auth-errors.ts); sessions are
 * written only through the auth store (startSession / clearSession). Kept out of the first load:
 * only the auth screens import this module (the header imports it on demand, to log out).
 */
import { roSession } from '../../i18n/ro-session.ts';
import { http } from '../../lib/http.ts';
import { leaveTo } from '../../lib/navigation.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage-keys.ts';
import { notify } from '../../lib/toast.ts';
import { HOME_PATH } from '../../shared/routes-data.ts';
import {
  AuthError,
  loginMessage,
  registerMessage,
  serverMessageOr,
  setPasswordMessage,
  socialMessage,
  toAuthError,
} from './auth-errors.ts';
import type { Catalogue } from './auth-errors.ts';
import { authState, clearSession, startSession, storeCustomer } from './auth-store.ts';
import type { Customer, TokenAnswer } from './auth-store.ts';
import { roAccountSecurity } from '../../i18n/ro-account-security.ts';

export { AuthError } from './auth-errors.ts';

export type SocialProvider = 'google' | 'facebook' | 'apple';

const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** Spec §9 defaults of a new account. */
const ACCOUNT_DEFAULTS = { currency_code: 'RON', preferred_language: 'ro', billing_country: 'RO' } as const;

/** sessionStorage key of the social login `state`, per provider (this tab only, single use). */
export const SOCIAL_STATE_KEY_PREFIX = 'social_login_state:';

interface DataAnswer<T> {
  data: T;
  message?: string;
}

interface MessageAnswer {
  data?: unknown;
  message?: string;
}

/** Runs a call; any failure becomes an AuthError with the catalogue's message. */
async function call<T>(catalogue: Catalogue, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAuthError(error, catalogue);
  }
}

/** Stores a token answer as the new session; the customer it holds. */
function signIn(answer: TokenAnswer, method: Parameters<typeof startSession>[1]): Customer {
  const customer = startSession(answer, method);
  if (!customer) throw new AuthError(0, roSession.login.failed); // a token answer without a customer
  return customer;
}

/** The `data` of a `{data}` answer; an answer without one is a failure of the call. */
function dataOf<T>(answer: DataAnswer<T> | null | undefined): T {
  if (!answer || answer.data === undefined || answer.data === null) throw new Error('Răspuns fără date');
  return answer.data;
}

function seg(value: string): string {
  return encodeURIComponent(value);
}

export async function login(input: { email: string; password: string; remember: boolean }): Promise<Customer> {
  const answer = await call(loginMessage, () =>
    http.post<TokenAnswer>('private/auth/login', { email: input.email, password: input.password, remember: input.remember }),
  );
  return signIn(answer, 'password');
}

export async function register(input: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<Customer> {
  const answer = await call(registerMessage, () =>
    http.post<TokenAnswer>('private/auth/register', {
      name: input.name,
      email: input.email,
      password: input.password,
      password_confirmation: input.password_confirmation,
      dark_mode: 'system',
      ...ACCOUNT_DEFAULTS,
    }),
  );
  return signIn(answer, 'register');
}

/**
 * Revokes the session on the server (bearer, plus the refresh token for when the access token has
 * already expired), then clears it here whatever the answer, with the matching toast. The caller
 * navigates.
 */
export async function logout(): Promise<void> {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  const refreshToken = readStorage(STORAGE_KEYS.refreshToken);
  let revoked = !accessToken && !refreshToken; // nothing to revoke (another tab already logged out)
  if (!revoked) {
    try {
      await http.post(
      'private/auth/logout',
        refreshToken ? { refresh_token: refreshToken } : undefined,
        { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} },
      );
      revoked = true;
    } catch {
      revoked = false; // offline or refused: the local session ends anyway
    }
  }
  const cleared = clearSession('user');
  notify((toast) => (revoked ? toast.success(roSession.session.logoutSuccess) : toast.error(roSession.session.logoutFailure)));
  await cleared;
}

export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await call(serverMessageOr(roSession.forgotPassword.failed), () =>
    http.post<MessageAnswer>('private/auth/forgot-password', { email }),
  );
  return answer?.message || roSession.forgotPassword.sent;
}

export async function resetPassword(input: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<string> {
  const answer = await call(serverMessageOr(roSession.resetPassword.failed), () =>
    http.post<MessageAnswer>('private/auth/reset-password', {
      token: input.token,
      email: input.email,
      password: input.password,
      password_confirmation: input.password_confirmation,
    }),
  );
  return answer?.message || roSession.resetPassword.done;
}

function socialStateKey(provider: SocialProvider): string {
  return SOCIAL_STATE_KEY_PREFIX + provider;
}

function rememberState(provider: SocialProvider, state: string): void {
  try {
    sessionStorage.setItem(socialStateKey(provider), state);
  } catch {
    // storage disabled: the state check on return will fail, and say so
  }
}

/** The kept state, removed once read (a code and its state are single-use). */
function takeState(provider: SocialProvider): string | null {
  try {
    const state = sessionStorage.getItem(socialStateKey(provider));
    sessionStorage.removeItem(socialStateKey(provider));
    return state;
  } catch {
    return null;
  }
}

/** Leaves for the provider: GET …/redirect gives {url, state}; the state is kept for the return. */
export async function startSocialLogin(provider: SocialProvider): Promise<void> {
  const answer = await call(socialMessage(PROVIDER_LABELS[provider]), () =>
    http.get<DataAnswer<{ url: string; state: string }>>(`private/auth/social/${seg(provider)}/redirect`),
  );
  const { url, state } = answer?.data ?? { url: '', state: '' };
  if (!url) throw new AuthError(0, roSession.social.providerFailed.replace('{provider}', PROVIDER_LABELS[provider]));
  if (state) rememberState(provider, state);
  leaveTo(url);
}

/** The provider sent the browser back with ?code=&state=: the state must be the one kept. */
export async function completeSocialLogin(provider: SocialProvider, code: string, state: string | null): Promise<Customer> {
  const expected = takeState(provider);
  if (!state || !expected || state !== expected) {
    throw new AuthError(401, roSession.social.failed, 'social_state_mismatch');
  }
  const theme = readStorage(STORAGE_KEYS.darkMode);
  const answer = await call(socialMessage(PROVIDER_LABELS[provider]), () =>
    http.post<TokenAnswer>(`private/auth/social/${seg(provider)}/token`, {
      token: code,
      state,
      preferred_language: ACCOUNT_DEFAULTS.preferred_language,
      dark_mode: theme === 'dark' || theme === 'light' ? theme : 'system',
      billing_country: ACCOUNT_DEFAULTS.billing_country,
      currency_code: ACCOUNT_DEFAULTS.currency_code,
    }),
  );
  return signIn(answer, 'social');
}

export async function setPassword(
  id: string,
  token: string,
  input: { password: string; password_confirmation: string },
): Promise<Customer> {
  const answer = await call(setPasswordMessage, () =>
    http.post<TokenAnswer>(`private/auth/set-password/${seg(id)}/${seg(token)}`, {
      password: input.password,
      password_confirmation: input.password_confirmation,
    }),
  );
  return signIn(answer, 'set_password');
}

/** `email`: the new address of an e-mail change link (its query), sent back with the token. */
export async function verifyEmail(id: string, token: string, email?: string): Promise<string> {
  const answer = await call(
    serverMessageOr(({ status }) => (status === 400 || status === 404 ? roSession.verifyEmail.linkInvalid : roSession.verifyEmail.failed)),
    () => http.post<MessageAnswer>(`private/auth/verify-email/${seg(id)}/${seg(token)}`, email === undefined ? undefined : { email }),
  );
  // A signed-in customer's stored copy learns the news too (the dashboard reads it).
  const user = authState.user;
  if (user && email !== undefined && String(user.id) === id) storeCustomer({ ...user, email: email.trim().toLowerCase(), email_verified: true });
  else if (user && email === undefined) storeCustomer({ ...user, email_verified: true });
  return answer?.message || roSession.verifyEmail.done;
}

/** An admin's one-time code becomes a customer session marked as an admin session (10 minutes). */
export async function completeImpersonation(code: string): Promise<Customer> {
  const answer = await call(serverMessageOr(roSession.impersonation.codeInvalid), () =>
    http.post<TokenAnswer>('private/auth/impersonation/exchange', { code }),
  );
  return signIn(answer, 'impersonation');
}

export async function fetchProfile(): Promise<Customer> {
  const customer = await call(serverMessageOr(roSession.profile.loadFailed), async () =>
    dataOf(await http.get<DataAnswer<Customer>>('private/customer/profile')),
  );
  storeCustomer(customer);
  return customer;
}

/** What the profile changes (the interface is Romanian and prices are in lei: nothing to choose there). */
export interface ProfileInput {
  name: string;
  dark_mode: string;
  billing_country: string;
}

export async function updateProfile(input: ProfileInput): Promise<Customer> {
  const customer = await call(
    serverMessageOr(({ status }) => (status === 422 ? roSession.profile.validation : roSession.profile.saveFailed)),
    async () =>
      dataOf(
        await http.put<DataAnswer<Customer>>('private/customer/profile', {
          name: input.name,
          dark_mode: input.dark_mode,
          billing_country: input.billing_country,
        }),
      ),
  );
  storeCustomer(customer);
  return customer;
}

export async function resendVerificationEmail(): Promise<string> {
  const answer = await call(serverMessageOr(roSession.resendVerification.failed), () =>
    http.post<MessageAnswer>('private/customer/email/verification-notification'),
  );
  return answer?.message || roSession.resendVerification.sent;
}

/**
 * The `redirect` query of `search` when it is a path on this site (one leading '/', same origin
 * once resolved), else the home page. Never an open redirect.
 */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  try {
    // The prerender has no window: any origin does to compare a path with itself.
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const url = new URL(target, origin);
    if (url.origin !== origin) return HOME_PATH;
    return url.pathname + url.search + url.hash;
  } catch {
    return HOME_PATH;
  }
}

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST customer/password: resolves with the server's message; this session stays signed in. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const answer = await call(serverMessageOr(roAccountSecurity.password.failed), () => http.post<MessageAnswer>('private/customer/password', input));
  return answer?.message || roAccountSecurity.password.done;
}

export interface CloseAccountInput {
  password: string;
  iban: string;
  holder: string;
}

/** POST customer/close; on success this tab's session ends too. Resolves with the server's message. */
export async function closeAccount(input: CloseAccountInput): Promise<string> {
  const body = { password: input.password, ...(input.iban.trim() ? { iban: input.iban.trim(), holder: input.holder.trim() } : {}) };
  const answer = await call(serverMessageOr(roAccountSecurity.close.failed), () => http.post<MessageAnswer>('private/customer/close', body));
  await clearSession('user');
  return answer?.message || roAccountSecurity.close.title;
}
