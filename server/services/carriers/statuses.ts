// Our one catalogue of shipment statuses (status-catalogue.ts, re-exported here), and every carrier's
// own codes mapped into it: the simulated timelines (simulated-timeline.ts) are written in these codes
// and take their statuses from here, and a real adapter maps what its carrier reports through its own
// table (reported-events.ts), so the two cannot drift apart.
// Each carrier's table is in adapters/<carrier>/codes.ts, listed by its manifest (registry.ts): the
// carrier's own documented codes (shared/design/carrier-apis.md sections 1-6) mapped as its section 8
// proposes; codes marked MODEL there are ours (AWB_CREATED, AWB_DELETED, MODEL_<STATUS> stand-ins:
// code-table.ts says when).
import { describeCode, lookupCode, type CodeTable } from './code-table.ts';
import type { CarrierCode } from './code-table.ts';
import { CARRIER_MANIFESTS } from './registry.ts';
import type { ShipmentStatus } from './status-catalogue.ts';

export { BEFORE_PICKUP, FINAL_STATUSES, isFinalStatus, STATUS_CATALOGUE, type ShipmentStatus, type StatusInfo } from './status-catalogue.ts';

/** Each carrier's status codes (by carrier id), as its tracking reports them (its manifest's `codes`). */
export const CARRIER_CODES: Readonly<Record<number, CodeTable>> = Object.fromEntries(CARRIER_MANIFESTS.map((m) => [m.id, m.codes]));

/** What `code` of carrier `carrierId` means, or undefined for a code we do not know. A number written
 * with leading zeros ('05') is looked up without them (code-table.ts, lookupCode). */
export function carrierCode(carrierId: number, code: string): CarrierCode | undefined {
  const codes = CARRIER_CODES[carrierId];
  return codes ? lookupCode(codes, code) : undefined;
}

/** Our status for a carrier's code (for a real adapter), or null for a code we do not know. */
export function mapCarrierStatus(carrierId: number, code: string): ShipmentStatus | null {
  return carrierCode(carrierId, code)?.status ?? null;
}

/** The description to show for a carrier's code: its own where it has one, else the catalogue's. */
export function describeCarrierCode(carrierId: number, code: string): string | null {
  const codes = CARRIER_CODES[carrierId];
  return codes ? describeCode(codes, code) : null;
}
