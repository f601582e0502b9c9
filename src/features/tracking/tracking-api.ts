// The tracking calls: POST private/orders/track-by-awb (public; a bearer is optional) answers one
// item per requested AWB, in request order, found or not. Shapes as in design/api-shapes.md.
import { http } from '../../lib/http.ts';
import type { TrackingItem as SharedTrackingItem, TrackingHistoryItem } from '../../shared/tracking.ts';

/** An item of the track-by-awb answer: always for an AWB (only track-by-order has items without one). */
export type TrackingItem = SharedTrackingItem & { awb: string };
export type TrackingEvent = TrackingHistoryItem;

/** Status catalogue ids (docs page awb-statuses) the screens treat specially. */
export const STATUS = {
  registered: 1,
  pickedUp: 2,
  inTransit: 3,
  atDepot: 4,
  outForDelivery: 5,
  delivered: 6,
  cancelled: 7,
  deliveryFailed: 8,
  inLocker: 9,
  returning: 10,
  returned: 11,
} as const;

function items(answer: unknown): TrackingItem[] {
  // The contract answers a bare array; `{ data: [...] }` is accepted too (the rest of the API's envelope).
  if (Array.isArray(answer)) return answer as TrackingItem[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as TrackingItem[]) : [];
}

export async function trackByAwb(awbs: readonly string[], carrierId: number | null, signal?: AbortSignal): Promise<TrackingItem[]> {
  const answer = await http.post<unknown>('private/orders/track-by-awb', { awb_list: awbs, carrier_id: carrierId }, { signal });
  return items(answer);
}
