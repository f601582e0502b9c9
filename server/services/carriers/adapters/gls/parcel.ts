// The Parcel of a PrintLabels request (carrier-apis.md section 5, "Create"; the doc's Parcel, Address
// and Service classes and Appendix B/E): both addresses in full on every parcel (zip + city text, no
// county and no locality ids: MyGLS has no nomenclature), HouseNumber digits only (the rest of the
// number goes to HouseNumberInfo with block/staircase/flat), ClientReference = our reference, the cash
// on delivery as CODAmount + CODReference (the COD service added, as the clients do), the declared
// value as INS, a locker or ParcelShop end as PSD with the point id (PSD needs the recipient's contact
// name, phone and e-mail), Saturday as SAT, the recipient's SMS pre-advice as SM2. Open package and
// return of documents have no MyGLS service and are not sent. PickupDate is the order's pickup day
// (chosen at /comanda or the offer's estimate), 08:00 UTC of that day (the doc's example is such a date).
// A customer's label-free return to a locker (BookingRequest.labelFreeReturn 'locker'): the LRS
// service (LockerReturn) with PickupType 2 (LabellessParcelLocker); the customer drops the parcel in a
// GLS Locker with the PIN PrintLabels_20251022 answers (adapter.ts) [doc 25.12.11: PickupType is "only
// used for LRS service", whose availability Appendix B gives as HU; a Romanian account without it is
// refused by GLS, which the customer and the shop read as such].
// The shop's own reference: ClientReference and CODReference stay ours (findBooking and the COD's
// payment pairing use them), so it goes into Content, which the doc describes as "parcel info printed
// on label": "Cărți; Magazin: MV-10021" (shop-reference.ts). The doc gives Content no length.
import type { BookingRequest, Party } from '../../carrier-adapter.ts';
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import { GLS } from './errors.ts';
import { bookingPickupDate } from '../../bucharest-time.ts';
import { withShopNote } from '../../shop-reference.ts';
import { wcfDate, type GlsAddress, type GlsParcel, type GlsService } from './wire.ts';

/** PackageType 1 = colli (a parcel of any kind). */
const COLLI = 1;
/** Appendix B: LockerReturn Service; PickupType 2 = LabellessParcelLocker (the answer then carries the PIN). */
export const LOCKER_RETURN_SERVICE = 'LRS';
const LABELLESS_PARCEL_LOCKER = 2;

/** '0722 123 456' -> '+40722123456' (MyGLS wants international numbers for SMS). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('0040')) return `+${digits.slice(2)}`;
  if (digits.startsWith('40') && digits.length === 11) return `+${digits}`;
  if (digits.startsWith('0')) return `+40${digits.slice(1)}`;
  return digits;
}

/** The street number split into the digits GLS takes and the rest ('12A' -> 12 + 'A'). */
function houseNumber(number: string | null | undefined): { digits?: string; rest?: string } {
  const text = (number ?? '').trim();
  const m = /^(\d+)(.*)$/.exec(text);
  if (!m || Number(m[1]) === 0) return text ? { rest: text } : {};
  const rest = m[2]!.replace(/^[\s,/-]+/, '').trim();
  return { digits: String(Number(m[1])), ...(rest ? { rest } : {}) };
}

export function glsAddress(party: Party): GlsAddress {
  const lines = party.addressLines.filter(Boolean);
  const street = party.streetName?.trim() || lines[0] || party.locality;
  const number = party.streetName ? houseNumber(party.streetNumber) : {};
  const info = [number.rest, ...(party.streetName ? [party.streetDetails] : lines.slice(1))].filter((s) => s && s.trim()).join(', ');
  const address: GlsAddress = {
    Name: party.company || party.name,
    Street: street,
    City: party.locality,
    ZipCode: party.postalCode,
    CountryIsoCode: 'RO',
    ContactName: party.name,
    ContactPhone: internationalPhone(party.phone),
  };
  if (number.digits) address.HouseNumber = number.digits;
  if (info) address.HouseNumberInfo = info;
  if (party.email) address.ContactEmail = party.email;
  return address;
}

const refuse = (reason: string, carrierMessage: string) => new CarrierError('refused', CARRIER_MESSAGES.refused(GLS, reason), GLS, { carrierMessage });

export function glsParcel(request: BookingRequest, clientNumber: number): GlsParcel {
  const lockerStart = request.serviceId === 3 || request.serviceId === 4;
  const lockerEnd = request.serviceId === 2 || request.serviceId === 4;
  // MyGLS collects at an address only: no drop-off in a locker by the sender in ParcelService.
  if (lockerStart) throw refuse('GLS nu preia colete dintr-un locker; coletul se ridică de la adresa expeditorului.', 'no locker first mile in MyGLS ParcelService');
  const reference = request.reference ?? request.orderNumber;
  const services: GlsService[] = [];
  const parcel: GlsParcel = {
    ClientNumber: clientNumber,
    ClientReference: reference,
    Count: Math.max(1, request.parcels + request.envelopes),
    Content: withShopNote(request.content, request.shopReference, Infinity),
    ...(request.pickupDate ? { PickupDate: wcfDate(new Date(`${bookingPickupDate(request.pickupDate, request.now)}T08:00:00Z`)) } : {}),
    PickupAddress: glsAddress(request.sender),
    DeliveryAddress: glsAddress(request.recipient),
    ServiceList: services,
  };
  if (request.codBani > 0) {
    parcel.CODAmount = request.codBani / 100;
    parcel.CODReference = reference;
    parcel.CODCurrency = 'RON';
    services.push({ Code: 'COD' });
  }
  if ((request.declaredValueBani ?? 0) > 0) services.push({ Code: 'INS', INSParameter: { Value: String((request.declaredValueBani ?? 0) / 100) } });
  if (lockerEnd) {
    if (!request.recipient.pointId) throw refuse('lockerul sau ParcelShop-ul destinatarului nu are un cod GLS.', `no GLS point id for our locker ${request.recipient.lockerId}`);
    if (!request.recipient.email) throw refuse('livrarea la ParcelShop/locker cere adresa de e-mail a destinatarului.', 'PSD needs ContactEmail');
    services.push({ Code: 'PSD', PSDParameter: { StringValue: request.recipient.pointId } });
  }
  if (request.labelFreeReturn?.method === 'locker') {
    services.push({ Code: LOCKER_RETURN_SERVICE });
    parcel.PickupType = LABELLESS_PARCEL_LOCKER;
  }
  if (request.options?.includes('saturday_delivery')) services.push({ Code: 'SAT' });
  if (request.options?.includes('sms_recipient')) services.push({ Code: 'SM2', SM2Parameter: { Value: internationalPhone(request.recipient.phone) } });
  if (request.parcelsSpec?.length) {
    parcel.ParcelPropertyList = request.parcelsSpec.map((p) => ({
      Content: request.content,
      PackageType: COLLI,
      Weight: p.weightKg,
      Length: Math.round(p.lengthCm),
      Width: Math.round(p.widthCm),
      Height: Math.round(p.heightCm),
    }));
  }
  return parcel;
}
