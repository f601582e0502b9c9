// Bookurier's history of one AWB as our events (carrier-apis.md section 6, "Tracking": `GET
// awb_history.php?key&awb`, events `{status_id, status_name, sort_date, obs}` under `data`, or
// `awb_histories` / `history` in some answers). Bookurier publishes no status list: status_id goes
// through our table (codes.ts) with reportedEvent, and an id it does not know keeps Bookurier's words
// and no status. Bookurier has no registration event we know of: the booking's event is ours
// (AWB_CREATED, as code-table.ts names it) at sequence 0, and Bookurier's follow from 1.
// No measuredWeightKg: Bookurier's awb_history answer documents no weight (carrier-apis.md section 6).
import { bucharestTime } from '../../bucharest-time.ts';
import type { TrackingEvent } from '../../carrier-adapter.ts';
import { numbered, reportedEvent } from '../../reported-events.ts';
import { CODES } from './codes.ts';
import type { BookurierHistory } from './wire.ts';

const AWB_CREATED = 'AWB_CREATED';

export function registeredEvent(at: Date): TrackingEvent {
  const event = reportedEvent(CODES, { sequence: 0, code: AWB_CREATED, occurredAt: at });
  return { ...event, status: event.status ?? 'registered' };
}

export function bookurierEvents(answer: BookurierHistory): TrackingEvent[] {
  const items = answer.data ?? answer.awb_histories ?? answer.history ?? [];
  const reported = (Array.isArray(items) ? items : []).flatMap((item) => {
    const occurredAt = bucharestTime(item.sort_date ?? item.data);
    const text = [item.status_name, item.obs].filter(Boolean).join(': ');
    return occurredAt ? [{ code: String(item.status_id), text, location: null, occurredAt }] : [];
  });
  return numbered(reported).map((e) => reportedEvent(CODES, { ...e, sequence: e.sequence + 1 }));
}
