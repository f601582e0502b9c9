// The body of POST /api/awb and POST /api/awb/estimate-cost (carrier-apis.md section 4, "Create AWB";
// field names from the official SDK's SamedayPostAwbRequest / SamedayPostAwbEstimationRequest and
// EntityObject). Sent form-encoded with bracket nesting (form-encoding.ts).
// - pickupPoint is the account's configured point; the parcel is collected at the sender's own address
//   through thirdPartyPickup=1 + thirdParty[...] (a marketplace's senders are not the account's point),
//   or dropped in the sender's easybox (lockerFirstMile) for a locker start.
// - Addresses go by name (cityString / countyString), Sameday matches them to its nomenclature: no
//   ids to look up (diacritics kept: the SDK sends the names as typed).
// - A locker end: lockerLastMile = the easybox id (Party.pointId) with the Locker NextDay service.
// - A customer's label-free return to an easybox (BookingRequest.labelFreeReturn 'locker'): the AWB's
//   first mile is that easybox (lockerFirstMile = its pointId, near the customer), as for a locker
//   start; the answer's lockerReturnChargeCode opens it (adapter.ts).
// - Money in RON (bani / 100); sizes in cm, weights in kg.
// - References: clientInternalReference is ours (the order number); clientObservation, the client's
//   own remark on the AWB, holds the order number too, and the shop's reference after it
//   ("CUR-…; Magazin: MV-10021", shop-reference.ts). No source gives a length for it, nor says which
//   of the AWB's texts Sameday prints on its label [?]; observation stays the content.
import { SHIPPING_LIMITS } from '../../../../../src/shared/shipping.ts';
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import type { BookingRequest, ParcelSpec, Party, QuoteRequest } from '../../carrier-adapter.ts';
import { SAMEDAY } from './errors.ts';
import { withShopNote } from '../../shop-reference.ts';
import type { FormValue } from './form-encoding.ts';

export interface SamedayIds {
  pickupPoint: number;
  contactPerson: number | null;
  service: number;
  /** serviceTaxes[]: codes when creating, ids when estimating [?: what the official plugin does]. */
  serviceTaxes: (string | number)[];
}

const ron = (bani: number) => Math.round(bani) / 100;

function entity(party: Party): Record<string, FormValue> {
  return {
    name: party.name,
    phoneNumber: party.phone,
    address: party.addressLines.filter(Boolean).join(', '),
    personType: party.company ? 1 : 0,
    ...(party.company ? { companyName: party.company } : {}),
    cityString: party.locality,
    countyString: party.county,
    postalCode: party.postalCode,
    ...(party.email ? { email: party.email } : {}),
  };
}

/** Each parcel (an envelope is a parcel of the envelope weight); at least one. */
function parcelsOf(request: { parcels: ParcelSpec[] | number; envelopes: number; weightKg: number }): { weight: number; length?: number; width?: number; height?: number }[] {
  const specs = Array.isArray(request.parcels) ? request.parcels : [];
  const list: { weight: number; length?: number; width?: number; height?: number }[] = specs.map((p) => ({ weight: p.weightKg, length: p.lengthCm, width: p.widthCm, height: p.heightCm }));
  if (!specs.length && typeof request.parcels === 'number' && request.parcels > 0) {
    for (let i = 0; i < request.parcels; i++) list.push({ weight: Math.max(0.1, Math.round((request.weightKg / request.parcels) * 100) / 100) });
  }
  for (let i = 0; i < request.envelopes; i++) list.push({ weight: SHIPPING_LIMITS.envelopeWeightKg });
  if (!list.length) list.push({ weight: Math.max(0.1, request.weightKg) });
  return list;
}

