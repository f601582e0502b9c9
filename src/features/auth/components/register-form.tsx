// Register: name, e-mail, password, confirmation and consent to the terms. Server field errors
// (422) appear at their fields; on success the new customer goes to the ?redirect= target or the
// dashboard, with a toast saying a verification e-mail was sent.
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Field } from '../../../components/field.tsx';
import { fillText, roAccount } from '../../../i18n/ro-account.ts';
import { notify } from '../../../lib/toast.ts';
import { register, safeRedirectTarget } from '../auth-actions.ts';
import { checkConfirmation, checkEmail, checkName, checkNewPassword, compactErrors, NAME_MAX } from './form-validation.ts';
import { redirectQuery } from './login-form.tsx';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';
import { EmailField, NewPasswordFields } from './auth-fields.tsx';

const f = roAccount.form;
const t = roAccount.register;
export const TERMS_PATH = '/termeni-conditii-curierat';

/** The ?redirect= target when one was asked for, else the dashboard. */
export function afterRegisterTarget(search: string): string {
  return new URLSearchParams(search).get('redirect') ? safeRedirectTarget(search) : '/dashboard';
}

export function RegisterForm({ search }: { search: string }) {
  const navigate = useNavigate();
  const form = useAuthForm({
    id: 'inregistrare',
    initial: { name: '', email: '', password: '', password_confirmation: '', terms: false as boolean },
    labels: {
      name: f.nameLabel,
      email: f.emailLabel,
      password: f.passwordLabel,
      password_confirmation: f.confirmationLabel,
      terms: t.consentSummary,
    },
    validate: (v) =>
      compactErrors({
        name: checkName(v.name),
        email: checkEmail(v.email),
        password: checkNewPassword(v.password),
        password_confirmation: checkConfirmation(v.password, v.password_confirmation),
        terms: v.terms ? undefined : t.consentRequired,
      }),
    fallbackError: t.failed,
  });
  const { values, errors } = form;

  const submit = form.onSubmit(async (v) => {
    const email = v.email.trim();
    await register({ name: v.name.trim(), email, password: v.password, password_confirmation: v.password_confirmation });
    notify((toast) => toast.success(fillText(t.created, { email })));
    navigate(afterRegisterTarget(search), { replace: true });
  });

  return (
    <>
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary title={f.summaryTitle} {...form.summary} />
        <Field
          id={form.fieldId('name')}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          limit={NAME_MAX}
          required
          label={f.nameLabel}
          value={values.name}
          error={errors.name}
          onChange={(e) => form.setValue('name', e.currentTarget.value)}
        />
        <EmailField form={form} limited />
        <NewPasswordFields form={form} />
        <CheckboxField
          id={form.fieldId('terms')}
          name="terms"
          required
          label={
            <>
              {t.consentBefore}
              <Link to={TERMS_PATH} target="_blank" rel="noopener">
                {t.consentLink}
                <span className="visually-hidden">{f.newTab}</span>
              </Link>
              {t.consentAfter}
            </>
          }
          checked={values.terms}
          error={errors.terms}
          onChange={(e) => form.setValue('terms', e.currentTarget.checked)}
        />
        <Button type="submit" size="lg" className="auth-form__submit" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
      </form>
      <p className="auth-alt">
        {t.haveAccount} <Link to={`/autentificare${redirectQuery(search)}`}>{t.login}</Link>
      </p>
    </>
  );
}
