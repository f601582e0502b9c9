// One row of the preview: its values with the Romanian error next to the value it is about, a
// suggested fix applied with one click, fixing values in place (the row is checked again) and
// taking the row out of the batch.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { fill } from '../../i18n/fill.ts';
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import type { BatchRow, BatchRowField, BatchRowVerdict } from '../../shared/batch-import.ts';
import { FIELD_LABELS } from './import-copy.ts';
import type { RowErrors } from './map-rows.ts';
import { screenText } from './screen-copy.ts';

const t = screenText.preview;

export interface ImportRow {
  /** The file's line the row starts on. */
  line: number;
  row: BatchRow;
  /** The page's own format checks. */
  checks: RowErrors;
  /** The server's verdict, once asked. */
  verdict: BatchRowVerdict | null;
  skipped: boolean;
}

export type RowState = 'ok' | 'bad' | 'pending' | 'skipped';

export function rowErrors(item: ImportRow): RowErrors {
  return item.verdict ? item.verdict.errors : item.checks;
}

export function rowState(item: ImportRow): RowState {
  if (item.skipped) return 'skipped';
  if (item.verdict) return item.verdict.ok ? 'ok' : 'bad';
  return Object.keys(item.checks).length > 0 ? 'bad' : 'pending';
}

/** The fields shown for every row, then whichever others have a value or an error. */
const MAIN: readonly BatchRowField[] = ['recipient_name', 'phone', 'county', 'locality', 'address_line', 'postal_code'];

export interface RowCardProps {
  item: ImportRow;
  onChange: (row: BatchRow) => void;
  onSkip: (skipped: boolean) => void;
}

export function RowCard({ item, onChange, onSkip }: RowCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BatchRow>(item.row);
  const errors = rowErrors(item);
  const state = rowState(item);
  const suggestions = item.verdict?.suggestions ?? {};
  const split = Boolean(item.row.street_name) && !item.row.address_line && !errors.address_line;
  const fields = BATCH_ROW_FIELDS.filter((f) => (MAIN.includes(f) && !(split && f === 'address_line')) || item.row[f] || errors[f]);
  const title = [fill(t.row, { line: item.line }), item.row.reference, item.row.recipient_name].filter(Boolean).join(' · ');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const next: BatchRow = {};
    for (const f of BATCH_ROW_FIELDS) {
      const value = draft[f]?.trim();
      if (value) next[f] = value;
    }
    setEditing(false);
    onChange(next);
  };

  return (
    <li className={`batch-row batch-row--${state}`} aria-labelledby={`${id}-title`}>
      <div className="batch-row__head">
        <h3 className="batch-row__title" id={`${id}-title`}>
          {title}
        </h3>
        <span className={`batch-row__badge batch-row__badge--${state}`}>
          {state === 'ok' ? t.ok : state === 'bad' ? t.bad : state === 'skipped' ? t.skipped : t.checking}
        </span>
      </div>
      {errors.row ? (
        <p className="batch-row__error" role="alert">
          {errors.row}
        </p>
      ) : null}
      {editing ? (
        <form className="batch-row__edit" onSubmit={save} noValidate>
          {fields.map((f) => (
            <Field
              key={f}
              label={FIELD_LABELS[f]}
              value={draft[f] ?? ''}
              error={errors[f]}
              onChange={(event) => setDraft((d) => ({ ...d, [f]: event.target.value }))}
            />
          ))}
          <div className="batch-row__actions">
            <Button type="submit">{t.save}</Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="batch-row__fields">
          {fields.map((f) => {
            const error = errors[f];
            const suggestion = suggestions[f];
            const errorId = `${id}-${f}-error`;
            return (
              <div key={f} className={error ? 'batch-row__field batch-row__field--bad' : 'batch-row__field'}>
                <dt>{FIELD_LABELS[f]}</dt>
                <dd aria-describedby={error ? errorId : undefined}>
                  <span className="batch-row__value">{item.row[f] ?? '—'}</span>
                  {error ? (
                    <span className="batch-row__error" id={errorId}>
                      {error}
                    </span>
                  ) : null}
                  {suggestion && suggestion !== item.row[f] ? (
                    <span className="batch-row__suggestion">
                      {t.suggestion}{' '}
                      <Button
                        variant="secondary"
                        aria-label={`${fill(t.apply, { value: suggestion })}: ${fill(t.field, { field: FIELD_LABELS[f], line: item.line })}`}
                        onClick={() => onChange({ ...item.row, [f]: suggestion })}
                      >
                        {fill(t.apply, { value: suggestion })}
                      </Button>
                    </span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {!editing ? (
        <div className="batch-row__actions">
          {!item.skipped ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(item.row);
                setEditing(true);
              }}
            >
              {t.fix}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => onSkip(!item.skipped)}>
            {item.skipped ? t.unskip : t.skip}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
