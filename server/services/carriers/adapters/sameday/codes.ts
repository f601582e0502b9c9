// Sameday: the `statusId` of its tracking (expeditionHistory[] / status-sync), mapped to our catalogue,
// and the simulated parcel life written in them (carrier-apis.md sections 4 and 8).
// Sameday publishes no list of status ids: only 1 "AWB Emis", 33 "In livrare la curier" and 9
// "Livrata cu succes" appear, in the official PHP SDK's response fixtures (sameday-courier/php-sdk
// tests/Responses). shared/design/domain.md's `statusStateId` table (4 out for delivery, 5 delivered,
// ...) matches no public client and is not used: read as statusId it would turn a delivery (9) into a
// locker deposit. Every other step is a MODEL_<STATUS> stand-in (the simulated network only); a real
// id we do not know keeps the shipment's status and Sameday's own label. A cancellation is
// DELETE /api/awb/{awb} (the tracking then says `expeditionSummary.canceled`): our AWB_DELETED.
import { AWB_DELETED, FAILED_AT_ADDRESS, knownCode, modelCode, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  '1': knownCode('registered'),
  MODEL_PICKED_UP: modelCode('picked_up'),
  MODEL_IN_TRANSIT: modelCode('in_transit'),
  MODEL_AT_DEPOT: modelCode('at_depot'),
  '33': knownCode('out_for_delivery', 'Coletul este în livrare la curier.'),
  '9': knownCode('delivered'),
  MODEL_IN_LOCKER: modelCode('in_locker', 'Coletul a fost depus în easybox și așteaptă să fie ridicat.'),
  MODEL_DELIVERY_FAILED: modelCode('delivery_failed', FAILED_AT_ADDRESS),
  MODEL_RETURNING: modelCode('returning'),
  MODEL_RETURNED: modelCode('returned'),
  [AWB_DELETED]: modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun(['1', 'MODEL_PICKED_UP', 'MODEL_IN_TRANSIT', 'MODEL_AT_DEPOT', '33', '9']),
  failed: 'MODEL_DELIVERY_FAILED',
  inLocker: 'MODEL_IN_LOCKER',
  returning: 'MODEL_RETURNING',
  returned: 'MODEL_RETURNED',
  cancelled: AWB_DELETED,
};
