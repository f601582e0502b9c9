// The "profil" section of the dashboard: name, the read-only e-mail, and preferences (theme,
// language, currency, billing country), saved with PUT customer/profile. Field errors of a 422
// show at their fields; success is announced next to the button.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Field } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import type { SelectOption } from '../../../components/select-field.tsx';
import { roAccount } from '../../../i18n/ro-account.ts';
import { updateProfile } from '../auth-actions.ts';
import type { Customer } from '../auth-store.ts';
import { checkName, compactErrors } from './form-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';

const f = roAccount.form;
const t = roAccount.profile;

const options = (labels: Record<string, string>): SelectOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
const DARK_MODES = options(t.darkModeOptions);
const LANGUAGES = options(t.languageOptions);
const CURRENCIES = options(t.currencyOptions);
const COUNTRIES = options(t.countries);

/** The list, plus the customer's current value when it is not one of ours (never lose it). */
function withCurrent(list: SelectOption[], current: string): SelectOption[] {
  return list.some((o) => o.value === current) ? list : [...list, { value: current, label: current }];
}

export function ProfileForm({ customer, onSaved }: { customer: Customer; onSaved?: (customer: Customer) => void }) {
  const [saved, setSaved] = useState(false);
  const form = useAuthForm({
    id: 'profil',
    initial: {
      name: customer.name ?? '',
      dark_mode: customer.dark_mode || 'system',
      preferred_language: customer.preferred_language || 'ro',
      currency_code: customer.currency_code || 'RON',
      billing_country: customer.billing_country || 'RO',
    },
    labels: {
      name: f.nameLabel,
      dark_mode: t.darkMode,
      preferred_language: t.language,
      currency_code: t.currency,
      billing_country: t.billingCountry,
    },
    validate: (v) => compactErrors({ name: checkName(v.name) }),
    fallbackError: t.failed,
  });
  const { values, errors } = form;

  // The button was disabled while saving (which drops focus): give it back once saved.
  const savedAndIdle = saved && !form.busy;
  useEffect(() => {
    if (savedAndIdle) document.getElementById('profil-salveaza')?.focus();
  }, [savedAndIdle]);

  const submit = form.onSubmit(async (v) => {
    setSaved(false);
    const next = await updateProfile({ ...v, name: v.name.trim() });
    setSaved(true);
    onSaved?.(next);
  });

  const select = (field: 'dark_mode' | 'preferred_language' | 'currency_code' | 'billing_country', label: string, list: SelectOption[]) => (
    <SelectField
      id={form.fieldId(field)}
      name={field}
      label={label}
      options={withCurrent(list, values[field])}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => {
        setSaved(false);
        form.setValue(field, e.currentTarget.value);
      }}
    />
  );

  return (
    <form className="auth-form profile-form" noValidate onSubmit={submit}>
      <ErrorSummary title={f.summaryTitle} {...form.summary} />
      <Field
        id={form.fieldId('name')}
        name="name"
        autoComplete="name"
        maxLength={100}
        required
        label={f.nameLabel}
        value={values.name}
        error={errors.name}
        onChange={(e) => {
          setSaved(false);
          form.setValue('name', e.currentTarget.value);
        }}
      />
      <Field
        id="profil-email"
        name="email"
        type="email"
        autoComplete="email"
        readOnly
        label={f.emailLabel}
        hint={t.emailHint}
        value={customer.email}
      />
      <fieldset>
        <legend className="auth-form__legend">{t.preferences}</legend>
        <div className="profile-form__grid">
          {select('dark_mode', t.darkMode, DARK_MODES)}
          {select('preferred_language', t.language, LANGUAGES)}
          {select('currency_code', t.currency, CURRENCIES)}
          {select('billing_country', t.billingCountry, COUNTRIES)}
        </div>
      </fieldset>
      <div className="profile-form__actions">
        <Button id="profil-salveaza" type="submit" size="lg" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
        <div className="profile-form__status" role="status">
          {saved ? <Notice tone="success" live={false}>{t.saved}</Notice> : null}
        </div>
      </div>
    </form>
  );
}
