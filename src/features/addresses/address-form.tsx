// Add or edit one address of the book. Checks run before sending and move focus to the first field
// in error (the summary above announces them all); the server's field errors come back to the same
// fields and nothing typed is lost on a refusal or a network failure. The locality picker is the
// calculator's combobox, handed in by the page (a feature never imports another).
import { useState, type ComponentType, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Field } from '../../components/field.tsx';
import { HttpError } from '../../lib/http.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { roAddresses } from '../../i18n/ro-addresses.ts';
import type { AddressDto, AddressKind } from '../../shared/addresses.ts';
import { bodyOf, emptyValues, fieldId, formField, validateAddress, valuesOf, type AddressErrors, type AddressFormValues, type LocalityOption } from './address-form-model.ts';
import { createAddress, updateAddress } from './addresses-api.ts';
import { StreetCombobox } from './street-combobox.tsx';
import { TEXT_LIMITS as T } from '../../shared/field-limits.ts';

const t = roAddresses;
const f = t.fields;

export interface LocalityPickerProps {
  id: string;
  label: string;
  value: LocalityOption | null;
  onChange: (value: LocalityOption | null) => void;
  error?: string;
}

export type LocalityPicker = ComponentType<LocalityPickerProps>;

export interface AddressFormProps {
  kind: AddressKind;
  /** The address being edited, or null for a new one. */
  address: AddressDto | null;
  LocalityPicker: LocalityPicker;
  onSaved: (address: AddressDto, created: boolean) => void;
  onCancel: () => void;
}

/** The form's fields in screen order: the first one in error gets the focus. */
const ORDER = ['address_type', 'company', 'vat_no', 'reg_com', 'contact', 'phone', 'email', 'locality_id', 'street_name', 'street_no', 'street_details', 'zipcode', 'cnp', 'bank_iban', 'bank'];

function labelOf(field: string): string {
  return (f as Record<string, string>)[field] ?? field;
}

