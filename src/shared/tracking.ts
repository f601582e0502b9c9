// A tracked parcel as POST orders/track-by-awb and track-by-order answer it (api-shapes' item plus
// `found`, `estimated_delivery_date`, `carrier_website`, `updated_at` and a Romanian `message` when
// not found). Shared by the server (services/tracking/view.ts builds it) and the app (the tracking
// screens and the dashboard read it): pure types only.

/** One event of a parcel's history (oldest first on the wire). */
export interface TrackingHistoryItem {
  status_id: number;
  status: string;
  status_description: string;
  is_final_status: boolean;
  /** ISO date-time. */
  timestamp: string;
  location: string | null;
  carrier_status_code: string;
}

export interface TrackingItem {
  /** Null only for an order without an AWB yet (track-by-order). */
  awb: string | null;
  found: boolean;
  carrier_id: number | null;
  carrier: string | null;
  /** The order's id and number: for the parcel's owner only, else null. */
  order_id: number | null;
  reference: string | null;
  track_url: string | null;
  current_status: string | null;
  current_status_id: number | null;
  current_status_description: string | null;
  is_current_status_final: boolean;
  /** 'YYYY-MM-DD'; null once final or while returning. */
  estimated_delivery_date: string | null;
  carrier_website: string | null;
  /** ISO date-time of the last event the carrier reported. */
  updated_at: string | null;
  history: TrackingHistoryItem[];
  /** Booked on the simulated network (a demo): no real carrier carries it, its AWB is not real. */
  demo: boolean;
  /** Romanian, only when found is false. */
  message?: string;
  /**
   * Not found at the carrier asked, but a Curiero shipment with this other carrier (the app links to
   * its tracking there). Only in the app's answer; the public API's schema leaves it out.
   */
  other_carrier_id?: number;
}

/** The tracking page of one parcel (a path; the server prefixes its public URL for links it sends). */
export function trackingPath(awb: string): string {
  return `/tracking?${new URLSearchParams({ awb })}`;
}
