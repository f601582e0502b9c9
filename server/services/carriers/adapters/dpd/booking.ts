// Our booking as DPD's shipment and calculation bodies (carrier-apis.md section 3, "Create shipment"
// and "Quote"; the Speedy Web API doc and the official DPD RO WooCommerce plugin):
// - the recipient's address by DPD site id (sites.ts) with the whole street address in addressNote
//   (the doc accepts an address given entirely there), or, for a locker end, pickupOfficeId = the
//   APT (locker) or office id; a locker start hands the parcel in at dropoffOfficeId;
// - the sender is our contract's client (DPD_CLIENT_ID; without it DPD takes the logged user's);
// - cash on delivery is COD processed as CASH: DPD pays it out to the bank account of the contract (the
//   shipment has no IBAN field), so a bank repayment asked with an IBAN is the same call;
// - open on delivery is OBPD "OPEN" (returned at the sender's cost); ref1 carries our reference (we
//   find a booking again by it: shipment/search in ref1 only), ref2 the shop's own reference, bare
//   (no room for a prefix), cut to the doc's 30 characters; without one, no ref2 (as the official
//   plugin, which leaves ref2 to the shop). The doc calls both "reference number or text"; it does
//   not say which texts the label prints [?].
// Envelopes travel as parcels of 0.5 kg; a shipment of envelopes only is flagged as documents.
import type { BookingRequest, Party, ParcelSpec, QuoteRequest } from '../../carrier-adapter.ts';
import type { BooleanOption } from '../../../../../src/shared/shipping.ts';
import { bookingPickupDate } from '../../bucharest-time.ts';
import { ROMANIA } from './sites.ts';
import type { DpdAdditionalServices, DpdCalculationRequest, DpdParcel, DpdRecipient, DpdSender, DpdShipmentRequest } from './wire.ts';

/** DPD STANDARD, the domestic service [off: plugin list]; also the return service of OBPD. */
export const DPD_STANDARD = 2505;

const ENVELOPE_KG = 0.5;

export const endsInLocker = (serviceId: number): boolean => serviceId === 2 || serviceId === 4;
export const startsInLocker = (serviceId: number): boolean => serviceId === 3 || serviceId === 4;

/** The DPD office/APT id of a locker end (null: not a locker end; NaN: the point is not known). */
export function officeId(isLocker: boolean, party: Party): number | null {
  if (!isLocker) return null;
  const id = party.pointId ? Number(party.pointId) : NaN;
  return Number.isInteger(id) && id > 0 ? id : NaN;
}

const ron = (bani: number): number => Math.round(bani) / 100;
const kg = (value: number): number => Math.round(value * 1000) / 1000;
const has = (options: BooleanOption[] | undefined, option: BooleanOption): boolean => options?.includes(option) ?? false;

function parcels(specs: ParcelSpec[], count: number, weightKg: number, envelopes: number): DpdParcel[] {
  const list: DpdParcel[] = [];
  const real = specs.length ? specs : Array.from({ length: count }, () => ({ weightKg: weightKg / Math.max(1, count), lengthCm: 0, widthCm: 0, heightCm: 0 }));
  for (const p of real) {
    const sized = p.lengthCm > 0 && p.widthCm > 0 && p.heightCm > 0;
    list.push({ seqNo: list.length + 1, weight: kg(p.weightKg), ...(sized ? { size: { width: Math.ceil(p.widthCm), depth: Math.ceil(p.lengthCm), height: Math.ceil(p.heightCm) } } : {}) });
  }
  for (let i = 0; i < envelopes; i++) list.push({ seqNo: list.length + 1, weight: ENVELOPE_KG });
  return list;
}

function additional(codBani: number, declaredValueBani: number, options: BooleanOption[] | undefined): DpdAdditionalServices | undefined {
  const services: DpdAdditionalServices = {};
  if (codBani > 0) services.cod = { amount: ron(codBani), currencyCode: 'RON', processingType: 'CASH' };
  if (declaredValueBani > 0) services.declaredValue = { amount: ron(declaredValueBani) };
  if (has(options, 'open_package')) services.obpd = { option: 'OPEN', returnShipmentServiceId: DPD_STANDARD, returnShipmentPayer: 'SENDER' };
  return Object.keys(services).length ? services : undefined;
}

