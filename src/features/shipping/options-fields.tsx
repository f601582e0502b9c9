// The shipment's options: cash on delivery (with the IBAN and holder it needs, shown once an
// amount is typed), declared value for insurance, and the yes/no extras; rendered only while the
// section is open (it opens by itself when an option is in use or has an error). Its summary has an
// open/closed marker and says what the section holds, or, while closed, what is chosen in it.
import { useEffect, useRef, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { Field } from '../../components/field.tsx';
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import { BOOLEAN_OPTIONS } from '../../shared/shipping.ts';
import { parseNumber, type CalculatorErrors, type CalculatorValues } from './calculator-form.ts';
import { fieldId } from './parcels-fields.tsx';

const t = roShipping;

export interface OptionsFieldsProps {
  values: CalculatorValues;
  errors: CalculatorErrors;
  onChange: (next: Partial<CalculatorValues>) => void;
}

/** What is chosen in the section, in words ("Ramburs 150 RON", "SMS pentru destinatar"). */
export function chosenOptions(values: CalculatorValues): string[] {
  const amount = (text: string) => ((parseNumber(text) ?? 0) > 0 ? text.trim() : null);
  const cod = amount(values.cod);
  const insurance = amount(values.insurance);
  return [
    ...(cod ? [fillShipping(t.chosenCod, { amount: cod })] : []),
    ...(insurance ? [fillShipping(t.chosenInsurance, { amount: insurance })] : []),
    ...BOOLEAN_OPTIONS.filter((o) => values.options[o]).map((o) => t.optionLabels[o]),
  ];
}

export function OptionsFields({ values, errors, onChange }: OptionsFieldsProps) {
  const withCod = (parseNumber(values.cod) ?? 0) > 0 || Boolean(values.iban || values.holder);
  // Whether the section shows open, once it has opened or closed (null before).
  const [shownOpen, setShownOpen] = useState<boolean | null>(null);
  const inUse = withCod || Boolean(values.insurance) || BOOLEAN_OPTIONS.some((o) => values.options[o]);
  const hasError = Object.keys(errors).some((path) => path.startsWith('extra.'));
  // The fields exist only while the section is open: a closed one costs the first render nothing.
  // The visitor may still close it while an option is in use (the fields stay, hidden).
  const open = shownOpen === true || inUse || hasError;
  const isShownOpen = shownOpen ?? open;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // An error in a closed section opens it, so the error can be seen.
  useEffect(() => {
    if (hasError && detailsRef.current && !detailsRef.current.open) detailsRef.current.open = true;
  }, [hasError]);
  const chosen = chosenOptions(values);
  return (
    <details
      ref={detailsRef}
      className="calc-options"
      open={open}
      onToggle={(e) => setShownOpen(e.currentTarget.open)}
    >
      <summary className="calc-options__summary">
        <span className="calc-options__title">{t.options}</span>
        <span className="calc-options__contents">
          {!isShownOpen && chosen.length > 0 ? fillShipping(t.optionsChosen, { list: chosen.join(', ') }) : t.optionsContents}
        </span>
      </summary>
      {open ? <OptionControls values={values} errors={errors} onChange={onChange} withCod={withCod} /> : null}
    </details>
  );
}

function OptionControls({ values, errors, onChange, withCod }: OptionsFieldsProps & { withCod: boolean }) {
  return (
    <>
      <div className="calc-options__grid">
        <Field
          id={fieldId('extra.bank_repayment_amount')}
          label={t.cod}
          hint={t.codHint}
          inputMode="decimal"
          value={values.cod}
          error={errors['extra.bank_repayment_amount']}
          onChange={(e) => onChange({ cod: e.target.value })}
        />
        <Field
          id={fieldId('extra.insurance_amount')}
          label={t.insurance}
          hint={t.insuranceHint}
          inputMode="decimal"
          value={values.insurance}
          error={errors['extra.insurance_amount']}
          onChange={(e) => onChange({ insurance: e.target.value })}
        />
        {withCod ? (
          <>
            <Field
              id={fieldId('extra.bank_iban')}
              label={t.iban}
              hint={t.ibanHint}
              autoComplete="off"
              spellCheck={false}
              value={values.iban}
              error={errors['extra.bank_iban']}
              onChange={(e) => onChange({ iban: e.target.value })}
            />
            <Field
              id={fieldId('extra.bank_holder')}
              label={t.holder}
              autoComplete="name"
              value={values.holder}
              error={errors['extra.bank_holder']}
              onChange={(e) => onChange({ holder: e.target.value })}
            />
          </>
        ) : null}
      </div>
      <div className="calc-options__checks">
        {BOOLEAN_OPTIONS.map((option) => (
          <CheckboxField
            key={option}
            label={t.optionLabels[option]}
            checked={values.options[option]}
            onChange={(e) => onChange({ options: { ...values.options, [option]: e.target.checked } })}
          />
        ))}
      </div>
    </>
  );
}
