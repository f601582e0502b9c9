// Login: e-mail, password, "Ține-mă minte"; then the ?redirect= target (when safe) or home.
// Links to register (keeping the redirect) and to the password reset; social buttons below.
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { login, safeRedirectTarget } from '../auth-actions.ts';
import { checkCurrentPassword, checkEmail, compactErrors } from './form-validation.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';
import { EmailField } from './auth-fields.tsx';

const f = roAccount.form;
const t = roAccount.login;

/** `?redirect=…` of the current query, to hand on to the sibling screens. */
export function redirectQuery(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
}

export function LoginForm({ search }: { search: string }) {
  const navigate = useNavigate();
  const target = safeRedirectTarget(search);
  const form = useAuthForm({
    id: 'autentificare',
    initial: { email: '', password: '', remember: false as boolean },
    labels: { email: f.emailLabel, password: f.passwordLabel },
    validate: (v) => compactErrors({ email: checkEmail(v.email), password: checkCurrentPassword(v.password) }),
    fallbackError: t.failed,
  });
  const { values, errors } = form;

  const submit = form.onSubmit(async (v) => {
    await login({ email: v.email.trim(), password: v.password, remember: v.remember });
    navigate(target, { replace: true });
  });

  return (
    <>
      <form className="auth-form" noValidate onSubmit={submit}>
        <ErrorSummary title={f.summaryTitle} {...form.summary} />
        <EmailField form={form} />
        <PasswordField
          id={form.fieldId('password')}
          name="password"
          autoComplete="current-password"
          required
          label={f.passwordLabel}
          showLabel={f.showPassword}
          hideLabel={f.hidePassword}
          value={values.password}
          error={errors.password}
          onChange={(e) => form.setValue('password', e.currentTarget.value)}
        />
        <div className="auth-form__row">
          <CheckboxField
            id={form.fieldId('remember')}
            name="remember"
            label={t.remember}
            checked={values.remember}
            onChange={(e) => form.setValue('remember', e.currentTarget.checked)}
          />
          <Link className="auth-form__link" to="/resetare-parola">
            {t.forgot}
          </Link>
        </div>
        <Button type="submit" size="lg" className="auth-form__submit" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
      </form>
      <p className="auth-alt">
        {t.noAccount} <Link to={`/inregistrare${redirectQuery(search)}`}>{t.register}</Link>
      </p>
      <SocialButtons redirectTo={target} />
    </>
  );
}
