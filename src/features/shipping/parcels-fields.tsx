// Envelope or parcels: for parcels, one row per parcel (weight and three sides, decimal comma
// accepted), added up to 10 and removed down to one; each input carries its own error.
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import { SHIPPING_LIMITS } from '../../shared/shipping.ts';
import { EMPTY_PARCEL, parcelField, type CalculatorErrors, type CalculatorValues, type ParcelValues } from './calculator-form.ts';

const t = roShipping;
const SIDES = [
  ['weight', t.weight],
  ['length', t.length],
  ['width', t.width],
  ['height', t.height],
] as const;

export function fieldId(path: string): string {
  return `calc-${path.replace(/\./g, '-')}`;
}

export interface ParcelsFieldsProps {
  values: CalculatorValues;
  errors: CalculatorErrors;
  onChange: (next: Partial<CalculatorValues>) => void;
}

export function ParcelsFields({ values, errors, onChange }: ParcelsFieldsProps) {
  const setParcel = (index: number, field: keyof ParcelValues, text: string) =>
    onChange({ parcels: values.parcels.map((p, i) => (i === index ? { ...p, [field]: text } : p)) });
  const full = values.parcels.length >= SHIPPING_LIMITS.maxParcels;

  return (
    <div className="calc-parcels">
      <fieldset className="calc-kind">
        <legend className="field__label">{t.kind}</legend>
        {(['parcel', 'envelope'] as const).map((kind) => (
          <label key={kind} className={values.kind === kind ? 'calc-kind__option is-active' : 'calc-kind__option'}>
            <input type="radio" name="tip-expediere" value={kind} checked={values.kind === kind} onChange={() => onChange({ kind })} />
            {kind === 'parcel' ? t.kindParcel : t.kindEnvelope}
          </label>
        ))}
      </fieldset>

      {values.kind === 'envelope' ? (
        <Field
          id={fieldId('content.envelopes_count')}
          label={t.envelopes}
          inputMode="numeric"
          value={values.envelopes}
          error={errors['content.envelopes_count']}
          onChange={(e) => onChange({ envelopes: e.target.value })}
          className="calc-narrow"
        />
      ) : (
        <ol className="calc-parcel-list">
          {values.parcels.map((parcel, index) => (
            <li key={index} className="calc-parcel">
              <fieldset>
                <legend>{fillShipping(t.parcel, { n: index + 1 })}</legend>
                <div className="calc-parcel__grid">
                  {SIDES.map(([field, label]) => (
                    <Field
                      key={field}
                      id={fieldId(parcelField(index, field))}
                      label={label}
                      inputMode="decimal"
                      value={parcel[field]}
                      error={errors[parcelField(index, field)]}
                      onChange={(e) => setParcel(index, field, e.target.value)}
                    />
                  ))}
                </div>
                {values.parcels.length > 1 ? (
                  <Button
                    variant="ghost"
                    className="calc-parcel__remove"
                    onClick={() => onChange({ parcels: values.parcels.filter((_, i) => i !== index) })}
                  >
                    {fillShipping(t.removeParcel, { n: index + 1 })}
                  </Button>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {values.kind === 'parcel' ? (
        <div className="calc-parcels__add">
          <Button variant="secondary" disabled={full} onClick={() => onChange({ parcels: [...values.parcels, { ...EMPTY_PARCEL }] })}>
            {t.addParcel}
          </Button>
          {full ? <p className="field__hint">{t.maxParcels}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
