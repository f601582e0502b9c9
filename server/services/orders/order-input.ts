// The body of POST /api/private/orders: the price request of the chosen offer (api-shapes: "same as
// prices + chosen offer") plus who pays and how. The request hash that guards the Idempotency-Key is
// taken over this body with the card reduced to what may be kept (brand, last 4, expiry): the card
// number never reaches the database, not even hashed.
import type { PriceRequest } from '../../../src/shared/shipping.ts';
import { cardSummary, type CardInput } from '../payments/card.ts';

export type BillingInput =
  | { type: 'person'; name: string; address?: string }
  | { type: 'company'; name: string; cui: string; reg_com?: string; address: string };

export type PaymentInput = { method: 'card'; card: CardInput; return_path?: string } | { method: 'wallet' };

export interface OrderBody extends PriceRequest {
  /** The guest's e-mail (required without a bearer token; a signed-in customer's account e-mail is used). */
  email?: string;
  billing: BillingInput;
  payment: PaymentInput;
  /** The total the customer saw (bani): a different price now answers 409 price_changed. */
  expected_total_bani?: number;
}

export const DEFAULT_RETURN_PATH = '/comanda/plata';

export function priceRequestOf(body: OrderBody): PriceRequest {
  const { carrier_id, service_id, address_from, address_to, content, extra } = body;
  return { carrier_id, service_id, address_from, address_to, content, ...(extra ? { extra } : {}) };
}

/** The body as hashed for the idempotency check (no card number, no CVC). */
export function hashableBody(body: OrderBody): unknown {
  if (body.payment?.method !== 'card' || !body.payment.card) return body;
  const { card, ...payment } = body.payment;
  const summary = typeof card.number === 'string' ? cardSummary(card.number) : null;
  return { ...body, payment: { ...payment, card: { ...summary, exp_month: card.exp_month, exp_year: card.exp_year } } };
}

/** A same-site path to come back to after the 3-D Secure step ('/x', never '//host' or a URL). */
export function safeReturnPath(path: string | undefined): string {
  return path && /^\/(?![/\\])[^\s]*$/.test(path) ? path : DEFAULT_RETURN_PATH;
}
