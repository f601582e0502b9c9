// Romanian IBAN check for cash-on-delivery payouts: RO, 2 check digits, a 4-letter bank code and
// 16 alphanumeric characters (24 in all), whose ISO 13616 mod-97 checksum is 1. Spaces are allowed
// in the input (people copy "RO49 AAAA 1B31 ...") and letters may be lower case.

const RO_IBAN = /^RO\d{2}[A-Z]{4}[0-9A-Z]{16}$/;

/** The IBAN without spaces, in upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 of an IBAN: the first 4 characters moved to the end, letters as 10..35. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // '0'..'9' -> 0..9, 'A'..'Z' -> 10..35 (two digits)
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Whether `input` is a Romanian IBAN with a valid structure and checksum. */
export function isValidRomanianIban(input: string): boolean {
  const iban = normalizeIban(input);
  return RO_IBAN.test(iban) && ibanMod97(iban) === 1;
}
