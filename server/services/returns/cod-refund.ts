// A cash-on-delivery return refunded from the shop's collected ramburs (issue #33): the buyer's money
// goes to the IBAN they gave with the return, sent by the payout provider, and the amount is deducted
// from the shop's next payout (the repayments module does both: repayments/cod-refunds.ts). Two ways:
// - the shop presses "Rambursează din banii ramburs" on a received request (refundFromCod), with the
//   amount it may edit (by default the original order's ramburs, never more);
// - the shop's setting `cod_refund_auto`: the request reaching `received` (the carrier delivered the
//   returned parcel, or the shop marked it) is refunded in that same transaction (autoRefundOnArrival,
//   subscribers.ts), with the order's ramburs; when the shop has not collected enough, nothing is
//   refunded and the arrival mail says so.
// One transaction: the shop's available money checked (its repayments locked), the request moved
// received -> refunded ('shop.refunded', guarded), the refund recorded (unique per request) with its
// transfer's job, and the customer's mail. Not enough money, a request in another status, or a second
// refund: nothing written. Non-COD returns keep the shop's manual "mark refunded".
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, returnRequests, returnSettings } from '../../db/schema.ts';
import type { Publisher } from '../events/index.ts';
import { Failure, validationFailure } from '../failure.ts';
import { enqueue } from '../jobs/index.ts';
import { formatRon } from '../money-format.ts';
import { maskIban } from '../mail/index.ts';
import { availableCodMoney, codRefundOf, recordCodRefund, type ReturnRefundRow } from '../repayments/index.ts';
import type { ReturnsContext } from './context.ts';
import { ownReturn, type ReturnRow } from './inbox.ts';
import { moveReturn } from './return-states.ts';
import { STATUS_NAMES } from './views.ts';

export const COD_REFUND_MESSAGES = {
  notCod: 'Rambursarea din banii ramburs este doar pentru comenzile plătite ramburs, cu IBAN-ul clientului în cerere. Marchează returul ca rambursat după ce trimiți banii.',
  amount: 'Suma rambursării este un număr întreg de bani mai mare decât 0 (de exemplu 12550 pentru 125,50 lei).',
  amountRequired: 'Scrie suma de rambursat: comanda nu a trecut prin Curiero, așa că nu îi știm rambursul.',
  aboveOrder: (codBani: number) => `Suma depășește rambursul plătit de client pentru comandă (${formatRon(codBani)}).`,
  notEnough: (availableBani: number) =>
    `Nu ai destui bani din ramburs încasați pentru această rambursare: disponibil ${formatRon(Math.max(0, availableBani))}. Trimite banii clientului direct și marchează returul ca rambursat, sau încearcă după ce se încasează alte rambursuri.`,
  status: (status: ReturnRow['status']) => `Cererea nu poate fi rambursată: este în starea „${STATUS_NAMES[status]}”. Se rambursează după ce coletul ajunge la tine.`,
  done: 'Rambursarea a fost înregistrată: banii pleacă în contul clientului, iar suma se scade din următorul tău decont de rambursuri.',
} as const;

export const refundedMailKey = (returnId: number) => `return-refunded:${returnId}`;

/** The original order's ramburs, in bani (null: typed in, not an order of ours, or without ramburs). */
async function orderCodBani(tx: Tx | ReturnsContext['db'], row: Pick<ReturnRow, 'orderId'>): Promise<number | null> {
  if (row.orderId === null) return null;
  const [order] = await tx.select({ codBani: orders.codBani }).from(orders).where(eq(orders.id, row.orderId));
  return order && order.codBani > 0 ? order.codBani : null;
}

const refundable = (row: ReturnRow): row is ReturnRow & { refundIban: string } => row.cashOnDelivery && !!row.refundIban;

type Outcome = { refunded: ReturnRow; refund: ReturnRefundRow } | { refused: 'not_enough'; availableBani: number } | { refused: 'status' };

/** Refunds `row` with `amountBani` from the shop's collected ramburs, in `tx` (see the file's head). */
async function refundInTx(tx: Tx, bus: Publisher, row: ReturnRow & { refundIban: string }, amountBani: number, automatic: boolean): Promise<Outcome> {
  // The request first (a second press waits here, then finds it refunded), then the shop's collected
  // money (another refund of the shop, or the payout batch, waits): always in this order.
  const [locked] = await tx.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, row.id)).for('update');
  if (locked?.status !== 'received') return { refused: 'status' };
  const availableBani = await availableCodMoney(tx, row.customerId, row.testMode, { lock: true });
  if (amountBani > availableBani) return { refused: 'not_enough', availableBani };
  const note = `${automatic ? 'Rambursat automat' : 'Rambursat'} din banii ramburs: ${formatRon(amountBani)}`;
  const refunded = await moveReturn(tx, bus, row.id, 'shop.refunded', { customerId: row.customerId, note });
  if (!refunded) return { refused: 'status' };
  const recorded = await recordCodRefund(tx, {
    returnId: row.id,
    customerId: row.customerId,
    amountBani,
    buyerIban: row.refundIban,
    buyerName: row.contact.name,
    orderReference: row.orderReference,
    testMode: row.testMode,
    automatic,
  });
  // The move above is the guard: a request refunded once never reaches here twice.
  if (!recorded.recorded) throw new Error(`return ${row.id}: refund not recorded (${recorded.reason})`);
  await enqueue(tx, { kind: 'mail', key: refundedMailKey(row.id), payload: { template: 'return_refunded', returnId: row.id } });
  return { refunded, refund: recorded.refund };
}

