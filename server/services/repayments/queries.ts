// Reading an account's repayments and payouts: the lists (newest first, paged, filtered by status,
// delivery dates as Romanian calendar days, AWB or order), the totals of a filter (collected, paid,
// waiting, of which without an IBAN, and the returns' refunds paid from it) and one payout with its lines and the returns' refunds it deducted. Every query is scoped by the
// account: another account's repayment or payout does not exist (404).
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, payouts, repayments, returnRefunds, returnRequests, type REPAYMENT_STATUSES } from '../../db/schema.ts';
import type { PayoutRefundLine, PayoutRow, PayoutSummary, RepaymentLine, RepaymentRow } from './views.ts';

export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];

export interface RepaymentFilter {
  status?: RepaymentStatus;
  /** Calendar days (yyyy-mm-dd) in Romania, both included. */
  from?: string;
  to?: string;
  /** Exact AWB. */
  awb?: string;
  orderId?: number;
  /** Only the repayments of test-mode orders (true) or of live ones (false): a public API key sees its mode's. */
  testMode?: boolean;
}

/** collected = paid + waiting + refunded: what the carriers collected went to the shop, waits for it, or went back to buyers. */
export interface RepaymentTotals {
  count: number;
  /** Collected by the carriers (pending and paid). */
  collected_bani: number;
  /** What reached the shop's account: the paid repayments less the refunds their payouts deducted. */
  paid_bani: number;
  /** Collected, not paid yet (in a payout or waiting for one), less the refunds that payout or the next one deducts. */
  waiting_bani: number;
  /** Returns' refunds paid to buyers from the collected money (cod-refunds.ts): deducted, or to be deducted. */
  refunded_bani: number;
  /** Of the waiting: no IBAN to pay them to. */
  awaiting_iban_bani: number;
}

const ZONE = 'Europe/Bucharest';
const dayStart = (day: string) => sql`((${day})::date)::timestamp at time zone ${ZONE}`;
const nextDayStart = (day: string) => sql`((${day})::date + 1)::timestamp at time zone ${ZONE}`;

function conditions(customerId: number, filter: RepaymentFilter, withStatus = true): SQL | undefined {
  return and(
    eq(repayments.customerId, customerId),
    withStatus && filter.status ? eq(repayments.status, filter.status) : undefined,
    filter.from ? gte(repayments.deliveredAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(repayments.deliveredAt, nextDayStart(filter.to)) : undefined,
    filter.awb ? eq(repayments.awb, filter.awb) : undefined,
    filter.orderId !== undefined ? eq(repayments.orderId, filter.orderId) : undefined,
    filter.testMode !== undefined ? eq(repayments.testMode, filter.testMode) : undefined,
  );
}

/** What the lists show of a repayment (views.ts): not its owner nor its dates of change. */
const { customerId: _customer, createdAt: _created, updatedAt: _updated, ...LISTED_REPAYMENT } = getTableColumns(repayments);
const { customerId: _owner, ...LISTED_PAYOUT } = getTableColumns(payouts);

/**
 * Latest delivery first, in two queries whatever the page's size or depth: the exact total counted
 * from repayments_customer_delivered_idx alone (an index-only count: it holds every column a filter
 * reads, and the order), and the page's ids from that index (a deep page skips index entries, never
 * rows) joined to their repayments, orders (the number) and payouts (the state).
 */
export async function listRepayments(db: AppDb, customerId: number, filter: RepaymentFilter, page: number, perPage: number): Promise<{ rows: RepaymentLine[]; total: number }> {
  const where = conditions(customerId, filter);
  const ids = db
    .select({ id: repayments.id, deliveredAt: repayments.deliveredAt })
    .from(repayments)
    .where(where)
    .orderBy(desc(repayments.deliveredAt), desc(repayments.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ repayment: LISTED_REPAYMENT, orderNumber: orders.number, payoutStatus: payouts.status })
      .from(ids)
      .innerJoin(repayments, eq(repayments.id, ids.id))
      .innerJoin(orders, eq(orders.id, repayments.orderId))
      .leftJoin(payouts, eq(payouts.id, repayments.payoutId))
      .orderBy(desc(ids.deliveredAt), desc(ids.id)),
    db.select({ n: count() }).from(repayments).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.repayment, orderNumber: r.orderNumber, payoutStatus: r.payoutStatus })), total: Number(counted?.n ?? 0) };
}

