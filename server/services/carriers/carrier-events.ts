// A tracking event as a real adapter reports it: the carrier's code and words kept verbatim, mapped
// to our status by the carrier's table (adapters/<carrier>/codes.ts). A code the table does not know
// is never dropped: its status is null (the shipment keeps its status, record.ts) and it is shown
// with the carrier's own text.
import type { TrackingEvent } from './carrier-adapter.ts';
import { carrierCode, STATUS_CATALOGUE } from './statuses.ts';

export interface ReportedEvent {
  carrierId: number;
  /** Position in the AWB's history, oldest first (the same event keeps its place across answers). */
  sequence: number;
  /** The carrier's code, as it sent it (a number becomes its decimal text). */
  code: string | number;
  /** The carrier's own words for it, if any. */
  text?: string | null;
  location?: string | null;
  occurredAt: Date;
}

export function carrierEvent(event: ReportedEvent): TrackingEvent {
  const code = String(event.code);
  const known = carrierCode(event.carrierId, code);
  const text = event.text?.trim() || null;
  return {
    sequence: event.sequence,
    carrierStatusCode: code,
    status: known?.status ?? null,
    description: known ? (known.description ?? STATUS_CATALOGUE[known.status].description) : (text ?? `Cod ${code} de la curier`),
    location: event.location?.trim() || null,
    occurredAt: event.occurredAt,
  };
}

/** Events in the order they happened, numbered from 0. */
export function numbered(events: Omit<ReportedEvent, 'sequence'>[]): ReportedEvent[] {
  return [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()).map((e, sequence) => ({ ...e, sequence }));
}
