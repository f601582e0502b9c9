// The sender and the recipient as an order keeps them: what was typed (name, normalised phone,
// e-mail, street) and what it resolved to (the locality's name, county and postal code, the locker's
// name and address), so that the label, the carrier booking and the order view never need the
// reference data again, and stay right even if it changes later.
import type { AddressInput } from '../../../src/shared/shipping.ts';
import type { Party } from '../carriers/index.ts';
import type { LocationResolver } from '../pricing/index.ts';
import { normalizePhone } from '../../../src/shared/identity-rules.ts';

export interface StoredParty {
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  street_name: string | null;
  street_number: string | null;
  street_details: string | null;
  locality_id: number;
  locality_name: string;
  county_name: string;
  county_code: string;
  postal_code: string;
  fixed_location_id: number | null;
  fixed_location_name: string | null;
  fixed_location_address: string | null;
}

const clean = (v: string | undefined): string | null => (v?.trim() ? v.trim() : null);

/** Resolves an end the pricing engine has already accepted (so its locality and locker exist). */
export async function resolveParty(resolver: LocationResolver, address: AddressInput, lockerEnd: boolean): Promise<StoredParty> {
  const locker = lockerEnd && address.fixed_location_id !== undefined ? await resolver.findFixedLocation(address.fixed_location_id) : null;
  const named = address.locality_id !== undefined || Boolean(address.locality_name);
  const locality = await resolver.findLocality(
    named
      ? {
          country_code: address.country_code,
          locality_id: address.locality_id,
          locality_name: address.locality_name,
          county_name: address.county_name,
          county_code: address.county_code,
          postal_code: address.postal_code,
        }
      : { locality_id: locker?.locality_id },
  );
  if (!locality) throw new Error('an end the pricing engine accepted did not resolve');
  // The engine accepted the code; an empty one is filled in from the street or the locality.
  const checked = await resolver.checkPostalCode?.({
    locality_id: locality.id,
    postal_code: address.postal_code,
    street_name: lockerEnd ? null : address.street_name,
    street_number: lockerEnd ? null : address.street_number,
  });
  return {
    name: address.contact?.trim() ?? '',
    phone: normalizePhone(address.phone ?? '') ?? '',
    email: clean(address.email)?.toLowerCase() ?? null,
    company: clean(address.company),
    street_name: lockerEnd ? null : clean(address.street_name),
    street_number: lockerEnd ? null : clean(address.street_number),
    street_details: lockerEnd ? null : clean(address.street_details),
    locality_id: locality.id,
    locality_name: locality.name,
    county_name: locality.county_name,
    county_code: locality.county_code,
    postal_code: checked?.ok ? checked.postal_code : (clean(address.postal_code) ?? locality.postal_code),
    fixed_location_id: locker?.id ?? null,
    fixed_location_name: locker?.name ?? null,
    fixed_location_address: locker?.address ?? null,
  };
}

/** The end as the carrier and the label see it. */
export function partyOf(stored: StoredParty): Party {
  const street = [stored.street_name, stored.street_number ? `nr. ${stored.street_number}` : null].filter(Boolean).join(' ');
  const addressLines = stored.fixed_location_id
    ? [`Locker: ${stored.fixed_location_name ?? stored.fixed_location_id}`, stored.fixed_location_address ?? ''].filter(Boolean)
    : [street, stored.street_details ?? ''].filter(Boolean);
  return {
    name: stored.name,
    phone: stored.phone,
    email: stored.email,
    company: stored.company,
    addressLines,
    locality: stored.locality_name,
    county: stored.county_name,
    postalCode: stored.postal_code,
    lockerId: stored.fixed_location_id,
    streetName: stored.street_name,
    streetNumber: stored.street_number,
    streetDetails: stored.street_details,
    localityId: stored.locality_id,
    countyCode: stored.county_code,
  };
}
