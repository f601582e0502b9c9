// Step 2 (only when the header did not say everything): a select per field, with the file's first
// value as an example, and the address as one line or street + number.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { fill } from '../../i18n/fill.ts';
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import type { BatchRowField } from '../../shared/batch-import.ts';
import type { ColumnMapping } from './header-match.ts';
import { missingRequired } from './header-match.ts';
import { FIELD_LABELS } from './import-copy.ts';
import { screenText } from './screen-copy.ts';

const t = screenText.map;
const ONE_LINE_ONLY: readonly BatchRowField[] = ['address_line'];
const SPLIT_ONLY: readonly BatchRowField[] = ['street_name', 'street_no'];

export interface MappingStepProps {
  headers: readonly string[];
  sample: readonly (readonly string[])[];
  initial: ColumnMapping;
  busy: boolean;
  onSubmit: (mapping: ColumnMapping) => void;
}

export function MappingStep({ headers, sample, initial, busy, onSubmit }: MappingStepProps) {
  const titleId = useId();
  const [mapping, setMapping] = useState<ColumnMapping>(initial);
  const [split, setSplit] = useState(Boolean(initial.street_name) && !initial.address_line);
  const [error, setError] = useState<string | null>(null);

  const visible = BATCH_ROW_FIELDS.filter((f) => !(split ? ONE_LINE_ONLY : SPLIT_ONLY).includes(f));
  const example = (header: string | undefined) => {
    if (!header) return undefined;
    const i = headers.indexOf(header);
    const value = sample.map((line) => line[i]).find((v) => v);
    return value ? fill(t.example, { value }) : undefined;
  };
  const options = [{ value: '', label: t.none }, ...headers.map((h) => ({ value: h, label: h }))];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen: ColumnMapping = {};
    for (const field of visible) if (mapping[field]) chosen[field] = mapping[field];
    const missing = missingRequired(chosen);
    if (missing.length > 0) {
      setError(fill(t.required, { fields: missing.map((f) => FIELD_LABELS[f]).join(', ') }));
      return;
    }
    setError(null);
    onSubmit(chosen);
  };

  return (
    <section className="batch-import__step" aria-labelledby={titleId}>
      <h2 id={titleId} className="batch-import__title">
        {t.title}
      </h2>
      <p className="batch-import__lead">{t.lead}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="batch-import__mode">
          <legend>{t.addressMode}</legend>
          <label className="batch-import__radio">
            <input type="radio" name="address-mode" checked={!split} onChange={() => setSplit(false)} /> {t.oneLine}
          </label>
          <label className="batch-import__radio">
            <input type="radio" name="address-mode" checked={split} onChange={() => setSplit(true)} /> {t.split}
          </label>
        </fieldset>
        <div className="batch-import__mapping">
          {visible.map((field) => (
            <SelectField
              key={field}
              label={FIELD_LABELS[field]}
              hint={example(mapping[field])}
              options={options}
              value={mapping[field] ?? ''}
              onChange={(event) => setMapping((m) => ({ ...m, [field]: event.target.value || undefined }))}
            />
          ))}
        </div>
        {error ? (
          <Notice tone="error">
            <p>{error}</p>
          </Notice>
        ) : null}
        <Button type="submit" busy={busy}>
          {t.continue}
        </Button>
      </form>
    </section>
  );
}