/**
 * The totals of `filter` whatever its status (so the three amounts always show), in two queries: the
 * repayments' sums, and the returns' refunds the filter keeps (refundedTotals).
 */
export async function repaymentTotals(db: AppDb, customerId: number, filter: RepaymentFilter): Promise<RepaymentTotals> {
  const sum = (when: SQL) => sql<string>`coalesce(sum(${repayments.amountBani}) filter (where ${when}), 0)`;
  const [[row], refunds] = await Promise.all([
    db
      .select({
        count: sql<string>`count(*) filter (where ${repayments.status} <> 'cancelled')`,
        collected: sum(sql`${repayments.status} <> 'cancelled'`),
        paid: sum(sql`${repayments.status} = 'paid'`),
        waiting: sum(sql`${repayments.status} = 'pending'`),
        awaitingIban: sum(sql`${repayments.status} = 'pending' and ${repayments.bankIban} = ''`),
      })
      .from(repayments)
      .where(conditions(customerId, filter, false)),
    refundedTotals(db, customerId, filter),
  ]);
  return {
    count: Number(row?.count ?? 0),
    collected_bani: Number(row?.collected ?? 0),
    paid_bani: Number(row?.paid ?? 0) - refunds.inPaidPayouts,
    waiting_bani: Number(row?.waiting ?? 0) - (refunds.all - refunds.inPaidPayouts),
    awaiting_iban_bani: Number(row?.awaitingIban ?? 0),
    refunded_bani: refunds.all,
  };
}

/**
 * The returns' refunds paid from the shop's collected money that `filter` keeps: those a payout
 * deducted (whatever their transfer's fate: the payout's amount already left them out) and those
 * promised to the next payout (a transfer refused for good is not deducted, so not counted); and, of
 * them, those deducted by a paid payout. The dates are the refund's (when the money was promised to
 * the buyer), the mode its own; an AWB or an order keeps only the refunds of returns of that order
 * (of the order whose repayment has that AWB), so an order's line nets out its own return only.
 */
async function refundedTotals(db: AppDb, customerId: number, filter: RepaymentFilter): Promise<{ all: number; inPaidPayouts: number }> {
  const awbOrders = filter.awb ? db.select({ id: repayments.orderId }).from(repayments).where(and(eq(repayments.customerId, customerId), eq(repayments.awb, filter.awb))) : undefined;
  const ofOrders = and(awbOrders ? inArray(returnRequests.orderId, awbOrders) : undefined, filter.orderId !== undefined ? eq(returnRequests.orderId, filter.orderId) : undefined);
  const sum = (when: SQL) => sql<string>`coalesce(sum(${returnRefunds.amountBani}) filter (where ${when}), 0)`;
  const [row] = await db
    .select({ all: sum(sql`true`), inPaidPayouts: sum(sql`${payouts.status} = 'paid'`) })
    .from(returnRefunds)
    .leftJoin(payouts, eq(payouts.id, returnRefunds.payoutId))
    .where(
      and(
        eq(returnRefunds.customerId, customerId),
        sql`(${returnRefunds.payoutId} is not null or ${returnRefunds.status} <> 'failed')`,
        filter.from ? gte(returnRefunds.createdAt, dayStart(filter.from)) : undefined,
        filter.to ? lt(returnRefunds.createdAt, nextDayStart(filter.to)) : undefined,
        filter.testMode !== undefined ? eq(returnRefunds.testMode, filter.testMode) : undefined,
        ofOrders ? inArray(returnRefunds.returnId, db.select({ id: returnRequests.id }).from(returnRequests).where(ofOrders)) : undefined,
      ),
    );
  return { all: Number(row?.all ?? 0), inPaidPayouts: Number(row?.inPaidPayouts ?? 0) };
}

/** A payout's mode is its orders' (the batch never mixes test and live orders), kept on it when made. */
const payoutMode = (testMode: boolean | undefined) => (testMode === undefined ? undefined : eq(payouts.testMode, testMode));

