// A Sameday AWB's history as our tracking events (carrier-apis.md section 4, "Tracking"):
// GET /api/client/awb/{awb}/status answers `expeditionHistory[]` (statusId, status, statusLabel,
// statusDate ISO with offset, county, transitLocation); the code kept is `statusId`, mapped through
// codes.ts by reportedEvent (an id not in the table is kept with its own label and status null).
// One AWB per call: the API has no batch lookup (the account-wide status-sync is a 2-hour window
// feed, not a lookup by AWB). A deleted AWB has no status of its own: `expeditionSummary.canceled`
// becomes our AWB_DELETED at the cancellation's sequence (the event cancel() answered, recorded once).
// `expeditionSummary.awbWeight` (kg) is the weight Sameday states: it goes on the answer's newest
// event as measuredWeightKg (reported-events.ts withStatedWeight; orders/reweighs.ts charges only more).
import type { TrackingEvent } from '../../carrier-adapter.ts';
import { numbered, reportedEvent, withStatedWeight } from '../../reported-events.ts';
import { AWB_DELETED, CANCEL_SEQUENCE } from '../../code-table.ts';
import { CODES } from './codes.ts';
import type { SamedayAwbStatus, SamedayStatus } from './wire.ts';

/** Sameday's own "AWB Emis" (issued): the event a fresh booking starts with. */
export const SAMEDAY_REGISTERED = '1';

/** The status date; the API writes +0200 (no colon), which Date parses in every engine we run. */
const when = (text: string): Date => {
  const date = new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? new Date(text.replace(' ', 'T')) : date;
};

export function samedayEvents(status: SamedayAwbStatus): TrackingEvent[] {
  const history: SamedayStatus[] = status.expeditionHistory?.length ? status.expeditionHistory : status.expeditionStatus ? [status.expeditionStatus] : [];
  const reported = history
    .filter((h) => h && h.statusId !== undefined && h.statusDate)
    .map((h) => ({
      code: h.statusId,
      text: [h.statusLabel || h.status, h.reason].filter(Boolean).join(': '),
      location: h.transitLocation || h.county || null,
      occurredAt: when(h.statusDate),
    }))
    .filter((e) => !Number.isNaN(e.occurredAt.getTime()));
  const events = numbered(reported).map((e) => reportedEvent(CODES, e));
  if (status.expeditionSummary?.canceled) {
    const at = events.at(-1)?.occurredAt ?? new Date();
    events.push(reportedEvent(CODES, { sequence: CANCEL_SEQUENCE, code: AWB_DELETED, occurredAt: at }));
  }
  return withStatedWeight(events, status.expeditionSummary?.awbWeight);
}
