// /comanda: the chosen offer (or the calculator to choose one), sender, recipient and parcel
// content. Every keystroke lands in the autosaved draft; "Continuă la plată" checks the details
// and opens /checkout. Guests can order; they are offered to sign in first.
// Once the draft is read the form mounts a part at a time (useMountInTurn: each part's render,
// style and layout a short task of its own after the previous one was painted); rendered at once
// it was one long task right after the page started (issue #35).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { TEXT_LIMITS } from '../../shared/field-limits.ts';
import type { ShippingAddress } from '../../shared/addresses.ts';
import { localityOfAddress, prefillSender, prefillSenderEmail } from './address-prefill.ts';
import type { CalculatorPreset } from './calculator-form.ts';
import { ContactFieldset, orderFieldId } from './contact-fieldset.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { PickupDayField } from './pickup-day-field.tsx';
import type { ChosenOffer, ContactValues, OrderDraft } from './order-draft.ts';
import { lockerEnds, orderFieldLabel, validateDetails, type OrderErrors } from './order-validation.ts';
import { ShippingCalculator } from './shipping-calculator.tsx';
import { useOrderDraft } from './use-order-draft.ts';
import './order.css';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { useMountInTurn } from '../../lib/use-mount-in-turn.ts';

const t = roOrder;
/** The details form's parts, mounted in turn: the offer and pickup day, the sender, the recipient, the content and the button. */
const DETAILS_PARTS = 4;

export interface OrderFormProps {
  handedOver: ChosenOffer | null;
  signedIn: boolean;
  onContinue: () => void;
  /**
   * A signed-in customer's default sender address (address book): fills what is still empty and
   * the calculator's starting locality. 'loading' while it is asked for (the calculator waits).
   */
  senderDefault?: ShippingAddress | null | 'loading';
  /** The calculator's start when no offer is chosen: a landing page's carrier and service (?curier=, ?serviciu=), the IBAN of a cash on delivery. */
  calculator?: Pick<CalculatorPreset, 'carrierId' | 'serviceId' | 'codAccount'>;
  /** A signed-in customer's e-mail: the sender's when none is typed (nor in the address book). */
  accountEmail?: string | null;
}

export function OrderForm({ handedOver, signedIn, onContinue, senderDefault: given = null, calculator, accountEmail }: OrderFormProps) {
  const senderDefault = given === 'loading' ? null : given;
  const { state, update, save, startOver } = useOrderDraft(handedOver, 'details');
  const [errors, setErrors] = useState<OrderErrors>({});
  const [attempt, setAttempt] = useState(0);
  const focusWhenPainted = useFocusWhenPainted();
  const prefilled = useRef<string | null>(null);
  const fromId = state.status === 'ready' ? (state.draft.chosen?.from?.id ?? null) : undefined;

  // When the draft and the default address are here, and again once an offer names the pickup
  // locality (the street is filled only there); only empty fields are filled.
  useEffect(() => {
    const key = `${senderDefault?.id}:${fromId}`;
    if (fromId === undefined || !senderDefault || prefilled.current === key) return;
    prefilled.current = key;
    update((d) => {
      const sender = prefillSender(d.sender, senderDefault, fromId);
      return sender ? { ...d, sender } : d;
    });
  }, [fromId, senderDefault, update]);

  // The account's e-mail fills an empty sender e-mail (after the address book's, which may have one).
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready || given === 'loading' || !accountEmail) return;
    update((d) => {
      const sender = prefillSenderEmail(d.sender, accountEmail);
      return sender ? { ...d, sender } : d;
    });
  }, [ready, given, accountEmail, update]);

  // Nothing before the draft is read; then the notices and the calculator (in parts of its own), or the details form's parts.
  const parts = useMountInTurn(state.status === 'loading' ? 0 : state.draft.chosen ? DETAILS_PARTS : 1);

  if (state.status === 'loading') return <Skeleton lines={8} height="2.75rem" />;
  const { draft, restoredAt } = state;
  const chosen = draft.chosen;
  const setContact = (role: 'sender' | 'recipient') => (next: Partial<ContactValues>) =>
    update((d) => ({ ...d, [role]: { ...d[role], ...next } }));
  const set = (next: Partial<OrderDraft>) => update((d) => ({ ...d, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetails(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      focusWhenPainted('comanda-erori');
      return;
    }
    await save(draft, 'checkout');
    onContinue();
  };

  const ends = lockerEnds(chosen?.offer.service_id);
  const locker = chosen ? { carrierId: chosen.offer.carrier_id, carrierName: chosen.offer.carrier } : null;
  const items = Object.entries(errors).map(([path, message]) => ({ id: orderFieldId(path), label: orderFieldLabel(path), message }));

  return (
    <div className="order">
      {restoredAt ? (
        <Notice tone="info" action={<Button variant="secondary" onClick={() => void startOver()}>{t.startOver}</Button>}>
          <p>{fillOrder(t.restored, { when: formatDateTime(restoredAt) })}</p>
        </Notice>
      ) : null}
      {!signedIn ? (
        <Notice tone="info" title={t.guestTitle} live={false}>
          <p>{t.guestText}</p>
          <p className="order__guest-links">
            <ButtonLink to="/autentificare?redirect=%2Fcomanda" variant="secondary">
              {t.guestLogin}
            </ButtonLink>
            <ButtonLink to="/inregistrare?redirect=%2Fcomanda" variant="ghost">
              {t.guestRegister}
            </ButtonLink>
          </p>
        </Notice>
      ) : null}
      {!chosen ? (
        <section aria-labelledby="comanda-oferta">
          <h2 id="comanda-oferta">{t.offerTitle}</h2>
          <p>{t.noOffer}</p>
          {given === 'loading' ? <Skeleton lines={4} height="2.75rem" /> : <ShippingCalculator {...calculator} from={senderDefault ? localityOfAddress(senderDefault) : null} mountInTurn />}
        </section>
      ) : (
        <form className="order__form" noValidate onSubmit={(e) => void submit(e)}>
          <OfferSummary chosen={chosen} pickupDate={draft.pickup_date} onChange={() => set({ chosen: null })} />
          <ErrorSummary id="comanda-erori" title={t.summaryTitle} items={items} attempt={attempt} />
          <PickupDayField offer={chosen.offer} value={draft.pickup_date} onChange={(day) => set({ pickup_date: day })} />
          {parts >= 2 ? <ContactFieldset role="sender" values={draft.sender} locality={chosen.from} locker={ends.from ? locker : null} errors={errors} onChange={setContact('sender')} /> : null}
          {parts >= 3 ? <ContactFieldset role="recipient" values={draft.recipient} locality={chosen.to} locker={ends.to ? locker : null} errors={errors} onChange={setContact('recipient')} /> : null}
          {parts >= 4 ? (
            <>
              <fieldset className="order-contact">
                <legend>{t.content}</legend>
                <Field id={orderFieldId('content')} label={t.content} hint={t.contentHint} required limit={TEXT_LIMITS.parcelContent.max} value={draft.content} error={errors.content} onChange={(e) => set({ content: e.target.value })} />
                <Field id={orderFieldId('reference')} label={t.reference} limit={TEXT_LIMITS.orderReference.max} value={draft.reference} onChange={(e) => set({ reference: e.target.value })} />
              </fieldset>
              <p className="order__saved">{t.savedLocally}</p>
              <Button type="submit" size="lg">
                {t.continue}
              </Button>
            </>
          ) : null}
        </form>
      )}
    </div>
  );
}
