// The batch import's tables (issue #34; drizzle pg-core, re-exported by schema.ts): a batch (one
// file of rows, paid with one payment: services/batches/), the orders it made (one per row, in the
// file's order), and each account's last column mapping of the import screen.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BATCH_STATUSES } from '../../src/shared/batch-import.ts';
import { customers } from './schema-accounts.ts';
import { orders, payments } from './schema-orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const ref = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A batch: its file (name and SHA-256: the same file twice is warned about), its total and its one payment. */
export const batches = pgTable(
  'batches',
  {
    id: ref('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    status: text('status', { enum: BATCH_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: ['wallet', 'card'] }).notNull(),
    /** The batch's one payment (purpose 'batch'). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    totalBani: integer('total_bani').notNull(),
    /** The defaults the rows were completed with (BatchDefaults). */
    defaults: jsonb('defaults').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('batches_customer_idx').on(t.customerId, t.id),
    index('batches_customer_file_idx').on(t.customerId, t.fileSha256),
    index('batches_payment_idx').on(t.paymentId),
    check('batches_status_check', sql`${t.status} in (${inList(BATCH_STATUSES)})`),
    check('batches_total_check', sql`${t.totalBani} > 0 and ${t.rowCount} > 0`),
  ],
);

/** The orders of a batch, by their row's position in the batch (the order of its labels). */
export const batchOrders = pgTable(
  'batch_orders',
  {
    batchId: ref('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The row's index in the file the client validated. */
    rowIndex: integer('row_index').notNull(),
    orderId: ref('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] })],
);

/** The account's last column mapping (file header -> BatchRowField), as the import screen saved it. */
export const batchMappings = pgTable('batch_mappings', {
  customerId: ref('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
