// A tracked parcel as the tracking calls answer it (api-shapes' track-by-awb item, plus `found`,
// `estimated_delivery_date`, `carrier_website`, `updated_at` and a Romanian `message` when not
// found), and the status part shared with the Order view (current status and history), so that the
// order pages and the tracking page always say the same thing. The order id and number are shown
// to the order's owner only.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { TrackingHistoryItem, TrackingItem } from '../../../src/shared/tracking.ts';
import { SIMULATED_NETWORK } from '../carriers/index.ts';
import { STATUS_CATALOGUE, type ShipmentStatus } from '../carriers/index.ts';
import { inBucharest, nextWorkingDay, toIso } from '../pricing/index.ts';
import type { TrackedEvent, TrackedRow } from './lookup.ts';
import { trackUrl } from './track-url.ts';

type EventLike = Pick<TrackedEvent, 'status' | 'carrierStatusCode' | 'description' | 'location' | 'occurredAt'>;

export type { TrackingItem };
export type HistoryItem = TrackingHistoryItem;

export function historyOf(events: readonly EventLike[]): HistoryItem[] {
  return events.map((e) => {
    const status = STATUS_CATALOGUE[e.status];
    return {
      status_id: status.id,
      status: status.name,
      status_description: e.description,
      is_final_status: status.final,
      timestamp: e.occurredAt.toISOString(),
      location: e.location,
      carrier_status_code: e.carrierStatusCode,
    };
  });
}

/** The current status, described by its latest event (the carrier's words) when that event is of it. */
export function currentStatusOf(status: ShipmentStatus, events: readonly EventLike[]) {
  const info = STATUS_CATALOGUE[status];
  const last = events.at(-1);
  return {
    current_status_id: info.id,
    current_status: info.name,
    current_status_description: last?.status === status ? last.description : info.description,
    is_current_status_final: info.final,
  };
}

/**
 * The offer's estimate while the parcel is on its way to the recipient; after a failed attempt, not
 * before the next working day; none once it is final or going back to the sender.
 */
export function estimatedDeliveryOf(offerEstimate: string | null, status: ShipmentStatus, events: readonly EventLike[]): string | null {
  if (STATUS_CATALOGUE[status].final || status === 'returning') return null;
  const failed = events.findLast((e) => e.status === 'delivery_failed');
  if (!failed) return offerEstimate;
  const retry = toIso(nextWorkingDay(inBucharest(failed.occurredAt).day));
  return offerEstimate && offerEstimate > retry ? offerEstimate : retry;
}

const carrierOf = (id: number | null) => (id === null ? undefined : CARRIERS.find((c) => c.id === id));

/** A parcel we know, as anyone may see it: the order id and number are added for the owner (track.ts). */
export function foundItem(row: TrackedRow & { awb: string; status: ShipmentStatus }, events: readonly TrackedEvent[], publicUrl: string): TrackingItem {
  const demo = row.network === SIMULATED_NETWORK;
  const carrier = carrierOf(row.carrierId);
  return {
    awb: row.awb,
    found: true,
    carrier_id: row.carrierId,
    carrier: carrier?.name ?? null,
    order_id: null,
    reference: null,
    track_url: trackUrl(publicUrl, row.awb),
    ...currentStatusOf(row.status, events),
    estimated_delivery_date: estimatedDeliveryOf(row.estimatedDelivery, row.status, events),
    carrier_website: carrier?.website ?? null,
    updated_at: events.at(-1)?.occurredAt.toISOString() ?? null,
    history: historyOf(events),
    demo,
  };
}

interface NotFound {
  awb: string | null;
  carrierId: number | null;
  message: string;
  publicUrl: string;
  /** Only for the caller's own order (track-by-order). */
  orderId?: number | null;
  reference?: string | null;
}

export function notFoundItem({ awb, carrierId, message, publicUrl, orderId = null, reference = null }: NotFound): TrackingItem {
  const carrier = carrierOf(carrierId);
  return {
    awb,
    found: false,
    carrier_id: carrier?.id ?? null,
    carrier: carrier?.name ?? null,
    order_id: orderId,
    reference,
    track_url: awb ? trackUrl(publicUrl, awb) : null,
    current_status: null,
    current_status_id: null,
    current_status_description: null,
    is_current_status_final: false,
    estimated_delivery_date: null,
    carrier_website: carrier?.website ?? null,
    updated_at: null,
    history: [],
    demo: false,
    message,
  };
}

/** Not found at the carrier asked: our shipment with `otherCarrierId`, which the answer names. */
export function otherCarrierItem({ awb, carrierId, otherCarrierId, publicUrl }: { awb: string; carrierId: number; otherCarrierId: number; publicUrl: string }): TrackingItem {
  const message = TRACKING_MESSAGES.awbOfOtherCarrier(awb, carrierId, otherCarrierId);
  return { ...notFoundItem({ awb, carrierId, message, publicUrl }), other_carrier_id: otherCarrierId };
}

export const TRACKING_MESSAGES = {
  awbNotFound: (awb: string, carrierId: number | null) => {
    const carrier = carrierOf(carrierId);
    return carrier ? `Nu am găsit AWB-ul ${awb} la ${carrier.name}.` : `Nu am găsit AWB-ul ${awb} la niciun curier.`;
  },
  awbOfOtherCarrier: (awb: string, carrierId: number, otherCarrierId: number) =>
    `AWB-ul ${awb} nu este de la ${carrierOf(carrierId)?.name ?? ''}: este o expediere ${carrierOf(otherCarrierId)?.name ?? ''} trimisă prin Curiero.`,
  orderNotFound: (id: number) => `Comanda ${id} nu există printre comenzile tale.`,
  orderWithoutAwb: (reference: string) => `Comanda ${reference} nu are încă AWB: îl primește după ce este plătită și înregistrată la curier.`,
  orderCancelledUnbooked: (reference: string) => `Comanda ${reference} a fost anulată înainte de înregistrarea la curier: nu are AWB.`,
} as const;
