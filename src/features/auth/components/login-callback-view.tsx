// /autentificare/login-callback?code=… (public): an admin's one-time impersonation code is
// exchanged for a session, then the dashboard opens. Prerendered without a query, so until
// hydration it shows the neutral "working" state the prerendered HTML holds.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/button.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { AuthError, completeImpersonation } from '../auth-actions.ts';
import { InvalidLink } from './invalid-link.tsx';
import { runOnce } from './run-once.ts';
import './auth-forms.css';

const t = roAccount.loginCallback;

export function LoginCallbackView({ search, hydrated }: { search: string; hydrated: boolean }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const code = new URLSearchParams(search).get('code');

  useEffect(() => {
    if (!hydrated || !code) return;
    runOnce(`impersonation:${code}`, () => completeImpersonation(code)).then(
      () => navigate('/dashboard', { replace: true }),
      (error: unknown) => setFailure(error instanceof AuthError && error.message ? error.message : t.invalid),
    );
  }, [hydrated, code, navigate]);

  const message = hydrated && !code ? t.missing : failure;
  if (message !== null) {
    return (
      <InvalidLink
        message={message}
        next={t.next}
        action={<ButtonLink to="/autentificare">{t.toLogin}</ButtonLink>}
        focus={failure !== null}
      />
    );
  }
  return (
    <p className="auth-progress" role="status">
      {t.working}
    </p>
  );
}
