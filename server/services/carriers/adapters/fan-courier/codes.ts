// FAN Courier: E0 and the failure (S3), FANbox (S8), return (R1, R2) and cancel (A0) codes are MODEL.
// This carrier's status codes mapped to our catalogue, and the simulated parcel life in them.
import { modelCode, knownCode, FAILED_AT_ADDRESS, T, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  E0: modelCode('registered'),
  C0: knownCode('picked_up'),
  H0: knownCode('in_transit'),
  H4: knownCode('at_depot', 'Coletul a ajuns în depozitul de destinație.'),
  C1: knownCode('out_for_delivery'),
  S1: knownCode('out_for_delivery', 'Curierul este pe drum spre destinatar.'),
  S3: modelCode('delivery_failed', FAILED_AT_ADDRESS),
  S8: modelCode('in_locker', 'Coletul a fost depus în FANbox și așteaptă să fie ridicat.'),
  S2: knownCode('delivered'),
  R1: modelCode('returning'),
  R2: modelCode('returned'),
  A0: modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: [
    { code: 'E0', after: 0 },
    { code: 'C0', after: T.picked },
    { code: 'H0', after: T.transit },
    { code: 'H4', after: T.depot },
    { code: 'C1', after: T.out },
    { code: 'S1', after: T.delivered - 60 },
    { code: 'S2', after: T.delivered },
  ],
  failed: 'S3',
  inLocker: 'S8',
  returning: 'R1',
  returned: 'R2',
  cancelled: 'A0',
};
