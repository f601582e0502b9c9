// The streets of a locality (Poșta Română's list, the `streets` table: București's sectors and 47
// cities have one; every other locality has none) and the three things done with them:
// - searchStreets: by the start of any word of the name, diacritics and word order ignored, a
//   leading type word ("str", "strada", "bd", "calea") taken as a hint; one answer per street and
//   postal code, `street_name` with its type ("Strada Memorandumului");
// - findStreets: the street an address names, to check or fill in its postal code;
// - streetsWithCode: the streets a postal code belongs to (postal-code reverse).
// A locality's streets are read from the database once (one query, a few thousand rows at most)
// and kept in memory with the location index they belong to, so a reload of the data drops them.
import { sql } from 'drizzle-orm';
import type { StreetDto } from '../../../src/shared/shipping.ts';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { locationIndex, type LocationIndex } from './location-index.ts';
import { foldName } from './names.ts';
import { sortedWords, streetLabel, streetTerm, typeKey, type StreetTerm } from './street-names.ts';

export const STREETS_LIMIT = 50;

export interface StreetEntry {
  id: number;
  siruta: number;
  type: string;
  name: string;
  nameSearch: string;
  /** The folded words of the name, and those words sorted (whole name; before a comma's title). */
  words: string[];
  anyOrder: string[];
  typeKey: string;
  /** "Strada Memorandumului". */
  label: string;
  numbers: string;
  postalCode: string;
}

const caches = new WeakMap<LocationIndex, Map<number, Promise<StreetEntry[]>>>();
const collator = new Intl.Collator('ro');

/** The first house number of a row ("nr. 21-T" -> 21; none: before every numbered row). */
function firstNumber(numbers: string): number {
  const match = /\d+/.exec(numbers);
  return match ? Number(match[0]) : 0;
}

async function readStreets(db: AppDb, siruta: number): Promise<StreetEntry[]> {
  const [row] = rowsOf<{ rows: { id: number; name: string; name_search: string; street_type: string; numbers: string; postal_code: string }[] }>(
    await db.execute(sql`select coalesce(json_agg(s), '[]'::json) as rows from (
      select id, name, name_search, street_type, numbers, postal_code from streets where siruta = ${siruta}) s`),
  );
  const entries = (row?.rows ?? []).map((r): StreetEntry => {
    const words = r.name_search.split(' ');
    const main = r.name.includes(',') ? foldName(r.name.slice(0, r.name.indexOf(','))).split(' ') : words;
    return {
      id: r.id,
      siruta,
      type: r.street_type,
      name: r.name,
      nameSearch: r.name_search,
      words,
      anyOrder: [sortedWords(words), sortedWords(main)],
      typeKey: typeKey(r.street_type),
      label: streetLabel(r.street_type, r.name),
      numbers: r.numbers,
      postalCode: r.postal_code,
    };
  });
  // By name, type, then the order of the number ranges.
  return entries.sort(
    (a, b) => collator.compare(a.name, b.name) || collator.compare(a.type, b.type) || firstNumber(a.numbers) - firstNumber(b.numbers) || a.id - b.id,
  );
}

/** The streets of a locality (SIRUTA id), ordered by name; [] where there is no street list. */
export async function streetsOf(db: AppDb, siruta: number): Promise<StreetEntry[]> {
  const index = await locationIndex(db);
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new Map()));
  let streets = cache.get(siruta);
  if (!streets) {
    streets = readStreets(db, siruta);
    cache.set(siruta, streets);
    streets.catch(() => cache.delete(siruta));
  }
  return streets;
}

/** 0: the name is the words; 1: it starts with them; 2: each word starts a word of the name; null: no match. */
function nameRank(entry: StreetEntry, words: readonly string[]): number | null {
  const phrase = words.join(' ');
  if (entry.nameSearch === phrase) return 0;
  if (!words.every((w) => entry.words.some((x) => x.startsWith(w)))) return null;
  return entry.nameSearch.startsWith(phrase) ? 1 : 2;
}

