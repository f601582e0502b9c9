// Reading an account's repayments and payouts: the lists (newest first, paged, filtered by status,
// delivery dates as Romanian calendar days, AWB or order), the totals of a filter (collected, paid,
// waiting, of which without an IBAN) and one payout with its lines. Every query is scoped by the
// account: another account's repayment or payout does not exist (404).
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, payouts, repayments, type REPAYMENT_STATUSES } from '../../db/schema.ts';
import type { PayoutRow, PayoutSummary, RepaymentLine, RepaymentRow } from './views.ts';

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

export interface RepaymentTotals {
  count: number;
  /** Collected by the carriers (pending and paid). */
  collected_bani: number;
  paid_bani: number;
  /** Collected, not paid yet (in a payout or waiting for one). */
  waiting_bani: number;
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
    filter.testMode !== undefined ? sql`exists (select 1 from orders o where o.id = ${repayments.orderId} and o.test_mode = ${filter.testMode})` : undefined,
  );
}

export async function listRepayments(db: AppDb, customerId: number, filter: RepaymentFilter, page: number, perPage: number): Promise<{ rows: RepaymentLine[]; total: number }> {
  const where = conditions(customerId, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ repayment: repayments, orderNumber: orders.number, testMode: orders.testMode, payoutStatus: payouts.status })
      .from(repayments)
      .innerJoin(orders, eq(orders.id, repayments.orderId))
      .leftJoin(payouts, eq(payouts.id, repayments.payoutId))
      .where(where)
      .orderBy(desc(repayments.deliveredAt), desc(repayments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(repayments).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.repayment, orderNumber: r.orderNumber, testMode: r.testMode, payoutStatus: r.payoutStatus })), total: Number(counted?.n ?? 0) };
}

/** The totals of `filter` whatever its status (so the three amounts always show). */
export async function repaymentTotals(db: AppDb, customerId: number, filter: RepaymentFilter): Promise<RepaymentTotals> {
  const sum = (when: SQL) => sql<string>`coalesce(sum(${repayments.amountBani}) filter (where ${when}), 0)`;
  const [row] = await db
    .select({
      count: sql<string>`count(*) filter (where ${repayments.status} <> 'cancelled')`,
      collected: sum(sql`${repayments.status} <> 'cancelled'`),
      paid: sum(sql`${repayments.status} = 'paid'`),
      waiting: sum(sql`${repayments.status} = 'pending'`),
      awaitingIban: sum(sql`${repayments.status} = 'pending' and ${repayments.bankIban} = ''`),
    })
    .from(repayments)
    .where(conditions(customerId, filter, false));
  return {
    count: Number(row?.count ?? 0),
    collected_bani: Number(row?.collected ?? 0),
    paid_bani: Number(row?.paid ?? 0),
    waiting_bani: Number(row?.waiting ?? 0),
    awaiting_iban_bani: Number(row?.awaitingIban ?? 0),
  };
}

const linesCount = sql<string>`(select count(*) from repayments r where r.payout_id = ${payouts.id})`;
/** A payout's mode is its orders' (the batch never mixes test and live orders). */
const payoutMode = (testMode: boolean | undefined) =>
  testMode === undefined
    ? undefined
    : sql`exists (select 1 from repayments r join orders o on o.id = r.order_id where r.payout_id = ${payouts.id} and o.test_mode = ${testMode})`;

export async function listPayouts(db: AppDb, customerId: number, page: number, perPage: number, testMode?: boolean): Promise<{ rows: PayoutSummary[]; total: number }> {
  const where = and(eq(payouts.customerId, customerId), payoutMode(testMode));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payout: payouts, repaymentsCount: linesCount })
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.payout, repaymentsCount: Number(r.repaymentsCount) })), total: Number(counted?.n ?? 0) };
}

export interface PayoutWithLines {
  payout: PayoutRow;
  lines: (RepaymentRow & { orderNumber: string; testMode: boolean })[];
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
  return { payout, lines: lines.map((l) => ({ ...l.repayment, orderNumber: l.orderNumber, testMode: l.testMode })) };
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
