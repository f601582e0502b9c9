// Where to return after a social login: the provider sends the browser back to
// /auth/callback/{provider}, which has lost the login page's ?redirect=, so the target is kept in
// sessionStorage (this tab only) before leaving, and taken (read once) on return.
const KEY = 'social_login_redirect';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type KnownSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<KnownSocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export function isSocialProvider(value: string | undefined): value is KnownSocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');
}

export function rememberSocialRedirect(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    // storage disabled: the user lands on the home page instead
  }
}

/** The kept target (a same-site path), removed once read; null when none. */
export function takeSocialRedirect(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    // Same rule as a ?redirect=: a path on this site, never another origin.
    return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
  } catch {
    return null;
  }
}
