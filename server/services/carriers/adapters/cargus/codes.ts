// Cargus: the simulated parcel life and its code table (carrier-apis.md sections 2 and 8).
// Cargus publishes no status list: its tracking (AwbTrace) gives a numeric `EventId` whose meanings are
// not documented, plus free text. So no Cargus id is in this table: a real event keeps the shipment's
// status and Cargus's own text (one third-party client reads EventId 21 as delivered [?]; a wrong
// "delivered" would be final, so it is not taken). The AWB at booking is our AWB_CREATED, a deleted AWB
// our AWB_DELETED, and every other step a MODEL_<STATUS> stand-in for the simulated network only.
import { AWB_CREATED, AWB_DELETED, FAILED_AT_ADDRESS, modelCode, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  [AWB_CREATED]: modelCode('registered'),
  MODEL_PICKED_UP: modelCode('picked_up'),
  MODEL_IN_TRANSIT: modelCode('in_transit'),
  MODEL_AT_DEPOT: modelCode('at_depot'),
  MODEL_OUT_FOR_DELIVERY: modelCode('out_for_delivery'),
  MODEL_DELIVERED: modelCode('delivered'),
  MODEL_IN_LOCKER: modelCode('in_locker', 'Coletul a fost depus în lockerul Ship & Go și așteaptă să fie ridicat.'),
  MODEL_DELIVERY_FAILED: modelCode('delivery_failed', FAILED_AT_ADDRESS),
  MODEL_RETURNING: modelCode('returning'),
  MODEL_RETURNED: modelCode('returned'),
  [AWB_DELETED]: modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun([AWB_CREATED, 'MODEL_PICKED_UP', 'MODEL_IN_TRANSIT', 'MODEL_AT_DEPOT', 'MODEL_OUT_FOR_DELIVERY', 'MODEL_DELIVERED']),
  failed: 'MODEL_DELIVERY_FAILED',
  inLocker: 'MODEL_IN_LOCKER',
  returning: 'MODEL_RETURNING',
  returned: 'MODEL_RETURNED',
  cancelled: AWB_DELETED,
};
