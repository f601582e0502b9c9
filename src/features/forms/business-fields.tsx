// /business: the company (name, CUI), the person to call (name, e-mail, phone) and what it needs
// (monthly volume, destinations, cash on delivery, other details).
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { DESTINATIONS, FORM_LIMITS, MONTHLY_VOLUMES, type Destination, type MonthlyVolume } from '../../shared/forms.ts';
import { roForms } from '../../i18n/ro-forms.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { fieldId } from './field-ids.ts';
import type { FieldsProps } from './fields-props.ts';
import { TextareaField } from './textarea-field.tsx';

const label = roForms.labels.business;
const id = (field: string) => fieldId('business', field);
const VOLUME_OPTIONS = [{ value: '', label: roForms.volumePlaceholder }, ...MONTHLY_VOLUMES.map((v) => ({ value: v.id, label: v.label }))];
const DESTINATION_OPTIONS = DESTINATIONS.map((d) => ({ value: d.id, label: d.label }));

export function BusinessFields({ values, errors, onChange }: FieldsProps<'business'>) {
  const toggle = (value: string, checked: boolean) => {
    const rest = values.destinations.filter((d) => d !== value);
    // Kept in the contract's order, whatever order they were ticked in.
    const next = checked ? DESTINATIONS.map((d) => d.id).filter((d) => d === value || rest.includes(d)) : rest;
    onChange({ destinations: next as Destination[] });
  };
  return (
    <>
      <fieldset className="forms-group">
        <legend>{roForms.companyGroup}</legend>
        <div className="forms-grid">
          <Field id={id('company')} label={label.company} required autoComplete="organization" limit={FORM_LIMITS.company.max} value={values.company} error={errors.company} onChange={(e) => onChange({ company: e.target.value })} />
          <Field id={id('cui')} label={label.cui} hint={roForms.hints.cui} required limit={FORM_LIMITS.cui.max} autoCapitalize="characters" spellCheck={false} value={values.cui} error={errors.cui} onChange={(e) => onChange({ cui: e.target.value })} />
          <Field id={id('contact_name')} label={label.contact_name} required autoComplete="name" limit={FORM_LIMITS.name.max} value={values.contact_name} error={errors.contact_name} onChange={(e) => onChange({ contact_name: e.target.value })} />
          <Field id={id('email')} label={label.email} hint={roForms.hints.email} required type="email" inputMode="email" limit={FORM_LIMITS.email.max} autoComplete="email" spellCheck={false} value={values.email} error={errors.email} onChange={(e) => onChange({ email: e.target.value })} />
          <Field id={id('phone')} label={label.phone} hint={roForms.hints.businessPhone} required type="tel" inputMode="tel" limit={FORM_LIMITS.phone.max} autoComplete="tel" value={values.phone} error={errors.phone} onChange={(e) => onChange({ phone: e.target.value })} />
        </div>
      </fieldset>
      <fieldset className="forms-group">
        <legend>{roForms.needsGroup}</legend>
        <div className="forms-grid">
          <SelectField id={id('monthly_volume')} label={label.monthly_volume} required options={VOLUME_OPTIONS} value={values.monthly_volume} error={errors.monthly_volume} onChange={(e) => onChange({ monthly_volume: e.target.value as MonthlyVolume | '' })} />
        </div>
        <ChoiceGroup
          id={id('destinations')}
          type="checkbox"
          name="destinations"
          legend={label.destinations}
          hint={roForms.hints.destinations}
          required
          options={DESTINATION_OPTIONS}
          selected={values.destinations}
          error={errors.destinations}
          onToggle={toggle}
        />
        <CheckboxField id={id('cash_on_delivery')} label={label.cash_on_delivery} hint={roForms.hints.cashOnDelivery} checked={values.cash_on_delivery} error={errors.cash_on_delivery} onChange={(e) => onChange({ cash_on_delivery: e.target.checked })} />
        <TextareaField id={id('message')} label={label.message} hint={roForms.hints.businessMessage} rows={5} max={FORM_LIMITS.businessMessage.max} value={values.message} error={errors.message} onChange={(e) => onChange({ message: e.target.value })} />
      </fieldset>
    </>
  );
}