/**
 * Newest first, in three queries whatever the page's size or depth: the exact total counted from
 * payouts_customer_idx alone (an index-only count, the mode filter included), the page's ids from
 * that index joined to their payouts, then the page's lines counted per payout from
 * repayments_payout_idx (one grouped query for the page, no query per payout); with `refunds` (the
 * dashboard's list) a fourth: the returns' refunds the page's payouts deducted.
 */
export async function listPayouts(db: AppDb, customerId: number, page: number, perPage: number, testMode?: boolean, options: { refunds?: boolean } = {}): Promise<{ rows: PayoutSummary[]; total: number }> {
  const where = and(eq(payouts.customerId, customerId), payoutMode(testMode));
  const ids = db.select({ id: payouts.id }).from(payouts).where(where).orderBy(desc(payouts.id)).limit(perPage).offset((page - 1) * perPage).as('page');
  const [rows, [counted]] = await Promise.all([
    db.select(LISTED_PAYOUT).from(ids).innerJoin(payouts, eq(payouts.id, ids.id)).orderBy(desc(ids.id)),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  const lines = rows.length
    ? await db
        .select({ payoutId: repayments.payoutId, n: count() })
        .from(repayments)
        .where(inArray(
          repayments.payoutId,
          rows.map((r) => r.id),
        ))
        .groupBy(repayments.payoutId)
    : [];
  const linesOf = new Map(lines.map((l) => [l.payoutId, Number(l.n)]));
  // The returns' refunds deducted from the page's payouts (return_refunds_payout_idx), in one query (the dashboard's).
  const refunds = rows.length && options.refunds ? await db.select(REFUND_LINE).from(returnRefunds).where(inArray(returnRefunds.payoutId, rows.map((r) => r.id))).orderBy(asc(returnRefunds.id)) : [];
  const refundsOf = (payoutId: number): PayoutRefundLine[] => refunds.filter((r) => r.payoutId === payoutId).map(({ payoutId: _payout, ...line }) => line);
  return { rows: rows.map((r) => ({ ...r, repaymentsCount: linesOf.get(r.id) ?? 0, refunds: refundsOf(r.id) })), total: Number(counted?.n ?? 0) };
}

export type { PayoutRefundLine } from './views.ts';

/** A refund line's columns (PayoutRefundLine), with the payout it was deducted from. */
const REFUND_LINE = {
  id: returnRefunds.id,
  payoutId: returnRefunds.payoutId,
  returnId: returnRefunds.returnId,
  orderReference: returnRefunds.orderReference,
  buyerName: returnRefunds.buyerName,
  buyerIban: returnRefunds.buyerIban,
  amountBani: returnRefunds.amountBani,
  createdAt: returnRefunds.createdAt,
};

export interface PayoutWithLines {
  payout: PayoutRow;
  lines: (RepaymentRow & { orderNumber: string; testMode: boolean })[];
  /** The refunds of returns deducted from it (none: absent or empty). */
  refunds?: PayoutRefundLine[];
}

/** The account's payout `id` with its repayments (oldest delivery first), or null. */
export async function findPayout(db: AppDb, customerId: number, id: number, testMode?: boolean): Promise<PayoutWithLines | null> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.customerId, customerId), payoutMode(testMode)));
  if (!payout) return null;
  const lines = await db
    .select({ repayment: repayments, orderNumber: orders.number, testMode: orders.testMode })
    .from(repayments)
    .innerJoin(orders, eq(orders.id, repayments.orderId))
    .where(eq(repayments.payoutId, id))
    .orderBy(asc(repayments.deliveredAt), asc(repayments.id));
  const refunds = await db.select(REFUND_LINE).from(returnRefunds).where(eq(returnRefunds.payoutId, id)).orderBy(asc(returnRefunds.id));
  return { payout, lines: lines.map((l) => ({ ...l.repayment, orderNumber: l.orderNumber, testMode: l.testMode })), refunds: refunds.map(({ payoutId: _payout, ...line }) => line) };
}

/** The account a payout belongs to (a signed report link names the payout only), or null. */
export async function payoutOwner(db: AppDb, id: number): Promise<number | null> {
  const [row] = await db.select({ customerId: payouts.customerId }).from(payouts).where(eq(payouts.id, id));
  return row?.customerId ?? null;
}

/** A payout id from a path (`12`), or null (then: not found). */
export function payoutIdOf(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
