// Bookurier: the `status_id` of GET /api/awb_history.php, mapped to our catalogue, and the simulated
// parcel life written in them (carrier-apis.md sections 6 and 8).
// Bookurier publishes no list: its own Magento module (Bookurier/Magento Model/Cron/SyncAwbTracking.php)
// counts status_id 4 and 5 as delivered, and that is all that is known. Every other step is a
// MODEL_<STATUS> stand-in (the simulated network only); a real id we do not know keeps the shipment's
// status and Bookurier's own `status_name`. The AWB at booking is our AWB_CREATED; Bookurier has no
// cancellation call (our AWB_DELETED stands for a cancellation arranged by hand) and no lockers of its
// own (its plugins book Sameday easybox for that): MODEL_IN_LOCKER is for the simulation only.
import { AWB_CREATED, AWB_DELETED, FAILED_AT_ADDRESS, knownCode, LEFT_IN_LOCKER, modelCode, standardRun, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  [AWB_CREATED]: modelCode('registered'),
  MODEL_PICKED_UP: modelCode('picked_up'),
  MODEL_IN_TRANSIT: modelCode('in_transit'),
  MODEL_AT_DEPOT: modelCode('at_depot'),
  MODEL_OUT_FOR_DELIVERY: modelCode('out_for_delivery'),
  // Which of the two is which kind of delivery is not known [?]; the simulation uses 4.
  '4': knownCode('delivered'),
  '5': knownCode('delivered'),
  MODEL_IN_LOCKER: modelCode('in_locker', LEFT_IN_LOCKER),
  MODEL_DELIVERY_FAILED: modelCode('delivery_failed', FAILED_AT_ADDRESS),
  MODEL_RETURNING: modelCode('returning'),
  MODEL_RETURNED: modelCode('returned'),
  [AWB_DELETED]: modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: standardRun([AWB_CREATED, 'MODEL_PICKED_UP', 'MODEL_IN_TRANSIT', 'MODEL_AT_DEPOT', 'MODEL_OUT_FOR_DELIVERY', '4']),
  failed: 'MODEL_DELIVERY_FAILED',
  inLocker: 'MODEL_IN_LOCKER',
  returning: 'MODEL_RETURNING',
  returned: 'MODEL_RETURNED',
  cancelled: AWB_DELETED,
};
