// Builds a dataset's rows from its files (read by reference-files.ts) and checks them: headers,
// field counts, whole numbers, 6-digit postal codes, and that every reference (county, locality)
// exists, since the reference tables have no foreign keys. Problems throw ReferenceDataError naming
// the file and the row, before anything is written.
import type { BoxSize } from '../../../src/shared/shipping.ts';
import { foldName } from './names.ts';
import {
  COUNTRIES,
  ReferenceDataError,
  type CountyRow,
  type DatasetSource,
  type FixedLocationRow,
  type Geography,
  type LocalityRow,
  type StreetRow,
} from './reference-files.ts';

/** Rows of a header-checked CSV without quoting (the data files have no commas inside fields). */
export function parseCsv(file: string, text: string, header: readonly string[]): string[][] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  if (lines[0] !== header.join(',')) throw new ReferenceDataError(`${file}: the header must be ${header.join(',')}`);
  return lines.slice(1).map((line, i) => {
    const fields = line.split(',');
    if (fields.length !== header.length) throw new ReferenceDataError(`${file} line ${i + 2}: expected ${header.length} fields`);
    return fields;
  });
}

function int(file: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new ReferenceDataError(`${file}: "${value}" is not a whole number`);
  return n;
}

function text(source: DatasetSource, file: string): string {
  const content = source.files.get(file);
  if (content == null) throw new ReferenceDataError(`${file} is missing`);
  return content;
}

