// The customer pays their return (settings `customer`, or the part beyond a `shop_up_to` limit), from
// the guest's page (/retur/cerere/{id}?cheie=): by card on the processor's hosted page (the orders'
// card payment, order-payment.ts startCardPayment, coming back to the same page with ?payment_id=),
// or from the wallet when signed in as the customer who filed it. The shipment's order is booked only
// once paid ('order.paid' queues its booking; the wallet path books it at once, as the pipeline does).
// An order whose payment failed or expired cannot be paid again (one payment per order), nor one that
// was cancelled or never booked (return-shipment-cancel.ts): paying again makes the request a new shipment order, priced now, in one transaction that locks the request, and
// links it instead (the shop's part, ledger RET-<id>, is not taken twice).
import { eq } from 'drizzle-orm';
import { orders, payments, returnRequests } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { payAwaitingFromWallet, refreshPayment, startCardPayment, type OrderRow } from '../orders/index.ts';
import { GatewayUnavailable } from '../payments/index.ts';
import type { ReturnsContext } from './context.ts';
import { guestRow } from './guest.ts';
import type { ReturnRow } from './inbox.ts';
import { bookNow, insertShipment, planShipment } from './return-shipment.ts';
import { shipmentFacts } from './return-shipment-view.ts';
import { settingsRow } from './settings.ts';

export const PAYMENT_MESSAGES = {
  nothingDue: 'Returul nu are nimic de plătit: magazinul plătește transportul sau plata s-a făcut deja.',
  notApproved: 'Returul se plătește după ce magazinul aprobă cererea.',
  walletNotYours: 'Plata din portofel este disponibilă doar contului care a făcut cererea de retur. Plătește cu cardul.',
  cardUnderway: 'Plata cu cardul a început deja: finalizeaz-o pe pagina procesatorului sau așteaptă 30 de minute să expire.',
  unavailable: 'Plata nu a putut fi pornită acum. Încearcă din nou peste câteva momente.',
  paidFromWallet: 'Returul a fost plătit din portofel.',
} as const;

export type ReturnPayMethod = 'card' | 'wallet';

const orderRow = async (ctx: ReturnsContext, id: number): Promise<OrderRow | undefined> => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

/** The shipment order the customer pays now: the linked one while it awaits payment, else a new one linked instead. */
async function payableOrder(ctx: ReturnsContext, row: ReturnRow): Promise<OrderRow> {
  const current = await orderRow(ctx, row.returnOrderId!);
  if (current?.status === 'awaiting_payment') return current;
  if (current && current.status !== 'payment_failed' && current.status !== 'cancelled' && current.status !== 'booking_failed') throw new Failure(409, 'return_paid', PAYMENT_MESSAGES.nothingDue);
  const shop = await settingsRow(ctx.db, row.customerId);
  if (!shop) throw new Failure(409, 'return_settings_missing', PAYMENT_MESSAGES.notApproved);
  const plan = await planShipment(ctx, row, shop);
  if (plan.customerBani === 0) throw new Failure(409, 'return_paid', PAYMENT_MESSAGES.nothingDue);
  const replaced = await ctx.events.transaction(ctx.db, async (tx) => {
    const [locked] = await tx.select().from(returnRequests).where(eq(returnRequests.id, row.id)).for('update');
    // Another payment attempt replaced it meanwhile: that one is paid for now.
    if (!locked || locked.status !== 'approved' || locked.returnOrderId !== row.returnOrderId) return null;
    return insertShipment(tx, ctx, row.id, row.customerId, plan);
  });
  return replaced ?? (await orderRow(ctx, (await reload(ctx, row.id)).returnOrderId!))!;
}

const reload = async (ctx: ReturnsContext, id: number): Promise<ReturnRow> => (await ctx.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;

/**
 * Pays request `rawId` (its guest token `token`) by `method`; `signedIn` is the caller's account for
 * the wallet. A card answers the processor's page; the wallet answers the request, booked.
 */
export async function payReturn(ctx: ReturnsContext, rawId: string, token: string, method: ReturnPayMethod, signedIn: number | null): Promise<{ redirectUrl: string | null; row: ReturnRow; message: string | null }> {
  const row = await guestRow(ctx.db, rawId, token);
  if (row.status !== 'approved' || row.returnOrderId === null) throw new Failure(409, 'return_not_payable', row.status === 'requested' ? PAYMENT_MESSAGES.notApproved : PAYMENT_MESSAGES.nothingDue);
  const facts = await shipmentFacts(ctx.db, row);
  if (!facts || facts.customer_due_bani === 0) throw new Failure(409, 'return_paid', PAYMENT_MESSAGES.nothingDue);
  if (method === 'wallet') {
    if (signedIn === null || signedIn !== row.filedByCustomerId) throw new Failure(403, 'wallet_not_allowed', PAYMENT_MESSAGES.walletNotYours);
    const order = await payableOrder(ctx, row);
    const [card] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id));
    if (card) throw new Failure(409, 'payment_underway', PAYMENT_MESSAGES.cardUnderway);
    const due = (await shipmentFacts(ctx.db, await reload(ctx, row.id)))?.customer_due_bani ?? 0;
    const paid = await ctx.events.transaction(ctx.db, (tx) => payAwaitingFromWallet(tx, ctx, order.id, signedIn, due));
    if (!paid) throw new Failure(409, 'return_paid', PAYMENT_MESSAGES.nothingDue);
    await bookNow(ctx, paid.id);
    return { redirectUrl: null, row: await reload(ctx, row.id), message: PAYMENT_MESSAGES.paidFromWallet };
  }
  const order = await payableOrder(ctx, row);
  const due = (await shipmentFacts(ctx.db, await reload(ctx, row.id)))?.customer_due_bani ?? 0;
  try {
    const payment = await startCardPayment(ctx.commerce, order, `/retur/cerere/${row.id}?${new URLSearchParams({ cheie: token })}`, due);
    if (payment?.status === 'requires_action' && payment.redirectUrl) return { redirectUrl: payment.redirectUrl, row: await reload(ctx, row.id), message: null };
    if (payment?.status === 'failed') throw new Failure(409, 'payment_failed', PAYMENT_MESSAGES.unavailable);
    return { redirectUrl: null, row: await reload(ctx, row.id), message: null };
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw new Failure(502, 'payment_unavailable', PAYMENT_MESSAGES.unavailable);
    throw error;
  }
}

/** Back from the processor's page (?payment_id=): its outcome asked now, when it is this return's payment. */
export async function returnFromProcessor(ctx: ReturnsContext, rawId: string, token: string, paymentId: string): Promise<void> {
  const row = await guestRow(ctx.db, rawId, token);
  if (row.returnOrderId === null || !/^[0-9a-f-]{36}$/i.test(paymentId)) return;
  const [payment] = await ctx.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (payment?.orderId !== row.returnOrderId) return;
  await refreshPayment(ctx.commerce, paymentId);
}