/** Lower is better: the name's fit first, then (when the term named a type) the type. */
function rank(entry: StreetEntry, term: StreetTerm): number | null {
  const literal = nameRank(entry, term.words);
  const typed = term.typed ? nameRank(entry, term.typed.words) : null;
  const typeMiss = term.typed && !term.typed.types.has(entry.typeKey) ? 1 : 0;
  const scores = [literal === null ? null : literal * 2, typed === null ? null : typed * 2 + typeMiss].filter((s): s is number => s !== null);
  return scores.length ? Math.min(...scores) : null;
}

/** Matching streets of a locality, best first, one per street and postal code (at most `limit`). */
export async function searchStreets(db: AppDb, siruta: number, raw: string, limit = STREETS_LIMIT): Promise<StreetDto[]> {
  const term = streetTerm(raw);
  if (!term.words.length) return [];
  const ranked: { entry: StreetEntry; score: number; at: number }[] = [];
  const seen = new Set<string>();
  (await streetsOf(db, siruta)).forEach((entry, at) => {
    const key = `${entry.label}|${entry.postalCode}`;
    if (seen.has(key)) return;
    const score = rank(entry, term);
    if (score === null) return;
    seen.add(key);
    ranked.push({ entry, score, at });
  });
  ranked.sort((a, b) => a.score - b.score || a.at - b.at);
  return ranked.slice(0, limit).map(({ entry }) => ({ id: entry.id, street_name: entry.label, postal_code: entry.postalCode }));
}

/** A locality's streets by whole name and by their words in any order: positions in the list. */
const nameIndexes = new WeakMap<readonly StreetEntry[], Map<string, number[]>>();

function namesOf(streets: readonly StreetEntry[]): Map<string, number[]> {
  let index = nameIndexes.get(streets);
  if (index) return index;
  index = new Map();
  const add = (key: string, at: number) => {
    const list = index?.get(key);
    if (!list) index?.set(key, [at]);
    else if (list.at(-1) !== at) list.push(at);
  };
  streets.forEach((s, at) => {
    add(s.nameSearch, at);
    for (const key of s.anyOrder) add(key, at);
  });
  nameIndexes.set(streets, index);
  return index;
}

/**
 * The rows of the street an address names (every number range), [] when it is not in the list:
 * the whole name must match (type hint and word order as in search), not just a word's start.
 */
export function findStreets(streets: readonly StreetEntry[], raw: string): StreetEntry[] {
  const term = streetTerm(raw);
  if (!term.words.length) return [];
  const byName = namesOf(streets);
  const exact = (words: readonly string[]) => {
    const at = new Set([...(byName.get(words.join(' ')) ?? []), ...(byName.get(sortedWords(words)) ?? [])]);
    // In the list's order, as a scan finds them.
    return [...at].sort((a, b) => a - b).map((i) => streets[i] as StreetEntry);
  };
  const literal = exact(term.words);
  if (!term.typed) return literal;
  const named = exact(term.typed.words);
  const { types } = term.typed;
  const ofType = named.filter((s) => types.has(s.typeKey));
  if (ofType.length) return ofType;
  return literal.length ? literal : named;
}

/** The street labels of a locality that use `code`, alphabetical, each once. */
export async function streetsWithCode(db: AppDb, siruta: number, code: string): Promise<string[]> {
  const labels = new Set((await streetsOf(db, siruta)).filter((s) => s.postalCode === code).map((s) => s.label));
  return [...labels].sort(collator.compare);
}

/** One street row by the id a search answered (an address's street_id), or null. */
export async function streetById(db: AppDb, id: number): Promise<{ id: number; locality_id: number; street_name: string; postal_code: string } | null> {
  const [row] = rowsOf<{ siruta: number }>(await db.execute(sql`select siruta from streets where id = ${id}`));
  const entry = row ? (await streetsOf(db, row.siruta)).find((s) => s.id === id) : undefined;
  return entry ? { id: entry.id, locality_id: entry.siruta, street_name: entry.label, postal_code: entry.postalCode } : null;
}
