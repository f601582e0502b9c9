// A tracking event as a real adapter reports it: the carrier's code and words kept verbatim, mapped
// to our status by the carrier's own table (adapters/<carrier>/codes.ts, passed in by the adapter).
// A code the table does not know is never dropped: its status is null (the shipment keeps its
// status, record.ts) and it is shown with the carrier's own text. This file imports no carrier and
// no registry, so every adapter may use it; carrier-events.ts looks the table up by carrier id.
import type { TrackingEvent } from './carrier-adapter.ts';
import { lookupCode, type CodeTable } from './code-table.ts';
import { STATUS_CATALOGUE } from './status-catalogue.ts';

export interface CarrierReport {
  /** Position in the AWB's history, oldest first (the same event keeps its place across answers). */
  sequence: number;
  /** The carrier's code, as it sent it (a number becomes its decimal text). */
  code: string | number;
  /** The carrier's own words for it, if any. */
  text?: string | null;
  location?: string | null;
  occurredAt: Date;
}

/** The event `event` of a carrier whose table is `codes`. */
export function reportedEvent(codes: CodeTable, event: CarrierReport): TrackingEvent {
  const code = String(event.code);
  const known = lookupCode(codes, code);
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
export function numbered<E extends { occurredAt: Date }>(events: E[]): (E & { sequence: number })[] {
  return [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()).map((e, sequence) => ({ ...e, sequence }));
}

/**
 * A weight the carrier states in its tracking answer, in kg: a positive finite number, or a
 * numeric text ("2.5", "2,5"); anything else (0, missing, unparseable) is no weight.
 */
export function statedWeightKg(value: unknown): number | undefined {
  const kg = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.trim().replace(',', '.')) : NaN;
  return Number.isFinite(kg) && kg > 0 ? kg : undefined;
}

/**
 * The events with the carrier's stated weight on the newest one only (the highest sequence):
 * tracking/record.ts queues a re-weighing only for a freshly recorded event, and the job charges only
 * a weight above the order's billed one, so stating the declared weight again is harmless.
 */
export function withStatedWeight(events: TrackingEvent[], value: unknown): TrackingEvent[] {
  const kg = statedWeightKg(value);
  if (kg === undefined || !events.length) return events;
  const newest = events.reduce((top, e) => (e.sequence > top.sequence ? e : top));
  return events.map((e) => (e === newest ? { ...e, measuredWeightKg: kg } : e));
}
