// Romanian identifiers of a billing address beyond the CUI (src/shared/identity-rules.ts): the
// trade-register number (Reg. Com.), the CNP of a person and the IBAN, checked with ibantools (a
// maintained library: country length, BBAN format, ISO 7064 check digits).
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * The trade-register number in its usual written form, or null. Two forms are in use:
 * - the old one, `J12/3456/2020`: J (companies), F (sole traders) or C (cooperatives), the county's
 *   2-digit code (01-52), the order number, the year of registration;
 * - ONRC's newer one, one block: the letter, the year (4 digits), the order number (6 digits) and
 *   the registry office's code (3 digits), e.g. `J2024012345400`.
 */
export function normalizeRegCom(raw: string, now = new Date()): string | null {
  const s = raw.replace(/\s/g, '').toUpperCase();
  const thisYear = now.getUTCFullYear();
  const old = /^([JFC])(\d{1,2})\/(\d{1,7})\/(\d{4})$/.exec(s);
  if (old) {
    const county = Number(old[2]);
    const year = Number(old[4]);
    if (county < 1 || county > 52 || Number(old[3]) < 1 || year < 1990 || year > thisYear) return null;
    return `${old[1]}${String(county).padStart(2, '0')}/${Number(old[3])}/${year}`;
  }
  const block = /^([JFC])(\d{4})(\d{6})(\d{3})$/.exec(s);
  if (block) {
    const year = Number(block[2]);
    if (year < 1990 || year > thisYear || Number(block[3]) < 1) return null;
    return s;
  }
  return null;
}

const CNP_KEY = '279146358279';

/**
 * Whether a CNP (personal numeric code) is well formed: 13 digits S YY MM DD JJ NNN C, a sex/century
 * digit 1-9, a real date, a county code 01-52 (or 70, given to foreign residents since 2024), and
 * the control digit (the first 12 digits times 279146358279, summed, mod 11; 10 counts as 1).
 */
export function validCnp(raw: string): boolean {
  const s = raw.replace(/\s/g, '');
  if (!/^[1-9]\d{12}$/.test(s)) return false;
  const digits = [...s].map(Number);
  const century = { 1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000, 7: 0, 8: 0, 9: 0 }[digits[0] as 1] ?? 0;
  const yy = Number(s.slice(1, 3));
  const month = Number(s.slice(3, 5));
  const day = Number(s.slice(5, 7));
  const county = Number(s.slice(7, 9));
  // Residents (7, 8) and foreigners (9) carry no century: any year with that day and month will do.
  const year = century ? century + yy : 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  if (!((county >= 1 && county <= 52) || county === 70)) return false;
  const sum = digits.slice(0, 12).reduce((total, d, i) => total + d * Number(CNP_KEY[i]), 0);
  const control = sum % 11 === 10 ? 1 : sum % 11;
  return control === digits[12];
}

export type IbanProblem = 'invalid' | 'not_romanian';

/** The IBAN without spaces, upper case, when valid and Romanian; otherwise the problem. */
export function checkRomanianIban(raw: string): { iban: string } | { problem: IbanProblem } {
  const iban = electronicFormatIBAN(raw) ?? '';
  if (!isValidIBAN(iban)) return { problem: 'invalid' };
  if (!iban.startsWith('RO')) return { problem: 'not_romanian' };
  return { iban };
}
