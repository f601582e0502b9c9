// Our booking as Cargus's AWB and price-calculation bodies (carrier-apis.md section 2, "Create AWB"
// and "Quote"; field use as in the official PrestaShop and Magento modules):
// - the parcel leaves from our pickup point at Cargus (Sender.LocationId, CARGUS_PICKUP_LOCATION_ID);
// - the recipient goes by county and locality names (ids left null: Cargus matches the names against
//   its nomenclature, which is written without diacritics, so names are sent folded to ASCII), or, for
//   a locker end, by the Ship & Go point (DeliveryPudoPoint, service 38);
// - cash on delivery is CashRepayment, or BankRepayment when the sender asked for a bank repayment
//   (Cargus pays it into the collector account of the contract: the AWB has no IBAN field);
// - CustomString carries our reference, so a booking can be found again (Awbs/GetByDate);
//   Observations (the AWB's remarks, shown as "Observatii" by the official PrestaShop module; empty
//   otherwise) carries the shop's own reference, "Magazin: MV-10021" (shop-reference.ts). No source
//   gives its length (the shop's reference is at most 100 characters, our own limit) nor says whether
//   Cargus prints it on its label [?].
// A locker start (services 3 and 4) cannot be said in the documented API: the sender stays our pickup
// point and the parcel is handed over there.
import type { BookingRequest, Party, ParcelSpec, QuoteRequest } from '../../carrier-adapter.ts';
import type { BooleanOption } from '../../../../../src/shared/shipping.ts';
import { withShopNote } from '../../shop-reference.ts';
import type { CargusAwbRequest, CargusCalculationRequest, CargusParcelCode, CargusRecipient } from './wire.ts';

/** Cargus service ids [off `Source/Service.php`]: Economic Standard (≤31 kg), Standard Plus (31-50 kg), Pallet (>50 kg), Ship & Go. */
export const CARGUS_SERVICES = { economic: 34, standardPlus: 35, pallet: 36, shipAndGo: 38 } as const;

/** Our services 2 and 4 end in a locker (src/shared/shipping.ts SERVICES). */
export const endsInLocker = (serviceId: number): boolean => serviceId === 2 || serviceId === 4;

export interface CargusSettings {
  pickupLocationId: number;
  priceTableId: number;
}

/** Diacritics off, for names Cargus matches against its own (ASCII) nomenclature. */
export function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const ron = (bani: number): number => Math.round(bani) / 100;

/** Cargus weighs in whole kilograms (its examples and modules send integers) [?]: rounded up, at least 1. */
const wholeKg = (kg: number): number => Math.max(1, Math.ceil(kg - 1e-9));

export function cargusServiceId(ourServiceId: number, weightKg: number): number {
  if (endsInLocker(ourServiceId)) return CARGUS_SERVICES.shipAndGo;
  if (weightKg <= 31) return CARGUS_SERVICES.economic;
  return weightKg <= 50 ? CARGUS_SERVICES.standardPlus : CARGUS_SERVICES.pallet;
}

function parcelCodes(parcels: ParcelSpec[], count: number, weightKg: number, envelopes: number, content: string): CargusParcelCode[] {
  const codes: CargusParcelCode[] = [];
  const specs = parcels.length ? parcels : Array.from({ length: count }, () => ({ weightKg: weightKg / Math.max(1, count), lengthCm: 0, widthCm: 0, heightCm: 0 }));
  specs.forEach((p, i) => {
    codes.push({ Code: String(i), Type: 1, Weight: wholeKg(p.weightKg), Length: Math.ceil(p.lengthCm), Width: Math.ceil(p.widthCm), Height: Math.ceil(p.heightCm), ParcelContent: content });
  });
  for (let i = 0; i < envelopes; i++) {
    codes.push({ Code: String(specs.length + i), Type: 0, Weight: 0, Length: 0, Width: 0, Height: 0, ParcelContent: content });
  }
  return codes;
}

