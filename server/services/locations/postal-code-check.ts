// The postal code of an address, checked against the reference data before it is priced, printed on
// a label or kept in the address book: 6 digits; one of its locality's codes (postal_codes, which
// also holds the street list's); and, when the address names a street of the locality's street list,
// one of that street's codes. An empty code is filled in: the street's (the range holding the house
// number when the street has several codes), else the locality's main code.
import type { AppDb } from '../../db/client.ts';
import type { LocalityEntry, LocationIndex } from './location-index.ts';
import { locationIndex } from './location-index.ts';
import { findStreets, streetsOf, type StreetEntry } from './streets.ts';

export interface PostalCodeAddress {
  /** SIRUTA id of the locality the address was resolved to. */
  locality_id: number;
  postal_code?: string | null;
  street_name?: string | null;
  street_number?: string | null;
}

export type PostalCodeCheck = { ok: true; postal_code: string } | { ok: false; message: string };

const SHOWN_CODES = 5;

export const POSTAL_CODE_MESSAGES = {
  format: 'Codul poștal are 6 cifre.',
  locality: 'Localitatea nu există.',
  notOfLocality: (code: string, locality: LocalityEntry) =>
    `Codul poștal ${code} nu aparține localității ${locality.item.name_and_county}. Verifică-l sau lasă câmpul gol și îl completăm noi.`,
  notOfStreet: (code: string, street: StreetEntry, codes: string[]) => {
    const list = codes.length > SHOWN_CODES ? `${codes.slice(0, SHOWN_CODES).join(', ')}…` : codes.join(', ');
    return `Codul poștal ${code} nu aparține străzii ${street.label} (${codes.length > 1 ? `codurile ei: ${list}` : `codul ei: ${list}`}). Verifică-l sau lasă câmpul gol și îl completăm noi.`;
  },
} as const;

/** Whether house number `n` is in a row's "nr." ranges ("nr. 1-25; 2-T": odd 1 to 25, even from 2). */
function holdsNumber(numbers: string, n: number): boolean {
  const ranges = /nr\.\s*(.*?)(?=\bbl\.|\bkm\.|$)/i.exec(numbers)?.[1] ?? '';
  for (const part of ranges.split(/[;,]/)) {
    const m = /^\s*(\d+)[A-Za-z]?\s*(?:-\s*(\d+|T)[A-Za-z]?)?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : m[2] === 'T' ? Infinity : Number(m[2]);
    if (n < from || n > to) continue;
    // A range whose ends have one parity is one side of the street.
    const oneSide = to === Infinity || (to - from) % 2 === 0;
    if (!oneSide || (n - from) % 2 === 0) return true;
  }
  return false;
}

/** The code of a street for a house number: its only code, the range's, the whole street's, or the first. */
function streetCode(rows: readonly StreetEntry[], streetNumber: string | null | undefined): string | undefined {
  const codes = new Set(rows.map((r) => r.postalCode));
  if (codes.size <= 1) return rows[0]?.postalCode;
  const n = Number(/^\s*(\d+)/.exec(streetNumber ?? '')?.[1] ?? NaN);
  const ofNumber = Number.isInteger(n) ? rows.find((r) => holdsNumber(r.numbers, n)) : undefined;
  return (ofNumber ?? rows.find((r) => r.numbers === '') ?? rows[0])?.postalCode;
}

/** A locality's streets (SIRUTA id), ordered by name: streets.ts's streetsOf, or a batch thread's copy. */
export type StreetsOf = (siruta: number) => Promise<readonly StreetEntry[]>;

/** The address's postal code as it may be used, or the Romanian reason it may not (for `…postal_code`). */
export async function checkPostalCode(db: AppDb, address: PostalCodeAddress): Promise<PostalCodeCheck> {
  return checkPostalCodeIn(await locationIndex(db), (siruta) => streetsOf(db, siruta), address);
}

/** checkPostalCode over an index at hand and the streets `streets` gives. */
export async function checkPostalCodeIn(index: Pick<LocationIndex, 'bySiruta' | 'byPostalCode'>, streets: StreetsOf, address: PostalCodeAddress): Promise<PostalCodeCheck> {
  const code = address.postal_code?.trim() ?? '';
  if (code && !/^\d{6}$/.test(code)) return { ok: false, message: POSTAL_CODE_MESSAGES.format };
  const locality = index.bySiruta.get(address.locality_id);
  if (!locality) return { ok: false, message: POSTAL_CODE_MESSAGES.locality };
  const street = address.street_name?.trim() ? findStreets(await streets(locality.dto.id), address.street_name) : [];
  if (!code) {
    const first = street.filter((s) => s.label === street[0]?.label);
    return { ok: true, postal_code: streetCode(first, address.street_number) ?? locality.dto.postal_code };
  }
  if (!(index.byPostalCode.get(code) ?? []).includes(locality)) return { ok: false, message: POSTAL_CODE_MESSAGES.notOfLocality(code, locality) };
  if (street.length && !street.some((s) => s.postalCode === code)) {
    const codes = [...new Set(street.map((s) => s.postalCode))];
    return { ok: false, message: POSTAL_CODE_MESSAGES.notOfStreet(code, street[0] as StreetEntry, codes) };
  }
  return { ok: true, postal_code: code };
}
