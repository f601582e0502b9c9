// What the Stripe adapter (gateway.ts) reads from Stripe's objects, as pure functions: a
// Checkout Session (with its PaymentIntent and that intent's latest charge expanded) becomes our
// GatewayPayment, Stripe's decline codes become our failure codes (card.ts), a Refund becomes our
// RefundResult, and our expiry wish becomes the `expires_at` Stripe accepts.
//   Session object:        https://docs.stripe.com/api/checkout/sessions/object
//   PaymentIntent object:  https://docs.stripe.com/api/payment_intents/object (last_payment_error)
//   Charge object:         https://docs.stripe.com/api/charges/object (amount_refunded, payment_method_details.card)
//   Decline and error codes: https://docs.stripe.com/declines/codes, https://docs.stripe.com/error-codes
import type Stripe from 'stripe';
import { failureMessage, type FailureCode } from '../../card.ts';
import type { GatewayPayment, GatewayStatus, RefundResult, WebhookType } from '../../gateway.ts';

/** Expanded on every session we read: its PaymentIntent and that intent's latest charge (card, refunds). */
export const SESSION_EXPAND = ['payment_intent.latest_charge'];

/** Stripe's `decline_code` or error `code` -> ours. The decline code is looked at first (it is the finer one). */
const STRIPE_CODES: Record<string, FailureCode> = {
  card_declined: 'card_declined',
  generic_decline: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'invalid_number',
  invalid_number: 'invalid_number',
  invalid_expiry_month: 'invalid_expiry',
  invalid_expiry_year: 'invalid_expiry',
  authentication_required: 'authentication_failed',
  payment_intent_authentication_failure: 'authentication_failed',
  processing_error: 'processing_error',
};

/** Our failure code for a PaymentIntent's last payment error (any other decline: processing_error). */
export function failureCodeOf(error: Pick<Stripe.PaymentIntent.LastPaymentError, 'code' | 'decline_code'>): FailureCode {
  return STRIPE_CODES[error.decline_code ?? ''] ?? STRIPE_CODES[error.code ?? ''] ?? 'processing_error';
}

const BRANDS: Record<string, string> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex', maestro: 'maestro' };

function expanded<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return value !== null && typeof value === 'object' ? value : null;
}

/** The id of an expandable field, expanded or not. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (typeof value === 'string') return value;
  return value?.id ?? null;
}

/** Our reference: the session's client_reference_id (or its metadata.reference). */
export function referenceOf(session: Pick<Stripe.Checkout.Session, 'client_reference_id' | 'metadata'>): string | null {
  return session.client_reference_id ?? session.metadata?.reference ?? null;
}

/**
 * A Checkout Session as our GatewayPayment. Read with SESSION_EXPAND, else card and refunds are unknown.
 * An open session stays requires_action even after a declined card: the customer may try another card
 * on Stripe's page. A decline is final once the session expired (then its code is the decline's).
 */
export function toGatewayPayment(session: Stripe.Checkout.Session): GatewayPayment {
  const intent = expanded(session.payment_intent);
  const charge = expanded(intent?.latest_charge);
  const details = charge?.payment_method_details?.card;
  const refundedBani = charge?.amount_refunded ?? 0;
  const card = details?.last4 ? { brand: BRANDS[details.brand ?? ''] ?? details.brand ?? 'unknown', last4: details.last4 } : null;
  const decline = intent?.last_payment_error ? failureCodeOf(intent.last_payment_error) : null;

  let status: GatewayStatus;
  let failureCode: FailureCode | null = null;
  if (intent?.status === 'succeeded' || (session.status === 'complete' && session.payment_status === 'paid')) {
    status = charge && charge.amount > 0 && (charge.refunded || refundedBani >= charge.amount) ? 'refunded' : 'succeeded';
  } else if (session.status === 'expired') {
    status = 'failed';
    failureCode = decline ?? 'expired';
  } else if (session.status === 'complete' && (intent?.status === 'requires_payment_method' || intent?.status === 'canceled')) {
    // A delayed payment method that failed after the customer left (checkout.session.async_payment_failed).
    status = 'failed';
    failureCode = decline ?? 'processing_error';
  } else {
    status = 'requires_action';
  }
  return {
    id: session.id,
    reference: referenceOf(session),
    status,
    amountBani: session.amount_total ?? intent?.amount ?? 0,
    currency: (session.currency ?? intent?.currency)?.toUpperCase() ?? null,
    card,
    redirectUrl: status === 'requires_action' ? session.url : null,
    failureCode,
    failureMessage: failureCode ? failureMessage(failureCode) : null,
    refundedBani,
  };
}

export const REFUND_REFUSED = 'Plata nu poate fi rambursată: nu a fost încasată sau suma depășește ce a rămas de rambursat.';

const REFUND_FAILURES: Record<string, string> = {
  lost_or_stolen_card: 'Rambursarea pe card a eșuat: cardul a fost declarat pierdut sau furat.',
  expired_or_canceled_card: 'Rambursarea pe card a eșuat: cardul a expirat sau a fost anulat.',
  declined: 'Rambursarea pe card a fost refuzată de banca emitentă.',
};
const REFUND_FAILED = 'Rambursarea pe card a eșuat la procesatorul de plăți.';
const REFUND_CANCELED = 'Rambursarea pe card a fost anulată la procesatorul de plăți.';

/** Stripe accepted the refund when it is succeeded, pending or requires_action; failed or canceled is a refusal. */
export function refundResultOf(refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>): RefundResult {
  if (refund.status === 'failed') return { id: refund.id, status: 'failed', failureMessage: REFUND_FAILURES[refund.failure_reason ?? ''] ?? REFUND_FAILED };
  if (refund.status === 'canceled') return { id: refund.id, status: 'failed', failureMessage: REFUND_CANCELED };
  return { id: refund.id, status: 'succeeded', failureMessage: null };
}

/** Our webhook type for a Stripe event about a payment now in this state. */
export function webhookTypeOf(stripeType: string, payment: GatewayPayment): WebhookType {
  return stripeType === 'charge.refunded' ? 'payment.refunded' : `payment.${payment.status}`;
}

const MIN_AHEAD_S = 31 * 60;
const MAX_AHEAD_S = 24 * 3600 - 5 * 60;
const GRID_S = 5 * 60;

/**
 * `expires_at` (unix seconds) for our wished expiry: Stripe takes 30 minutes to 24 hours from now, so it
 * is moved into that window (with a minute's margin). A moved value is put on a 5-minute grid so that
 * a retry of the same creation shortly after sends the same parameters (Stripe refuses an idempotency
 * key reused with other parameters).
 */
export function stripeExpiresAt(expiresAt: Date, nowMs: number): number {
  const now = Math.floor(nowMs / 1000);
  const earliest = Math.ceil((now + MIN_AHEAD_S) / GRID_S) * GRID_S;
  const latest = Math.floor((now + MAX_AHEAD_S) / GRID_S) * GRID_S;
  return Math.min(Math.max(Math.ceil(expiresAt.getTime() / 1000), earliest), latest);
}
