// Cargus Ship & Go points (`GET PudoPoints`, carrier-apis.md section 2, "Pickup points") as our
// PickupPoint. Cargus does not document what its PointType numbers mean [?]: a point named as a
// locker is a locker, Cargus's own Ship & Go centres (named "CARGUS ...") are offices, the rest are
// partner shops. ServiceCOD says whether the recipient can pay the cash on delivery there.
import type { PickupPoint } from '../../carrier-adapter.ts';
import type { CargusPudoPoint } from './wire.ts';

const DAYS: [string, string][] = [
  ['Mo', 'Lu'],
  ['Tu', 'Ma'],
  ['We', 'Mi'],
  ['Th', 'Jo'],
  ['Fr', 'Vi'],
  ['Sa', 'Sâ'],
  ['Su', 'Du'],
];

/** "Lu 08:00-18:00, Ma 08:00-18:00, ..." (days without hours left out); null when none is given. */
function schedule(point: CargusPudoPoint): string | null {
  const days = DAYS.flatMap(([key, ro]) => {
    const start = point[`OpenHours${key}Start`];
    const end = point[`OpenHours${key}End`];
    return start && end ? [`${ro} ${start}-${end}`] : [];
  });
  return days.length ? days.join(', ') : null;
}

function kind(point: CargusPudoPoint): PickupPoint['kind'] {
  if (/locker/i.test(point.Name)) return 'locker';
  return /^cargus/i.test(point.Name.trim()) ? 'office' : 'shop';
}

export function pickupPoint(point: CargusPudoPoint): PickupPoint {
  const street = [point.StreetName, point.StreetNo].filter(Boolean).join(' ');
  return {
    pointId: String(point.Id),
    kind: kind(point),
    name: point.Name.trim(),
    county: point.County ?? '',
    locality: point.City ?? '',
    address: point.Address?.trim() || street,
    postalCode: point.PostalCode || null,
    lat: typeof point.Latitude === 'number' ? point.Latitude : null,
    lng: typeof point.Longitude === 'number' ? point.Longitude : null,
    acceptsCod: typeof point.ServiceCOD === 'boolean' ? point.ServiceCOD : null,
    // Every Ship & Go point takes parcels in (Cargus's "drop-off and pick-up" network) [?]: not said per point.
    dropOff: null,
    schedule: schedule(point),
  };
}
