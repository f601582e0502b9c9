// Sameday statusStateId: the failure (3), easybox (9), return (20, 21) and cancel (11) codes are MODEL.
// This carrier's status codes mapped to our catalogue, and the simulated parcel life in them.
import { modelCode, knownCode, FAILED_AT_ADDRESS, T, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  '1': knownCode('registered'),
  '2': knownCode('picked_up'),
  '7': knownCode('in_transit'),
  '17': knownCode('in_transit', 'Coletul a ajuns în depozitul central.'),
  '18': knownCode('at_depot', 'Coletul a fost încărcat în punctul de livrare.'),
  '4': knownCode('out_for_delivery'),
  '3': modelCode('delivery_failed', FAILED_AT_ADDRESS),
  '9': modelCode('in_locker', 'Coletul a fost depus în easybox și așteaptă să fie ridicat.'),
  '5': knownCode('delivered'),
  '20': modelCode('returning'),
  '21': modelCode('returned'),
  '11': modelCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: [
    { code: '1', after: 0 },
    { code: '2', after: T.picked },
    { code: '7', after: T.transit },
    { code: '17', after: T.depot - 120 },
    { code: '18', after: T.depot },
    { code: '4', after: T.out },
    { code: '5', after: T.delivered },
  ],
  failed: '3',
  inLocker: '9',
  returning: '20',
  returned: '21',
  cancelled: '11',
};