function lockerIdOf(party: Party, role: 'sender' | 'recipient'): string {
  if (party.pointId) return party.pointId;
  const reason = role === 'recipient' ? 'easybox-ul destinatarului nu are un cod Sameday.' : 'easybox-ul expeditorului nu are un cod Sameday.';
  throw new CarrierError('refused', CARRIER_MESSAGES.refused(SAMEDAY, reason), SAMEDAY, { carrierMessage: `no Sameday locker id for our locker ${party.lockerId}` });
}

/** The easybox a label-free return is dropped in: the API names one (lockerFirstMile). */
function returnLockerId(pointId: string | null): string {
  if (pointId) return pointId;
  throw new CarrierError('refused', CARRIER_MESSAGES.refused(SAMEDAY, 'easybox-ul în care clientul predă returul nu are un cod Sameday.'), SAMEDAY, {
    carrierMessage: 'no Sameday easybox id for the return (lockerFirstMile)',
  });
}

interface Common {
  serviceId: number;
  sender: Party;
  recipient: Party;
  parcels: ParcelSpec[] | number;
  envelopes: number;
  weightKg: number;
  codBani: number;
  declaredValueBani: number;
  labelFreeReturn?: BookingRequest['labelFreeReturn'];
}

/** The parcel starts in an easybox: our service from a locker, or a label-free return dropped in one. */
const startsInLocker = (request: { serviceId: number; labelFreeReturn?: BookingRequest['labelFreeReturn'] }) =>
  request.serviceId === 3 || request.serviceId === 4 || request.labelFreeReturn?.method === 'locker';

function commonBody(request: Common, ids: SamedayIds): Record<string, FormValue> {
  const parcels = parcelsOf(request);
  const onlyEnvelopes = request.envelopes > 0 && parcels.length === request.envelopes;
  const lockerStart = startsInLocker(request);
  return {
    pickupPoint: ids.pickupPoint,
    contactPerson: ids.contactPerson ?? undefined,
    // 0 parcel, 1 envelope, 2 large package.
    packageType: onlyEnvelopes ? 1 : 0,
    packageNumber: parcels.length,
    packageWeight: Math.round(parcels.reduce((sum, p) => sum + p.weight, 0) * 100) / 100,
    service: ids.service,
    // 1 = the client (us) pays the AWB: the only value the API takes.
    awbPayment: 1,
    cashOnDelivery: ron(request.codBani),
    // 1 = the cash on delivery is returned to the client.
    cashOnDeliveryReturns: 1,
    insuredValue: ron(request.declaredValueBani),
    thirdPartyPickup: lockerStart ? 0 : 1,
    thirdParty: lockerStart ? undefined : entity(request.sender),
    serviceTaxes: ids.serviceTaxes.length ? ids.serviceTaxes : undefined,
    awbRecipient: entity(request.recipient),
    parcels,
    currency: 'RON',
  };
}

/** POST /api/awb. */
export function awbBody(request: BookingRequest, ids: SamedayIds): Record<string, FormValue> {
  const lockerEnd = request.serviceId === 2 || request.serviceId === 4;
  const returnLocker = request.labelFreeReturn?.method === 'locker' ? returnLockerId(request.labelFreeReturn.pointId) : undefined;
  const lockerStart = request.serviceId === 3 || request.serviceId === 4;
  return {
    ...commonBody({ ...request, parcels: request.parcelsSpec?.length ? request.parcelsSpec : request.parcels, declaredValueBani: request.declaredValueBani ?? 0 }, ids),
    observation: request.content,
    clientInternalReference: request.reference ?? request.orderNumber,
    clientObservation: withShopNote(request.orderNumber, request.shopReference, Infinity),
    lockerFirstMile: returnLocker ?? (lockerStart ? lockerIdOf(request.sender, 'sender') : undefined),
    lockerLastMile: lockerEnd ? lockerIdOf(request.recipient, 'recipient') : undefined,
  };
}

/** POST /api/awb/estimate-cost: the AWB's fields without observations, references and lockers. */
export function estimateBody(request: QuoteRequest, ids: SamedayIds): Record<string, FormValue> {
  return commonBody(request, ids);
}
