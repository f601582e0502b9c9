// The answer of POST /tracking/bulk (the dashboard's bulk tracking; answers-common.ts says what these
// schemas are for): one item per distinct AWB, in the order pasted. The caller's own parcels carry
// the order and the cash on delivery; any other AWB only what the public tracking page shows.
import { bool, dataOf, int, nullableInt, nullableStr, orNull, str } from '../answers-common.ts';

export const bulkCodSchema = {
  title: 'BulkTrackingCod',
  type: 'object',
  required: ['amount_bani', 'state', 'state_label', 'collected', 'collected_at', 'paid_out', 'paid_out_at'],
  properties: {
    amount_bani: int,
    state: { type: 'string', enum: ['none', 'awaiting', 'collected', 'paid_out', 'not_collected'] },
    state_label: { ...str, description: 'Romanian.' },
    collected: { ...bool, description: 'The courier collected it (the parcel was delivered).' },
    collected_at: { ...nullableStr, description: 'ISO date-time of the delivery.' },
    paid_out: { ...bool, description: 'Its payout reached the bank.' },
    paid_out_at: nullableStr,
  },
} as const;

export const bulkTrackingItemSchema = {
  title: 'BulkTrackingItem',
  type: 'object',
  required: [
    'awb', 'found', 'own', 'carrier_id', 'carrier', 'order_id', 'reference', 'track_url', 'status', 'status_id', 'is_final',
    'last_event', 'last_event_location', 'last_event_at', 'demo', 'message', 'cod',
  ],
  properties: {
    awb: str,
    found: bool,
    own: { ...bool, description: "One of the caller's own orders: the order and the cash on delivery are shown." },
    carrier_id: nullableInt,
    carrier: nullableStr,
    order_id: nullableInt,
    reference: nullableStr,
    track_url: str,
    status: { ...nullableStr, description: 'Romanian (the status catalogue); null when not found.' },
    status_id: nullableInt,
    is_final: bool,
    last_event: { ...nullableStr, description: "The latest event's own words." },
    last_event_location: nullableStr,
    last_event_at: { ...nullableStr, description: 'ISO date-time.' },
    demo: bool,
    message: { ...nullableStr, description: 'Romanian, when not found.' },
    cod: { ...orNull(bulkCodSchema), description: "Only on the caller's own parcels." },
  },
} as const;

export const bulkTrackingAnswerSchema = dataOf('BulkTrackingAnswer', { type: 'array', items: bulkTrackingItemSchema });
