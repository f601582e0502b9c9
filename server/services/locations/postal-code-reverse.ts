// Reverse postal-code lookup: the localities that use a code (usually one; a few codes are shared)
// and, where the locality has a street list, the streets the code belongs to, one item each. A
// code of a whole locality has one item with `street_name: ""` (the contract wants strings).
import type { PostalCodeReverseItem } from '../../../src/shared/shipping.ts';
import type { AppDb } from '../../db/client.ts';
import { locationIndex } from './location-index.ts';
import { streetsWithCode } from './streets.ts';

export async function reversePostalCode(db: AppDb, code: string): Promise<PostalCodeReverseItem[]> {
  const index = await locationIndex(db);
  const items: PostalCodeReverseItem[] = [];
  for (const { dto, item } of index.byPostalCode.get(code) ?? []) {
    const streets = await streetsWithCode(db, dto.id, code);
    for (const street_name of streets.length ? streets : ['']) {
      items.push({
        locality_id: dto.id,
        locality_name: dto.name,
        name_and_county: item.name_and_county,
        county_name: dto.county_name,
        county_code: dto.county_code,
        street_name,
      });
    }
  }
  return items;
}
