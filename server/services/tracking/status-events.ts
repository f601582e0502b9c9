// The events tracking publishes (recordTracking, record.ts), declared in the domain event catalog
// (services/events/catalog.ts):
//   'shipment.status_changed'  a recording added events to a shipment: the change (one per recording
//                              that added any; `from` may equal `to` for a new step within a status)
//   'shipment.reweighed'       the carrier reported the parcel's measured weight with a new event
// Both are published in the recording's transaction; who reacts (the order, the repayments, push,
// the shops' webhooks, the answer cache) is assembled at the composition root (app/events.ts), and
// tracking imports none of them.
//
// The durable record of the changes is the shipment_events table: its `id` only grows, so a reader
// in another process (or one catching up after a restart) reads `select … from shipment_events where
// id > $cursor order by id` and keeps its cursor; the `events` of a change carry those ids.
import type { TrackingEvent } from '../carriers/index.ts';
import { BEFORE_PICKUP, type ShipmentStatus } from '../carriers/index.ts';
import { declareEvents } from '../events/index.ts';

/** A tracking event as stored: `id` is the shipment_events row (the durable cursor); its status is always one of ours (record.ts resolves unknown codes). */
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

/** 'shipment.status_changed': the change, and whether our own order flow asked for it (a cancellation it handles itself). */
export interface ShipmentStatusChanged extends StatusChange {
  cancelledByUs: boolean;
}

/** 'shipment.reweighed': the weight the carrier measured, reported with a new event of the order's shipment. */
export interface ShipmentReweighed {
  orderId: number;
  awb: string;
  measuredKg: number;
}

declare module '../events/catalog.ts' {
  interface DomainEvents {
    'shipment.status_changed': ShipmentStatusChanged;
    'shipment.reweighed': ShipmentReweighed;
  }
}

export const TRACKING_EVENTS = declareEvents(['shipment.status_changed', 'shipment.reweighed']);

/** The parcel has left the sender (any status but registered and cancelled). */
export const beyondPickup = (status: ShipmentStatus): boolean => !BEFORE_PICKUP.includes(status) && status !== 'cancelled';
