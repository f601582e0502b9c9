// Status changes of shipments, for whoever wants to react to them in this process (push
// notifications): onStatusChange(listener) -> unsubscribe. recordTracking (record.ts) publishes one
// change per recording that added events, AFTER its transaction committed, so a listener never sees
// a change that was rolled back. Listeners run synchronously in subscription order; a throw or a
// rejected promise is logged and never reaches the recorder (the poller goes on). A listener with
// slow work (sending a notification) should hand it to a queue rather than make the poller wait:
// a returned promise is not awaited.
//
// This is in-process and not durable: a change is published only in the process that recorded it
// (each change is recorded exactly once, by one process), and a listener that was not subscribed at
// that moment never hears of it. The durable record is the shipment_events table: its `id` only
// grows, so a subscriber in another process (or one catching up after a restart) reads
// `select … from shipment_events where id > $cursor order by id` and keeps its cursor; the `events`
// of a change carry those ids.
import type { TrackingEvent } from '../carriers/carrier-adapter.ts';
import type { ShipmentStatus } from '../carriers/statuses.ts';
import type { Logger } from '../logger.ts';

/** A tracking event as stored: `id` is the shipment_events row (the durable cursor). */
/** An event as stored: its status is always one of ours (record.ts resolves unknown codes). */
export interface RecordedEvent extends TrackingEvent {
  id: number;
  status: ShipmentStatus;
}

export interface StatusChange {
  shipmentId: number;
  awb: string;
  carrierId: number;
  orderId: number;
  orderNumber: string;
  /** Null for a guest order not linked to an account. */
  customerId: number | null;
  /** A test-mode order's (test API key): its webhook events go to test endpoints only. */
  testMode?: boolean;
  from: ShipmentStatus;
  /** May equal `from`: the carrier reported a new step within the same status (Sameday 7 -> 17). */
  to: ShipmentStatus;
  /** The carrier's own code of the latest event. */
  carrierStatusCode: string;
  /** `to` is final (delivered, returned, cancelled): nothing will follow. */
  final: boolean;
  /** The events this recording added, by sequence. */
  events: RecordedEvent[];
  recordedAt: Date;
}

export type StatusChangeListener = (change: StatusChange) => void | Promise<void>;

const listeners = new Set<StatusChangeListener>();

/** Subscribes `listener` to every status change recorded in this process; returns the unsubscribe. */
export function onStatusChange(listener: StatusChangeListener): () => void {
  // A wrapper per subscription, so the same function subscribed twice is called twice and unsubscribed once.
  const entry: StatusChangeListener = (change) => listener(change);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** For recordTracking only, after its transaction committed. Never throws. */
export function publishStatusChange(change: StatusChange, log: Logger): void {
  const fail = (error: unknown) => log.error({ err: error, awb: change.awb, from: change.from, to: change.to }, 'a status-change listener failed');
  for (const listener of [...listeners]) {
    try {
      const result = listener(change);
      if (result && typeof result.then === 'function') result.then(undefined, fail);
    } catch (error) {
      fail(error);
    }
  }
}
