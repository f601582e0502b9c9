// /checkout: the order summary, billing details (person or company with CUI) and the payment
// (card, or wallet credit for a signed-in customer). Billing and the payment method are part of
// the autosaved draft. A card order goes on to the processor's hosted page (the card is typed only
// there) and comes back here with ?payment_id=, followed until the processor has decided. Placing
// the order is idempotent (the draft's key), so a double click or a retry after a lost answer never
// makes two orders or two payments.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DemoNote } from '../../components/demo-note.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import type { BillingAddress } from '../../shared/addresses.ts';
import type { LegalSlug } from '../../shared/legal-pages.ts';
import { autoBilling } from './address-prefill.ts';
import { BillingFieldset, CHECKOUT_LABELS, PaymentFieldset } from './checkout-fields.tsx';
import { clientFieldPath, paymentStatus, placeOrder, walletBalance, type PlacedOrder } from './checkout-api.ts';
import { orderFieldId } from './contact-fieldset.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { newIdempotencyKey, type OrderDraft } from './order-draft.ts';
import { orderFieldLabel, validateBilling, validateDetails, type OrderErrors } from './order-validation.ts';
import { formatBani } from './price-breakdown.tsx';
import { useOrderDraft } from './use-order-draft.ts';
import { useSimulatedCarriers } from '../../lib/use-simulated-carriers.ts';
import { usePaymentGateway } from '../../lib/use-payment-gateway.ts';
import './order.css';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { ImpersonationNote, isImpersonating } from '../../components/impersonation-note.tsx';

const t = roOrder;
const TERMS: LegalSlug = 'termeni-conditii-curierat';
const TERMS_PATH = `/${TERMS}`;

export interface CheckoutViewProps {
  signedIn: boolean;
  /** Back from the processor's payment page: the payment to follow up (?payment_id=). */
  returnedPaymentId?: string | null;
  /** The order is placed and paid (a card order once the processor has said so). */
  onPlaced: (order: PlacedOrder) => void;
  /**
   * A signed-in customer's default billing address (address book), which fills the billing before
   * the sender does; undefined while it is being asked for.
   */
  billingDefault: BillingAddress | null | undefined;
}

