// /contact: who writes (name, e-mail, optional phone), what about (topic, optional AWB or order
// number) and the message.
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { CONTACT_TOPICS, FORM_LIMITS, type ContactTopic } from '../../shared/forms.ts';
import { roForms } from '../../i18n/ro-forms.ts';
import { fieldId } from './field-ids.ts';
import type { FieldsProps } from './fields-props.ts';
import { TextareaField } from './textarea-field.tsx';

const label = roForms.labels.contact;
const id = (field: string) => fieldId('contact', field);
const TOPIC_OPTIONS = [{ value: '', label: roForms.topicPlaceholder }, ...CONTACT_TOPICS.map((t) => ({ value: t.id, label: t.label }))];

export function ContactFields({ values, errors, onChange }: FieldsProps<'contact'>) {
  return (
    <>
      <fieldset className="forms-group">
        <legend>{roForms.contactGroup}</legend>
        <div className="forms-grid">
          <Field id={id('name')} label={label.name} required autoComplete="name" limit={FORM_LIMITS.name.max} value={values.name} error={errors.name} onChange={(e) => onChange({ name: e.target.value })} />
          <Field id={id('email')} label={label.email} hint={roForms.hints.email} required type="email" inputMode="email" limit={FORM_LIMITS.email.max} autoComplete="email" spellCheck={false} value={values.email} error={errors.email} onChange={(e) => onChange({ email: e.target.value })} />
          <Field id={id('phone')} label={label.phone} hint={roForms.hints.phone} type="tel" inputMode="tel" limit={FORM_LIMITS.phone.max} autoComplete="tel" value={values.phone} error={errors.phone} onChange={(e) => onChange({ phone: e.target.value })} />
        </div>
      </fieldset>
      <fieldset className="forms-group">
        <legend>{roForms.messageGroup}</legend>
        <div className="forms-grid">
          <SelectField id={id('topic')} label={label.topic} required options={TOPIC_OPTIONS} value={values.topic} error={errors.topic} onChange={(e) => onChange({ topic: e.target.value as ContactTopic | '' })} />
          <Field id={id('reference')} label={label.reference} hint={roForms.hints.reference} limit={FORM_LIMITS.reference.max} autoCapitalize="characters" spellCheck={false} value={values.reference} error={errors.reference} onChange={(e) => onChange({ reference: e.target.value })} />
        </div>
        <TextareaField id={id('message')} label={label.message} hint={roForms.hints.contactMessage} required rows={7} max={FORM_LIMITS.contactMessage.max} value={values.message} error={errors.message} onChange={(e) => onChange({ message: e.target.value })} />
      </fieldset>
    </>
  );
}
