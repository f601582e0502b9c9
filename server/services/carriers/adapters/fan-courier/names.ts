// Places as FAN's nomenclature spells them (reports/counties, reports/localities: carrier-apis.md
// section 1, "Nomenclature"). FAN matches county and locality by name, and its lists are written
// without diacritics ("Bucuresti", "Targu Frumos" in its own examples and tracking answers): we send
// our names with the diacritics stripped, so "Bistrița-Năsăud" matches "Bistrita-Nasaud". Bucharest's
// sectors are one locality there ("Bucuresti", county "Bucuresti"), so "București Sectorul 3"
// becomes "Bucuresti". No lookup call is needed: names are all FAN wants (ids exist but are unused).
// Street, names and notes keep their diacritics: they are free text printed on the label.
import type { Party } from '../../carrier-adapter.ts';
import type { FanAddress } from './wire.ts';

/** Without diacritics (ș ş ț ţ ă â î and any other combining mark). */
export const ascii = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export function fanCounty(county: string): string {
  return ascii(county).trim();
}

export function fanLocality(locality: string): string {
  const plain = ascii(locality).trim();
  return /^Bucuresti\b/i.test(plain) ? 'Bucuresti' : plain;
}

/**
 * Block, staircase, floor and flat out of our free-text details ("bl. 3, sc. A, et. 2, ap. 14");
 * what is not recognised is returned as `rest` (it goes to the AWB's observation).
 */
export function detailParts(details: string | null | undefined): { building?: string; entrance?: string; floor?: string; apartment?: string; rest: string } {
  const out: { building?: string; entrance?: string; floor?: string; apartment?: string; rest: string } = { rest: '' };
  const rest: string[] = [];
  for (const piece of (details ?? '').split(/[,;]+/).map((p) => p.trim()).filter(Boolean)) {
    const m = /^(bl(?:oc)?|sc(?:ara)?|et(?:aj)?|ap(?:artament)?)\.?\s*(.+)$/i.exec(piece);
    if (!m) {
      rest.push(piece);
      continue;
    }
    const key = m[1]!.toLowerCase().slice(0, 2);
    const value = m[2]!.trim().slice(0, 10);
    if (key === 'bl') out.building = value;
    else if (key === 'sc') out.entrance = value;
    else if (key === 'et') out.floor = value;
    else out.apartment = value;
  }
  out.rest = rest.join(', ');
  return out;
}

/** A home address (street parts when we have them, else the first address line). */
export function fanAddress(party: Party): FanAddress & { rest: string } {
  const { rest, ...parts } = detailParts(party.streetDetails);
  return {
    county: fanCounty(party.county),
    locality: fanLocality(party.locality),
    // A locker end has no street of its own: the point's address line stands in (FAN requires one).
    street: (party.streetName ?? (party.lockerId ? party.addressLines[1] : undefined) ?? party.addressLines[0] ?? '').trim(),
    streetNo: (party.streetNumber ?? '').trim().slice(0, 10),
    zipCode: party.postalCode ? party.postalCode.slice(0, 6) : undefined,
    ...parts,
    rest,
  };
}
