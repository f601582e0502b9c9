// "Continue with …" buttons for the social providers the server has configured
// (GET private/app-config → auth.social_providers); nothing at all when none is. Placed below the
// login form, so their late arrival shifts nothing above them.
import { useEffect, useState } from 'react';
import { roAccount, fillText } from '../../../i18n/ro-account.ts';
import { Button } from '../../../components/button.tsx';
import { loadAppConfig } from '../../../lib/app-config.ts';
import { AuthError, startSocialLogin } from '../auth-actions.ts';
import { PROVIDER_LABELS, isSocialProvider, rememberSocialRedirect } from './social-redirect.ts';
import type { KnownSocialProvider } from './social-redirect.ts';

/** The configured providers this app knows, in the server's order; [] when unreachable. */
export function loadSocialProviders(): Promise<KnownSocialProvider[]> {
  return loadAppConfig().then(
    (config) => {
      const list = config?.auth?.social_providers;
      return Array.isArray(list) ? list.filter((p): p is KnownSocialProvider => typeof p === 'string' && isSocialProvider(p)) : [];
    },
    () => [], // offline or no config: email and password still work
  );
}

const t = roAccount.social;

export function SocialButtons({ redirectTo }: { redirectTo: string }) {
  const [providers, setProviders] = useState<KnownSocialProvider[]>([]);
  const [leaving, setLeaving] = useState<KnownSocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void loadSocialProviders().then((list) => active && setProviders(list));
    return () => {
      active = false;
    };
  }, []);

  if (providers.length === 0) return null;

  const start = async (provider: KnownSocialProvider) => {
    if (leaving) return;
    setLeaving(provider);
    setError(null);
    rememberSocialRedirect(redirectTo);
    try {
      await startSocialLogin(provider); // leaves the page
    } catch (err) {
      setError(err instanceof AuthError && err.message ? err.message : t.failed);
      setLeaving(null);
    }
  };

  return (
    <section className="auth-social" aria-labelledby="autentificare-sociala">
      <h2 id="autentificare-sociala" className="auth-social__title">
        {t.heading}
      </h2>
      <div className="auth-social__error" role="alert">
        {error}
      </div>
      <ul className="auth-social__list">
        {providers.map((provider) => {
          const name = PROVIDER_LABELS[provider];
          return (
            <li key={provider}>
              <Button
                variant="secondary"
                className="auth-social__button"
                disabled={leaving !== null}
                busy={leaving === provider}
                onClick={() => void start(provider)}
              >
                {leaving === provider ? fillText(t.redirecting, { provider: name }) : fillText(t.continueWith, { provider: name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
