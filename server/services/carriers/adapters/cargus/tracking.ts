// Cargus tracking (carrier-apis.md section 2, "Tracking"): `GET AwbTrace/WithRedirect?barCode=[json
// array]` answers one item per AWB it knows, `Code` plus `Event[]{Date, EventId, Description,
// LocalityName}`. Cargus publishes no code list: the EventId is kept as the code and mapped through
// our table (adapters/cargus/codes.ts decides which ids are known), Cargus's own text is kept. Dates
// come without a zone, in Romania's local time (read by carriers/bucharest-time.ts).
// Sequence 0 of an AWB is the 'registered' event we record at booking (Cargus reports none), so the
// carrier's events are numbered from 1 and never collide with it.
// No measuredWeightKg: Cargus's AwbTrace answer documents no weight (carrier-apis.md section 2).
import { bucharestWallClock, fromBucharestWall } from '../../bucharest-time.ts';
import type { TrackingEvent } from '../../carrier-adapter.ts';
import { numbered, reportedEvent } from '../../reported-events.ts';
import { CODES } from './codes.ts';
import type { CargusTrace } from './wire.ts';

/** AWBs per tracking call: Cargus states no maximum [?]; 50 keeps the query string short. */
export const TRACK_BATCH = 50;

/** A Cargus date: with a zone as written, without one as Bucharest's local time. */
export function cargusDate(text: string): Date {
  if (/(Z|[+-]\d\d:?\d\d)$/.test(text)) return new Date(text);
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?$/.exec(text);
  if (!m) return new Date(text);
  return fromBucharestWall(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)));
}

/** `mm-dd-yyyy` of `date` in Bucharest (Awbs/GetByDate). */
export function usDate(date: Date): string {
  const { year, month, day } = bucharestWallClock(date);
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}-${year}`;
}

export function traceEvents(trace: CargusTrace): TrackingEvent[] {
  const reported = (trace.Event ?? []).map((e) => ({
    code: String(e.EventId),
    text: e.Description,
    location: e.LocalityName ?? null,
    occurredAt: cargusDate(e.Date),
  }));
  return numbered(reported).map((e) => reportedEvent(CODES, { ...e, sequence: e.sequence + 1 }));
}