function json<T>(source: DatasetSource, file: string): T {
  try {
    return JSON.parse(text(source, file)) as T;
  } catch (error) {
    if (error instanceof ReferenceDataError) throw error;
    throw new ReferenceDataError(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

export function parseGeography(source: DatasetSource): Geography {
  const countiesFile = 'romania/counties.json';
  const counties = json<{ code: string; name: string; siruta: number }[]>(source, countiesFile).map(
    (c): CountyRow => ({ id: c.siruta, country_code: 'RO', county_code: c.code, name: c.name, name_search: foldName(c.name) }),
  );
  const localitiesFile = 'romania/localities.csv';
  const header = ['county_code', 'name', 'siruta', 'postal_code', 'type', 'parent', 'parent_siruta', 'parent_type'] as const;
  const localities = parseCsv(localitiesFile, text(source, localitiesFile), header).map(
    ([county_code = '', name = '', siruta, postal_code = '', type = '', parent = '', parent_siruta, parent_type = '']): LocalityRow => ({
      siruta: int(localitiesFile, siruta),
      name,
      name_search: foldName(name),
      country_code: 'RO',
      county_code,
      type,
      parent,
      parent_siruta: int(localitiesFile, parent_siruta),
      parent_type,
      postal_code,
    }),
  );
  const codesFile = 'romania/postal_codes.csv';
  const postalCodes = parseCsv(codesFile, text(source, codesFile), ['siruta', 'postal_code', 'source']).map(
    ([siruta, postal_code = '']) => ({ siruta: int(codesFile, siruta), postal_code }),
  );
  const geography = { countries: COUNTRIES, counties, localities, postalCodes };
  checkGeography(geography);
  return geography;
}

/** The references inside the geography files (the tables have no foreign keys: see schema.ts). */
function checkGeography({ countries, counties, localities, postalCodes }: Geography): void {
  const countryCodes = new Set(countries.map((c) => c.country_code));
  const countyCodes = new Set(counties.map((c) => `${c.country_code}:${c.county_code}`));
  const sirutas = new Set<number>();
  for (const county of counties) {
    if (!countryCodes.has(county.country_code)) throw new ReferenceDataError(`county ${county.county_code}: unknown country`);
  }
  for (const locality of localities) {
    if (sirutas.has(locality.siruta)) throw new ReferenceDataError(`localities.csv: SIRUTA ${locality.siruta} appears twice`);
    sirutas.add(locality.siruta);
    if (!countyCodes.has(`${locality.country_code}:${locality.county_code}`)) {
      throw new ReferenceDataError(`localities.csv: ${locality.name} (${locality.siruta}) names unknown county ${locality.county_code}`);
    }
    if (!/^\d{6}$/.test(locality.postal_code)) throw new ReferenceDataError(`localities.csv: ${locality.siruta} has no 6-digit postal code`);
  }
  for (const code of postalCodes) {
    if (!sirutas.has(code.siruta)) throw new ReferenceDataError(`postal_codes.csv: unknown locality ${code.siruta}`);
    if (!/^\d{6}$/.test(code.postal_code)) throw new ReferenceDataError(`postal_codes.csv: "${code.postal_code}" is not 6 digits`);
  }
}

/** Lockers and streets: unique ids, and each names a known locality (`file` for the message). */
export function checkLocalities(file: string, rows: readonly { id: number; siruta: number }[], sirutas: ReadonlySet<number>): void {
  const ids = new Set<number>();
  for (const row of rows) {
    if (ids.has(row.id)) throw new ReferenceDataError(`${file}: id ${row.id} appears twice`);
    ids.add(row.id);
    if (!sirutas.has(row.siruta)) throw new ReferenceDataError(`${file}: row ${row.id} names unknown locality ${row.siruta}`);
  }
}

interface LockerFile {
  generated?: boolean;
  box_profiles: Record<string, BoxSize[]>;
  schedules: Record<string, { days: string; hours: string }[]>;
  lockers: (Omit<FixedLocationRow, 'schedule' | 'box_sizes'> & { schedule: string; box_profile: string; box_sizes: BoxSize['size'][] })[];
}

/** lockers.json names shared schedules and box profiles by key; rows carry them expanded. */
export function parseFixedLocations(source: DatasetSource): FixedLocationRow[] {
  const file = 'lockers.json';
  const data = json<LockerFile>(source, file);
  return data.lockers.map((locker) => {
    const schedule = data.schedules[locker.schedule];
    const profile = data.box_profiles[locker.box_profile];
    if (!schedule || !profile) throw new ReferenceDataError(`${file}: locker ${locker.id} names an unknown schedule or box profile`);
    const { box_profile: _profile, ...row } = locker;
    return { ...row, schedule, box_sizes: profile.filter((box) => locker.box_sizes.includes(box.size)) };
  });
}

/** The fields of one CSV line: quoted fields may hold commas and doubled quotes ("Mincu Ion, arh."). */
function csvFields(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (line[i + 1] !== '"') quoted = false;
      else {
        field += '"';
        i++;
      }
    } else if (c === '"') quoted = true;
    else if (c !== ',') field += c;
    else {
      fields.push(field);
      field = '';
    }
  }
  fields.push(field);
  return fields;
}

// Ids must stay the same while a street stays in the file (an address keeps its street_id), so they
// come from the row's content, not its position: FNV-1a of the row, 31 bits, the next free one on
// the rare collision (about 0.4 expected among 41,601 rows).
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const STREETS_HEADER = 'county_code,locality,siruta,street_type,street_name,numbers,postal_code';

/** Street-level rows only: a row without a street name gives a whole locality's code (postal_codes.csv has those). */
export function parseStreets(source: DatasetSource): StreetRow[] {
  const file = 'romania/streets.csv';
  const lines = text(source, file).split(/\r?\n/);
  if (lines[0] !== STREETS_HEADER) throw new ReferenceDataError(`${file}: the header must be ${STREETS_HEADER}`);
  const rows: StreetRow[] = [];
  const keys = new Map<number, string>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line) continue;
    const fields = csvFields(line);
    if (fields.length !== 7) throw new ReferenceDataError(`${file} line ${i + 1}: expected 7 fields`);
    const [, , siruta, street_type = '', name = '', numbers = '', postal_code = ''] = fields;
    if (!name) continue;
    if (!/^\d{6}$/.test(postal_code)) throw new ReferenceDataError(`${file} line ${i + 1}: "${postal_code}" is not 6 digits`);
    const key = `${siruta}|${street_type}|${name}|${numbers}|${postal_code}`;
    let id = fnv1a(key) & 0x7fffffff || 1;
    for (let taken = keys.get(id); taken !== undefined; taken = keys.get(id)) {
      if (taken === key) throw new ReferenceDataError(`${file} line ${i + 1}: the same row appears twice`);
      id = id === 0x7fffffff ? 1 : id + 1;
    }
    keys.set(id, key);
    rows.push({ id, siruta: int(file, siruta), name, name_search: foldName(name), street_type, numbers, postal_code });
  }
  return rows;
}
