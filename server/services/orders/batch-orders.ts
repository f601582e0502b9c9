// A batch's orders (services/batches/) written by their owner: the rows of priced orders (each the
// single order's row, orderValues), paid at once from the wallet or awaiting the batch's card payment.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { OrderValues } from './order-persist.ts';

/** Inserts `values` (ids already taken from the orders' sequence), paid now or awaiting payment. */
export async function insertBatchOrders(tx: Tx, values: readonly OrderValues[], paid: boolean): Promise<void> {
  const rows = values.map((v) => ({ ...v, status: paid ? ('paid' as const) : ('awaiting_payment' as const), ...(paid ? { paidAt: sql`now()` } : {}) }));
  await tx.insert(orders).values(rows);
}
