// A booked parcel becomes a shipment: the tracking module owns shipments and shipment_events, so
// the booking (orders/booking.ts) registers its AWB here, in its own transaction, with the events the
// carrier gave with the AWB. From then on recordTracking (record.ts) follows it.
import type { Tx } from '../../db/client.ts';
import { shipmentEvents, shipments } from '../../db/schema.ts';
import type { TrackingEvent } from '../carriers/index.ts';
import type { ShipmentStatus } from '../carriers/index.ts';

export type NewShipment = Omit<typeof shipments.$inferInsert, 'status' | 'carrierStatusCode'>;

/** Registers the booked AWB with the events the carrier reported with it (statuses already ours). */
export async function registerShipment(tx: Tx, shipment: NewShipment, events: Array<TrackingEvent & { status: ShipmentStatus }>): Promise<void> {
  const last = events.at(-1);
  await tx.insert(shipments).values({ ...shipment, status: last?.status ?? 'registered', carrierStatusCode: last?.carrierStatusCode ?? '' });
  if (events.length) {
    await tx.insert(shipmentEvents).values(events.map(({ measuredWeightKg: _measured, ...e }) => ({ awb: shipment.awb, carrierId: shipment.carrierId, ...e })));
  }
}
