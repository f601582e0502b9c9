// The customer's contact and address (the sender of the return parcel): prefilled from the order
// found, every field editable, each wired to its error.
import { Field } from '../../components/field.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { fieldId, type ContactValues } from './return-form-state.ts';

const t = roReturnPortal.details;

export function ReturnContactFields({ contact, error, onChange }: { contact: ContactValues; error: (key: string) => string | null; onChange: (contact: ContactValues) => void }) {
  const field = (key: keyof ContactValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      id={fieldId(`contact.${key}`)}
      label={label}
      value={contact[key]}
      error={error(`contact.${key}`)}
      onChange={(e) => onChange({ ...contact, [key]: e.currentTarget.value })}
      {...extra}
    />
  );
  return (
    <fieldset className="return-step__group">
      <legend className="return-portal__legend">{t.contactTitle}</legend>
      {field('name', t.name, { required: true, autoComplete: 'name', limit: 100 })}
      <div className="return-step__pair">
        {field('email', t.email, { required: true, type: 'email', autoComplete: 'email', hint: t.emailHint, limit: 254, formatted: true })}
        {field('phone', t.phone, { required: true, type: 'tel', autoComplete: 'tel', limit: 20, formatted: true })}
      </div>
      {field('street', t.street, { required: true, autoComplete: 'street-address', limit: 200 })}
      <div className="return-step__pair">
        {field('locality_name', t.locality, { required: true, autoComplete: 'address-level2', limit: 200 })}
        {field('county_name', t.county, { required: true, autoComplete: 'address-level1', limit: 200 })}
      </div>
      {field('postal_code', t.postalCode, { inputMode: 'numeric', autoComplete: 'postal-code', limit: 6, formatted: true })}
    </fieldset>
  );
}
