// The profile's "Închide contul" (issue #30), in two steps: the button opens the confirmation (what
// closing means, the password, and the IBAN for the wallet's balance), then "Da, închide definitiv
// contul" closes it (POST customer/close). Refusals (an order under way, a wrong password) show at
// their fields or in the summary; once closed, the session ends and the page leaves (onClosed).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Field } from '../../../components/field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { roAccountSecurity } from '../../../i18n/ro-account-security.ts';
import { notify } from '../../../lib/toast.ts';
import { closeAccount } from '../auth-actions.ts';
import { compactErrors } from './form-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';

const f = roAccount.form;
const t = roAccountSecurity.close;

export function CloseAccountSection({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useAuthForm({
    id: 'inchide-contul',
    initial: { password: '', iban: '', holder: '' },
    labels: { password: t.password, iban: t.iban, holder: t.holder },
    validate: (v) => compactErrors({ password: v.password ? undefined : t.passwordRequired }),
    fallbackError: t.failed,
  });
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const submit = form.onSubmit(async (v) => {
    const message = await closeAccount(v);
    notify((toast) => toast.success(message));
    onClosed();
  });

  return (
    <section className="auth-form profile-form" aria-labelledby="inchide-contul-titlu">
      <h2 id="inchide-contul-titlu">{t.title}</h2>
      <p>{t.lead}</p>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t.start}
        </Button>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby="inchide-contul-confirmare">
          <h3 id="inchide-contul-confirmare" ref={heading} tabIndex={-1}>
            {t.confirmTitle}
          </h3>
          <p>{t.refund}</p>
          <ErrorSummary title={f.summaryTitle} {...form.summary} />
          <PasswordField
            id={form.fieldId('password')}
            name="password"
            autoComplete="current-password"
            required
            label={t.password}
            showLabel={f.showPassword}
            hideLabel={f.hidePassword}
            value={form.values.password}
            error={form.errors.password}
            onChange={(e) => form.setValue('password', e.currentTarget.value)}
          />
          <Field
            id={form.fieldId('iban')}
            name="iban"
            autoComplete="off"
            spellCheck={false}
            label={t.iban}
            hint={t.ibanHint}
            value={form.values.iban}
            error={form.errors.iban}
            onChange={(e) => form.setValue('iban', e.currentTarget.value)}
          />
          <Field
            id={form.fieldId('holder')}
            name="holder"
            autoComplete="name"
            label={t.holder}
            value={form.values.holder}
            error={form.errors.holder}
            onChange={(e) => form.setValue('holder', e.currentTarget.value)}
          />
          <div className="profile-form__actions">
            <Button type="submit" busy={form.busy}>
              {form.busy ? t.confirming : t.confirm}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={form.busy}>
              {t.cancel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
