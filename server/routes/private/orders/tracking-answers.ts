// The answer of POST /orders/track-by-awb and track-by-order (schemas: answers-common.ts says what
// they are for): a tracked parcel as services/tracking/view.ts builds it (api-shapes' item plus
// `found`, `estimated_delivery_date`, `carrier_website`, `updated_at`, `demo` and a Romanian `message`
// when not found). Also the routes' response schema: fast-json-stringify writes track-by-order's
// answer with it, so a field missing here is not sent. The public door's schema of the same item
// (routes/public/schemas/tracking.ts) leaves out `other_carrier_id`.
import { bool, int, nullableInt, nullableStr, str } from '../answers-common.ts';

/** One event of a parcel's history (oldest first on the wire): a tracked parcel's and an order's (services/tracking/view.ts historyOf). */
export const trackingHistoryItemSchema = {
  title: 'TrackingHistoryItem',
  type: 'object',
  required: ['status_id', 'status', 'status_description', 'is_final_status', 'timestamp', 'location', 'carrier_status_code'],
  properties: {
    status_id: int,
    status: str,
    status_description: str,
    is_final_status: bool,
    timestamp: { ...str, description: 'ISO date-time.' },
    location: nullableStr,
    carrier_status_code: str,
  },
} as const;

export const trackingItemSchema = {
  title: 'TrackingItem',
  type: 'object',
  required: [
    'awb', 'found', 'carrier_id', 'carrier', 'order_id', 'reference', 'track_url', 'current_status', 'current_status_id',
    'current_status_description', 'is_current_status_final', 'estimated_delivery_date', 'carrier_website', 'updated_at', 'history', 'demo',
  ],
  properties: {
    awb: { ...nullableStr, description: 'Null only for an order without an AWB yet (track-by-order).' },
    found: bool,
    carrier_id: nullableInt,
    carrier: nullableStr,
    order_id: { ...nullableInt, description: "The order's id: for the parcel's owner only, else null." },
    reference: { ...nullableStr, description: "The order's number: for the parcel's owner only, else null." },
    track_url: nullableStr,
    current_status: nullableStr,
    current_status_id: nullableInt,
    current_status_description: nullableStr,
    is_current_status_final: bool,
    estimated_delivery_date: { ...nullableStr, description: "'YYYY-MM-DD'; null once final or while returning." },
    carrier_website: nullableStr,
    updated_at: { ...nullableStr, description: 'ISO date-time of the last event the carrier reported.' },
    history: { type: 'array', items: trackingHistoryItemSchema },
    demo: { ...bool, description: 'Booked on the simulated network (a demo): no real carrier carries it, its AWB is not real.' },
    message: { ...str, description: 'Romanian, only when found is false.' },
    other_carrier_id: {
      ...int,
      description: 'Not found at the carrier asked, but a Curiero shipment with this other carrier (the app links to its tracking there).',
    },
  },
} as const;

export const trackingListSchema = { title: 'TrackingList', type: 'array', items: trackingItemSchema } as const;
