// /auth/callback/{provider}: with ?code= the code is exchanged (with ?state=) and the customer
// goes to the target kept before leaving, or home; without one the provider flow is started; the
// provider's ?error= (the customer refused, or it failed) shows 'Autentificare socială eșuată'.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { fillText, roAccount } from '../../../i18n/ro-account.ts';
import { AuthError, completeSocialLogin, startSocialLogin } from '../auth-actions.ts';
import { focusOnMount } from './focus.ts';
import { runOnce } from './run-once.ts';
import { PROVIDER_LABELS, isSocialProvider, rememberSocialRedirect, takeSocialRedirect } from './social-redirect.ts';
import './auth-forms.css';

const t = roAccount.social;

function messageOf(error: unknown): string {
  return error instanceof AuthError && error.message ? error.message : t.failed;
}

export function SocialCallbackView({ provider, search }: { provider: string | undefined; search: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  const providerError = query.get('error');
  const known = isSocialProvider(provider);
  const name = known ? PROVIDER_LABELS[provider] : '';
  const redirect = query.get('redirect');
  // The attempt that started the provider flow: StrictMode's second effect run must not start it twice.
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (!known || providerError) return;
    if (code) {
      // The kept target is taken once, with the exchange: an effect re-run reuses both.
      const exchange = async () => {
        await completeSocialLogin(provider, code, state);
        return takeSocialRedirect() ?? '/';
      };
      runOnce(`social:${provider}:${code}`, exchange).then(
        (target) => navigate(target, { replace: true }),
        (error: unknown) => setFailure(messageOf(error)),
      );
      return;
    }
    if (started.current === attempt) return;
    started.current = attempt;
    if (redirect) rememberSocialRedirect(redirect);
    // Leaves the page; a retry (attempt) starts it again.
    startSocialLogin(provider).catch((error: unknown) => setFailure(messageOf(error)));
  }, [known, provider, providerError, code, state, redirect, attempt, navigate]);

  const message = !known ? t.unknownProvider : providerError ? t.failed : failure;
  const canRetry = known && !code && !providerError;

  if (message !== null) {
    return (
      <div className="auth-result" ref={failure !== null ? focusOnMount : undefined} tabIndex={-1}>
        <Notice tone="error">
          <p>{message}</p>
        </Notice>
        <div className="auth-actions">
          {canRetry ? (
            <Button
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {fillText(t.retryProvider, { provider: name })}
            </Button>
          ) : null}
          <ButtonLink to="/autentificare" variant={canRetry ? 'secondary' : 'primary'}>
            {t.retry}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <p className="auth-progress" role="status">
      {fillText(code ? t.working : t.starting, { provider: name })}
    </p>
  );
}
