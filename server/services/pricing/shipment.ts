// From a price request to the facts the engine prices: both ends resolved to a locality (SIRUTA id,
// county, type, postal code) and, when named, a locker (its carrier and box sizes); the parcels or
// envelopes; the options in bani. The lookups go through a LocationResolver (implemented by
// server/services/locations/resolve.ts over the database, by an in-memory fixture in tests).
import type { AddressInput, BoxSize, BooleanOption, FixedLocationDto, LocalityDto, PriceRequest } from '../../../src/shared/shipping.ts';
import { BOOLEAN_OPTIONS } from '../../../src/shared/shipping.ts';
import type { FieldErrors } from '../failure.ts';
import type { PostalCodeAddress, PostalCodeCheck } from '../locations/index.ts';
import { foldName } from '../locations/index.ts';
import { FIELD, fillField } from './messages.ts';
import { ronToBani } from './money.ts';
import type { ParcelSize } from './weight.ts';

/** How an end names its locality: by SIRUTA id, or by name and county. */
export type LocalityRef = Pick<AddressInput, 'country_code' | 'locality_id' | 'locality_name' | 'county_name' | 'county_code' | 'postal_code'>;

type MaybePromise<T> = T | Promise<T>;

export interface LocationResolver {
  findLocality(ref: LocalityRef): MaybePromise<LocalityDto | null>;
  findFixedLocation(id: number): MaybePromise<FixedLocationDto | null>;
  /** The end's postal code against its locality and street (filled in when empty); without it, the locality's code is used. */
  checkPostalCode?(address: PostalCodeAddress): MaybePromise<PostalCodeCheck>;
}

export interface ResolvedLocker {
  id: number;
  carrier_id: number;
  box_sizes: readonly BoxSize[];
  /** Absent means true. */
  is_active?: boolean;
  allows_drop_off?: boolean;
}

export interface ResolvedEnd {
  locality_id: number;
  county_code: string;
  /** 'municipiu' | 'oras' | 'componenta' | 'sat' | 'sector' */
  type: string;
  postal_code: string;
  name: string;
  county_name: string;
  fixed_location?: ResolvedLocker;
}

export interface ShipmentOptions {
  cod_bani: number;
  insurance_bani: number;
  flags: readonly BooleanOption[];
}

export interface ResolvedShipment {
  from: ResolvedEnd;
  to: ResolvedEnd;
  /** Empty when the shipment is envelopes. */
  parcels: readonly ParcelSize[];
  envelopes: number;
  options: ShipmentOptions;
}

export type Resolution = { ok: true; shipment: ResolvedShipment } | { ok: false; errors: FieldErrors };

type Side = 'address_from' | 'address_to';

/**
 * The county field that names another county than the locality's (a locality given by id with a
 * county that is not its own), or null. Case, diacritics and a "Județul" prefix do not matter.
 */
function countyMismatch(address: AddressInput, locality: LocalityDto): 'county_code' | 'county_name' | null {
  if (address.county_code?.trim() && address.county_code.trim().toUpperCase() !== locality.county_code) return 'county_code';
  const named = address.county_name?.trim() ? foldName(address.county_name).replace(/^(?:judetul|jud|municipiul) /, '') : '';
  if (named && named !== foldName(locality.county_name)) return 'county_name';
  return null;
}

async function resolveEnd(side: Side, address: AddressInput, resolver: LocationResolver, errors: FieldErrors): Promise<ResolvedEnd | null> {
  const locker = address.fixed_location_id !== undefined ? await resolver.findFixedLocation(address.fixed_location_id) : null;
  if (address.fixed_location_id !== undefined && !locker) (errors[`${side}.fixed_location_id`] ??= []).push(FIELD.lockerNotFound);
  const named = address.locality_id !== undefined || Boolean(address.locality_name);
  const ref: LocalityRef = named
    ? {
        country_code: address.country_code,
        locality_id: address.locality_id,
        locality_name: address.locality_name,
        county_name: address.county_name,
        county_code: address.county_code,
        postal_code: address.postal_code,
      }
    : { locality_id: locker?.locality_id };
  const locality = named || locker ? await resolver.findLocality(ref) : null;
  if (!locality) {
    if (named || locker) (errors[`${side}.locality_id`] ??= []).push(FIELD.localityNotFound);
    return null;
  }
  if (locker && locker.locality_id !== locality.id) (errors[`${side}.fixed_location_id`] ??= []).push(FIELD.lockerElsewhere);
  const county = countyMismatch(address, locality);
  if (county) (errors[`${side}.${county}`] ??= []).push(fillField(FIELD.countyMismatch, { locality: locality.name, county: locality.county_name }));
  return {
    locality_id: locality.id,
    county_code: locality.county_code,
    type: locality.type,
    postal_code: await postalCodeOf(side, address, locality, resolver, errors),
    name: locality.name,
    county_name: locality.county_name,
    ...(locker
      ? {
          fixed_location: {
            id: locker.id,
            carrier_id: locker.carrier_id,
            box_sizes: locker.box_sizes ?? [],
            is_active: locker.is_active,
            allows_drop_off: locker.allows_drop_off,
          },
        }
      : {}),
  };
}

/** The code the end will carry: the given one once the resolver accepts it, or the one it fills in. */
async function postalCodeOf(side: Side, address: AddressInput, locality: LocalityDto, resolver: LocationResolver, errors: FieldErrors): Promise<string> {
  const given = address.postal_code?.trim() ?? '';
  // A code that is not 6 digits is validate.ts's error already.
  if (!resolver.checkPostalCode || (given && !/^\d{6}$/.test(given))) return locality.postal_code;
  const atLocker = address.fixed_location_id !== undefined;
  const check = await resolver.checkPostalCode({
    locality_id: locality.id,
    postal_code: given,
    street_name: atLocker ? null : address.street_name,
    street_number: atLocker ? null : address.street_number,
  });
  if (check.ok) return check.postal_code;
  (errors[`${side}.postal_code`] ??= []).push(check.message);
  return locality.postal_code;
}

/** The options of a (validated) request in bani. */
export function shipmentOptions(request: PriceRequest): ShipmentOptions {
  const extra = request.extra ?? {};
  return {
    cod_bani: ronToBani(extra.bank_repayment_amount ?? 0),
    insurance_bani: ronToBani(extra.insurance_amount ?? 0),
    flags: BOOLEAN_OPTIONS.filter((option) => extra[option] === true),
  };
}

/** Resolves a validated request; unknown localities or lockers come back as field errors. */
export async function resolveShipment(request: PriceRequest, resolver: LocationResolver): Promise<Resolution> {
  const errors: FieldErrors = {};
  const [from, to] = await Promise.all([
    resolveEnd('address_from', request.address_from ?? {}, resolver, errors),
    resolveEnd('address_to', request.address_to ?? {}, resolver, errors),
  ]);
  if (!from || !to || Object.keys(errors).length) return { ok: false, errors };
  const envelopes = request.content.envelopes_count ?? 0;
  const parcels = envelopes > 0 ? [] : (request.content.parcels ?? []).map((p) => ({ ...p.size }));
  return { ok: true, shipment: { from, to, parcels, envelopes, options: shipmentOptions(request) } };
}
