// GLS's ParcelShops and parcel lockers as our pickup points (carrier-apis.md section 5, "ParcelShops /
// lockers"): not in ParcelService; read from GLS's public delivery-point feed
// (https://map.gls-hungary.com/data/deliveryPoints/ro.json, the URL 3p clients use; GLS_DELIVERY_POINTS_URL
// overrides it, e.g. for a stand-in) -> {items:[{id, name, contact{postalCode, city, address}, location
// [lat, lng], hours [[weekday 1-7, from, to], ...], features[], type}]}. The `id` is what PSD takes.
// Field meanings per 3p (shopickup's mapper) [?]: type 'parcel-locker' is a locker; feature 'acceptsCash'
// or 'acceptsCard' = the recipient can pay there; 'delivery' = a sender can drop parcels off there. The
// feed names no county: county is ''.
import type { PickupPoint } from '../../carrier-adapter.ts';
import type { GlsDeliveryPoint } from './wire.ts';

export const GLS_DELIVERY_POINTS_URL = 'https://map.gls-hungary.com/data/deliveryPoints/ro.json';

const DAYS = ['', 'Lu', 'Ma', 'Mi', 'Jo', 'Vi', 'Sâ', 'Du'];

function schedule(point: GlsDeliveryPoint): string | null {
  const hours = (point.hours ?? []).filter((h) => h[1] && h[2]);
  if (!hours.length) return null;
  return [...hours]
    .sort((a, b) => a[0] - b[0])
    .map((h) => `${DAYS[h[0]] ?? h[0]} ${h[1]}-${h[2]}`)
    .join(', ');
}

export function glsPickupPoint(point: GlsDeliveryPoint): PickupPoint {
  const features = point.features ?? [];
  const postalCode = point.contact?.postalCode?.trim() || null;
  return {
    pointId: point.id,
    kind: (point.type ?? '').toLowerCase().includes('locker') ? 'locker' : 'shop',
    name: point.name,
    county: '',
    locality: point.contact?.city ?? '',
    address: point.contact?.address ?? '',
    postalCode,
    lat: point.location?.[0] ?? null,
    lng: point.location?.[1] ?? null,
    acceptsCod: features.length ? features.includes('acceptsCash') || features.includes('acceptsCard') : null,
    dropOff: features.length ? features.includes('delivery') : null,
    schedule: schedule(point),
  };
}
