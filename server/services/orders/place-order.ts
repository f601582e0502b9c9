// The one order pipeline, for both doors (the app's checkout and the public API's POST /orders). It
// runs once per Idempotency-Key (services/idempotency/: a retry gets the first answer, another body
// under the key is refused, a request that died half-way is resumed from its order by its retry);
// each step is a function of its own file taking what the previous one returns.
//   1. validate order-validation.ts   the order's own checks (contacts, billing, payment)
//   2. price    order-pricing.ts      the engine's checks and price; one 422 for every problem
//   3. persist  order-persist.ts      the order row, the key's resource (a wallet order is paid with it)
//   4. pay      order-payment.ts      a card order is charged
//   5. book     booking.ts            a paid order gets its AWB
//   6. answer   order-answer.ts       the door's answer, stored with the key for its retries
// A door only builds the OrderRequest (app-order-request.ts, api-order-request.ts).
import { withIdempotency, type IdempotencyHandle, type StoredAnswer } from '../idempotency/index.ts';
import { bookOrder } from './booking.ts';
import type { CommerceContext } from './context.ts';
import { answerOrder } from './order-answer.ts';
import type { OrderRequest } from './order-input.ts';
import { payOrder } from './order-payment.ts';
import { orderOf, persistOrder, type Persisted } from './order-persist.ts';
import { priceOrder } from './order-pricing.ts';
import { checkOrder } from './order-validation.ts';
import { refuseWhileReweighUnpaid } from './reweighs.ts';

export function placeOrder(ctx: CommerceContext, request: OrderRequest): Promise<StoredAnswer> {
  return withIdempotency(ctx.db, request.idempotency, (handle) => run(ctx, request, handle));
}

async function run(ctx: CommerceContext, request: OrderRequest, handle: IdempotencyHandle): Promise<StoredAnswer> {
  // A retry that took over a request which died after making its order goes on with that order.
  const resumed = handle.resourceId === null ? undefined : await orderOf(ctx, Number(handle.resourceId));
  if (resumed) {
    ctx.auth.log.warn({ orderId: resumed.id }, 'an abandoned order request was taken over by its retry');
    return complete(ctx, { request, order: resumed, handle });
  }
  await refuseWhileReweighUnpaid(ctx, request);
  const checked = checkOrder(request, ctx.now());
  const priced = await priceOrder(ctx, checked);
  return complete(ctx, await persistOrder(ctx, priced, handle));
}

async function complete(ctx: CommerceContext, persisted: Persisted): Promise<StoredAnswer> {
  const paid = await payOrder(ctx, persisted);
  const booked = await bookOrder(ctx, paid);
  return answerOrder(ctx, booked);
}
