// The "profil" section of the dashboard: name, the read-only e-mail, and preferences (theme,
// billing country), saved with PUT customer/profile. Language and currency are not offered: the
// interface is Romanian and prices are in lei only. Field errors of a 422 show at their fields;
// "saved" is announced only after a change was saved (nothing changed: the form says so, unsent).
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
import { checkName, NAME_MAX, compactErrors } from './form-validation.ts';
import { useAuthForm } from './use-auth-form.ts';
import './auth-forms.css';

const f = roAccount.form;
const t = roAccount.profile;

const options = (labels: Record<string, string>): SelectOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
const DARK_MODES = options(t.darkModeOptions);
const COUNTRIES = options(t.countries);

/** The list, plus the customer's current value when it is not one of ours (never lose it). */
function withCurrent(list: SelectOption[], current: string): SelectOption[] {
  return list.some((o) => o.value === current) ? list : [...list, { value: current, label: current }];
}

export function ProfileForm({ customer, onSaved }: { customer: Customer; onSaved?: (customer: Customer) => void }) {
  const [status, setStatus] = useState<'saved' | 'unchanged' | null>(null);
  const [current, setCurrent] = useState(customer);
  const form = useAuthForm({
    id: 'profil',
    initial: {
      name: customer.name ?? '',
      dark_mode: customer.dark_mode || 'system',
      billing_country: customer.billing_country || 'RO',
    },
    labels: {
      name: f.nameLabel,
      dark_mode: t.darkMode,
      billing_country: t.billingCountry,
    },
    validate: (v) => compactErrors({ name: checkName(v.name) }),
    fallbackError: t.failed,
  });
  const { values, errors } = form;

  // The button was disabled while saving (which drops focus): give it back once saved.
  const savedAndIdle = status === 'saved' && !form.busy;
  useEffect(() => {
    if (savedAndIdle) document.getElementById('profil-salveaza')?.focus();
  }, [savedAndIdle]);

  const submit = form.onSubmit(async (v) => {
    setStatus(null);
    const input = { ...v, name: v.name.trim() };
    const before = { name: current.name ?? '', dark_mode: current.dark_mode || 'system', billing_country: current.billing_country || 'RO' };
    if ((Object.keys(input) as (keyof typeof input)[]).every((field) => input[field] === before[field])) {
      setStatus('unchanged');
      return;
    }
    const next = await updateProfile(input);
    setCurrent(next);
    setStatus('saved');
    onSaved?.(next);
  });

  const select = (field: 'dark_mode' | 'billing_country', label: string, list: SelectOption[]) => (
    <SelectField
      id={form.fieldId(field)}
      name={field}
      label={label}
      options={withCurrent(list, values[field])}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => {
        setStatus(null);
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
        limit={NAME_MAX}
        required
        label={f.nameLabel}
        value={values.name}
        error={errors.name}
        onChange={(e) => {
          setStatus(null);
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
          {select('billing_country', t.billingCountry, COUNTRIES)}
        </div>
      </fieldset>
      <div className="profile-form__actions">
        <Button id="profil-salveaza" type="submit" size="lg" busy={form.busy}>
          {form.busy ? t.submitting : t.submit}
        </Button>
        <div className="profile-form__status" role="status">
          {status === 'saved' ? (
            <Notice tone="success" live={false}>
              {t.saved}
            </Notice>
          ) : status === 'unchanged' ? (
            <Notice tone="info" live={false}>
              {t.unchanged}
            </Notice>
          ) : null}
        </div>
      </div>
    </form>
  );
}
