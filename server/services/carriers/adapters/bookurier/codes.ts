// Bookurier: all MODEL.
// This carrier's status codes mapped to our catalogue, and the simulated parcel life in them.
import { modelCode, FAILED_AT_ADDRESS, LEFT_IN_LOCKER, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  '1': modelCode('registered'),
  '2': modelCode('picked_up'),
  '3': modelCode('in_transit'),
  '4': modelCode('at_depot'),
  '5': modelCode('out_for_delivery'),
  '7': modelCode('delivery_failed', FAILED_AT_ADDRESS),
  '8': modelCode('in_locker', LEFT_IN_LOCKER),
  '6': modelCode('delivered'),
  '10': modelCode('returning'),
  '11': modelCode('returned'),
  '9': modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun(['1', '2', '3', '4', '5', '6']),
  failed: '7',
  inLocker: '8',
  returning: '10',
  returned: '11',
  cancelled: '9',
};
