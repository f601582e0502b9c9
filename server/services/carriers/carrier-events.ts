// A tracking event of a carrier known by its id: the carrier's table is its manifest's (registry.ts,
// through statuses.ts). The adapters themselves pass their own table (reported-events.ts, which this
// file re-exports), so no adapter depends on the registry that lists it.
import type { TrackingEvent } from './carrier-adapter.ts';
import { reportedEvent, type CarrierReport } from './reported-events.ts';
import { CARRIER_CODES } from './statuses.ts';

export { numbered, reportedEvent, statedWeightKg, withStatedWeight, type CarrierReport } from './reported-events.ts';

export interface ReportedEvent extends CarrierReport {
  carrierId: number;
}

export function carrierEvent(event: ReportedEvent): TrackingEvent {
  return reportedEvent(CARRIER_CODES[event.carrierId] ?? {}, event);
}
