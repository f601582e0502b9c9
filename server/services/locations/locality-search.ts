// Locality search by prefix over the in-memory index: the folded term is looked up by bisection in
// the sorted word-start keys, so "iasi" finds "Iași", "napoca" finds "Cluj-Napoca" and "bucuresti"
// the six sectors. Ranking: the exact name first, then cities and sectors, towns, town components,
// villages; among equals a name that starts with the term before one that only has a word starting
// with it, then Romanian alphabetical order. Work is proportional to the matches (a few hundred at
// most for a 2-letter term), well under a millisecond.
import { foldName } from './names.ts';
import type { LocalitySearchItem, LocationIndex } from './location-index.ts';

export interface LocalitySearchOptions {
  /** ISO code without `RO-` (e.g. "CJ"); only localities of that county. */
  countyCode?: string;
  limit: number;
}

export interface LocalitySearchResult {
  items: LocalitySearchItem[];
  /** Every match, before the limit. */
  total: number;
}

/** The folded search term; "sector 3" also means "sectorul 3" (București). */
export function searchTerm(raw: string): string {
  return foldName(raw).replace(/\bsector (\d)\b/g, 'sectorul $1');
}

function lowerBound(keys: readonly string[], term: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Score: lower is better. The last part is the alphabetical position, which is also the locality's
// place in `index.localities`, so a score alone says which locality it is.
const ALPHA_SPAN = 100_000;

// Reused between searches (they run synchronously, one at a time): no allocation per matched key,
// so a search of a 2-letter term does not feed the garbage collector.
interface Scratch {
  best: Float64Array;
  stamp: Uint32Array;
  generation: number;
}
const scratches = new WeakMap<LocationIndex, Scratch>();

function scratchOf(index: LocationIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const n = index.localities.length;
    scratch = { best: new Float64Array(n), stamp: new Uint32Array(n), generation: 0 };
    scratches.set(index, scratch);
  }
  scratch.generation = (scratch.generation + 1) >>> 0 || 1;
  return scratch;
}

export function searchLocalities(index: LocationIndex, raw: string, options: LocalitySearchOptions): LocalitySearchResult {
  const term = searchTerm(raw);
  if (!term) return { items: [], total: 0 };
  const county = options.countyCode?.toUpperCase();
  const { keys, keyLocality, localities } = index;
  const { best, stamp, generation } = scratchOf(index);
  const touched: number[] = [];
  for (let i = lowerBound(keys, term); i < keys.length && (keys[i] as string).startsWith(term); i++) {
    const at = keyLocality[i] as number;
    const entry = localities[at];
    if (!entry || (county && entry.dto.county_code !== county)) continue;
    const exact = entry.nameSearch === term ? 0 : 1;
    const fromStart = entry.nameSearch.startsWith(term) ? 0 : 1;
    const score = (exact * 16 + entry.typeRank * 2 + fromStart) * ALPHA_SPAN + at;
    if (stamp[at] !== generation) {
      stamp[at] = generation;
      best[at] = score;
      touched.push(at);
    } else if (score < (best[at] as number)) {
      best[at] = score;
    }
  }
  const scores = Float64Array.from(touched, (at) => best[at] as number).sort();
  const items: LocalitySearchItem[] = [];
  for (let j = 0; j < scores.length && items.length < options.limit; j++) {
    const entry = localities[(scores[j] as number) % ALPHA_SPAN];
    if (entry) items.push(entry.item);
  }
  return { items, total: touched.length };
}
