// Street search within a locality, straight from the `streets` table (prefix of the folded name or
// of one of its words). The table is empty until a licensed street list is added, so today every
// locality answers [] (server/data/romania/README.md).
import { sql } from 'drizzle-orm';
import type { StreetDto } from '../../../src/shared/shipping.ts';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { foldName } from './names.ts';

export const STREETS_LIMIT = 50;

export async function searchStreets(db: AppDb, siruta: number, raw: string): Promise<StreetDto[]> {
  // Folded terms hold only [a-z0-9 ], so no LIKE wildcard can come from the user.
  const term = foldName(raw);
  if (!term) return [];
  const result = await db.execute(sql`select id, name as street_name, postal_code from streets
    where siruta = ${siruta} and (name_search like ${`${term}%`} or name_search like ${`% ${term}%`})
    order by name_search like ${`${term}%`} desc, name_search, id
    limit ${STREETS_LIMIT}`);
  return rowsOf<StreetDto>(result);
}
