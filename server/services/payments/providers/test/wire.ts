// The JSON of the local test processor's notifications (gateway.ts), and its reading into
// GatewayPayment:
//   payment: { id, reference (ours), status, amount (bani), amount_refunded (bani), currency,
//              card: { brand, last4 } | null, next_action: { redirect_url } | null, failure_code, failure_message }
//   webhook: { id: 'evt_…', type: 'payment.succeeded' | …, created (unix s), data: { payment } }
// Failure messages are always ours (Romanian, by code): a gateway's own text may be in any language.
import { failureMessage } from '../../card.ts';
import { WebhookRejected, type GatewayPayment, type GatewayStatus, type WebhookEvent, type WebhookType } from '../../gateway.ts';

export interface WirePayment {
  id: string;
  reference: string | null;
  status: GatewayStatus;
  amount: number;
  amount_refunded: number;
  currency: string;
  card: { brand: string; last4: string } | null;
  next_action: { redirect_url: string } | null;
  failure_code: string | null;
  failure_message: string | null;
}

const STATUSES: readonly GatewayStatus[] = ['requires_action', 'succeeded', 'failed', 'refunded'];
const TYPES: readonly WebhookType[] = ['payment.succeeded', 'payment.failed', 'payment.requires_action', 'payment.refunded'];

export function toWire(payment: GatewayPayment, currency = payment.currency ?? 'RON'): WirePayment {
  return {
    id: payment.id,
    reference: payment.reference,
    status: payment.status,
    amount: payment.amountBani,
    amount_refunded: payment.refundedBani,
    currency,
    card: payment.card,
    next_action: payment.redirectUrl ? { redirect_url: payment.redirectUrl } : null,
    failure_code: payment.failureCode,
    failure_message: payment.failureMessage,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a gateway's payment JSON; null when it is not one. */
export function fromWire(value: unknown): GatewayPayment | null {
  if (!isObject(value)) return null;
  const { id, reference, status, amount, amount_refunded: refunded, currency, card, next_action: next, failure_code: code } = value;
  if (typeof id !== 'string' || !id || !STATUSES.includes(status as GatewayStatus)) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return null;
  const cardOk = isObject(card) && typeof card.brand === 'string' && typeof card.last4 === 'string' && /^\d{4}$/.test(card.last4);
  const redirect = isObject(next) && typeof next.redirect_url === 'string' ? next.redirect_url : null;
  const failureCode = status === 'failed' ? (typeof code === 'string' ? code : 'processing_error') : null;
  return {
    id,
    reference: typeof reference === 'string' ? reference : null,
    status: status as GatewayStatus,
    amountBani: amount,
    currency: typeof currency === 'string' ? currency.toUpperCase() : null,
    card: cardOk ? { brand: card.brand as string, last4: card.last4 as string } : null,
    redirectUrl: status === 'requires_action' ? redirect : null,
    failureCode,
    failureMessage: failureCode ? failureMessage(failureCode) : null,
    refundedBani: typeof refunded === 'number' && Number.isInteger(refunded) && refunded >= 0 ? refunded : 0,
  };
}

export function webhookBody(id: string, type: WebhookType, payment: GatewayPayment, now: Date): string {
  return JSON.stringify({ id, type, created: Math.floor(now.getTime() / 1000), data: { payment: toWire(payment) } });
}

/** The event of a webhook body whose signature was already checked. */
export function parseWebhookBody(rawBody: string): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('body is not JSON');
  }
  if (!isObject(body) || typeof body.id !== 'string' || !TYPES.includes(body.type as WebhookType) || !isObject(body.data)) {
    throw new WebhookRejected('not a payment event');
  }
  const payment = fromWire(body.data.payment);
  if (!payment) throw new WebhookRejected('the event has no valid payment');
  return { id: body.id, type: body.type as WebhookType, payment };
}