export function senderOf(clientId: number | null, dropoffOfficeId: number | null): DpdSender | undefined {
  const sender: DpdSender = {};
  if (clientId) sender.clientId = clientId;
  if (dropoffOfficeId) sender.dropoffOfficeId = dropoffOfficeId;
  return Object.keys(sender).length ? sender : undefined;
}

function recipientOf(party: Party, target: { siteId: number } | { pickupOfficeId: number }): DpdRecipient {
  const company = party.company?.trim();
  const recipient: DpdRecipient = {
    privatePerson: !company,
    clientName: (company || party.name).slice(0, 60),
    phone1: { number: party.phone },
  };
  // A contact name is required for a company and forbidden for a private person [doc].
  if (company) recipient.contactName = party.name.slice(0, 60);
  if (party.email) recipient.email = party.email;
  if ('pickupOfficeId' in target) recipient.pickupOfficeId = target.pickupOfficeId;
  else {
    const lines = party.addressLines.join(', ');
    const details = party.streetDetails?.trim();
    const note = details && !lines.includes(details) ? `${lines}, ${details}` : lines;
    recipient.address = { countryId: ROMANIA, siteId: target.siteId, postCode: party.postalCode, addressNote: note.slice(0, 200) };
  }
  return recipient;
}

export function shipmentRequest(request: BookingRequest, target: { siteId: number } | { pickupOfficeId: number }, sender: DpdSender | undefined): DpdShipmentRequest {
  const list = parcels(request.parcelsSpec ?? [], request.parcels, request.weightKg, request.envelopes);
  const onlyEnvelopes = request.parcels === 0 && request.envelopes > 0;
  const additionalServices = additional(request.codBani, request.declaredValueBani ?? 0, request.options);
  const body: DpdShipmentRequest = {
    recipient: recipientOf(request.recipient, target),
    service: {
      serviceId: DPD_STANDARD,
      // The order's pickup day (chosen at /comanda or the offer's estimate) [doc: service.pickupDate].
      ...(request.pickupDate ? { pickupDate: bookingPickupDate(request.pickupDate, request.now) } : {}),
      autoAdjustPickupDate: true,
      ...(additionalServices ? { additionalServices } : {}),
      ...(has(request.options, 'saturday_delivery') ? { saturdayDelivery: true } : {}),
    },
    content: {
      parcelsCount: list.length,
      totalWeight: kg(list.reduce((sum, p) => sum + p.weight, 0)),
      contents: request.content.slice(0, 100),
      package: onlyEnvelopes ? 'ENVELOPE' : 'BOX',
      ...(onlyEnvelopes ? { documents: true } : {}),
      parcels: list,
    },
    payment: { courierServicePayer: 'SENDER' },
    ref1: (request.reference ?? request.orderNumber).slice(0, 30),
  };
  const shopReference = request.shopReference?.trim();
  if (shopReference) body.ref2 = shopReference.slice(0, 30);
  if (sender) body.sender = sender;
  return body;
}

export function calculationRequest(request: QuoteRequest, target: { siteId: number } | { pickupOfficeId: number }, sender: DpdSender | undefined): DpdCalculationRequest {
  const list = parcels(request.parcels, request.parcels.length, request.weightKg, request.envelopes);
  const additionalServices = additional(request.codBani, request.declaredValueBani, request.options);
  const body: DpdCalculationRequest = {
    recipient: {
      privatePerson: !request.recipient.company,
      ...('pickupOfficeId' in target ? { pickupOfficeId: target.pickupOfficeId } : { addressLocation: { countryId: ROMANIA, siteId: target.siteId } }),
    },
    service: {
      serviceIds: [DPD_STANDARD],
      autoAdjustPickupDate: true,
      ...(additionalServices ? { additionalServices } : {}),
      ...(has(request.options, 'saturday_delivery') ? { saturdayDelivery: true } : {}),
    },
    content: { parcelsCount: list.length, totalWeight: kg(list.reduce((sum, p) => sum + p.weight, 0)), parcels: list },
    payment: { courierServicePayer: 'SENDER' },
  };
  if (sender) body.sender = sender;
  return body;
}
