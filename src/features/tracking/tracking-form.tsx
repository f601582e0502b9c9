// The lookup form: a text area for one or many AWBs (pasted lists welcome; the count is shown as
// you type) and the carrier ("Orice curier" by default, preset on a carrier's page). A list that
// cannot be sent (malformed AWB, more than 200) is refused at the field, announced, and kept, and
// the results of the list before it leave the screen.
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { ListField, useListField } from '../../components/list-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roTracking } from '../../i18n/ro-tracking.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { MAX_AWBS, awbCountText, awbListError, parseAwbList } from './awb-list.ts';

const t = roTracking;

/** The field's message for a text, or null when it may be sent. */
const listProblem = (text: string) => awbListError(parseAwbList(text));

const CARRIER_OPTIONS = [{ value: '', label: t.anyCarrier }, ...CARRIERS.map((c) => ({ value: String(c.id), label: c.name }))];

export interface TrackingFormProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Carrier id as a string, '' for any carrier. */
  carrier: string;
  onCarrierChange: (carrier: string) => void;
  onSubmit: (awbs: string[], carrierId: number | null) => void;
  /** A submit refused at the field: what is shown answers an earlier list, not this one. */
  onRefused: () => void;
  busy: boolean;
  /** An error found outside the form (the address's ?awb=, the server's 422). */
  error: string | null;
}

export function TrackingForm({ text, onTextChange, carrier, onCarrierChange, onSubmit, onRefused, busy, error }: TrackingFormProps) {
  const { field, shown, change, accept } = useListField(text, onTextChange, listProblem, error);
  const parsed = parseAwbList(text);
  const over = parsed.awbs.length + parsed.invalid.length > MAX_AWBS;

  // AWBs typed into the prerendered page before the app took it over: kept, not wiped by the first render.
  const typedBeforeTakeover = useRef(true);
  useEffect(() => {
    if (!typedBeforeTakeover.current) return;
    typedBeforeTakeover.current = false;
    const typed = field.current?.value ?? '';
    if (typed && !text) onTextChange(typed);
  }, [field, text, onTextChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accept()) {
      onRefused();
      return;
    }
    onSubmit(parsed.awbs, carrier ? Number(carrier) : null);
  };

  return (
    <form className="track-form" onSubmit={submit} noValidate aria-label={t.formTitle}>
      <ListField
        fieldRef={field}
        shown={shown}
        onChange={change}
        idPrefix="awb"
        name="awb"
        label={t.awbLabel}
        hint={t.awbHint}
        placeholder={t.awbPlaceholder}
        value={text}
        rows={{ min: 3, max: 8 }}
        className="track-form__awbs"
        count={awbCountText(parsed)}
        over={over}
      />
      <div className="track-form__row">
        <SelectField
          className="track-form__carrier"
          label={t.carrierLabel}
          options={CARRIER_OPTIONS}
          value={carrier}
          onChange={(e) => onCarrierChange(e.target.value)}
        />
        <Button type="submit" size="lg" busy={busy} className="track-form__submit">
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
