// The part of the location index the lookups read (resolve.ts's ResolverIndex: localities by id,
// name, county and postal code, countries, lockers) packed once per index as JSON in shared memory,
// for the batch threads (services/batches/check-tasks.ts): a task hands a thread the buffer itself,
// not a copy, and a thread unpacks it once per index into the same maps, in the same orders, so its
// lookups answer as the main thread's.
import type { CountryDto, FixedLocationDto, LocalityDto } from '../../../src/shared/shipping.ts';
import type { LocalityEntry, LocationIndex } from './location-index.ts';
import type { ResolverIndex } from './resolve.ts';

/** One locality: its DTO, its search name, its name with the county (messages), its type's rank and its country. */
type PackedLocality = [LocalityDto, string, string, number, string];

interface Packed {
  countries: CountryDto[];
  /** Alphabetical, as the index's list (the order of byName's and byCounty's lists). */
  localities: PackedLocality[];
  /** Each code's localities by SIRUTA id, in the index's order. */
  postalCodes: [string, number[]][];
  fixed: FixedLocationDto[];
}

export interface PackedIndex {
  /** Another number for another index (the data reloaded, lockers synced). */
  version: number;
  buffer: SharedArrayBuffer;
}

const packed = new WeakMap<LocationIndex, PackedIndex>();
let versions = 0;

/** The index packed (once per index). */
export function packIndex(index: LocationIndex): PackedIndex {
  const known = packed.get(index);
  if (known) return known;
  const data: Packed = {
    countries: index.countries,
    localities: index.localities.map((e) => [e.dto, e.nameSearch, e.item.name_and_county, e.typeRank, e.countryCode]),
    postalCodes: [...index.byPostalCode].map(([code, list]) => [code, list.map((e) => e.dto.id)]),
    fixed: index.fixedLocations,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  const buffer = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  const made = { version: ++versions, buffer };
  packed.set(index, made);
  return made;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The lookups' index from its packed form. */
export function unpackIndex(buffer: SharedArrayBuffer): ResolverIndex {
  // TextDecoder does not read shared memory: a copy of the bytes first.
  const data = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer).slice())) as Packed;
  const bySiruta = new Map<number, LocalityEntry>();
  const byName = new Map<string, LocalityEntry[]>();
  const byCounty = new Map<string, LocalityEntry[]>();
  data.localities.forEach(([dto, nameSearch, nameAndCounty, typeRank, countryCode], alpha) => {
    const entry: LocalityEntry = { dto, item: { ...dto, county: dto.county_name, name_and_county: nameAndCounty }, countryCode, nameSearch, typeRank, alpha };
    bySiruta.set(dto.id, entry);
    push(byName, nameSearch, entry);
    push(byCounty, dto.county_code, entry);
  });
  const byPostalCode = new Map(data.postalCodes.map(([code, ids]) => [code, ids.map((id) => bySiruta.get(id)!)]));
  return { countries: data.countries, bySiruta, byName, byCounty, byPostalCode, fixedById: new Map(data.fixed.map((f) => [f.id, f])) };
}
