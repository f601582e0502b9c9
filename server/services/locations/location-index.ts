// The in-memory index of the reference data, built from the database (never from the files) once
// per database handle and rebuilt after the loader replaced a dataset. Searches, lookups and the
// pricing resolvers read it, so they answer in microseconds instead of a query each. It holds the
// answer objects ready to send (LocalityDto, FixedLocationDto) and a sorted list of search keys:
// every word start of every folded name ("cluj napoca", "napoca"), for prefix search by bisection.
import { sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { CountryDto, CountyDto, FixedLocationDto, LocalityDto, LocalitySearchAnswer } from '../../../src/shared/shipping.ts';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { nameAndCounty, typeRank } from './names.ts';
import type { FixedLocationRow, LocalityRow } from './reference-files.ts';

export type LocalitySearchItem = LocalitySearchAnswer['data'][number] & { county: string };

export interface LocalityEntry {
  dto: LocalityDto;
  /** The search answer item (the DTO plus `name_and_county` and `county`). */
  item: LocalitySearchItem;
  countryCode: string;
  nameSearch: string;
  typeRank: number;
  /** Position in Romanian alphabetical order (name, county, parent). */
  alpha: number;
}

export interface LocationIndex {
  countries: CountryDto[];
  counties: CountyDto[];
  countyByCode: Map<string, CountyDto>;
  /** Alphabetical. */
  localities: LocalityEntry[];
  bySiruta: Map<number, LocalityEntry>;
  byCounty: Map<string, LocalityEntry[]>;
  byName: Map<string, LocalityEntry[]>;
  byPostalCode: Map<string, LocalityEntry[]>;
  /** Sorted word-start keys and, at the same position, the index of their locality in `localities`. */
  keys: string[];
  keyLocality: Int32Array;
  fixedLocations: FixedLocationDto[];
  fixedById: Map<number, FixedLocationDto>;
  fixedByLocality: Map<number, FixedLocationDto[]>;
}

const indexes = new WeakMap<AppDb, Promise<LocationIndex>>();

/**
 * Which lockers the index shows: a connected carrier's own (synced from its API, source 'carrier'),
 * the generated demo network for every carrier on the simulated network. Set once at start
 * (server/app/index.ts) from the configuration, the same in every process of a deployment.
 */
const realCarriersOf = new WeakMap<AppDb, ReadonlySet<number>>();

export function configureLocationIndex(db: AppDb, realCarrierIds: Iterable<number>): void {
  realCarriersOf.set(db, new Set(realCarrierIds));
  forgetLocationIndex(db);
}

// The synced lockers change in the database (a locker sync in any process): each process looks at
// their version at most once a minute, in the background, and rebuilds its index when it moved.
const LOCKERS_CHECK_MS = 60_000;
const lockersSeen = new WeakMap<AppDb, { version: string; checkedAt: number; checking: boolean }>();

async function lockersVersion(db: Pick<AppDb, 'execute'>): Promise<string> {
  const [row] = rowsOf<{ v: string | null }>(await db.execute(sql`select max(synced_at)::text || ':' || count(*)::text as v from fixed_locations where source = 'carrier'`));
  return row?.v ?? '';
}

function checkLockers(db: AppDb): void {
  // With every carrier simulated no lockers are synced: nothing to look at.
  if (!realCarriersOf.get(db)?.size) return;
  const seen = lockersSeen.get(db);
  if (!seen || seen.checking || Date.now() - seen.checkedAt < LOCKERS_CHECK_MS) return;
  seen.checking = true;
  lockersVersion(db)
    .then((version) => {
      if (version !== seen.version) forgetLocationIndex(db);
    })
    .catch(() => undefined)
    .finally(() => {
      seen.checking = false;
      seen.checkedAt = Date.now();
    });
}

/** The index of this database, built on first use (the server warms it at start). */
export function locationIndex(db: AppDb): Promise<LocationIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = buildIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  } else checkLockers(db);
  return index;
}

/** Called by the loader after it replaced a dataset: the next use rebuilds. */
export function forgetLocationIndex(db: AppDb): void {
  indexes.delete(db);
}

