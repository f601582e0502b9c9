// The profile's "Schimbă parola" (issue #30): the current password and the new one twice, checked
// here as at registration, then POST customer/password. This session stays signed in; the server
// ends the others. Field errors of a 422 (a wrong current password) show at their fields.
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { roAccountSecurity } from '../../../i18n/ro-account-security.ts';
import { changePassword } from '../auth-actions.ts';
import { NewPasswordFields } from './auth-fields.tsx';
import { checkConfirmation, checkCurrentPassword, checkNewPassword, compactErrors } from './form-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';

const f = roAccount.form;
const t = roAccountSecurity.password;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useAuthForm({
    id: 'schimba-parola',
    initial: EMPTY,
    labels: { current_password: t.current, password: f.newPasswordLabel, password_confirmation: f.confirmationLabel },
    validate: (v) =>
      compactErrors({
        current_password: checkCurrentPassword(v.current_password),
        password: checkNewPassword(v.password),
        password_confirmation: checkConfirmation(v.password, v.password_confirmation),
      }),
    fallbackError: t.failed,
  });

  const submit = form.onSubmit(async (v) => {
    setDone(null);
    const message = await changePassword(v);
    for (const field of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.setValue(field, '');
    setDone(message);
  });

  return (
    <form className="auth-form profile-form" noValidate onSubmit={submit} aria-labelledby="schimba-parola-titlu">
      <h2 id="schimba-parola-titlu">{t.title}</h2>
      <p>{t.lead}</p>
      <ErrorSummary title={f.summaryTitle} {...form.summary} />
      <PasswordField
        id={form.fieldId('current_password')}
        name="current_password"
        autoComplete="current-password"
        required
        label={t.current}
        showLabel={f.showPassword}
        hideLabel={f.hidePassword}
        value={form.values.current_password}
        error={form.errors.current_password}
        onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
      />
      <NewPasswordFields form={form} label={f.newPasswordLabel} />
      <div className="profile-form__actions">
        <Button type="submit" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
        <div className="profile-form__status" role="status">
          {done ? (
            <Notice tone="success" live={false}>
              {done}
            </Notice>
          ) : null}
        </div>
      </div>
    </form>
  );
}
