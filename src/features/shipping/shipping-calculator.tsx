// The shipping calculator: pickup and delivery localities, envelope or parcels, options; sends one
// price request for every carrier (or only the page's carrier when that filter is on) and shows
// the offers. Checks run before sending and the server's field errors come back to the same
// fields; what the user typed is never cleared, but offers of an earlier input are once a new one
// is refused. Choosing an offer stores it, with the input it priced, as the order draft (Dexie) and
// opens /comanda. Prerendered with the calculator pages (the build loads this chunk first); what was
// typed into that HTML before the chunk arrived is handed over when it is hydrated. Mounted with a
// screen that is already running (/comanda, once its draft is read) it may mount in parts
// (`mountInTurn`): the places, then the service and the parcels, then the options and the button,
// each in a short task of its own (issue #35).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { HttpError } from '../../lib/http.ts';
import { handOverTypedValues } from '../../lib/typed-before-takeover.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fillShipping, roShipping } from '../../i18n/ro-shipping.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { SERVICES, type Offer, type PriceAnswer } from '../../shared/shipping.ts';
import { presetValues, toPriceRequest, validateCalculator, type CalculatorErrors, type CalculatorPreset, type CalculatorValues } from './calculator-form.ts';
import { LocalityCombobox } from './locality-combobox.tsx';
import { OffersList } from './offers-list.tsx';
import { OptionsFields } from './options-fields.tsx';
import type { ChosenOffer } from './order-draft.ts';
import { fieldId, ParcelsFields } from './parcels-fields.tsx';
import { calculatePrices } from './shipping-api.ts';
import './shipping-calculator.css';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { useMountInTurn } from '../../lib/use-mount-in-turn.ts';

const t = roShipping;

const LABELS: Record<string, string> = {
  'address_from.locality_id': t.from,
  'address_to.locality_id': t.to,
  'content.envelopes_count': t.envelopes,
  'extra.bank_repayment_amount': t.cod,
  'extra.bank_iban': t.iban,
  'extra.bank_holder': t.holder,
  'extra.insurance_amount': t.insurance,
};

function labelOf(path: string): string {
  const parcel = /^content\.parcels\.(\d+)\.size\.(\w+)$/.exec(path);
  if (parcel) {
    const side = { weight: t.weight, length: t.length, width: t.width, height: t.height }[parcel[2] as 'weight'] ?? parcel[2];
    return `${fillShipping(t.parcel, { n: Number(parcel[1]) + 1 })}, ${side}`;
  }
  return LABELS[path] ?? path;
}

export interface ShippingCalculatorProps extends CalculatorPreset {
  /** Mount the form in three parts, one per frame (never while hydrating: the HTML has all of it). */
  mountInTurn?: boolean;
}

