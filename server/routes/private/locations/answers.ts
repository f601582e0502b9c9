// The answers of the reference-data calls the app reads (schemas: answers-common.ts says what they
// are for): a country, a county, a locality, a locker with its box sizes. The server builds them in
// services/locations (catalogue.ts, fixed-locations.ts); the public door sends fewer fields of the
// same objects (routes/public/schemas/reference.ts).
import { bool, int, num, str } from '../answers-common.ts';

export const countryDtoSchema = {
  title: 'CountryDto',
  type: 'object',
  required: ['country_code', 'name', 'currency', 'language'],
  properties: { country_code: str, name: str, currency: str, language: str },
} as const;

export const countyDtoSchema = {
  title: 'CountyDto',
  type: 'object',
  required: ['id', 'county_code', 'county_name', 'country_code'],
  properties: { id: { ...int, description: "The county's SIRUTA code." }, county_code: str, county_name: str, country_code: str },
} as const;

export const localityDtoSchema = {
  title: 'LocalityDto',
  description: "A locality; `id` is its SIRUTA code.",
  type: 'object',
  required: ['id', 'name', 'county_code', 'county_name', 'type', 'parent', 'postal_code'],
  properties: {
    id: int,
    name: str,
    county_code: str,
    county_name: str,
    type: { ...str, description: "'municipiu' | 'oras' | 'componenta' | 'sat' | 'sector'" },
    parent: { ...str, description: 'The commune, town or city it belongs to (tells apart villages of the same name).' },
    postal_code: { ...str, description: "The locality's main postal code (6 digits)." },
  },
} as const;

export const boxSizeSchema = {
  title: 'BoxSize',
  description: 'Locker box size limits (cm, kg).',
  type: 'object',
  required: ['size', 'length', 'width', 'height', 'max_weight'],
  properties: { size: { type: 'string', enum: ['S', 'M', 'L', 'XL'] }, length: num, width: num, height: num, max_weight: num },
} as const;

/** GET /api/private/locations/fixedlocations?locality_id=&carrier_id= (and /{id}). */
export const fixedLocationDtoSchema = {
  title: 'FixedLocationDto',
  type: 'object',
  required: [
    'id', 'fixed_location_type', 'carrier_id', 'carrier_name', 'locality_id', 'locality_name', 'county_id', 'county_name', 'country_code',
    'name', 'address', 'allows_drop_off', 'is_active', 'coordinates', 'schedule', 'payment_type', 'box_sizes',
  ],
  properties: {
    id: int,
    fixed_location_type: str,
    carrier_id: int,
    carrier_name: str,
    locality_id: int,
    locality_name: str,
    county_id: int,
    county_name: str,
    country_code: str,
    name: str,
    address: str,
    allows_drop_off: bool,
    is_active: bool,
    coordinates: { type: 'object', required: ['lat', 'long'], properties: { lat: num, long: num } },
    schedule: {
      description: "Opening hours, e.g. [{ days: 'luni-vineri', hours: '08:00-20:00' }] or non-stop.",
      type: 'array',
      items: { type: 'object', required: ['days', 'hours'], properties: { days: str, hours: str } },
    },
    payment_type: str,
    box_sizes: { type: 'array', items: boxSizeSchema },
  },
} as const;
