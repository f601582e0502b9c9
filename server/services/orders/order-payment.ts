// Step 5 of the order pipeline: the payment. A wallet order was paid with its row (order-persist.ts);
// a card order is charged through the gateway, keyed by our payment id, so running this twice (a
// retry that took the order over) never charges twice. A gateway that cannot be reached releases the
// order at once (502): the client's retry with the same key takes it over.
import { eq, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { GatewayUnavailable } from '../payments/gateway.ts';
import { IDEMPOTENCY } from '../payments/idempotency.ts';
import { queueReconcile } from '../payments/payments.ts';
import type { CommerceContext } from './context.ts';
import { safeReturnPath } from './order-input.ts';
import type { Persisted } from './order-persist.ts';
import { settleAndFollow } from './payment-updates.ts';

const paymentUnavailable = () =>
  new Failure(502, 'payment_unavailable', 'Plata nu a putut fi procesată acum. Încearcă din nou peste câteva momente, cu aceeași cheie Idempotency-Key.');

/** Charges the card of an order still awaiting payment; the order as it then stands goes on. */
export async function payOrder(ctx: CommerceContext, persisted: Persisted): Promise<Persisted> {
  const { order, request } = persisted;
  const payment = request.body.payment;
  if (order.status !== 'awaiting_payment' || payment.method !== 'card') return persisted;
  const returnPath = safeReturnPath(payment.return_path);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({ purpose: 'order', orderId: order.id, customerId: order.customerId, method: 'card', amountBani: order.totalBani, gateway: ctx.gateway.name, returnPath })
      .onConflictDoNothing({ target: payments.orderId })
      .returning({ id: payments.id });
    // Whatever happens to this request, the payment's fate is looked up at the gateway later.
    if (created) await queueReconcile(tx, created.id);
  });
  const [row] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!row || row.status !== 'pending') return persisted;
  let result;
  try {
    result = await ctx.gateway.createPayment({
      amountBani: row.amountBani,
      currency: 'RON',
      card: payment.card,
      description: `Comanda ${order.number}`,
      reference: row.id,
      idempotencyKey: row.id,
      returnUrl: `${ctx.config.publicUrl}${returnPath}${returnPath.includes('?') ? '&' : '?'}payment_id=${row.id}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, orderId: order.id }, 'the card gateway is unavailable');
    await ctx.db.update(orders).set({ updatedAt: sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000 + 1})` }).where(eq(orders.id, order.id));
    throw paymentUnavailable();
  }
  await settleAndFollow(ctx, row.id, result);
  return persisted;
}