const collator = new Intl.Collator('ro');
const carrierNames = new Map<number, string>(CARRIERS.map((c) => [c.id, c.name]));

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every reference table in one snapshot, so a load committing meanwhile cannot mix two versions. */
async function readTables(db: AppDb) {
  return db.transaction(
    async (tx) => {
      // One JSON value per table: PGlite decodes a result row by row in JavaScript, which for 37,777
      // postal codes takes 5 times longer than parsing the same rows as one JSON document.
      const query = async <T>(select: ReturnType<typeof sql>) => {
        const [row] = rowsOf<{ rows: T[] }>(await tx.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from (${select}) t`));
        return row?.rows ?? [];
      };
      return {
        countries: await query<CountryDto>(sql`select country_code, name, currency, language from countries order by country_code`),
        counties: await query<CountyDto>(sql`select id, county_code, name as county_name, country_code from counties`),
        localityRows: await query<LocalityRow>(sql`select * from localities`),
        postalRows: await query<{ siruta: number; postal_code: string }>(sql`select siruta, postal_code from postal_codes`),
        fixedRows: await query<FixedLocationRow>(sql`select * from fixed_locations`),
        lockers: await lockersVersion(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function buildIndex(db: AppDb): Promise<LocationIndex> {
  const { countries, counties, localityRows, postalRows, fixedRows: allFixed, lockers } = await readTables(db);
  lockersSeen.set(db, { version: lockers, checkedAt: Date.now(), checking: false });
  const real = realCarriersOf.get(db) ?? new Set<number>();
  const fixedRows = allFixed.filter((row) => (row.source === 'carrier') === real.has(row.carrier_id));
  counties.sort((a, b) => collator.compare(a.county_name, b.county_name));
  const countyByCode = new Map(counties.map((c) => [`${c.country_code}:${c.county_code}`, c]));

  const localities = localityRows
    .map((row) => {
      const county = countyByCode.get(`${row.country_code}:${row.county_code}`);
      const county_name = county?.county_name ?? row.county_code;
      const dto: LocalityDto = {
        id: row.siruta,
        name: row.name,
        county_code: row.county_code,
        county_name,
        type: row.type,
        parent: row.parent,
        postal_code: row.postal_code,
      };
      const item = { ...dto, county: county_name, name_and_county: nameAndCounty(row.name, row.type, row.parent, county_name) };
      return { dto, item, countryCode: row.country_code, nameSearch: row.name_search, typeRank: typeRank(row.type), alpha: 0 };
    })
    .sort((a, b) => collator.compare(a.dto.name, b.dto.name) || collator.compare(a.dto.county_name, b.dto.county_name) || collator.compare(a.dto.parent, b.dto.parent));
  localities.forEach((entry, i) => (entry.alpha = i));

  const bySiruta = new Map(localities.map((e) => [e.dto.id, e]));
  const byCounty = new Map<string, LocalityEntry[]>();
  const byName = new Map<string, LocalityEntry[]>();
  const wordKeys: { key: string; at: number }[] = [];
  localities.forEach((entry, at) => {
    push(byCounty, entry.dto.county_code, entry);
    push(byName, entry.nameSearch, entry);
    const name = entry.nameSearch;
    for (let i = 0; i < name.length; i++) if (i === 0 || name[i - 1] === ' ') wordKeys.push({ key: name.slice(i), at });
  });
  wordKeys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.at - b.at));

  const byPostalCode = new Map<string, LocalityEntry[]>();
  for (const row of postalRows) {
    const entry = bySiruta.get(row.siruta);
    if (entry) push(byPostalCode, row.postal_code, entry);
  }
  for (const list of byPostalCode.values()) list.sort((a, b) => a.typeRank - b.typeRank || a.alpha - b.alpha);

  const fixedLocations = fixedRows.map((row) => fixedLocationDto(row, bySiruta.get(row.siruta), countyByCode));
  fixedLocations.sort((a, b) => a.carrier_id - b.carrier_id || collator.compare(a.name, b.name) || a.id - b.id);
  const fixedByLocality = new Map<number, FixedLocationDto[]>();
  for (const fixed of fixedLocations) push(fixedByLocality, fixed.locality_id, fixed);

  return {
    countries,
    counties,
    countyByCode,
    localities,
    bySiruta,
    byCounty,
    byName,
    byPostalCode,
    keys: wordKeys.map((k) => k.key),
    keyLocality: Int32Array.from(wordKeys, (k) => k.at),
    fixedLocations,
    fixedById: new Map(fixedLocations.map((f) => [f.id, f])),
    fixedByLocality,
  };
}

function fixedLocationDto(row: FixedLocationRow, locality: LocalityEntry | undefined, counties: Map<string, CountyDto>): FixedLocationDto {
  const county = locality ? counties.get(`${locality.countryCode}:${locality.dto.county_code}`) : undefined;
  return {
    id: row.id,
    fixed_location_type: row.fixed_location_type,
    carrier_id: row.carrier_id,
    carrier_name: carrierNames.get(row.carrier_id) ?? String(row.carrier_id),
    locality_id: row.siruta,
    locality_name: locality?.dto.name ?? '',
    county_id: county?.id ?? 0,
    county_name: county?.county_name ?? '',
    country_code: county?.country_code ?? 'RO',
    name: row.name,
    address: row.address,
    allows_drop_off: row.allows_drop_off,
    is_active: row.is_active,
    coordinates: { lat: row.latitude, long: row.longitude },
    schedule: row.schedule,
    payment_type: row.payment_type,
    box_sizes: row.box_sizes,
  };
}
