// /feedback: a 1-5 rating (radios with words, not only numbers), the opinion, and a name and
// e-mail only for those who want an answer.
import { Field } from '../../components/field.tsx';
import { FORM_LIMITS } from '../../shared/forms.ts';
import { roForms } from '../../i18n/ro-forms.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { fieldId } from './field-ids.ts';
import type { FieldsProps } from './fields-props.ts';
import { TextareaField } from './textarea-field.tsx';

const label = roForms.labels.feedback;
const id = (field: string) => fieldId('feedback', field);
const RATING_OPTIONS = roForms.ratings.map((r) => ({
  value: String(r.value),
  label: (
    <>
      <span className="forms-rating__value">{r.value}</span> <span className="forms-rating__text">{r.label}</span>
    </>
  ),
}));

export function FeedbackFields({ values, errors, onChange }: FieldsProps<'feedback'>) {
  return (
    <>
      <ChoiceGroup
        id={id('rating')}
        type="radio"
        name="rating"
        layout="scale"
        legend={label.rating}
        hint={roForms.ratingHint}
        required
        options={RATING_OPTIONS}
        selected={values.rating ? [String(values.rating)] : []}
        error={errors.rating}
        onToggle={(value) => onChange({ rating: Number(value) })}
      />
      <TextareaField id={id('message')} label={label.message} hint={roForms.hints.feedbackMessage} required rows={6} max={FORM_LIMITS.feedbackMessage.max} value={values.message} error={errors.message} onChange={(e) => onChange({ message: e.target.value })} />
      <fieldset className="forms-group">
        <legend>{roForms.contactGroup}</legend>
        <p className="field__hint forms-group__hint">{roForms.hints.feedbackContact}</p>
        <div className="forms-grid">
          <Field id={id('name')} label={label.name} autoComplete="name" limit={FORM_LIMITS.name.max} value={values.name} error={errors.name} onChange={(e) => onChange({ name: e.target.value })} />
          <Field id={id('email')} label={label.email} type="email" inputMode="email" limit={FORM_LIMITS.email.max} autoComplete="email" spellCheck={false} value={values.email} error={errors.email} onChange={(e) => onChange({ email: e.target.value })} />
        </div>
      </fieldset>
    </>
  );
}
