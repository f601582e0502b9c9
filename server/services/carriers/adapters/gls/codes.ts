// GLS: the return codes are MODEL.
// This carrier's status codes mapped to our catalogue, and the simulated parcel life in them.
import { modelCode, knownCode, FAILED_AT_ADDRESS, T, type CarrierCode, type CarrierTimeline } from '../../code-table.ts';

export const CODES: Readonly<Record<string, CarrierCode>> = {
  PREADVICE: knownCode('registered'),
  INTRANSIT: knownCode('picked_up', 'Coletul a fost preluat de curier și este în tranzit.'),
  INWAREHOUSE: knownCode('at_depot'),
  INDELIVERY: knownCode('out_for_delivery'),
  NOTDELIVERED: knownCode('delivery_failed', FAILED_AT_ADDRESS),
  DELIVEREDPS: knownCode('in_locker', 'Coletul a fost livrat în GLS ParcelShop / ParcelLocker și așteaptă să fie ridicat.'),
  DELIVERED: knownCode('delivered'),
  RETURNTOSENDER: modelCode('returning'),
  RETURNED: modelCode('returned'),
  CANCELLED: knownCode('cancelled'),
};

export const TIMELINE: CarrierTimeline = {
  standard: [
    { code: 'PREADVICE', after: 0 },
    { code: 'INTRANSIT', after: T.picked },
    { code: 'INWAREHOUSE', after: T.depot },
    { code: 'INDELIVERY', after: T.out },
    { code: 'DELIVERED', after: T.delivered },
  ],
  failed: 'NOTDELIVERED',
  inLocker: 'DELIVEREDPS',
  returning: 'RETURNTOSENDER',
  returned: 'RETURNED',
  cancelled: 'CANCELLED',
};
