// The one order pipeline, for both doors (the app's checkout and the public API's POST /orders):
// each step is a function of its own file taking what the previous one returns.
//   1. replay   order-replay.ts       a key already used: its first answer (or take over a dead request)
//   2. validate order-validation.ts   the order's own checks (contacts, billing, payment)
//   3. price    order-pricing.ts      the engine's checks and price; one 422 for every problem
//   4. persist  order-persist.ts      the order row, which is the key's claim (a wallet order is paid with it)
//   5. pay      order-payment.ts      a card order is charged
//   6. book     booking.ts            a paid order gets its AWB
//   7. answer   order-answer.ts       the door's answer, stored for the key's retries
// A door only builds the OrderRequest (app-order-request.ts, api-order-request.ts).
import type { StoredAnswer } from '../payments/idempotency.ts';
import { bookOrder } from './booking.ts';
import type { CommerceContext } from './context.ts';
import { answerOrder } from './order-answer.ts';
import type { OrderRequest } from './order-input.ts';
import { payOrder } from './order-payment.ts';
import { persistOrder, type Persisted } from './order-persist.ts';
import { priceOrder } from './order-pricing.ts';
import { replayExisting, replayIfKnown, type Replay } from './order-replay.ts';
import { checkOrder } from './order-validation.ts';
import { refuseWhileReweighUnpaid } from './reweighs.ts';

export async function placeOrder(ctx: CommerceContext, request: OrderRequest): Promise<StoredAnswer> {
  const known = await replayIfKnown(ctx, request.claim);
  if (known) return resume(ctx, request, known);
  await refuseWhileReweighUnpaid(ctx, request);
  const checked = checkOrder(request, ctx.now());
  const priced = await priceOrder(ctx, checked);
  const persisted = await persistOrder(ctx, priced);
  if (!persisted) return resume(ctx, request, await replayExisting(ctx, request.claim));
  return complete(ctx, persisted);
}

async function complete(ctx: CommerceContext, persisted: Persisted): Promise<StoredAnswer> {
  const paid = await payOrder(ctx, persisted);
  const booked = await bookOrder(ctx, paid);
  return answerOrder(ctx, booked);
}

/** The first answer of a key, or the rest of the pipeline for an order whose first request died. */
function resume(ctx: CommerceContext, request: OrderRequest, replay: Replay): Promise<StoredAnswer> | StoredAnswer {
  return 'takeOver' in replay ? complete(ctx, { request, order: replay.takeOver }) : replay;
}
