// Romanian identifiers the app and the server check alike (orders, billing, the contact forms): phone numbers (mobile 07xx xxx xxx, landlines 02x/03x, with
// +40, 40 or 0040 in front) and the CUI / CIF of a company (2-10 digits, optionally prefixed RO, whose
// last digit is the control digit: the others, right-aligned under the key 753217532, are
// multiplied and summed, x10 mod 11, and 10 counts as 0).

/** The national form of a Romanian phone number (0722123456), or null when it is not one. */
export function normalizePhone(raw: string): string | null {
  let s = raw.replace(/[\s.\-()/]/g, '');
  if (s.startsWith('+40')) s = `0${s.slice(3)}`;
  else if (s.startsWith('0040')) s = `0${s.slice(4)}`;
  else if (/^40\d{9}$/.test(s)) s = `0${s.slice(2)}`;
  return /^0(?:7\d|[23]\d)\d{7}$/.test(s) ? s : null;
}

const CUI_KEY = '753217532';

/** The CUI's digits without 'RO' and spaces, or null when the control digit does not match. */
export function normalizeCui(raw: string): string | null {
  let s = raw.replace(/\s/g, '').toUpperCase();
  if (s.startsWith('RO')) s = s.slice(2);
  if (!/^[1-9]\d{1,9}$/.test(s)) return null;
  const body = s.slice(0, -1).padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * Number(CUI_KEY[i]);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(s.at(-1)) ? s : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validEmail(raw: string): boolean {
  return raw.length <= 254 && EMAIL.test(raw.trim());
}

/** Length in characters (not UTF-16 units), trimmed. */
export function chars(text: string): number {
  return [...text.trim()].length;
}
