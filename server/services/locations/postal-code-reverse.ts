// Reverse postal-code lookup: the localities that use a code (usually one; a few codes are shared,
// and a city's street-level codes all point to the city). `street_name` stays null until a street
// list exists (server/data/romania/README.md).
import type { PostalCodeReverseItem } from '../../../src/shared/shipping.ts';
import type { LocationIndex } from './location-index.ts';

export function reversePostalCode(index: LocationIndex, code: string): PostalCodeReverseItem[] {
  return (index.byPostalCode.get(code) ?? []).map(({ dto, item }) => ({
    locality_id: dto.id,
    locality_name: dto.name,
    name_and_county: item.name_and_county,
    county_name: dto.county_name,
    county_code: dto.county_code,
    street_name: null,
  }));
}
