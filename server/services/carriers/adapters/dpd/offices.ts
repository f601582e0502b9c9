// DPD offices and APT lockers (`POST location/office`, carrier-apis.md section 3, "Offices and
// lockers") as our PickupPoint: type APT is a locker, OFFICE an office. DPD's office address has no
// county (only its site), so `county` stays empty; x/y are longitude/latitude.
import type { PickupPoint } from '../../carrier-adapter.ts';
import type { DpdOffice } from './wire.ts';

function schedule(office: DpdOffice): string | null {
  const parts: string[] = [];
  if (office.workingTimeFrom && office.workingTimeTo) parts.push(`L-V ${office.workingTimeFrom}-${office.workingTimeTo}`);
  if (office.workingTimeHalfFrom && office.workingTimeHalfTo) parts.push(`S ${office.workingTimeHalfFrom}-${office.workingTimeHalfTo}`);
  return parts.length ? parts.join(', ') : null;
}

export function pickupPoint(office: DpdOffice): PickupPoint {
  const address = office.address ?? {};
  return {
    pointId: String(office.id),
    kind: office.type === 'APT' ? 'locker' : 'office',
    name: office.name,
    county: '',
    locality: address.siteName ?? '',
    address: address.localAddressString || address.fullAddressString || '',
    postalCode: address.postCode || null,
    lat: typeof address.y === 'number' ? address.y : null,
    lng: typeof address.x === 'number' ? address.x : null,
    // Cash on delivery can be paid there in cash or by card.
    acceptsCod: office.cashPaymentAllowed === undefined && office.cardPaymentAllowed === undefined ? null : Boolean(office.cashPaymentAllowed || office.cardPaymentAllowed),
    dropOff: typeof office.dropOffAllowed === 'boolean' ? office.dropOffAllowed : null,
    schedule: schedule(office),
  };
}
