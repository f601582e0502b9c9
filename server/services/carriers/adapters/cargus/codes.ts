// Cargus: all MODEL.
// This carrier's status codes mapped to our catalogue, and the simulated parcel life in them.
import { modelCode, FAILED_AT_ADDRESS, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  INREGISTRAT: modelCode('registered'),
  RIDICAT: modelCode('picked_up'),
  TRANZIT: modelCode('in_transit'),
  DEPOZIT: modelCode('at_depot'),
  IN_LIVRARE: modelCode('out_for_delivery'),
  NELIVRAT: modelCode('delivery_failed', FAILED_AT_ADDRESS),
  DEPUS_SHIP_GO: modelCode('in_locker', 'Coletul a fost depus în lockerul Ship & Go și așteaptă să fie ridicat.'),
  LIVRAT: modelCode('delivered'),
  IN_RETUR: modelCode('returning'),
  RETURNAT: modelCode('returned'),
  ANULAT: modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun(['INREGISTRAT', 'RIDICAT', 'TRANZIT', 'DEPOZIT', 'IN_LIVRARE', 'LIVRAT']),
  failed: 'NELIVRAT',
  inLocker: 'DEPUS_SHIP_GO',
  returning: 'IN_RETUR',
  returned: 'RETURNAT',
  cancelled: 'ANULAT',
};
