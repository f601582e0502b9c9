// The returns a signed-in customer filed (return_requests.filed_by_customer_id, set when the
// withdrawal was confirmed with their bearer): a page of them newest first, the ids read from
// return_requests_filed_by_idx (filed_by_customer_id, id), each with its shop's public name, and one
// of them as the guest's signed link shows it (guest.ts guestView), authorised by the bearer instead
// of the link. Another customer's request, a guest's, and an unknown id are the same 404.
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { returnRequests, returnSettings } from '../../db/schema.ts';
import { guestView } from './guest.ts';
import { returnIdOf, returnNotFound, type ReturnRow } from './inbox.ts';
import { DROP_OFF_NAMES, STATUS_NAMES } from './views.ts';

/** The page of a request in the app (the guest's page; with a bearer, no key needed). */
export const filedReturnPath = (id: number) => `/retur/cerere/${id}`;

/** One line of the customer's list. */
export function filedReturnView(row: ReturnRow, shopName: string) {
  return {
    id: row.id,
    shop_name: shopName,
    order_reference: row.orderReference,
    status: row.status,
    status_name: STATUS_NAMES[row.status],
    items: row.items.reduce((n, item) => n + item.quantity, 0),
    drop_off_name: DROP_OFF_NAMES[row.dropOffMethod],
    confirmed_at: row.confirmedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    link: filedReturnPath(row.id),
  };
}

/** A page of the requests `customerId` filed (newest first) and their total. */
export async function listFiledReturns(db: AppDb, customerId: number, page: number, perPage: number) {
  const where = eq(returnRequests.filedByCustomerId, customerId);
  const ids = db.select({ id: returnRequests.id }).from(returnRequests).where(where).orderBy(desc(returnRequests.id)).limit(perPage).offset((page - 1) * perPage).as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: returnRequests, shopName: returnSettings.publicName })
      .from(ids)
      .innerJoin(returnRequests, eq(returnRequests.id, ids.id))
      .leftJoin(returnSettings, eq(returnSettings.customerId, returnRequests.customerId))
      .orderBy(desc(returnRequests.id)),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  return { data: rows.map((r) => filedReturnView(r.row, r.shopName ?? '')), total: Number(total?.n ?? 0) };
}

/** One request `customerId` filed, as its guest view (a 404 for anyone else's). */
export async function filedReturn(db: AppDb, customerId: number, rawId: string) {
  const id = returnIdOf(rawId);
  const [row] = id === null ? [] : await db.select().from(returnRequests).where(and(eq(returnRequests.id, id), eq(returnRequests.filedByCustomerId, customerId)));
  if (!row) throw returnNotFound();
  return guestView(db, row);
}