export function AddressForm({ kind, address, LocalityPicker, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(() => (address ? valuesOf(address) : emptyValues()));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const focusWhenPainted = useFocusWhenPainted();
  const billing = kind === 'billing';
  const business = values.address_type === 'business';
  const set = (next: Partial<AddressFormValues>) => setValues((current) => ({ ...current, ...next }));

  const fail = (found: AddressErrors, text: string | null) => {
    setErrors(found);
    setMessage(text);
    setAttempt((n) => n + 1);
    const first = ORDER.find((field) => found[field]) ?? Object.keys(found)[0];
    focusWhenPainted(first ? fieldId(first) : 'adresa-erori');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Outside billing a company name is what makes the address a business one.
    const checked = billing ? values : { ...values, address_type: values.company.trim() ? ('business' as const) : ('individual' as const) };
    const found = validateAddress(kind, checked);
    if (Object.keys(found).length > 0) return fail(found, null);
    setBusy(true);
    try {
      const body = bodyOf(kind, checked);
      const saved = address ? await updateAddress(address.id, body) : await createAddress(kind, body);
      onSaved(saved, !address);
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.errors).length > 0) {
        const fields: AddressErrors = {};
        for (const [path, list] of Object.entries(error.errors)) fields[formField(path)] = [fields[formField(path)], ...list].filter(Boolean).join(' ');
        fail(fields, error.message);
      } else fail({}, error instanceof HttpError && !error.isNetworkError && error.status < 500 ? error.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: keyof AddressFormValues & string, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      id={fieldId(name)}
      label={label}
      value={values[name] as string}
      error={errors[name]}
      onChange={(event) => set({ [name]: event.target.value } as Partial<AddressFormValues>)}
      {...extra}
    />
  );
  const items = Object.entries(errors).map(([field, text]) => ({ id: fieldId(field), label: labelOf(field === 'contact' && business ? 'contactBusiness' : field), message: text }));
  const titleId = 'adresa-formular-titlu';

  return (
    <form className="address-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <h3 id={titleId} className="address-form__title" tabIndex={-1}>
        {address ? t.editTitle : t.newTitle[kind]}
      </h3>
      <ErrorSummary id="adresa-erori" title={t.summaryTitle} items={items} message={message} attempt={attempt} />
      {billing ? (
        <fieldset className="address-form__choice" id={fieldId('address_type')} tabIndex={-1}>
          <legend>{f.address_type}</legend>
          {(['individual', 'business'] as const).map((type) => (
            <label key={type} className={values.address_type === type ? 'address-choice is-active' : 'address-choice'}>
              <input type="radio" name="tip-adresa" value={type} checked={values.address_type === type} onChange={() => set({ address_type: type })} />
              {f[type]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="address-form__grid">
        {billing && business ? (
          <>
            {text('company', f.company, { required: true, autoComplete: 'organization', limit: T.company.max })}
            {text('vat_no', f.vat_no, { required: true, hint: f.vatHint, limit: T.cui.max, formatted: true })}
            {text('reg_com', f.reg_com, { hint: f.regComHint, limit: T.regCom.max })}
            <CheckboxField label={f.vat_payer} checked={values.vat_payer} onChange={(e) => set({ vat_payer: e.target.checked })} className="address-form__check" />
          </>
        ) : null}
        {text('contact', business && billing ? f.contactBusiness : f.contact, { required: true, autoComplete: 'name', limit: T.name.max })}
        {!billing ? text('company', f.companyOptional, { autoComplete: 'organization', limit: T.company.max }) : null}
        {text('phone', billing ? f.phoneOptional : f.phone, { required: !billing, hint: f.phoneHint, type: 'tel', inputMode: 'tel', autoComplete: 'tel', limit: T.phone.max, formatted: true })}
        {text('email', f.email, { type: 'email', autoComplete: 'email', limit: T.email.max })}
      </div>
      <div className="address-form__grid">
        <div className="address-form__wide">
          <LocalityPicker
            id={fieldId('locality_id')}
            label={f.locality_id}
            value={values.locality}
            onChange={(locality) => set({ locality, ...(locality?.id !== values.locality?.id ? { street_id: null } : {}) })}
            error={errors.locality_id}
          />
        </div>
        <StreetCombobox
          id={fieldId('street_name')}
          label={billing ? f.streetOptional : f.street_name}
          required={!billing}
          localityId={values.locality?.id ?? null}
          value={values.street_name}
          error={errors.street_name}
          onType={(street_name) => set({ street_name, street_id: null })}
          // The street's postal code fills the field only while it is empty.
          onPick={(street) => setValues((c) => ({ ...c, street_name: street.street_name, street_id: street.id, zipcode: c.zipcode || (billing ? '' : (street.postal_code ?? '')) }))}
        />
        {text('street_no', f.street_no, { limit: T.streetNumber.max })}
        {text('street_details', f.street_details, { autoComplete: 'address-line2', limit: T.addressDetails.max })}
        {!billing ? text('zipcode', f.zipcode, { hint: f.zipcodeHint, inputMode: 'numeric', autoComplete: 'postal-code', limit: T.postalCode.max, formatted: true }) : null}
      </div>
      {billing ? (
        <div className="address-form__grid">
          {!business ? text('cnp', f.cnp, { inputMode: 'numeric', limit: T.cnp.max, formatted: true }) : null}
          {text('bank_iban', f.bank_iban, { autoComplete: 'off', limit: T.iban.max, formatted: true, spellCheck: false })}
          {text('bank', f.bank, { limit: T.bank.max })}
        </div>
      ) : null}
      <CheckboxField label={f.is_default} checked={values.is_default} onChange={(e) => set({ is_default: e.target.checked })} />
      <div className="address-form__actions">
        <Button type="submit" busy={busy}>
          {busy ? t.saving : t.save}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