export function CheckoutView({ signedIn, returnedPaymentId, onPlaced, billingDefault }: CheckoutViewProps) {
  const { state, update, discard } = useOrderDraft(null, 'checkout');
  const ready = state.status === 'ready';
  const [errors, setErrors] = useState<OrderErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState<number | null>(null);
  const focusWhenPainted = useFocusWhenPainted();
  const { simulated } = useSimulatedCarriers();
  const gateway = usePaymentGateway();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (signedIn) walletBalance().then(setBalance, () => setBalance(null));
  }, [signedIn]);

  // Back from the processor's page, the payment is followed until it is decided.
  const [confirming, setConfirming] = useState(Boolean(returnedPaymentId));

  // Billing the user has not typed starts from the address book, else from the sender (not while a
  // payment is followed: the draft is deleted once it succeeds).
  useEffect(() => {
    if (!ready || confirming || billingDefault === undefined) return;
    update((d) => {
      const billing = autoBilling(d, billingDefault);
      return billing ? { ...d, billing, billing_filled: true } : d;
    });
  }, [ready, confirming, billingDefault, update]);

  // A refusal learnt back from the processor's page is applied to the draft once it is loaded (the
  // answer may come first): a new idempotency key (a new attempt is a new request), and the focus on
  // the summary that says it, as after any refusal.
  const refusedOnReturn = useRef(false);
  useEffect(() => {
    if (!ready || !refusedOnReturn.current) return;
    refusedOnReturn.current = false;
    update((d) => ({ ...d, idempotency_key: newIdempotencyKey() }));
    focusWhenPainted('checkout-erori');
  }, [ready, attempt, update, focusWhenPainted]);

  useEffect(() => {
    if (!returnedPaymentId) return;
    let active = true;
    const follow = async (attempt: number): Promise<void> => {
      const { payment, order } = await paymentStatus(returnedPaymentId);
      if (!active) return;
      if (payment.status === 'succeeded' && order) {
        await discard();
        onPlaced({
          order_id: order.id,
          awb_number: order.awb,
          track_url: order.track_url,
          label_url: order.label_url ?? null,
          guest: order.guest_key ? { key: order.guest_key } : null,
          payment,
          order: { number: order.number, order_status: order.order_status },
        });
      } else if (payment.status === 'failed' || payment.status === 'refunded' || attempt >= 15) {
        refusedOnReturn.current = true;
        setConfirming(false);
        setMessage(fillOrder(t.declined, { reason: payment.failure_reason ?? t.failed }));
        setAttempt((n) => n + 1);
      } else {
        await new Promise((r) => setTimeout(r, 1000));
        return follow(attempt + 1);
      }
    };
    follow(0).catch(() => active && (setConfirming(false), setMessage(t.failed)));
    return () => {
      active = false;
    };
    // Followed once per returned payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnedPaymentId]);

  if (confirming) return <p role="status">{t.confirmingPayment}</p>;
  if (leaving) return <p role="status">{t.goingToPay}</p>;
  if (state.status === 'loading') return <Skeleton lines={8} height="2.75rem" />;
  const { draft } = state;
  if (!draft.chosen || Object.keys(validateDetails(draft)).length > 0) {
    return (
      <Notice tone="info" action={<ButtonLink to="/comanda">{t.back}</ButtonLink>}>
        <p>{t.noOffer}</p>
      </Notice>
    );
  }
  const set = (next: Partial<OrderDraft>) => update((d) => ({ ...d, ...next }));
  const total = draft.chosen.offer.breakdown.total_bani;
  const payment = signedIn ? draft.payment : 'card';

  const fail = (found: OrderErrors, text: string | null) => {
    setErrors(found);
    setMessage(text);
    setAttempt((n) => n + 1);
    focusWhenPainted('checkout-erori');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateBilling(draft.billing);
    if (Object.keys(found).length > 0) return fail(found, null);
    setBusy(true);
    try {
      const placed = await placeOrder({ ...draft, payment }, signedIn);
      if (placed.payment?.redirect_url) {
        // The processor's page; the draft stays until the payment succeeds.
        setLeaving(true);
        window.location.assign(placed.payment.redirect_url);
        return;
      }
      await discard();
      onPlaced(placed);
    } catch (error) {
      if (error instanceof HttpError) {
        // A refused payment ends that request: another card or method is a new attempt (new key).
        if (error.reason === 'payment_failed' || error.reason === 'price_changed') update((d) => ({ ...d, idempotency_key: newIdempotencyKey() }));
        const fields = Object.fromEntries(
          Object.entries(error.errors).map(([path, list]) => [clientFieldPath(path, draft.billing.kind), list.join(' ')]),
        );
        const text = error.reason === 'price_changed' ? t.priceChanged : error.reason === 'payment_failed' ? fillOrder(t.declined, { reason: error.message }) : error.message;
        fail(fields, text);
      } else fail({}, t.failed);
    } finally {
      setBusy(false);
    }
  };

  const items = Object.entries(errors).map(([path, text]) => ({ id: orderFieldId(path), label: CHECKOUT_LABELS[path] ?? orderFieldLabel(path), message: text }));
  return (
    <form className="order order__form" noValidate onSubmit={(e) => void submit(e)}>
      <OfferSummary chosen={draft.chosen} pickupDate={draft.pickup_date} />
      <ErrorSummary id="checkout-erori" title={t.summaryTitle} items={items} message={message} attempt={attempt} />
      <BillingFieldset billing={draft.billing} errors={errors} onChange={(billing) => set({ billing: { ...draft.billing, ...billing }, billing_filled: false })} />
      <PaymentFieldset
        signedIn={signedIn}
        method={payment}
        balance={balance}
        testGateway={gateway === 'test'}
        onMethod={(method) => set({ payment: method })}
      />
      <p className="order__saved">
        {t.termsBefore}
        {/* A new tab: the billing typed here stays in view. */}
        <a href={TERMS_PATH} target="_blank" rel="noopener">
          {t.termsLink}
          <span className="visually-hidden">{t.newTab}</span>
        </a>
        {t.termsAfter}
      </p>
      {simulated.has(draft.chosen.offer.carrier_id) ? (
        <DemoNote title={roDemo.checkoutTitle}>{fillOrder(roDemo.checkout, { carrier: draft.chosen.offer.carrier })}</DemoNote>
      ) : null}
      {isImpersonating() ? <ImpersonationNote id="comanda-admin" /> : null}
      <div className="order__actions">
        <Button type="submit" size="lg" busy={busy} disabled={isImpersonating()} aria-describedby={isImpersonating() ? 'comanda-admin' : undefined}>
          {busy ? t.placing : fillOrder(payment === 'card' ? t.placeCard : t.place, { amount: formatBani(total) })}
        </Button>
        <ButtonLink to="/comanda" variant="ghost">
          {t.back}
        </ButtonLink>
      </div>
    </form>
  );
}
