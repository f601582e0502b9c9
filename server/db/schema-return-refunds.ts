// A return's refund paid from the shop's collected cash on delivery (issue #33): the money goes to the
// buyer's IBAN by the payout provider, and the same amount is deducted from the shop's next payout.
// One row per return request (unique return_id): whatever the number of processes, a request is
// refunded this way once. Written by the repayments module (services/repayments/cod-refunds.ts);
// the returns module asks it through its entry. Money is integer bani.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';
import { returnRequests } from './schema-returns.ts';
import { payouts } from './schema-shops.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const ref = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The transfer to the buyer: queued, sent (paid), or refused by the bank. */
export const RETURN_REFUND_STATUSES = ['pending', 'paid', 'failed'] as const;
export type ReturnRefundStatus = (typeof RETURN_REFUND_STATUSES)[number];

export const returnRefunds = pgTable(
  'return_refunds',
  {
    id: ref('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: ref('return_id')
      .notNull()
      .unique()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** The shop, whose collected cash on delivery pays it. */
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountBani: integer('amount_bani').notNull(),
    currency: text('currency').notNull().default('RON'),
    /** The buyer's bank account (the IBAN given with the return) and name. */
    buyerIban: text('buyer_iban').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** The order as the report names it (the shop's reference or our number). */
    orderReference: text('order_reference').notNull(),
    /** A test-mode order's return: deducted from test-mode money only, sent by the simulated provider. */
    testMode: boolean('test_mode').notNull().default(false),
    /** Refunded by the shop's setting when the parcel arrived (true) or by the shop's button. */
    automatic: boolean('automatic').notNull().default(false),
    status: text('status', { enum: RETURN_REFUND_STATUSES }).notNull().default('pending'),
    transferReference: text('transfer_reference'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The payout it was deducted from (null: not yet, the next payout takes it). */
    payoutId: ref('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    // What the next payout deducts, and what a new refund counts as already promised.
    index('return_refunds_undeducted_idx').on(t.customerId, t.testMode, t.id).where(sql`${t.payoutId} is null`),
    index('return_refunds_payout_idx').on(t.payoutId),
    check('return_refunds_amount_check', sql`${t.amountBani} > 0`),
    check('return_refunds_status_check', sql`${t.status} in (${inList(RETURN_REFUND_STATUSES)})`),
  ],
);
