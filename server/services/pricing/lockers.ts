// Whether a locker end of a service can take the shipment: the named locker must belong to the
// quoted carrier, be active, accept drop-offs when the parcel starts there, and have a box for each
// parcel. With no locker named yet (the customer compares prices before choosing one) the parcels
// must fit the carrier's standard box sizes from its rate card.
import type { BoxSize } from '../../../src/shared/shipping.ts';
import { UNAVAILABLE } from './messages.ts';
import type { RateCard } from './rate-cards.ts';
import type { ResolvedEnd, ResolvedShipment } from './shipment.ts';
import { fitsLocker } from './weight.ts';

// Whether the parcels fit a set of box sizes depends on the shipment and the sizes alone; a request
// for every carrier asks it up to four times per rate card (two locker ends, three locker services).
const fitsOf = new WeakMap<ResolvedShipment, Map<readonly BoxSize[], boolean>>();
function shipmentFits(shipment: ResolvedShipment, boxes: readonly BoxSize[]): boolean {
  let bySizes = fitsOf.get(shipment);
  if (!bySizes) fitsOf.set(shipment, (bySizes = new Map()));
  let fits = bySizes.get(boxes);
  if (fits === undefined) bySizes.set(boxes, (fits = fitsLocker(shipment.parcels, shipment.envelopes, boxes)));
  return fits;
}

/** Why the locker end `end` cannot be used with `card`'s service, or null when it can. */
export function lockerRefusal(end: ResolvedEnd, role: 'from' | 'to', card: RateCard, shipment: ResolvedShipment): string | null {
  const locker = end.fixed_location;
  if (!locker) {
    const boxes = card.locker?.box_sizes ?? [];
    return shipmentFits(shipment, boxes) ? null : UNAVAILABLE.carrierLockersTooSmall;
  }
  if (locker.carrier_id !== card.carrier_id) return UNAVAILABLE.lockerOtherCarrier;
  if (locker.is_active === false) return UNAVAILABLE.lockerInactive;
  if (role === 'from' && locker.allows_drop_off === false) return UNAVAILABLE.lockerNoDropOff;
  return shipmentFits(shipment, locker.box_sizes) ? null : UNAVAILABLE.lockerTooSmall;
}
