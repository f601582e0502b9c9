// Our one catalogue of shipment statuses (what the app and the docs page awb-statuses show), and every
// carrier's own codes mapped into it: the simulated timelines (simulated-timeline.ts) are written in
// these codes and take their statuses from here, and a real adapter maps what its carrier reports
// with mapCarrierStatus(), so the two cannot drift apart. Ids are stable: clients keep them
// (`current_status_id`). Final statuses never change again.
// Codes from domain.md are the carriers' own; those marked MODEL are not published and are plausible
// stand-ins (Cargus and Bookurier entirely, the registration, failure, locker and return codes of
// the others, except GLS's NOTDELIVERED, DELIVEREDPS and CANCELLED, which are GLS's own).
import type { SHIPMENT_STATUSES } from '../../db/schema.ts';

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

export interface CarrierCode {
  status: ShipmentStatus;
  /** Romanian, where the code says more than the catalogue's description. */
  description?: string;
  /** Not published by the carrier: a plausible stand-in. */
  model?: true;
}

const FAILED_AT_ADDRESS = 'Destinatarul nu a fost găsit la adresă; livrarea se reîncearcă în următoarea zi lucrătoare.';
const LEFT_IN_LOCKER = 'Coletul a fost depus în locker și așteaptă să fie ridicat de destinatar.';
const m = (status: ShipmentStatus, description?: string): CarrierCode => ({ status, model: true, ...(description ? { description } : {}) });
const known = (status: ShipmentStatus, description?: string): CarrierCode => ({ status, ...(description ? { description } : {}) });

/** Each carrier's status codes (by carrier id, domain.md), as its tracking reports them. */
export const CARRIER_CODES: Readonly<Record<number, Readonly<Record<string, CarrierCode>>>> = {
  // Cargus: all MODEL.
  1: {
    INREGISTRAT: m('registered'),
    RIDICAT: m('picked_up'),
    TRANZIT: m('in_transit'),
    DEPOZIT: m('at_depot'),
    IN_LIVRARE: m('out_for_delivery'),
    NELIVRAT: m('delivery_failed', FAILED_AT_ADDRESS),
    DEPUS_SHIP_GO: m('in_locker', 'Coletul a fost depus în lockerul Ship & Go și așteaptă să fie ridicat.'),
    LIVRAT: m('delivered'),
    IN_RETUR: m('returning'),
    RETURNAT: m('returned'),
    ANULAT: m('cancelled'),
  },
  // DPD: DATA_RECEIVED and the failure, DPD Box, return and cancel codes are MODEL.
  2: {
    DATA_RECEIVED: m('registered'),
    ACCEPTED: known('picked_up'),
    ON_THE_ROAD: known('in_transit'),
    AT_DELIVERY_DEPOT: known('at_depot'),
    OUT_FOR_DELIVERY: known('out_for_delivery'),
    NOT_DELIVERED: m('delivery_failed', FAILED_AT_ADDRESS),
    AT_PICKUP_POINT: m('in_locker', 'Coletul a fost depus în DPD Box și așteaptă să fie ridicat.'),
    DELIVERED: known('delivered'),
    RETURN_TO_SENDER: m('returning'),
    RETURNED_TO_SENDER: m('returned'),
    CANCELLED: m('cancelled'),
  },
  // FAN Courier: E0 and the failure (S3), FANbox (S8), return (R1, R2) and cancel (A0) codes are MODEL.
  3: {
    E0: m('registered'),
    C0: known('picked_up'),
    H0: known('in_transit'),
    H4: known('at_depot', 'Coletul a ajuns în depozitul de destinație.'),
    C1: known('out_for_delivery'),
    S1: known('out_for_delivery', 'Curierul este pe drum spre destinatar.'),
    S3: m('delivery_failed', FAILED_AT_ADDRESS),
    S8: m('in_locker', 'Coletul a fost depus în FANbox și așteaptă să fie ridicat.'),
    S2: known('delivered'),
    R1: m('returning'),
    R2: m('returned'),
    A0: m('cancelled'),
  },
  // GLS: the return codes are MODEL.
  4: {
    PREADVICE: known('registered'),
    INTRANSIT: known('picked_up', 'Coletul a fost preluat de curier și este în tranzit.'),
    INWAREHOUSE: known('at_depot'),
    INDELIVERY: known('out_for_delivery'),
    NOTDELIVERED: known('delivery_failed', FAILED_AT_ADDRESS),
    DELIVEREDPS: known('in_locker', 'Coletul a fost livrat în GLS ParcelShop / ParcelLocker și așteaptă să fie ridicat.'),
    DELIVERED: known('delivered'),
    RETURNTOSENDER: m('returning'),
    RETURNED: m('returned'),
    CANCELLED: known('cancelled'),
  },
  // Sameday statusStateId: the failure (3), easybox (9), return (20, 21) and cancel (11) codes are MODEL.
  6: {
    '1': known('registered'),
    '2': known('picked_up'),
    '7': known('in_transit'),
    '17': known('in_transit', 'Coletul a ajuns în depozitul central.'),
    '18': known('at_depot', 'Coletul a fost încărcat în punctul de livrare.'),
    '4': known('out_for_delivery'),
    '3': m('delivery_failed', FAILED_AT_ADDRESS),
    '9': m('in_locker', 'Coletul a fost depus în easybox și așteaptă să fie ridicat.'),
    '5': known('delivered'),
    '20': m('returning'),
    '21': m('returned'),
    '11': m('cancelled'),
  },
  // Bookurier: all MODEL.
  16: {
    '1': m('registered'),
    '2': m('picked_up'),
    '3': m('in_transit'),
    '4': m('at_depot'),
    '5': m('out_for_delivery'),
    '7': m('delivery_failed', FAILED_AT_ADDRESS),
    '8': m('in_locker', LEFT_IN_LOCKER),
    '6': m('delivered'),
    '10': m('returning'),
    '11': m('returned'),
    '9': m('cancelled'),
  },
};

/** What `code` of carrier `carrierId` means, or undefined for a code we do not know. */
export function carrierCode(carrierId: number, code: string): CarrierCode | undefined {
  const codes = CARRIER_CODES[carrierId];
  return codes && Object.hasOwn(codes, code) ? codes[code] : undefined;
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
