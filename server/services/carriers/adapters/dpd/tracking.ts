// DPD tracking (carrier-apis.md section 3, "Tracking"): `POST track {parcels:[{id}]}`, at most 10
// parcels a call; each tracked parcel answers its operations {dateTime, operationCode, description,
// place}, or its own error when DPD does not know it. Operation codes are DPD's Appendix 1 numbers
// (-14 delivered) mapped through our table (adapters/dpd/codes.ts); DPD's words are kept.
// Sequence 0 of an AWB is the 'registered' event we record at booking, so DPD's operations are
// numbered from 1 and never collide with it.
// No measuredWeightKg: DPD's `track` answer documents no weight (carrier-apis.md section 3).
import type { TrackingEvent } from '../../carrier-adapter.ts';
import { numbered, reportedEvent } from '../../reported-events.ts';
import { CODES } from './codes.ts';
import type { DpdOperation } from './wire.ts';

/** Parcels per `track` call [doc]. */
export const TRACK_BATCH = 10;
/** Appendix 1: shipment data received (our 'registered' event at booking). */
export const DATA_RECEIVED = '148';
/** Appendix 1: cancelled. */
export const CANCELLED = '128';

/** "2025-01-11T10:20:00+0200" (DPD writes the offset without a colon) as a Date. */
export function dpdDate(text: string): Date {
  return new Date(text.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
}

export function operationEvents(operations: DpdOperation[]): TrackingEvent[] {
  const reported = operations.map((o) => ({
    code: o.operationCode,
    text: [o.description, o.comment].filter((t) => t && t.trim()).join(': ') || null,
    location: o.place ?? null,
    occurredAt: dpdDate(o.dateTime),
  }));
  return numbered(reported).map((e) => reportedEvent(CODES, { ...e, sequence: e.sequence + 1 }));
}
