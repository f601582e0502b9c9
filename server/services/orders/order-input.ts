// What the order pipeline (place-order.ts) takes from a door: the order body (the price request of
// the chosen offer, api-shapes: "same as prices + chosen offer", plus who pays and how), who owns the
// order, its Idempotency-Key (services/idempotency/), where it came from, and how the door answers. Each door builds
// one (app-order-request.ts for the app's POST /api/private/orders, api-order-request.ts for the
// public API's POST /orders); the pipeline has no branch for either. A card order carries no card:
// the customer pays on the processor's hosted page (order-payment.ts).
import type { OrderBodyInput, PriceRequest } from '../../../src/shared/api/order-request-schema.ts';
import type { IdempotentRequest, StoredAnswer } from '../idempotency/index.ts';
import type { CommerceContext } from './context.ts';
import type { OrderBundle } from './order-view.ts';

// Every type below derives from the body's JSON schema (src/shared/api/order-request-schema.ts): a
// field added there is a field here. What the schema cannot say (a company's CUI and address) is
// what the order rules check (order-validation.ts) before the pipeline reads it.
type SchemaBilling = OrderBodyInput['billing'];

/** `locality_id` (SIRUTA) is where the billing address is: required for a company (its invoice's city and county), else the sender's. */
export type BillingInput =
  | (SchemaBilling & { type: 'person'; name: string })
  | (SchemaBilling & { type: 'company'; name: string; cui: string; address: string });

/** How the order is paid: `return_path` for a card (the processor's page comes back there); a card itself is refused. */
export type PaymentInput = OrderBodyInput['payment'];

/** The order body (POST /api/private/orders, and the public door's order once its addresses are read), billing checked. */
export type OrderBody = Omit<OrderBodyInput, 'billing'> & { billing: BillingInput };

export interface OrderRequest {
  body: OrderBody;
  /** A customer's order, or a guest's (customerId null) with the guest's e-mail. */
  owner: { customerId: number; guestEmail: null } | { customerId: null; guestEmail: string };
  /** The Idempotency-Key, unique per scope (`customer:<id>`, `guest:<e-mail>`, `api:<id>`), and what it names. */
  idempotency: IdempotentRequest;
  origin: 'app' | 'api';
  apiKeyId: number | null;
  testMode: boolean;
  /** The door's first answer for the order as it stands (stored, and replayed to the key's retries). */
  render(ctx: CommerceContext, bundle: OrderBundle): Promise<StoredAnswer>;
}

export const DEFAULT_RETURN_PATH = '/comanda/plata';

export function priceRequestOf(body: OrderBody): PriceRequest {
  const { carrier_id, service_id, address_from, address_to, content, extra } = body;
  return { carrier_id, service_id, address_from, address_to, content, ...(extra ? { extra } : {}) };
}

/** The body as hashed for the idempotency check: a card sent by mistake (refused) is never hashed. */
export function hashableBody(body: OrderBody): unknown {
  const payment = body.payment as PaymentInput | undefined;
  if (!payment || !('card' in payment)) return body;
  const { card: _card, ...rest } = payment;
  return { ...body, payment: rest };
}

/** A same-site path to come back to from the processor's page ('/x', never '//host' or a URL). */
export function safeReturnPath(path: string | undefined): string {
  return path && /^\/(?![/\\])[^\s]*$/.test(path) ? path : DEFAULT_RETURN_PATH;
}
