/**
 * Social login (Google, Facebook, Apple): leaving for the provider with a `state` kept in this tab,
 * and the return with ?code=&state=, whose state must be the one kept (single use).
 */
import { roSession } from '../../i18n/ro-session.ts';
import { http } from '../../lib/http.ts';
import { leaveTo } from '../../lib/navigation.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage-keys.ts';
import { ACCOUNT_DEFAULTS, call, seg, signIn } from './auth-call.ts';
import type { DataAnswer } from './auth-call.ts';
import { AuthError, socialMessage } from './auth-errors.ts';
import type { Customer, TokenAnswer } from './auth-store.ts';

export type SocialProvider = 'google' | 'facebook' | 'apple';

const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** sessionStorage key of the social login `state`, per provider (this tab only, single use). */
export const SOCIAL_STATE_KEY_PREFIX = 'social_login_state:';

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
