// One set of rules for a postal address's street line, for every place an address is typed or
// taken from (address book, the order's ends, the checkout's billing, both API doors) and for the
// invoice that is issued from it. The invoice writes the street, number and details on its address
// line 1 (CIUS-RO BT-35 / BT-50), which ANAF takes up to 150 characters (BR-RO-L151/L152): an
// address longer than that would be paid and booked but never invoiced, so every door refuses it
// before any money moves. Pure: the server and the client import it.
import { chars } from './identity-rules.ts';

/** The invoice's address line 1: at most 150 characters (BR-RO-L151 seller, BR-RO-L152 buyer). */
export const STREET_LINE_MAX = 150;
/** The invoice's city (BT-37 / BT-52): at most 50 characters (BR-RO-L0501/L0502). */
export const CITY_MAX = 50;

export interface StreetParts {
  street?: string | null;
  number?: string | null;
  details?: string | null;
}

/** The street line as the invoice and the checkout write it: "Strada Lungă 12, Bl. 3, Ap. 4". */
export function streetLine({ street, number, details }: StreetParts): string {
  const first = [street?.trim(), number?.trim()].filter(Boolean).join(' ');
  return [first, details?.trim()].filter(Boolean).join(', ');
}

/** Whether the street, number and details together fit the invoice's address line. */
export function streetLineFits(parts: StreetParts): boolean {
  return chars(streetLine(parts)) <= STREET_LINE_MAX;
}

export const ADDRESS_RULE_TEXT = {
  /** Said under the details (or the street) when the three together are too long. */
  streetLine: `Strada, numărul și detaliile (bloc, scară, etaj, apartament) pot avea împreună cel mult ${STREET_LINE_MAX} de caractere, cât încape pe factură. Prescurtează-le.`,
  /** The billing address written on one line. */
  billingLine: `Adresa de facturare (strada, numărul și detaliile) poate avea cel mult ${STREET_LINE_MAX} de caractere, cât încape pe factură.`,
} as const;

/** The field to name when the street line is too long: the details when there are some, else the street. */
export function streetLineField<F extends string>(parts: StreetParts, fields: { street: F; details: F }): F {
  return parts.details?.trim() ? fields.details : fields.street;
}
