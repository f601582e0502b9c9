// Our one catalogue of shipment statuses (what the app and the docs page awb-statuses show), and every
// carrier's own codes mapped into it: the simulated timelines (simulated-timeline.ts) are written in
// these codes and take their statuses from here, and a real adapter maps what its carrier reports
// with mapCarrierStatus(), so the two cannot drift apart. Ids are stable: clients keep them
// (`current_status_id`). Final statuses never change again.
// Each carrier's table is in adapters/<carrier>/codes.ts: the carrier's own documented codes
// (shared/design/carrier-apis.md sections 1-6) mapped as its section 8 proposes; codes marked MODEL
// there are ours (AWB_CREATED, AWB_DELETED, MODEL_<STATUS> stand-ins: code-table.ts says when).
import type { SHIPMENT_STATUSES } from '../../db/schema.ts';
import type { CarrierCode } from './code-table.ts';
import { CODES as CARGUS } from './adapters/cargus/codes.ts';
import { CODES as DPD } from './adapters/dpd/codes.ts';
import { CODES as FAN_COURIER } from './adapters/fan-courier/codes.ts';
import { CODES as GLS } from './adapters/gls/codes.ts';
import { CODES as SAMEDAY } from './adapters/sameday/codes.ts';
import { CODES as BOOKURIER } from './adapters/bookurier/codes.ts';

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export interface StatusInfo {
  id: number;
  name: string;
  description: string;
  final: boolean;
}

export const STATUS_CATALOGUE: Record<ShipmentStatus, StatusInfo> = {
  registered: { id: 1, name: 'Înregistrat', description: 'AWB emis: expediția a fost înregistrată la curier.', final: false },
  picked_up: { id: 2, name: 'Preluat de curier', description: 'Coletul a fost preluat de curier.', final: false },
  in_transit: { id: 3, name: 'În tranzit', description: 'Coletul este în tranzit.', final: false },
  at_depot: { id: 4, name: 'În depozitul de livrare', description: 'Coletul a ajuns în depozitul de livrare.', final: false },
  out_for_delivery: { id: 5, name: 'În livrare', description: 'Coletul este în livrare.', final: false },
  delivered: { id: 6, name: 'Livrat', description: 'Coletul a fost livrat.', final: true },
  cancelled: { id: 7, name: 'Anulat', description: 'Expediția a fost anulată.', final: true },
  delivery_failed: { id: 8, name: 'Livrare eșuată', description: 'Curierul nu a putut livra coletul; urmează o nouă încercare.', final: false },
  in_locker: { id: 9, name: 'Depus în locker', description: 'Coletul așteaptă să fie ridicat din locker sau din punctul de ridicare.', final: false },
  returning: { id: 10, name: 'În retur', description: 'Coletul se întoarce la expeditor.', final: false },
  returned: { id: 11, name: 'Returnat expeditorului', description: 'Coletul a fost returnat expeditorului.', final: true },
};

/** Statuses from which the parcel is still with the sender: the order may be cancelled. */
export const BEFORE_PICKUP: readonly ShipmentStatus[] = ['registered'];

export const FINAL_STATUSES: readonly ShipmentStatus[] = (Object.keys(STATUS_CATALOGUE) as ShipmentStatus[]).filter((s) => STATUS_CATALOGUE[s].final);

export function isFinalStatus(status: ShipmentStatus): boolean {
  return STATUS_CATALOGUE[status].final;
}

/** Each carrier's status codes (by carrier id), as its tracking reports them (adapters/<carrier>/codes.ts). */
export const CARRIER_CODES: Readonly<Record<number, Readonly<Record<string, CarrierCode>>>> = {
  1: CARGUS,
  2: DPD,
  3: FAN_COURIER,
  4: GLS,
  6: SAMEDAY,
  16: BOOKURIER,
};

/** What `code` of carrier `carrierId` means, or undefined for a code we do not know. A number written
 * with leading zeros ('05') is looked up without them: the tables hold numbers as the carriers'
 * documents print them, and MyGLS may pad its status codes [?]. */
export function carrierCode(carrierId: number, code: string): CarrierCode | undefined {
  const codes = CARRIER_CODES[carrierId];
  if (!codes) return undefined;
  if (Object.hasOwn(codes, code)) return codes[code];
  const unpadded = /^0+\d+$/.test(code) ? code.replace(/^0+(?=\d)/, '') : code;
  return unpadded !== code && Object.hasOwn(codes, unpadded) ? codes[unpadded] : undefined;
}

/** Our status for a carrier's code (for a real adapter), or null for a code we do not know. */
export function mapCarrierStatus(carrierId: number, code: string): ShipmentStatus | null {
  return carrierCode(carrierId, code)?.status ?? null;
}

/** The description to show for a carrier's code: its own where it has one, else the catalogue's. */
export function describeCarrierCode(carrierId: number, code: string): string | null {
  const found = carrierCode(carrierId, code);
  return found ? (found.description ?? STATUS_CATALOGUE[found.status].description) : null;
}
