// Whether a locker end of a service can take the shipment: the named locker must belong to the
// quoted carrier, be active, accept drop-offs when the parcel starts there, and have a box for each
// parcel. With no locker named yet (the customer compares prices before choosing one) the parcels
// must fit the carrier's standard box sizes from its rate card.
import { UNAVAILABLE } from './messages.ts';
import type { RateCard } from './rate-cards.ts';
import type { ResolvedEnd, ResolvedShipment } from './shipment.ts';
import { fitsLocker } from './weight.ts';

/** Why the locker end `end` cannot be used with `card`'s service, or null when it can. */
export function lockerRefusal(end: ResolvedEnd, role: 'from' | 'to', card: RateCard, shipment: ResolvedShipment): string | null {
  const locker = end.fixed_location;
  if (!locker) {
    const boxes = card.locker?.box_sizes ?? [];
    return fitsLocker(shipment.parcels, shipment.envelopes, boxes) ? null : UNAVAILABLE.carrierLockersTooSmall;
  }
  if (locker.carrier_id !== card.carrier_id) return UNAVAILABLE.lockerOtherCarrier;
  if (locker.is_active === false) return UNAVAILABLE.lockerInactive;
  if (role === 'from' && locker.allows_drop_off === false) return UNAVAILABLE.lockerNoDropOff;
  return fitsLocker(shipment.parcels, shipment.envelopes, locker.box_sizes) ? null : UNAVAILABLE.lockerTooSmall;
}
