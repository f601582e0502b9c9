// Re-weighing (issue #30): when a carrier reports a heavier parcel than the order declared, the
// difference in price (the pricing engine's, at the order's own moment) is charged to the customer
// before the next order. One charge per order; `paid_at` set when the wallet paid it (the ledger's
// 'reweigh' movement, reference = the order number). While a charge is unpaid the customer's
// `has_unpaid_reweights` is true and new orders are refused (services/orders/reweighs.ts).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';
import { orders } from './schema-orders.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });

export const reweighCharges = pgTable(
  'reweigh_charges',
  {
    id: ref('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: ref('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    awb: text('awb').notNull(),
    /** The billed weight of the order and the one the carrier measured, kg. */
    declaredKg: numeric('declared_kg', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    measuredKg: numeric('measured_kg', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** The price with the measured weight minus the price paid, VAT included, bani (> 0). */
    amountBani: integer('amount_bani').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('reweigh_charges_customer_idx').on(t.customerId, t.id), check('reweigh_charges_amount_check', sql`${t.amountBani} > 0`)],
);
