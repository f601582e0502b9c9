// Resolvers for the pricing engine and the order flow: an address's locality from what a form or a
// shop sends (SIRUTA id; or name + county, diacritics and case ignored; or a postal code alone),
// and a locker by id. Answers come from the location index (database data). No barrel: import
// from this file.
import type { FixedLocationDto, LocalityDto } from '../../../src/shared/shipping.ts';
import type { AppDb } from '../../db/client.ts';
import { locationIndex, type LocalityEntry, type LocationIndex } from './location-index.ts';
import { foldName } from './names.ts';
import { checkPostalCode, checkPostalCodeIn, type PostalCodeAddress, type StreetsOf } from './postal-code-check.ts';

export interface LocalityRef {
  country_code?: string;
  locality_id?: number;
  locality_name?: string;
  county_name?: string;
  county_code?: string;
  postal_code?: string;
}

// "București", "Municipiul București", "București Sector 3", "Sectorul 3" (the sectors are the localities).
const BUCHAREST = /^(?:(?:municipiul )?bucuresti)?(?: ?sector(?:ul)? ([1-6]))?$/;

function byName(index: ResolverIndex, name: string): LocalityEntry[] {
  const folded = foldName(name);
  const direct = index.byName.get(folded);
  if (direct) return direct;
  const sector = BUCHAREST.exec(folded);
  if (!sector || !folded) return [];
  const sectors = (index.byCounty.get('B') ?? []).filter((e) => e.dto.type === 'sector');
  return sector[1] ? sectors.filter((e) => e.nameSearch.endsWith(` ${sector[1]}`)) : sectors;
}

function countyMatches(entry: LocalityEntry, ref: LocalityRef): boolean {
  if (ref.county_code?.trim()) return entry.dto.county_code === ref.county_code.trim().toUpperCase();
  if (ref.county_name?.trim()) {
    const county = foldName(ref.county_name).replace(/^(?:judetul|jud|municipiul) /, '');
    return foldName(entry.dto.county_name) === county;
  }
  return true;
}

/** What the lookups read of the location index (all of it on the main thread; a batch thread's copy: packed-index.ts). */
export type ResolverIndex = Pick<LocationIndex, 'countries' | 'bySiruta' | 'byName' | 'byCounty' | 'byPostalCode' | 'fixedById'>;

/**
 * Every locality the reference fits, best first: one when it is unambiguous, several when e.g. a
 * county has more than one village of that name and no postal code tells them apart, or when only
 * "București" was given (its six sectors).
 */
export function matchIn(index: ResolverIndex, ref: LocalityRef): LocalityDto[] {
  const country = ref.country_code?.trim().toUpperCase();
  if (country && !index.countries.some((c) => c.country_code === country)) return [];
  if (ref.locality_id !== undefined) {
    const entry = index.bySiruta.get(ref.locality_id);
    return entry ? [entry.dto] : [];
  }
  const code = ref.postal_code?.trim() ?? '';
  const withCode = code ? (index.byPostalCode.get(code) ?? []) : [];
  let candidates: LocalityEntry[];
  if (ref.locality_name?.trim()) {
    candidates = byName(index, ref.locality_name).filter((e) => countyMatches(e, ref));
    const narrowed = candidates.filter((e) => withCode.includes(e));
    if (candidates.length > 1 && narrowed.length) candidates = narrowed;
  } else {
    candidates = withCode.filter((e) => countyMatches(e, ref));
  }
  return candidates.map((e) => e.dto);
}

/** matchIn over the database's index. */
export async function matchLocalities(db: AppDb, ref: LocalityRef): Promise<LocalityDto[]> {
  return matchIn(await locationIndex(db), ref);
}

/** The one locality the reference names, or null when none or several fit. */
export async function findLocality(db: AppDb, ref: LocalityRef): Promise<LocalityDto | null> {
  const matches = await matchLocalities(db, ref);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** A locker or pick-up point by id, active or not (callers check `is_active`). */
export async function findFixedLocation(db: AppDb, id: number): Promise<FixedLocationDto | null> {
  return (await locationIndex(db)).fixedById.get(id) ?? null;
}

/** The lookups bound to a database: the `LocationResolver` the pricing engine takes. */
export function locationResolver(db: AppDb) {
  return {
    findLocality: (ref: LocalityRef) => findLocality(db, ref),
    findFixedLocation: (id: number) => findFixedLocation(db, id),
    checkPostalCode: (address: PostalCodeAddress) => checkPostalCode(db, address),
  };
}

/**
 * The same lookups over an index already at hand and a locality's streets as `streets` gives them
 * (a batch thread's: services/batches/check-tasks.ts): the same answers as locationResolver's.
 */
export function indexResolver(index: ResolverIndex, streets: StreetsOf) {
  const findOne = (ref: LocalityRef) => {
    const matches = matchIn(index, ref);
    return matches.length === 1 ? (matches[0] ?? null) : null;
  };
  return {
    findLocality: findOne,
    findFixedLocation: (id: number): FixedLocationDto | null => index.fixedById.get(id) ?? null,
    checkPostalCode: (address: PostalCodeAddress) => checkPostalCodeIn(index, streets, address),
  };
}