/** The amount of a manual refund: the body's `amount_bani`, else the order's ramburs; a 422 naming it. */
function amountOf(body: unknown, codBani: number | null): number {
  const raw = (body as { amount_bani?: unknown } | null)?.amount_bani;
  if (raw === undefined || raw === null || raw === '') {
    if (codBani === null) throw validationFailure({ amount_bani: [COD_REFUND_MESSAGES.amountRequired] });
    return codBani;
  }
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw <= 0) throw validationFailure({ amount_bani: [COD_REFUND_MESSAGES.amount] });
  if (codBani !== null && raw > codBani) throw validationFailure({ amount_bani: [COD_REFUND_MESSAGES.aboveOrder(codBani)] });
  return raw;
}

/** "Rambursează din banii ramburs": the shop's request `rawId` refunded (POST /returns/{id}/cod-refund). */
export async function refundFromCod(ctx: ReturnsContext, customerId: number, rawId: string, body: unknown): Promise<{ row: ReturnRow; message: string }> {
  const current = await ownReturn(ctx.db, customerId, rawId);
  if (!refundable(current)) throw new Failure(409, 'return_not_cash_on_delivery', COD_REFUND_MESSAGES.notCod);
  const amountBani = amountOf(body, await orderCodBani(ctx.db, current));
  const outcome = await ctx.events.transaction(ctx.db, (tx) => refundInTx(tx, ctx.events, current, amountBani, false));
  if ('refunded' in outcome) return { row: outcome.refunded, message: COD_REFUND_MESSAGES.done };
  if (outcome.refused === 'not_enough') throw validationFailure({ amount_bani: [COD_REFUND_MESSAGES.notEnough(outcome.availableBani)] });
  const now = await ownReturn(ctx.db, customerId, current.id);
  throw new Failure(409, 'return_status_conflict', COD_REFUND_MESSAGES.status(now.status));
}

/**
 * A request that just reached `received` (in that transaction): refunded from the shop's ramburs
 * when its settings say so and it is a cash-on-delivery order of ours. Never throws for want of
 * money: the parcel's arrival is recorded whatever happens to the refund.
 */
export async function autoRefundOnArrival(tx: Tx, bus: Publisher, returnId: number): Promise<void> {
  const [found] = await tx
    .select({ row: returnRequests, auto: returnSettings.codRefundAuto })
    .from(returnRequests)
    .innerJoin(returnSettings, eq(returnSettings.customerId, returnRequests.customerId))
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'received')));
  if (!found?.auto || !refundable(found.row)) return;
  const codBani = await orderCodBani(tx, found.row);
  if (codBani === null) return;
  await refundInTx(tx, bus, found.row, codBani, true);
}

const REFUND_STATUS_NAMES = { pending: 'Transfer în curs', paid: 'Trimisă în contul clientului', failed: 'Transfer refuzat de bancă' } as const;

/**
 * What the shop's detail shows of a COD request's refund (null for another request): the order's
 * ramburs (the default amount, and the most), the shop's collected money it may use, and the refund
 * once made (its transfer's state, and whether a payout has deducted it).
 */
export async function codRefundView(db: ReturnsContext['db'], row: ReturnRow) {
  if (!refundable(row)) return null;
  const [codBani, availableBani, refund] = await Promise.all([orderCodBani(db, row), availableCodMoney(db, row.customerId, row.testMode), codRefundOf(db, row.id)]);
  return {
    order_cod_bani: codBani,
    available_bani: Math.max(0, availableBani),
    refund: refund && {
      amount_bani: refund.amountBani,
      status: refund.status,
      status_name: REFUND_STATUS_NAMES[refund.status],
      automatic: refund.automatic,
      iban_masked: maskIban(refund.buyerIban),
      transfer_reference: refund.transferReference,
      failure_reason: refund.failureReason,
      deducted: refund.payoutId !== null,
      created_at: refund.createdAt.toISOString(),
      paid_at: refund.paidAt?.toISOString() ?? null,
    },
  };
}
