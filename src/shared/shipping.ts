// The shipping contract shared by the app and the server: services, limits, options and the wire
// shapes of the locations/search and price-calculation calls. Field names follow the market
// leader's public API (../shared/design/api-shapes.md) so one service can answer the private app
// calls and the later public API. Pure data and types only (imported by src/, server/ and sw/).
import { TEXT_LIMITS } from './field-limits.ts';
import type { AddressInput, ParcelInput, PriceRequest } from './api/order-request-schema.ts';

/** Services (domain.md): 1 home->home, 2 home->locker, 3 locker->home, 4 locker->locker. */
export const SERVICES = [
  { id: 1, name: 'Domiciliu - domiciliu', from: 'home', to: 'home' },
  { id: 2, name: 'Domiciliu - locker', from: 'home', to: 'locker' },
  { id: 3, name: 'Locker - domiciliu', from: 'locker', to: 'home' },
  { id: 4, name: 'Locker - locker', from: 'locker', to: 'locker' },
] as const;
export type ServiceId = (typeof SERVICES)[number]['id'];
export type Endpoint = 'home' | 'locker';

/** Order limits (domain.md), in the units the API uses (kg, cm, RON). */
export const SHIPPING_LIMITS = {
  maxParcels: 10,
  maxParcelWeightKg: 31,
  maxParcelSideCm: 100,
  volumetricDivisor: 6000,
  maxCodRon: 7000,
  maxDeclaredValueRon: 10_000,
  contentMinChars: TEXT_LIMITS.parcelContent.min,
  contentMaxChars: TEXT_LIMITS.parcelContent.max,
  /** An envelope is billed as this weight (documents). */
  envelopeWeightKg: 0.5,
  maxEnvelopes: 10,
} as const;

export const VAT_RATE_PERCENT = 21;

/** The extra options of a shipment (api-shapes `extra`), booleans. */
export const BOOLEAN_OPTIONS = [
  'open_package',
  'sms_sender',
  'sms_recipient',
  'saturday_delivery',
  'return_of_documents',
  'return_package',
] as const;
export type BooleanOption = (typeof BOOLEAN_OPTIONS)[number];

// ---------------------------------------------------------------- locations and search

export interface CountryDto {
  country_code: string;
  name: string;
  currency: string;
  language: string;
}

export interface CountyDto {
  /** The county's SIRUTA code. */
  id: number;
  county_code: string;
  county_name: string;
  country_code: string;
}

/** A locality; `id` is its SIRUTA code. */
export interface LocalityDto {
  id: number;
  name: string;
  county_code: string;
  county_name: string;
  /** 'municipiu' | 'oras' | 'componenta' | 'sat' | 'sector' */
  type: string;
  /** The commune, town or city it belongs to (tells apart villages of the same name). */
  parent: string;
  /** The locality's main postal code (6 digits). */
  postal_code: string;
}

/** GET /api/private/search/localities/RO?search=&per_page= */
export interface LocalitySearchAnswer {
  /** `county` repeats `county_name` under the market API's own field name (the server always sends it). */
  data: (LocalityDto & { name_and_county: string; county?: string })[];
  /** `count`: the items in `data` (at most `per_page`). */
  meta: { count: number; per_page: number; country_code: string; search_term: string };
}

/** GET /api/private/search/postal-code-reverse/RO/{code} */
export interface PostalCodeReverseItem {
  locality_id: number;
  locality_name: string;
  name_and_county: string;
  county_name: string;
  county_code: string;
  /** "Strada Memorandumului"; "" for a code of a whole locality. */
  street_name: string;
}

/** GET /api/private/search/streets/RO/{localityId}/{term} */
export interface StreetDto {
  id: number;
  /** With its type, as an address shows it: "Strada Memorandumului". */
  street_name: string;
  postal_code: string;
}

/** Locker box size limits (cm, kg). */
export interface BoxSize {
  size: 'S' | 'M' | 'L' | 'XL';
  length: number;
  width: number;
  height: number;
  max_weight: number;
}

/** GET /api/private/locations/fixedlocations?locality_id=&carrier_id= (and /{id}) */
export interface FixedLocationDto {
  id: number;
  fixed_location_type: string;
  carrier_id: number;
  carrier_name: string;
  locality_id: number;
  locality_name: string;
  county_id: number;
  county_name: string;
  country_code: string;
  name: string;
  address: string;
  allows_drop_off: boolean;
  is_active: boolean;
  coordinates: { lat: number; long: number };
  /** Opening hours, e.g. [{ day: 'luni-vineri', open: '08:00', close: '20:00' }] or non-stop. */
  schedule: { days: string; hours: string }[];
  payment_type: string;
  box_sizes: BoxSize[];
}

// ---------------------------------------------------------------- price calculation

// The request shapes derive from their JSON schemas (api/order-request-schema.ts), the one source.
export type { AddressInput, ParcelInput, PriceRequest };

/** One line of an itemised price, in bani (integer). */
export interface PriceLine {
  /** 'base' | 'extra_weight' | 'cod' | 'insurance' | BooleanOption | 'fuel' | 'remote_area' */
  code: string;
  /** Romanian label, e.g. 'Tarif de bază', 'Ramburs', 'Asigurare'. */
  label: string;
  amount: number;
}

export interface Offer {
  carrier_id: number;
  carrier: string;
  service_id: number;
  service_name: string;
  /** ISO dates (yyyy-mm-dd), Europe/Bucharest. */
  estimated_pickup_date: string;
  estimated_delivery_date: string;
  /**
   * The working days the pickup can be asked for (the first is the estimate): an order may choose one
   * (`pickup_date`). Always sent; absent only from an offer kept in a draft saved before it existed.
   */
  pickup_dates?: string[];
  /** Decimal RON with 2 decimals, as in the market API (amount = net, vat, total). */
  price: { amount: number; vat: number; total: number; currency: 'RON' };
  /** The itemised price in bani: lines sum to `net_bani`; vat_bani + net_bani = total_bani. */
  breakdown: { lines: PriceLine[]; net_bani: number; vat_bani: number; total_bani: number; vat_rate: number };
  billed_weight_kg: number;
}

/** The answer of price-calculation. */
export interface PriceAnswer {
  data: Offer[];
  /** Offers not available for this shipment, with a Romanian reason (e.g. a locker too small). */
  unavailable: { carrier_id: number; service_id: number; reason: string }[];
  validation_address: {
    address_from: { locality_id: number; postal_code: string; locality_name: string; county_name: string; country_code: string };
    address_to: { locality_id: number; postal_code: string; locality_name: string; county_name: string; country_code: string };
  };
}
