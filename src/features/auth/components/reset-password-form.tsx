// Choose a new password from the e-mailed link (?token=…&email=…). A link without them, or one
// the server rejects (400 reset_link_invalid), shows what happened and how to get a new one.
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { fillText, roAccount } from '../../../i18n/ro-account.ts';
import { AuthError, resetPassword } from '../auth-actions.ts';
import { focusOnMount } from './focus.ts';
import { checkConfirmation, checkNewPassword, compactErrors } from './form-validation.ts';
import { InvalidLink } from './invalid-link.tsx';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';
import { NewPasswordFields } from './auth-fields.tsx';

const f = roAccount.form;
const t = roAccount.reset;

export function ResetPasswordForm({ search }: { search: string }) {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useAuthForm({
    id: 'parola-noua',
    initial: { password: '', password_confirmation: '' },
    labels: { password: f.newPasswordLabel, password_confirmation: f.confirmationLabel },
    validate: (v) =>
      compactErrors({
        password: checkNewPassword(v.password),
        password_confirmation: checkConfirmation(v.password, v.password_confirmation),
      }),
    fallbackError: f.genericError,
  });

  const submit = form.onSubmit(async (v) => {
    try {
      setDone(await resetPassword({ token, email, password: v.password, password_confirmation: v.password_confirmation }));
    } catch (error) {
      if (error instanceof AuthError && (error.status === 400 || error.status === 404)) {
        setInvalid(error.message || t.invalid);
        return;
      }
      throw error;
    }
  });

  if (!token || !email || invalid !== null) {
    return (
      <InvalidLink
        title={t.invalidTitle}
        message={invalid || t.invalid}
        next={t.invalidNext}
        action={<ButtonLink to="/resetare-parola">{t.askAgain}</ButtonLink>}
        focus={invalid !== null}
      />
    );
  }

  if (done !== null) {
    return (
      <div className="auth-result" ref={focusOnMount} tabIndex={-1}>
        <Notice tone="success">
          <p>{done || t.success}</p>
        </Notice>
        <ButtonLink to="/autentificare" size="lg">
          {t.toLogin}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <ErrorSummary title={f.summaryTitle} {...form.summary} />
      <p className="auth-form__context">{fillText(t.forAccount, { email })}</p>
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields form={form} label={f.newPasswordLabel} />
      <Button type="submit" size="lg" className="auth-form__submit" busy={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
