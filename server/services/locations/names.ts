// How names are compared: lower case, diacritics folded (ș ş -> s, ț ţ -> t, ă â -> a, î -> i, and any
// other accent), dots and apostrophes dropped, any other punctuation (hyphens) turned into one space.
// Stored as `name_search` and applied to every search term, so "targu-mures", "Târgu Mureș" and
// "TARGU MURES" all meet "targu mures".

// Combining marks left by NFD: breve, circumflex, comma below (U+0326), cedilla (U+0327), acute...
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const TYPE_RANK: Record<string, number> = { municipiu: 0, sector: 0, oras: 1, componenta: 2, sat: 3 };

/** Cities and Bucharest sectors first, then towns, then parts of towns, then villages. */
export function typeRank(type: string): number {
  return TYPE_RANK[type] ?? 4;
}

/**
 * "Iași, Iași"; a village or town component also names its commune or town when that differs
 * ("Valea Mare (Cândești), Argeș"), since 880 localities share a name within their county.
 */
export function nameAndCounty(name: string, type: string, parent: string, countyName: string): string {
  const qualified = (type === 'sat' || type === 'componenta') && parent !== name ? `${name} (${parent})` : name;
  return `${qualified}, ${countyName}`;
}
