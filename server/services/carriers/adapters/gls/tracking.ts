// A GLS parcel's statuses as our tracking events (carrier-apis.md section 5, "Tracking"; the doc's
// GetParcelStatuses and Appendix G): ParcelStatusList[]{StatusCode, StatusDate (WCF date),
// StatusDescription, StatusInfo, DepotCity}, newest first in the answers seen by 3p clients (sorted
// here by date anyway). StatusCode is a numeric string; some answers pad it ("05"): the code kept is
// the number without leading zeros, as Appendix G lists it, mapped through codes.ts by reportedEvent.
// The answer's `Weight` (kg) is the weight GLS states for the parcel: it goes on the newest event as
// measuredWeightKg (reported-events.ts withStatedWeight; orders/reweighs.ts charges only more).
import type { TrackingEvent } from '../../carrier-adapter.ts';
import { numbered, reportedEvent, withStatedWeight } from '../../reported-events.ts';
import { CODES } from './codes.ts';
import { parseWcfDate, type GlsParcelStatus } from './wire.ts';

/** Appendix G 51: "The parcel data was entered into the GLS IT system; not yet handed over": a fresh booking. */
export const GLS_REGISTERED = '51';

export const normalCode = (code: string | number): string => {
  const text = String(code).trim();
  return /^\d+$/.test(text) ? String(Number(text)) : text;
};

export function glsEvents(statuses: GlsParcelStatus[], weight?: unknown): TrackingEvent[] {
  const reported = statuses.flatMap((s) => {
    const occurredAt = parseWcfDate(s.StatusDate);
    if (!occurredAt || s.StatusCode === undefined || s.StatusCode === null) return [];
    const text = [s.StatusDescription, s.StatusInfo].map((t) => t?.trim()).filter(Boolean).join(': ');
    return [{ code: normalCode(s.StatusCode), text, location: s.DepotCity ?? null, occurredAt }];
  });
  return withStatedWeight(numbered(reported).map((e) => reportedEvent(CODES, e)), weight);
}
