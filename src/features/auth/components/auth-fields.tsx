// The fields the account forms share: the e-mail address (login, register, forgot password) and a
// new password with its confirmation (register, password reset, set-password), wired to the form
// state of useAuthForm with the same ids, autocomplete tokens and messages everywhere.
import { Field } from '../../../components/field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { EMAIL_MAX } from './form-validation.ts';

const f = roAccount.form;

/** The part of useAuthForm's result a group of fields needs, for the fields `K`. */
interface FormFields<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  fieldId: (field: K) => string;
  setValue: (field: K, value: string) => void;
}

/** `limited`: a new address (register) says its length limit; signing in only types a known one. */
export function EmailField({ form, autoFocus, limited }: { form: FormFields<'email'>; autoFocus?: boolean; limited?: boolean }) {
  return (
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
      limit={limited ? EMAIL_MAX : undefined}
      autoFocus={autoFocus}
      label={f.emailLabel}
      value={form.values.email}
      error={form.errors.email}
      onChange={(e) => form.setValue('email', e.currentTarget.value)}
    />
  );
}

export function NewPasswordFields({ form, label = f.passwordLabel }: { form: FormFields<'password' | 'password_confirmation'>; label?: string }) {
  return (
    <>
      <PasswordField
        id={form.fieldId('password')}
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        label={label}
        hint={f.passwordHint}
        showLabel={f.showPassword}
        hideLabel={f.hidePassword}
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.setValue('password', e.currentTarget.value)}
      />
      <PasswordField
        id={form.fieldId('password_confirmation')}
        name="password_confirmation"
        autoComplete="new-password"
        required
        label={f.confirmationLabel}
        showLabel={f.showPassword}
        hideLabel={f.hidePassword}
        value={form.values.password_confirmation}
        error={form.errors.password_confirmation}
        onChange={(e) => form.setValue('password_confirmation', e.currentTarget.value)}
      />
    </>
  );
}
