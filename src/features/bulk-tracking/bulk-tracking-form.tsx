// The bulk tracking's field: a text area for up to 200 AWBs (one per line, or separated by commas,
// semicolons or spaces), the count as you type, and a list that cannot be sent (a malformed AWB, more
// than 200) refused at the field with a message that names the AWBs, announced, the text kept.
import { type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { ListField, useListField } from '../../components/list-field.tsx';
import { awbCountText, roBulk } from '../../i18n/ro-bulk.ts';
import { MAX_BULK_AWBS, parseBulkAwbs, splitAwbText } from '../../shared/bulk-tracking.ts';

const t = roBulk.tracking;

export interface BulkTrackingFormProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (awbs: string[]) => void;
  busy: boolean;
  /** An error from outside the field (the server's 422, the link's list). */
  error: string | null;
}

/** The list's problem, or null when it may be sent. */
export function listProblem(text: string): string | null {
  const parsed = parseBulkAwbs(splitAwbText(text));
  return parsed.ok ? null : parsed.message;
}

export function BulkTrackingForm({ text, onTextChange, onSubmit, busy, error }: BulkTrackingFormProps) {
  const { field, shown, change, accept } = useListField(text, onTextChange, listProblem, error);
  const distinct = new Set(splitAwbText(text).map((p) => p.toUpperCase())).size;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBulkAwbs(splitAwbText(text));
    if (accept() && parsed.ok) onSubmit(parsed.awbs);
  };

  return (
    <form className="bulk-form" onSubmit={submit} noValidate aria-label={t.formTitle}>
      <ListField
        fieldRef={field}
        shown={shown}
        onChange={change}
        idPrefix="awb-lot"
        name="awb"
        label={t.label}
        hint={t.hint}
        value={text}
        rows={{ min: 4, max: 10 }}
        className="bulk-form__awbs"
        count={`${awbCountText(distinct)} / ${MAX_BULK_AWBS}`}
        over={distinct > MAX_BULK_AWBS}
      />
      <Button type="submit" size="lg" busy={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
