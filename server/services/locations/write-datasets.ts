// Writes one dataset's rows inside the loader's transaction: bulk upserts in batches (each batch is
// ONE statement whose rows travel as a single JSON parameter, expanded by json_to_recordset, which
// is far faster than thousands of bound parameters, on PGlite above all), then a prune of the rows
// no longer in the files. Upserting instead of delete-all keeps every row that did not change (and
// anything that references it) in place. Table and column names here are constants, never input.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { FixedLocationRow, Geography, StreetRow } from './reference-files.ts';

/** The loader's transaction (or the database): anything that runs SQL. */
export type Executor = Pick<AppDb, 'execute'>;

const BATCH_ROWS = 5000;

interface TableSpec {
  table: string;
  key: string[];
  /** Column name -> SQL type, in insert order. */
  columns: Record<string, string>;
}

const TABLES = {
  countries: { table: 'countries', key: ['country_code'], columns: { country_code: 'text', name: 'text', currency: 'text', language: 'text' } },
  counties: {
    table: 'counties',
    key: ['id'],
    columns: { id: 'int', country_code: 'text', county_code: 'text', name: 'text', name_search: 'text' },
  },
  localities: {
    table: 'localities',
    key: ['siruta'],
    columns: {
      siruta: 'int', name: 'text', name_search: 'text', country_code: 'text', county_code: 'text', type: 'text',
      parent: 'text', parent_siruta: 'int', parent_type: 'text', postal_code: 'text',
    },
  },
  postalCodes: { table: 'postal_codes', key: ['siruta', 'postal_code'], columns: { siruta: 'int', postal_code: 'text' } },
  fixedLocations: {
    table: 'fixed_locations',
    key: ['id'],
    columns: {
      id: 'int', carrier_id: 'int', fixed_location_type: 'text', siruta: 'int', name: 'text', address: 'text',
      latitude: 'float8', longitude: 'float8', schedule: 'jsonb', payment_type: 'text', allows_drop_off: 'bool',
      is_active: 'bool', box_sizes: 'jsonb',
    },
  },
  streets: {
    table: 'streets',
    key: ['id'],
    columns: { id: 'int', siruta: 'int', name: 'text', name_search: 'text', street_type: 'text', numbers: 'text', postal_code: 'text' },
  },
} satisfies Record<string, TableSpec>;

async function upsert(db: Executor, spec: TableSpec, rows: readonly object[]): Promise<void> {
  const names = Object.keys(spec.columns);
  const list = names.join(', ');
  const record = names.map((name) => `${name} ${spec.columns[name]}`).join(', ');
  const rest = names.filter((name) => !spec.key.includes(name));
  // Unchanged rows are not rewritten (no dead tuples, no trigger noise).
  const onConflict = rest.length
    ? `do update set ${rest.map((n) => `${n} = excluded.${n}`).join(', ')}
       where (${rest.map((n) => `${spec.table}.${n}`).join(', ')}) is distinct from (${rest.map((n) => `excluded.${n}`).join(', ')})`
    : 'do nothing';
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
    await db.execute(sql`insert into ${sql.raw(spec.table)} (${sql.raw(list)})
      select ${sql.raw(list)} from json_to_recordset(${batch}::json) as r(${sql.raw(record)})
      on conflict (${sql.raw(spec.key.join(', '))}) ${sql.raw(onConflict)}`);
  }
}

/** Deletes the rows whose (single-column) key is not among `keys`. */
async function prune(db: Executor, spec: TableSpec, keys: readonly (number | string)[]): Promise<void> {
  const [key] = spec.key;
  if (!key || spec.key.length !== 1) throw new Error(`prune needs a one-column key (${spec.table})`);
  const type = spec.columns[key as keyof typeof spec.columns];
  await db.execute(sql`delete from ${sql.raw(spec.table)}
    where ${sql.raw(key)} not in (select value::${sql.raw(type ?? 'text')} from json_array_elements_text(${JSON.stringify(keys)}::json))`);
}

export async function writeGeography(db: Executor, data: Geography): Promise<number> {
  await upsert(db, TABLES.countries, data.countries);
  await upsert(db, TABLES.counties, data.counties);
  await upsert(db, TABLES.localities, data.localities);
  // A pair table nothing references: replaced whole.
  await db.execute(sql`delete from postal_codes`);
  await upsert(db, TABLES.postalCodes, data.postalCodes);
  return data.counties.length + data.localities.length + data.postalCodes.length;
}

/** After the datasets that name localities were replaced: the localities, counties and countries no longer in the files. */
export async function pruneGeography(db: Executor, data: Geography): Promise<void> {
  await prune(db, TABLES.localities, data.localities.map((l) => l.siruta));
  await prune(db, TABLES.counties, data.counties.map((c) => c.id));
  await prune(db, TABLES.countries, data.countries.map((c) => c.country_code));
}

/** The generated lockers (lockers.json); the ones synced from the carriers' APIs are left alone. */
export async function writeFixedLocations(db: Executor, rows: FixedLocationRow[]): Promise<number> {
  await upsert(db, TABLES.fixedLocations, rows);
  await db.execute(sql`delete from fixed_locations
    where source = 'generated' and id not in (select value::int from json_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::json))`);
  return rows.length;
}

/**
 * After the geography (`localityCodes`, postal_codes.csv's pairs, just written): a street's postal
 * code is also its locality's, so the pairs only the street list has (80) join postal_codes.
 */
export async function writeStreets(db: Executor, rows: StreetRow[], localityCodes: Geography['postalCodes']): Promise<number> {
  await upsert(db, TABLES.streets, rows);
  await prune(db, TABLES.streets, rows.map((r) => r.id));
  const known = new Set(localityCodes.map((p) => `${p.siruta}:${p.postal_code}`));
  const extra = new Map<string, { siruta: number; postal_code: string }>();
  for (const { siruta, postal_code } of rows) {
    const key = `${siruta}:${postal_code}`;
    if (!known.has(key)) extra.set(key, { siruta, postal_code });
  }
  await upsert(db, TABLES.postalCodes, [...extra.values()]);
  return rows.length;
}
