// What the order lists read besides the orders (drizzle pg-core, re-exported by schema.ts): an
// account's exact order counts and its lists' version, both kept by triggers (migrations 0015, 0017).
import { bigint, boolean, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * How many orders an account has in each mode, kept by the triggers `orders_count_*` on orders (the
 * migration 0015, per statement from its transition tables: every insert, delete and change of owner
 * or mode, in the same transaction), so a list's exact total is one row whatever the number of
 * orders. Nothing else writes it.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    testMode: boolean('test_mode').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.testMode] })],
);

/**
 * A number per account that moves when anything its order lists show changes (its orders, their
 * payments, shipments and tracking events), so a page read once is answered again from memory while
 * it stands (services/orders/order-list-cache.ts). Moved only at commit, by one deferred trigger per
 * transaction, all of its accounts in id order (migration 0017): it never holds a lock while the
 * transaction still takes others (a wallet's, an invoice's). A row per customer, made with the customer.
 */
export const orderListVersions = pgTable('order_list_versions', {
  customerId: ref('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
