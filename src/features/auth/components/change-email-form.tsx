// The profile's "Schimbă adresa de e-mail" (issue #30): the new address and the current password,
// checked here first, then POST customer/email. The address changes only when the link mailed to
// the new address is opened; until then the form says where the link went. Field errors of a 422
// (a wrong password, an address already in use) show at their fields.
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Field } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { roAccountSecurity } from '../../../i18n/ro-account-security.ts';
import { requestEmailChange } from '../email-change-actions.ts';
import { checkCurrentPassword, checkEmail, compactErrors, EMAIL_MAX } from './form-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';

const f = roAccount.form;
const t = roAccountSecurity.email;
const EMPTY = { email: '', current_password: '' };

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useAuthForm({
    id: 'schimba-email',
    initial: EMPTY,
    labels: { email: t.next, current_password: t.password },
    validate: (v) =>
      compactErrors({
        email: checkEmail(v.email) ?? (v.email.trim().toLowerCase() === currentEmail.toLowerCase() ? t.same : undefined),
        current_password: checkCurrentPassword(v.current_password),
      }),
    fallbackError: t.failed,
  });

  const submit = form.onSubmit(async (v) => {
    setSent(null);
    const message = await requestEmailChange(v);
    form.setValue('current_password', '');
    setSent(message);
  });

  return (
    <form className="auth-form profile-form" noValidate onSubmit={submit} aria-labelledby="schimba-email-titlu">
      <h2 id="schimba-email-titlu">{t.title}</h2>
      <p>{t.lead}</p>
      <ErrorSummary title={f.summaryTitle} {...form.summary} />
      <p>
        {t.current}: <strong>{currentEmail}</strong>
      </p>
      <Field
        id={form.fieldId('email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX}
        label={t.next}
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.setValue('email', e.currentTarget.value)}
      />
      <PasswordField
        id={form.fieldId('current_password')}
        name="current_password"
        autoComplete="current-password"
        required
        label={t.password}
        showLabel={f.showPassword}
        hideLabel={f.hidePassword}
        value={form.values.current_password}
        error={form.errors.current_password}
        onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
      />
      <div className="profile-form__actions">
        <Button type="submit" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
        <div className="profile-form__status" role="status">
          {sent ? (
            <Notice tone="success" live={false}>
              {sent}
            </Notice>
          ) : null}
        </div>
      </div>
    </form>
  );
}
