// Set the account's password from an e-mailed link (/set-password/{id}/{token}): on success the
// customer is signed in and goes to the dashboard, or to the link's `redirect` (a same-site path:
// a guest order's confirmation, to add the order to the account). A rejected link (400/404) shows the catalogue
// message and the way to a new link; a weak password (422) shows at the fields.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { AuthError, safeRedirectTarget, setPassword } from '../auth-actions.ts';
import { checkConfirmation, checkNewPassword, compactErrors } from './form-validation.ts';
import { InvalidLink } from './invalid-link.tsx';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';
import { NewPasswordFields } from './auth-fields.tsx';

const f = roAccount.form;
const t = roAccount.setPassword;

export function SetPasswordForm({ id, token, search = '' }: { id: string; token: string; search?: string }) {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useAuthForm({
    id: 'setare-parola',
    initial: { password: '', password_confirmation: '' },
    labels: { password: f.passwordLabel, password_confirmation: f.confirmationLabel },
    validate: (v) =>
      compactErrors({
        password: checkNewPassword(v.password),
        password_confirmation: checkConfirmation(v.password, v.password_confirmation),
      }),
    fallbackError: t.failed,
  });

  const submit = form.onSubmit(async (v) => {
    try {
      await setPassword(id, token, { password: v.password, password_confirmation: v.password_confirmation });
    } catch (error) {
      if (error instanceof AuthError && (error.status === 400 || error.status === 404)) {
        setInvalid(error.message);
        return;
      }
      throw error;
    }
    navigate(new URLSearchParams(search).get('redirect') ? safeRedirectTarget(search) : '/dashboard', { replace: true });
  });

  if (invalid !== null) {
    return (
      <InvalidLink
        message={invalid}
        next={t.invalidNext}
        action={<ButtonLink to="/resetare-parola">{t.askAgain}</ButtonLink>}
        focus
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <ErrorSummary title={f.summaryTitle} {...form.summary} />
      <NewPasswordFields form={form} />
      <Button type="submit" size="lg" className="auth-form__submit" busy={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
