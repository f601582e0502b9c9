// The tracking calls: POST private/orders/track-by-awb (public; a bearer is optional) answers one
// item per requested AWB, in request order, found or not. Shapes as in design/api-shapes.md.
import { http } from '../../lib/http.ts';

/** One event of a parcel's history (oldest first on the wire). */
export interface TrackingEvent {
  status_id: number;
  status: string;
  status_description: string;
  is_final_status: boolean;
  /** ISO date-time. */
  timestamp: string;
  location: string | null;
  carrier_status_code?: string | null;
}

export interface TrackingItem {
  awb: string;
  found: boolean;
  carrier_id: number | null;
  carrier: string | null;
  order_id: number | null;
  reference: string | null;
  track_url: string;
  current_status: string | null;
  current_status_id: number | null;
  current_status_description: string | null;
  is_current_status_final: boolean;
  /** 'YYYY-MM-DD'. */
  estimated_delivery_date: string | null;
  carrier_website: string | null;
  /** ISO date-time of the last change the carrier reported. */
  updated_at: string | null;
  history: TrackingEvent[];
  /** Romanian, only when found is false. */
  message?: string;
}

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
