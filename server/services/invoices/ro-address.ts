// Romanian addresses as CIUS-RO wants them in an e-Factura: the county (BT-39 / BT-54) as its
// ISO 3166-2:RO code ('RO-CJ', 'RO-B' for Bucharest: the list the ANAF schematron checks, rule
// BR-RO-110/111), and, in Bucharest, the city (BT-37 / BT-52) as the sector code 'SECTOR1' to
// 'SECTOR6' (BR-RO-100/101). The county names are the ones server/data/romania/counties.json uses.
import type { Address } from './invoice-model.ts';

/** ISO 3166-2:RO code -> county name (41 counties and the Municipality of Bucharest). */
export const RO_COUNTIES: Readonly<Record<string, string>> = {
  'RO-AB': 'Alba', 'RO-AG': 'Argeș', 'RO-AR': 'Arad', 'RO-B': 'București', 'RO-BC': 'Bacău',
  'RO-BH': 'Bihor', 'RO-BN': 'Bistrița-Năsăud', 'RO-BR': 'Brăila', 'RO-BT': 'Botoșani',
  'RO-BV': 'Brașov', 'RO-BZ': 'Buzău', 'RO-CJ': 'Cluj', 'RO-CL': 'Călărași', 'RO-CS': 'Caraș-Severin',
  'RO-CT': 'Constanța', 'RO-CV': 'Covasna', 'RO-DB': 'Dâmbovița', 'RO-DJ': 'Dolj', 'RO-GJ': 'Gorj',
  'RO-GL': 'Galați', 'RO-GR': 'Giurgiu', 'RO-HD': 'Hunedoara', 'RO-HR': 'Harghita', 'RO-IF': 'Ilfov',
  'RO-IL': 'Ialomița', 'RO-IS': 'Iași', 'RO-MH': 'Mehedinți', 'RO-MM': 'Maramureș', 'RO-MS': 'Mureș',
  'RO-NT': 'Neamț', 'RO-OT': 'Olt', 'RO-PH': 'Prahova', 'RO-SB': 'Sibiu', 'RO-SJ': 'Sălaj',
  'RO-SM': 'Satu Mare', 'RO-SV': 'Suceava', 'RO-TL': 'Tulcea', 'RO-TM': 'Timiș', 'RO-TR': 'Teleorman',
  'RO-VL': 'Vâlcea', 'RO-VN': 'Vrancea', 'RO-VS': 'Vaslui',
};

export const BUCHAREST = 'RO-B';

/** Lower case, without diacritics (ş/ţ with cedilla too), hyphens and 'județul' / 'jud.' in front. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(judetul|jud\.?|municipiul|mun\.?)\s+/, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** The ISO 3166-2:RO code of a county written by name ('Cluj', 'jud. Iași', 'Bucuresti'), or null. */
export function countyCode(name: string): string | null {
  const wanted = plain(name);
  for (const [code, county] of Object.entries(RO_COUNTIES)) if (plain(county) === wanted) return code;
  return null;
}

/** Whether the county name and its code name the same county (diacritics and case aside). */
export function countyMatches(name: string, code: string): boolean {
  const county = RO_COUNTIES[code];
  return county !== undefined && plain(county) === plain(name);
}

/** The Bucharest sector (1-6) of an address: its `sector`, else 'Sector 3' / 'sectorul 3' in the city or street. */
export function bucharestSector(address: Address): number | null {
  if (address.sector !== undefined) return Number.isInteger(address.sector) && address.sector >= 1 && address.sector <= 6 ? address.sector : null;
  const match = /\bsector(?:ul)?\s*([1-6])\b/i.exec(`${address.city} ${address.street}`);
  return match ? Number(match[1]) : null;
}

/** BT-37 / BT-52: 'SECTOR1'..'SECTOR6' in Bucharest (or the city as written when no sector is known), else the city. */
export function ublCityName(address: Address): string {
  if (address.countyCode !== BUCHAREST) return address.city.trim();
  const sector = bucharestSector(address);
  return sector === null ? address.city.trim() : `SECTOR${sector}`;
}

/** One line for a person to read: 'Str. Memorandumului 28, Cluj-Napoca, jud. Cluj, 400114'. */
export function addressText(address: Address): string {
  const sector = address.countyCode === BUCHAREST ? bucharestSector(address) : null;
  const city = sector !== null && !/sector/i.test(address.city) ? `${address.city.trim()}, Sector ${sector}` : address.city.trim();
  const county = address.countyCode === BUCHAREST ? null : `jud. ${address.county.trim()}`;
  return [address.street.trim(), city, county, address.postalCode?.trim() || null].filter(Boolean).join(', ');
}
