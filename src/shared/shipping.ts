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

// ---------------------------------------------------------------- locations, search and prices

// The answers' types are generated from the server's schemas of them (npm run contract): the reference
// data (GET locations/*), the searches (GET search/*) and price-calculation's answer.
export type {
  BoxSize,
  CountryDto,
  CountyDto,
  FixedLocationDto,
  LocalityDto,
  LocalitySearchAnswer,
  Offer,
  PostalCodeReverseItem,
  PriceAnswer,
  PriceLine,
  StreetDto,
} from './api/private-answers.ts';

// ---------------------------------------------------------------- price calculation

// The request shapes derive from their JSON schemas (api/order-request-schema.ts), the one source.
export type { AddressInput, ParcelInput, PriceRequest };