/** The page's preset (carrier, service, envelope or parcels, order of the offers) opens the form; the user may change it all. */
export function ShippingCalculator({ carrierId, serviceId, kind, sort, from, codAccount, mountInTurn = false }: ShippingCalculatorProps) {
  const navigate = useNavigate();
  const parts = useMountInTurn(3, mountInTurn);
  // The first render is the prerendered form's (no pickup locality yet).
  const [values, setValues] = useState<CalculatorValues>(() => presetValues({ serviceId, kind }));
  const [errors, setErrors] = useState<CalculatorErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // The offers with the input they price: a new input refused takes them away (they would answer another question).
  const [quote, setQuote] = useState<{ answer: PriceAnswer; values: CalculatorValues } | null>(null);
  const [onlyCarrier, setOnlyCarrier] = useState(Boolean(carrierId));
  const carrier = CARRIERS.find((c) => c.id === carrierId);

  // A cash on delivery is paid into the customer's own account (address book) unless another is typed.
  const change = (next: Partial<CalculatorValues>) =>
    setValues((current) => {
      const codStarted = next.cod !== undefined && next.cod.trim() !== '' && !current.iban.trim() && !current.holder.trim();
      return { ...current, ...next, ...(codStarted && codAccount ? { iban: codAccount.iban, holder: codAccount.holder } : {}) };
    });
  const focusWhenPainted = useFocusWhenPainted();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => handOverTypedValues(form.current), []);
  // The default pickup locality, right after the first render or later (the address book answering): it fills an empty one.
  const shownFrom = useHydrated() ? (from ?? null) : null;
  const [seenFromId, setSeenFromId] = useState<number | null>(null);
  if ((shownFrom?.id ?? null) !== seenFromId) {
    setSeenFromId(shownFrom?.id ?? null);
    if (shownFrom && !values.from) setValues((current) => ({ ...current, from: shownFrom }));
  }

  const fail = (nextErrors: CalculatorErrors, nextMessage: string | null) => {
    setErrors(nextErrors);
    setMessage(nextMessage);
    setAttempt((n) => n + 1);
    setQuote(null);
    focusWhenPainted('calc-summary');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCalculator(values);
    if (Object.keys(found).length > 0) return fail(found, null);
    setBusy(true);
    try {
      const result = await calculatePrices(toPriceRequest(values, onlyCarrier && carrier ? carrier.id : 0));
      setErrors({});
      setMessage(null);
      setQuote({ answer: result, values });
      focusWhenPainted('oferte-titlu');
    } catch (error) {
      if (error instanceof HttpError && Object.keys(error.errors).length > 0) {
        fail(Object.fromEntries(Object.entries(error.errors).map(([path, list]) => [path, list.join(' ')])), error.message);
      } else {
        fail({}, error instanceof HttpError ? error.message : t.failed);
      }
    } finally {
      setBusy(false);
    }
  };

  const choose = async (quoted: CalculatorValues, offer: Offer) => {
    const chosen: ChosenOffer = { request: toPriceRequest(quoted, offer.carrier_id), offer, from: quoted.from, to: quoted.to };
    // Dexie loads only now, not with the calculator (it is not needed to compare prices).
    const { startDraftWithOffer } = await import('./order-draft.ts');
    await startDraftWithOffer(chosen); // without IndexedDB (private mode) /comanda still gets it in the state
    navigate('/comanda', { state: { chosen } });
  };

  const items = Object.entries(errors).map(([path, text]) => ({ id: fieldId(path), label: labelOf(path), message: text }));

  return (
    <div className="calculator">
      <form ref={form} className="calculator__form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary id="calc-summary" title={t.summaryTitle} items={items} message={message} attempt={attempt} />
        <div className="calculator__places">
          <LocalityCombobox
            id={fieldId('address_from.locality_id')}
            label={t.from}
            value={values.from}
            onChange={(from) => change({ from })}
            error={errors['address_from.locality_id']}
          />
          <LocalityCombobox
            id={fieldId('address_to.locality_id')}
            label={t.to}
            value={values.to}
            onChange={(to) => change({ to })}
            error={errors['address_to.locality_id']}
          />
        </div>
        {parts >= 2 ? (
          <>
            <SelectField
              label={t.service}
              value={values.service}
              options={[{ value: '0', label: t.allServices }, ...SERVICES.map((s) => ({ value: String(s.id), label: s.name }))]}
              onChange={(e) => change({ service: e.target.value })}
              className="calc-narrow-wide"
            />
            <ParcelsFields values={values} errors={errors} onChange={change} />
          </>
        ) : null}
        {parts >= 3 ? (
          <>
            <OptionsFields values={values} errors={errors} onChange={change} />
            {carrier ? (
              <CheckboxField
                label={fillShipping(t.onlyCarrier, { carrier: carrier.name })}
                checked={onlyCarrier}
                onChange={(e) => setOnlyCarrier(e.target.checked)}
              />
            ) : null}
            <Button type="submit" size="lg" busy={busy} className="calculator__submit">
              {busy ? t.submitting : t.submit}
            </Button>
          </>
        ) : null}
      </form>
      {quote ? <OffersList answer={quote.answer} initialSort={sort} onChoose={(offer) => void choose(quote.values, offer)} /> : null}
    </div>
  );
}