/** The Ship & Go point id of a locker end; null when the end is an address. */
export function pudoPoint(serviceId: number, recipient: Party): number | null | 'unknown' {
  if (!endsInLocker(serviceId)) return null;
  const id = recipient.pointId ? Number(recipient.pointId) : NaN;
  return Number.isInteger(id) && id > 0 ? id : 'unknown';
}

function recipientOf(party: Party): CargusRecipient {
  const street = party.streetName?.trim() ?? '';
  return {
    LocationId: null,
    Name: party.company?.trim() || party.name,
    CountyId: null,
    CountyName: ascii(party.county),
    LocalityId: null,
    LocalityName: ascii(party.locality),
    StreetId: null,
    // The modules send '-' when the street is only in the address text.
    StreetName: street || '-',
    BuildingNumber: party.streetNumber?.trim() ?? '',
    AddressText: [party.addressLines.join(', '), party.streetDetails?.trim()].filter(Boolean).join(', '),
    ContactPerson: party.name,
    PhoneNumber: party.phone,
    Email: party.email ?? '',
    CodPostal: party.postalCode,
  };
}

const has = (options: BooleanOption[] | undefined, option: BooleanOption): boolean => options?.includes(option) ?? false;

export function awbRequest(request: BookingRequest, settings: CargusSettings, deliveryPudoPoint: number | null): CargusAwbRequest {
  const bank = Boolean(request.codIban) && request.codBani > 0;
  const body: CargusAwbRequest = {
    Sender: { LocationId: settings.pickupLocationId },
    Recipient: recipientOf(request.recipient),
    Parcels: request.parcels,
    Envelopes: request.envelopes,
    TotalWeight: wholeKg(request.weightKg),
    ServiceId: cargusServiceId(request.serviceId, request.weightKg),
    DeclaredValue: ron(request.declaredValueBani ?? 0),
    CashRepayment: bank ? 0 : ron(request.codBani),
    BankRepayment: bank ? ron(request.codBani) : 0,
    OtherRepayment: '',
    OpenPackage: has(request.options, 'open_package'),
    PriceTableId: settings.priceTableId,
    ShipmentPayer: 1,
    SaturdayDelivery: has(request.options, 'saturday_delivery'),
    MorningDelivery: false,
    Observations: withShopNote('', request.shopReference, Infinity),
    PackageContent: request.content,
    CustomString: request.reference ?? request.orderNumber,
    ParcelCodes: parcelCodes(request.parcelsSpec ?? [], request.parcels, request.weightKg, request.envelopes, request.content),
  };
  if (deliveryPudoPoint !== null) body.DeliveryPudoPoint = deliveryPudoPoint;
  return body;
}

export function calculationRequest(request: QuoteRequest, settings: CargusSettings, deliveryPudoPoint: number | null): CargusCalculationRequest {
  const body: CargusCalculationRequest = {
    FromLocalityId: 0,
    ToLocalityId: 0,
    FromCountyName: ascii(request.sender.county),
    FromLocalityName: ascii(request.sender.locality),
    ToCountyName: ascii(request.recipient.county),
    ToLocalityName: ascii(request.recipient.locality),
    Parcels: request.parcels.length,
    Envelopes: request.envelopes,
    TotalWeight: wholeKg(request.weightKg),
    ServiceId: cargusServiceId(request.serviceId, request.weightKg),
    DeclaredValue: ron(request.declaredValueBani),
    CashRepayment: ron(request.codBani),
    BankRepayment: 0,
    OtherRepayment: '',
    PaymentInstrumentId: 0,
    PaymentInstrumentValue: 0,
    OpenPackage: has(request.options, 'open_package'),
    SaturdayDelivery: has(request.options, 'saturday_delivery'),
    MorningDelivery: false,
    ShipmentPayer: 1,
    PriceTableId: settings.priceTableId,
    ParcelCodes: parcelCodes(request.parcels, request.parcels.length, request.weightKg, request.envelopes, ''),
  };
  if (deliveryPudoPoint !== null) body.DeliveryPudoPoint = deliveryPudoPoint;
  return body;
}
