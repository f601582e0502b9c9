// Request a reset link: the server answers the same for any address (no account probing), and
// that answer is what the screen shows. The address stays typed for "Trimite din nou".
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { requestPasswordReset } from '../auth-actions.ts';
import { focusOnMount } from './focus.ts';
import { checkEmail, compactErrors } from './form-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';
import { EmailField } from './auth-fields.tsx';

const f = roAccount.form;
const t = roAccount.forgot;

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  const form = useAuthForm({
    id: 'resetare',
    initial: { email: '' },
    labels: { email: f.emailLabel },
    validate: (v) => compactErrors({ email: checkEmail(v.email) }),
    fallbackError: f.genericError,
  });

  const submit = form.onSubmit(async (v) => {
    setSent(await requestPasswordReset(v.email.trim()));
  });

  if (sent !== null) {
    return (
      <div className="auth-result" ref={focusOnMount} tabIndex={-1}>
        <Notice tone="success" title={t.sentTitle}>
          <p>{sent}</p>
          <p>{t.sentHint}</p>
        </Notice>
        <div className="auth-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setAgain(true);
              setSent(null);
            }}
          >
            {t.again}
          </Button>
          <Link className="auth-form__link" to="/autentificare">
            {t.backToLogin}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary title={f.summaryTitle} {...form.summary} />
        <EmailField form={form} autoFocus={again} />
        <Button type="submit" size="lg" className="auth-form__submit" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
      </form>
      <p className="auth-alt">
        <Link to="/autentificare">{t.backToLogin}</Link>
      </p>
    </>
  );
}
