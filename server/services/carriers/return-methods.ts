// What each carrier offers for a customer's return (a parcel sent back to a shop), from its documented
// API (shared/design/carrier-apis.md) and its public service pages: a return on an ordinary AWB with a
// label, a label-free drop-off (a code or QR shown at a locker or point, which the carrier turns into a
// label itself), and which of the three drop-off methods it serves. `reachedByAdapter` lists the
// drop-off methods for which our real adapter asks the carrier for the label-free code
// (BookingRequest.labelFreeReturn; the code comes back in carrierRefs.returnCode): GLS's label-less
// locker PIN (PrintLabels_20251022, LRS) and Sameday's easybox return (lockerFirstMile, answered
// lockerReturnChargeCode). Every other method of a connected carrier is an ordinary shipment from the
// customer to the shop, whose label the customer prints; so is a reached one when the carrier answers
// no code. The simulated network (demo) runs every method end to end: it issues a plausible code of
// the carrier's kind, derived from the AWB, and every place that shows it says it is a demo.
import { createHash } from 'node:crypto';
import { SIMULATED_NETWORK } from './simulated-network.ts';

export type ReturnDropOff = 'locker' | 'office' | 'courier';
/** How a label-free return is shown: a code typed at the locker, a QR scanned at a point, a PIN, a voucher's number. */
export type ReturnCodeKind = 'code' | 'qr' | 'pin' | 'voucher';

export interface CarrierReturnMethods {
  carrierId: number;
  /** The carrier's name of its label-free return, or null when it has none. */
  labelFree: { name: string; kind: ReturnCodeKind; methods: readonly ReturnDropOff[]; api: string } | null;
  /** Where the customer may hand the parcel over. */
  dropOff: Record<ReturnDropOff, string | null>;
  /** The drop-off methods for which our real adapter asks the carrier for the label-free code ([]: an ordinary AWB and its label). */
  reachedByAdapter: readonly ReturnDropOff[];
  /** The carrier's API names the locker the return is dropped in: one of its synced lockers near the customer is sent. */
  namesLocker?: true;
}

export const RETURN_METHODS: readonly CarrierReturnMethods[] = [
  {
    carrierId: 6,
    labelFree: { name: 'easybox return (cod de retur valabil în orice easybox)', kind: 'code', methods: ['locker', 'office'], api: '`/api/awb` with `lockerFirstMile` (the return from an easybox)' },
    dropOff: { locker: 'orice easybox Sameday', office: 'un punct Sameday (PUDO/OOH)', courier: 'curier Sameday la adresă' },
    // The PUDO first mile (oohFirstMile) answers no documented code: a point's return goes on its label.
    reachedByAdapter: ['locker'],
    namesLocker: true,
  },
  {
    carrierId: 1,
    labelFree: { name: 'Ship & Go / Quick Return (cod QR)', kind: 'qr', methods: ['locker', 'office'], api: '`Awbs` with `ConsumerReturnType`, `ReturnCodeExpirationDays`' },
    dropOff: { locker: 'un locker Ship & Go Cargus', office: 'un punct Ship & Go sau un depozit Cargus', courier: 'curier Cargus la adresă' },
    reachedByAdapter: [],
  },
  {
    carrierId: 2,
    labelFree: { name: 'DPD Return voucher / DPD Box return', kind: 'voucher', methods: ['locker', 'office'], api: '`print/voucher` (the return voucher), `obpd.returnShipmentServiceId`' },
    dropOff: { locker: 'un DPD Box', office: 'un oficiu DPD', courier: 'curier DPD la adresă' },
    reachedByAdapter: [],
  },
  {
    carrierId: 4,
    labelFree: { name: 'GLS label-less locker (PIN)', kind: 'pin', methods: ['locker'], api: '`PrintLabels_20251022` with `PIN`' },
    dropOff: { locker: 'un GLS Locker', office: 'un GLS ParcelShop', courier: 'curier GLS la adresă' },
    // LRS + PickupType 2; the doc gives LRS as available in HU: a Romanian account without it is refused by GLS.
    reachedByAdapter: ['locker'],
  },
  {
    carrierId: 3,
    labelFree: null,
    dropOff: { locker: 'un FANbox (cu eticheta lipită pe colet)', office: 'un oficiu FAN Courier', courier: 'curier FAN Courier la adresă' },
    reachedByAdapter: [],
  },
  {
    carrierId: 16,
    labelFree: null,
    dropOff: { locker: null, office: null, courier: 'curier Bookurier la adresă' },
    reachedByAdapter: [],
  },
];

export function returnMethodsOf(carrierId: number): CarrierReturnMethods | undefined {
  return RETURN_METHODS.find((m) => m.carrierId === carrierId);
}

/**
 * What the return shipment's booking asks the real adapter for when the customer chose drop-off
 * `method` on carrier `carrierId`: the label-free method, or null (an ordinary AWB and its label).
 */
export function labelFreeBookingOf(carrierId: number, method: ReturnDropOff): { method: 'locker' | 'office'; namesLocker: boolean } | null {
  const methods = returnMethodsOf(carrierId);
  if (method === 'courier' || !methods?.labelFree?.methods.includes(method) || !methods.reachedByAdapter.includes(method)) return null;
  return { method, namesLocker: methods.namesLocker === true };
}

/** A label-free code issued for a return booked with AWB `awb`. */
export interface ReturnCode {
  kind: ReturnCodeKind;
  code: string;
  /** The carrier's name of the service. */
  service: string;
  /** Issued by the simulated network: not a real code. */
  demo: boolean;
}

const digits = (seed: string, n: number) => {
  const hash = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; out.length < n; i++) out += String(hash[i % hash.length]! % 10);
  return out;
};
const letters = (seed: string, n: number) => {
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const hash = createHash('sha256').update(`${seed}:l`).digest();
  return Array.from({ length: n }, (_, i) => abc[hash[i]! % abc.length]).join('');
};

/** The simulated network's code, in the carrier's style, the same for the same AWB. */
function simulatedCode(carrierId: number, kind: ReturnCodeKind, awb: string): string {
  switch (carrierId) {
    case 6:
      return `EB${letters(awb, 8)}`;
    case 1:
      return `SG${digits(awb, 10)}`;
    case 2:
      return `RV${digits(awb, 12)}`;
    case 4:
      return digits(awb, 6);
    default:
      return kind === 'pin' ? digits(awb, 6) : letters(awb, 10);
  }
}

/**
 * The label-free code of a return booked on `network` with AWB `awb`, when the carrier has one for
 * the drop-off `method` and it can be issued there: the simulated network always (a demo code), a
 * real adapter when it returned one (`carrierRefs.returnCode`). Null: the return goes on its label.
 */
export function returnCodeOf(carrierId: number, method: ReturnDropOff, booked: { awb: string; network: string; carrierRefs?: Record<string, string> }): ReturnCode | null {
  const methods = returnMethodsOf(carrierId);
  const labelFree = methods?.labelFree;
  if (!labelFree || !labelFree.methods.includes(method)) return null;
  if (booked.network === SIMULATED_NETWORK) return { kind: labelFree.kind, code: simulatedCode(carrierId, labelFree.kind, booked.awb), service: labelFree.name, demo: true };
  const real = booked.carrierRefs?.returnCode;
  return real ? { kind: labelFree.kind, code: real, service: labelFree.name, demo: false } : null;
}
