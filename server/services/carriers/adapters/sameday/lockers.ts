// Sameday's easybox lockers as our pickup points (carrier-apis.md section 4, "Lockers and points"):
// GET /api/client/lockers, paginated (`page`, `countPerPage`), every page read. `supportedPayment`
// says whether the recipient can pay at the locker (card); `clientVisible` 0 lockers are left out.
// The out-of-home PUDO points (/api/client/ooh-locations) are not booked by this adapter (no
// oohLastMile), so they are not listed.
import type { PickupPoint } from '../../carrier-adapter.ts';
import type { SamedayLocker } from './wire.ts';

const DAYS = ['', 'Lu', 'Ma', 'Mi', 'Jo', 'Vi', 'Sâ', 'Du'];

function schedule(locker: SamedayLocker): string | null {
  if (!locker.schedule?.length) return null;
  return [...locker.schedule]
    .sort((a, b) => a.day - b.day)
    .map((s) => `${DAYS[s.day] ?? s.day} ${s.openingHour}-${s.closingHour}`)
    .join(', ');
}

export function samedayPickupPoint(locker: SamedayLocker): PickupPoint {
  return {
    pointId: String(locker.lockerId),
    kind: 'locker',
    name: locker.name,
    county: locker.county,
    locality: locker.city,
    address: locker.address,
    postalCode: locker.postalCode || null,
    lat: typeof locker.lat === 'number' ? locker.lat : null,
    lng: typeof locker.lng === 'number' ? locker.lng : null,
    acceptsCod: locker.supportedPayment === undefined ? null : Boolean(Number(locker.supportedPayment)),
    // An easybox takes parcels from senders (lockerFirstMile).
    dropOff: true,
    schedule: schedule(locker),
  };
}

export const visible = (locker: SamedayLocker): boolean => locker.clientVisible === undefined || Boolean(Number(locker.clientVisible));
