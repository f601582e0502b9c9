// Sender or recipient: name, phone, e-mail and either the street address in the quoted locality
// or a locker of the carrier there. The locality itself comes from the quote (changing it means
// a new price), so it is shown, not edited.
import { Field } from '../../components/field.tsx';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { TEXT_LIMITS as T } from '../../shared/field-limits.ts';
import { LockerPicker } from './locker-picker.tsx';
import type { ContactValues } from './order-draft.ts';
import type { LocalityOption } from './shipping-api.ts';
import type { OrderErrors } from './order-validation.ts';

const t = roOrder;

export function orderFieldId(path: string): string {
  return `comanda-${path.replace(/\./g, '-')}`;
}

export interface ContactFieldsetProps {
  role: 'sender' | 'recipient';
  values: ContactValues;
  locality: LocalityOption | null;
  locker: { carrierId: number; carrierName: string } | null;
  errors: OrderErrors;
  onChange: (next: Partial<ContactValues>) => void;
}

export function ContactFieldset({ role, values, locality, locker, errors, onChange }: ContactFieldsetProps) {
  const id = (field: string) => orderFieldId(`${role}.${field}`);
  const error = (field: string) => errors[`${role}.${field}`];
  const place = locality ? `${locality.name}, ${locality.county_name}` : '';
  const sender = role === 'sender';
  return (
    <fieldset className="order-contact">
      <legend>{sender ? t.sender : t.recipient}</legend>
      {place ? <p className="order-contact__place">{fillOrder(sender ? t.pickupFrom : t.deliverTo, { place })}</p> : null}
      <div className="order-contact__grid">
        <Field id={id('name')} label={t.name} required limit={T.name.max} autoComplete={sender ? 'name' : 'off'} value={values.name} error={error('name')} onChange={(e) => onChange({ name: e.target.value })} />
        <Field
          id={id('phone')}
          label={t.phone}
          hint={t.phoneHint}
          required
          limit={T.phone.max}
          formatted
          type="tel"
          inputMode="tel"
          autoComplete={sender ? 'tel' : 'off'}
          value={values.phone}
          error={error('phone')}
          onChange={(e) => onChange({ phone: e.target.value })}
        />
        <Field
          id={id('email')}
          label={t.email}
          required={sender}
          limit={T.email.max}
          type="email"
          autoComplete={sender ? 'email' : 'off'}
          value={values.email}
          error={error('email')}
          onChange={(e) => onChange({ email: e.target.value })}
        />
        <Field id={id('company')} label={t.company} limit={T.company.max} autoComplete={sender ? 'organization' : 'off'} value={values.company} onChange={(e) => onChange({ company: e.target.value })} />
      </div>
      {locker && locality ? (
        <LockerPicker
          name={id('locker_id')}
          carrierId={locker.carrierId}
          carrierName={locker.carrierName}
          localityId={locality.id}
          value={values.locker_id}
          onChange={(lockerId) => onChange({ locker_id: lockerId })}
          error={error('locker_id')}
        />
      ) : (
        <div className="order-contact__grid">
          <Field id={id('street')} label={t.street} required limit={T.street.max} autoComplete={sender ? 'address-line1' : 'off'} value={values.street} error={error('street')} onChange={(e) => onChange({ street: e.target.value })} />
          <Field id={id('number')} label={t.number} limit={T.streetNumber.max} value={values.number} error={error('number')} onChange={(e) => onChange({ number: e.target.value })} />
          <Field id={id('details')} label={t.details} limit={T.addressDetails.max} autoComplete={sender ? 'address-line2' : 'off'} value={values.details} error={error('details')} onChange={(e) => onChange({ details: e.target.value })} />
          <Field
            id={id('postal_code')}
            label={t.postalCode}
            limit={T.postalCode.max}
            formatted
            inputMode="numeric"
            autoComplete={sender ? 'postal-code' : 'off'}
            value={values.postal_code}
            error={error('postal_code')}
            onChange={(e) => onChange({ postal_code: e.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
