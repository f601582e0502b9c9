// The app's door to the order pipeline (POST /api/private/orders): a signed-in customer's order, or a
// guest's (no bearer, `email` in the body), with a required Idempotency-Key per customer or guest
// e-mail. A guest's order stays a guest order (guest-orders.ts): no account is looked up, made or
// linked, so the answer is the same whether the e-mail has an account or not. The answer is the
// app's: the order view with its breakdown in bani, the payment, and for a guest the key that
// reopens the confirmation and a label link.
import { normalizeEmail, type CustomerRow } from '../auth/index.ts';
import { appKeyReused, idempotencyKeyOf, type StoredAnswer } from '../idempotency/index.ts';
import { paymentView } from '../payments/index.ts';
import type { CommerceContext } from './context.ts';
import { guestAnswer } from './guest-orders.ts';
import { GUEST_LABEL_LINK_TTL_SECONDS, labelLink } from './label-links.ts';
import { hashableBody, type OrderBody, type OrderRequest } from './order-input.ts';
import { orderView, type OrderBundle } from './order-view.ts';
import { placeOrder } from './place-order.ts';

async function appAnswer(ctx: CommerceContext, bundle: OrderBundle): Promise<StoredAnswer> {
  const { order, payment } = bundle;
  const view = orderView(bundle, ctx.config.publicUrl, ctx.carriers);
  const guestLabel = order.guestEmail && order.awb ? await labelLink(ctx, order.id, 'A6', GUEST_LABEL_LINK_TTL_SECONDS) : null;
  // A paid guest order: the key that reopens its confirmation (nothing about accounts, ever).
  const paid = order.status !== 'awaiting_payment' && order.status !== 'payment_failed';
  const guest = paid && order.guestEmail ? await guestAnswer(ctx, order) : null;
  const data = {
    order_id: order.id,
    awb_number: order.awb,
    track_url: view.track_url,
    order: view,
    payment: payment ? paymentView(payment) : null,
    ...(guest ? { guest } : {}),
    ...(guestLabel ? { label_url: guestLabel.download_url } : {}),
  };
  if (payment?.status === 'failed') return { status: 402, body: { reason: 'payment_failed', message: payment.failureReason ?? 'Plata a fost refuzată.', data } };
  if (payment?.status === 'requires_action') {
    // Every card order waits here now: the customer pays on the processor's page (not only a 3-D Secure step).
    return { status: 202, body: { data, message: 'Plătește pe pagina procesatorului de plăți ca să finalizezi comanda.' } };
  }
  const message = order.awb
    ? `Comanda ${order.number} a fost plătită și înregistrată la ${view.carrier_name}. AWB: ${order.awb}.`
    : `Comanda ${order.number} a fost plătită. AWB-ul va fi emis în câteva minute.`;
  return { status: 201, body: { data, message } };
}

/** The app's order request, through the pipeline. */
export function createOrder(ctx: CommerceContext, customer: CustomerRow | null, keyHeader: string | string[] | undefined, body: OrderBody): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(keyHeader);
  const guestEmail = normalizeEmail(typeof body.email === 'string' ? body.email : '');
  const request: OrderRequest = {
    body,
    owner: customer ? { customerId: customer.id, guestEmail: null } : { customerId: null, guestEmail },
    idempotency: {
      scope: customer ? `customer:${customer.id}` : `guest:${guestEmail}`,
      key,
      method: 'POST',
      path: '/api/private/orders',
      body: hashableBody(body),
      reused: appKeyReused,
    },
    origin: 'app',
    apiKeyId: null,
    testMode: false,
    render: appAnswer,
  };
  return placeOrder(ctx, request);
}
