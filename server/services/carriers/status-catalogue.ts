// Our one catalogue of shipment statuses (what the app and the docs page awb-statuses show). Ids are
// stable: clients keep them (`current_status_id`). Final statuses never change again. Each carrier's
// own codes are mapped into it by its table (adapters/<carrier>/codes.ts, read through statuses.ts).
// This file imports no carrier, so a carrier's adapter may read it.
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
