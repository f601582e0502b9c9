// DPD: DATA_RECEIVED and the failure, DPD Box, return and cancel codes are MODEL.
// This carrier's status codes mapped to our catalogue, and the simulated parcel life in them.
import { modelCode, knownCode, FAILED_AT_ADDRESS, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  DATA_RECEIVED: modelCode('registered'),
  ACCEPTED: knownCode('picked_up'),
  ON_THE_ROAD: knownCode('in_transit'),
  AT_DELIVERY_DEPOT: knownCode('at_depot'),
  OUT_FOR_DELIVERY: knownCode('out_for_delivery'),
  NOT_DELIVERED: modelCode('delivery_failed', FAILED_AT_ADDRESS),
  AT_PICKUP_POINT: modelCode('in_locker', 'Coletul a fost depus în DPD Box și așteaptă să fie ridicat.'),
  DELIVERED: knownCode('delivered'),
  RETURN_TO_SENDER: modelCode('returning'),
  RETURNED_TO_SENDER: modelCode('returned'),
  CANCELLED: modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun(['DATA_RECEIVED', 'ACCEPTED', 'ON_THE_ROAD', 'AT_DELIVERY_DEPOT', 'OUT_FOR_DELIVERY', 'DELIVERED']),
  failed: 'NOT_DELIVERED',
  inLocker: 'AT_PICKUP_POINT',
  returning: 'RETURN_TO_SENDER',
  returned: 'RETURNED_TO_SENDER',
  cancelled: 'CANCELLED',
};
