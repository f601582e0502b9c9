// Step 5 of the order pipeline: the payment. A wallet order was paid with its row (order-persist.ts);
// a card order gets a payment created at the card processor, keyed by our payment id (running this
// twice, after a retry took the order over, never creates a second one), and the answer carries the
// processor's page where the customer pays (the card never reaches us). The outcome comes by the
// processor's signed notification, the return to the app, or the reconciliation job. A processor
// that cannot be reached releases the order's Idempotency-Key at once (502): the client's retry with
// the same key takes it over.
import { eq } from 'drizzle-orm';
import type { orders } from '../../db/schema.ts';
import { customers, payments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { GatewayUnavailable } from '../payments/index.ts';
import { releaseKey } from '../idempotency/index.ts';
import { payerOf } from '../payments/index.ts';
import { openCardOrderPayment } from '../payments/index.ts';
import { queueReconcile } from '../payments/index.ts';
import { createAtProcessor } from '../payments/index.ts';
import type { CommerceContext } from './context.ts';
import { safeReturnPath } from './order-input.ts';
import type { Persisted } from './order-persist.ts';
import type { StoredParty } from './parties.ts';
import { settleAndFollow } from './payment-updates.ts';

const paymentUnavailable = () =>
  new Failure(502, 'payment_unavailable', 'Plata nu a putut fi pornită acum. Încearcă din nou peste câteva momente, cu aceeași cheie Idempotency-Key.');

type OrderRow = typeof orders.$inferSelect;

async function orderPayer(ctx: CommerceContext, order: OrderRow) {
  const sender = order.sender as unknown as StoredParty;
  const billing = order.billing as { name?: string; address?: string };
  const [account] = order.customerId ? await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId)) : [];
  return payerOf({
    email: order.guestEmail ?? account?.email ?? sender.email ?? '',
    name: billing.name ?? sender.name,
    phone: sender.phone,
    address: billing.address ?? [sender.street_name, sender.street_number].filter(Boolean).join(' '),
    city: sender.locality_name,
    county: sender.county_name,
    postalCode: sender.postal_code,
  });
}

/** Creates the payment of a card order still awaiting payment at the processor; the order as it then stands goes on. */
export async function payOrder(ctx: CommerceContext, persisted: Persisted): Promise<Persisted> {
  const { order, request, handle } = persisted;
  const payment = request.body.payment;
  if (order.status !== 'awaiting_payment' || payment.method !== 'card') return persisted;
  try {
    await startCardPayment(ctx, order, payment.return_path);
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, orderId: order.id }, 'the card processor is unavailable');
    if (handle.keyId !== null) await releaseKey(ctx.db, handle.keyId);
    throw paymentUnavailable();
  }
  return persisted;
}

/**
 * Opens the card payment of an order awaiting it (once: a second call finds the first) and creates it
 * at the processor; the payment row as it then stands (`requires_action` with the processor's page).
 * `amountBani` is what the payer owes (less than the total when another paid a part: a shop's return, returns/return-payment.ts).
 * Throws GatewayUnavailable when the processor cannot be reached (the payment is reconciled later).
 */
export async function startCardPayment(ctx: CommerceContext, order: OrderRow, returnPathAsked: string | undefined, amountBani = order.totalBani) {
  const returnPath = safeReturnPath(returnPathAsked);
  await ctx.db.transaction(async (tx) => {
    const created = await openCardOrderPayment(tx, { orderId: order.id, customerId: order.customerId, amountBani, gateway: ctx.gateway.name, returnPath });
    // Whatever happens to this request, the payment's fate is looked up at the processor later.
    if (created) await queueReconcile(tx, created);
  });
  const [row] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!row || row.status !== 'pending') return row;
  const deps = { gateway: ctx.gateway, publicUrl: ctx.config.publicUrl, now: () => ctx.now() };
  const result = await createAtProcessor(deps, row, `Comanda ${order.number}`, await orderPayer(ctx, order));
  return settleAndFollow(ctx, row.id, result);
}
