// FAN's pickup points as ours (carrier-apis.md section 1, "Pickup points": `GET
// reports/pickup-points?type=fanbox|office|paypoint`): FANbox lockers, FAN offices and PayPoint
// shops. Senders can drop off at a FANbox (option W), a PayPoint (E) and an office (C). Whether the
// recipient can pay cash on delivery there is not said (null). Coordinates come as strings.
import type { PickupPoint } from '../../carrier-adapter.ts';
import type { FanPickupPoint } from './wire.ts';

export const POINT_TYPES = [
  { type: 'fanbox', kind: 'locker' },
  { type: 'office', kind: 'office' },
  { type: 'paypoint', kind: 'shop' },
] as const;

const DAYS = ['Luni', 'Marți', 'Miercuri', 'Joi', 'Vineri', 'Sâmbătă', 'Duminică'];

const coordinate = (value: string | number | null | undefined): number | null => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : null;
};

/** "Luni 08:00-20:00; ..." from FAN's seven days (Monday first); null when it gives none. */
function schedule(days: FanPickupPoint['schedule']): string | null {
  const lines = (days ?? []).flatMap((d, i) => (d?.firstHour && d.secondHour ? [`${DAYS[i] ?? `Ziua ${i + 1}`} ${d.firstHour}-${d.secondHour}`] : []));
  return lines.length ? lines.join('; ') : null;
}

export function pickupPoint(point: FanPickupPoint, kind: PickupPoint['kind']): PickupPoint {
  const a = point.address ?? {};
  return {
    pointId: String(point.id),
    kind,
    name: point.name,
    county: a.county ?? '',
    locality: a.locality ?? '',
    address: [a.street, a.streetNo].filter(Boolean).join(' ') || (point.description ?? ''),
    postalCode: a.zipCode || null,
    lat: coordinate(point.latitude),
    lng: coordinate(point.longitude),
    acceptsCod: null,
    dropOff: true,
    schedule: schedule(point.schedule),
  };
}
