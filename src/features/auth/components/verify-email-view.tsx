// /verify-email/{id}/{token} (public): confirms the address on arrival and says how it went; a
// rejected link says what to do next (sign in and ask for a new e-mail from the account). With
// `email`, the link confirms a new address (an e-mail change from the profile).
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { AuthError, verifyEmail } from '../auth-actions.ts';
import { focusOnMount } from './focus.ts';
import { InvalidLink } from './invalid-link.tsx';
import { runOnce } from './run-once.ts';
import './auth-forms.css';

const t = roAccount.verify;

type Result = { ok: true; message: string } | { ok: false; message: string };

export function VerifyEmailView({ id, token, email, signedIn }: { id: string; token: string; email?: string; signedIn: boolean }) {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    let active = true;
    runOnce(`verify:${id}:${token}`, () => verifyEmail(id, token, email)).then(
      (message) => active && setResult({ ok: true, message: message || t.success }),
      (error: unknown) =>
        active && setResult({ ok: false, message: error instanceof AuthError && error.message ? error.message : t.invalid }),
    );
    return () => {
      active = false;
    };
  }, [id, token, email]);

  if (!result) {
    return (
      <p className="auth-progress" role="status">
        {t.working}
      </p>
    );
  }

  if (!result.ok) {
    return (
      <InvalidLink
        title={t.invalidTitle}
        message={result.message}
        next={t.invalidNext}
        action={<ButtonLink to={signedIn ? '/dashboard' : '/autentificare?redirect=%2Fdashboard'}>{signedIn ? t.toDashboard : t.toLogin}</ButtonLink>}
        focus
      />
    );
  }

  return (
    <div className="auth-result" ref={focusOnMount} tabIndex={-1}>
      <Notice tone="success">
        <p>{result.message}</p>
      </Notice>
      <div className="auth-actions">
        <ButtonLink to={signedIn ? '/dashboard' : '/autentificare?redirect=%2Fdashboard'}>{signedIn ? t.toDashboard : t.toLogin}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t.toHome}
        </ButtonLink>
      </div>
    </div>
  );
}
