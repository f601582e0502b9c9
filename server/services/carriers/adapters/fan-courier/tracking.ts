// FAN's tracking answer as our events (carrier-apis.md section 1, "Tracking": `GET
// reports/awb/tracking?clientId&awb[]=..&language=ro`, `data[]` per AWB with `events[]{id,name,
// location,date}`). Codes go through FAN's table (codes.ts) with reportedEvent: an id the table does
// not know keeps FAN's words and no status. An AWB FAN has not scanned yet answers only a
// `message` ("The AWB has been registerd by sender"): no events. FAN has no registration or
// cancellation event: we make those two ourselves with our own codes AWB_CREATED and AWB_DELETED
// (code-table.ts); our registration event holds sequence 0 and FAN's events follow from 1.
// No measuredWeightKg: FAN's tracking answer documents no weight (carrier-apis.md section 1).
import { bucharestTime } from '../../bucharest-time.ts';
import type { TrackingEvent } from '../../carrier-adapter.ts';
import { numbered, reportedEvent } from '../../reported-events.ts';
import type { ShipmentStatus } from '../../status-catalogue.ts';
import { CODES } from './codes.ts';
import type { FanTrackedAwb } from './wire.ts';

/** Our own codes, as code-table.ts names them (AWB_CREATED, AWB_DELETED): events FAN never reports. */
const AWB_CREATED = 'AWB_CREATED';
const AWB_DELETED = 'AWB_DELETED';
/** After any event FAN can have reported before pickup (as the simulated network's cancellation). */
const CANCEL_SEQUENCE = 100;

/** One of our own events, described by FAN's table (codes.ts); its status holds even if the table lacks the code. */
function ownEvent(code: string, status: ShipmentStatus, sequence: number, occurredAt: Date): TrackingEvent {
  const event = reportedEvent(CODES, { sequence, code, occurredAt });
  return { ...event, status: event.status ?? status };
}

export const registeredEvent = (at: Date): TrackingEvent => ownEvent(AWB_CREATED, 'registered', 0, at);
export const cancelledEvent = (at: Date): TrackingEvent => ownEvent(AWB_DELETED, 'cancelled', CANCEL_SEQUENCE, at);

/** One AWB's events, oldest first, numbered after our registration event. */
export function fanEvents(tracked: FanTrackedAwb): TrackingEvent[] {
  const reported = (tracked.events ?? []).flatMap((e) => {
    const occurredAt = bucharestTime(e.date);
    return occurredAt ? [{ code: e.id, text: e.name, location: e.location, occurredAt }] : [];
  });
  return numbered(reported).map((e) => reportedEvent(CODES, { ...e, sequence: e.sequence + 1 }));
}
