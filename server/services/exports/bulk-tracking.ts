// The dashboard's bulk tracking (POST /api/private/tracking/bulk): up to 200 AWBs answered from what
// the tracking module stores (tracking/stored.ts: no carrier is asked on the request thread). The
// account's own parcels show everything: the order, the status, the last event and the cash on
// delivery (amount, collected, paid out); any other AWB only what the public tracking page shows
// (status and events, no order, no money).
import type { TrackingContext, TrackingItem } from '../tracking/index.ts';
import { trackStored } from '../tracking/index.ts';
import type { CodState } from './cod-state.ts';
import { statusRows } from './status-rows.ts';

export interface BulkItem {
  item: TrackingItem;
  /** The caller's own order's parcel. */
  own: boolean;
  /** Only on the caller's own parcels. */
  cod: CodState | null;
}

export async function bulkTracking(ctx: TrackingContext, customerId: number, awbs: readonly string[], now = Date.now()): Promise<BulkItem[]> {
  const items = await trackStored(ctx, { awbs, viewerId: customerId }, now);
  const ownIds = items.map((item) => item.order_id).filter((id): id is number => id !== null);
  const rows = ownIds.length ? await statusRows(ctx.db, customerId, { orderIds: ownIds }) : [];
  const cod = new Map(rows.map((row) => [row.orderId, row.cod]));
  return items.map((item) => {
    const own = item.order_id !== null;
    return { item, own, cod: own ? (cod.get(item.order_id as number) ?? null) : null };
  });
}
