// One length limit per kind of text field, for every form of the app (account, public forms, order,
// checkout, address book) and for the server's checks of the same fields: the input's maxLength,
// the limit said under the field and the server's 422 all come from this table. Lengths count
// characters of the trimmed text (identity-rules.ts `chars`); `min` is there only where a field
// has one. Romanian wording of a limit is here too, since the app and the server both say it.
import { STREET_LINE_MAX } from './address-rules.ts';

export const TEXT_LIMITS = {
  /** A person's name: account, contact forms, sender / recipient, billing, address contact. */
  name: { min: 2, max: 100 },
  email: { max: 254 },
  /** A Romanian phone number as typed (+40 722 123 456, with spaces or dots). */
  phone: { max: 20 },
  /** A company's name: business form, billing, sender / recipient, address book. */
  company: { min: 2, max: 200 },
  /** The street's name. */
  street: { min: 2, max: 150 },
  /** The street number. */
  streetNumber: { max: 20 },
  /** Block, staircase, floor, flat. */
  addressDetails: { max: 200 },
  postalCode: { max: 6 },
  /** The billing address written on one line (checkout): the invoice's address line (address-rules.ts). */
  billingAddress: { min: 5, max: STREET_LINE_MAX },
  cui: { max: 20 },
  regCom: { max: 30 },
  cnp: { max: 13 },
  iban: { max: 42 },
  bank: { max: 100 },
  /** An AWB or order number the contact message is about. */
  reference: { max: 40 },
  /** The customer's own reference of an order (internal_identifier). */
  orderReference: { max: 100 },
  /** What the parcels hold. */
  parcelContent: { min: 4, max: 100 },
  contactMessage: { min: 20, max: 5000 },
  feedbackMessage: { min: 10, max: 3000 },
  businessMessage: { max: 3000 },
} as const satisfies Record<string, { min?: number; max: number }>;

export type TextKind = keyof typeof TEXT_LIMITS;

// Romanian puts "de" before nouns from 20 on (2 caractere, 20 de caractere, 101 caractere).
export function characters(n: number): string {
  const rest = n % 100;
  if (n === 1) return '1 caracter';
  return rest === 0 || rest >= 20 ? `${n} de caractere` : `${n} caractere`;
}

/**
 * A whole number as Romanian writes it (5.000, 12.345): the same as toLocaleString('ro-RO') for
 * integers, without building an Intl formatter on every call (each cost about a millisecond on a
 * slow phone, at import and in every limited field's render).
 */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${digits}` : digits;
}

/** Romanian counts with thousands grouped (5.000 de caractere). */
function charactersGrouped(n: number): string {
  return characters(n).replace(String(n), formatCount(n));
}

export const LIMIT_TEXT = {
  /** Said under a field from the start. */
  atMost: (max: number) => `Cel mult ${charactersGrouped(max)}.`,
  /** Said near the limit (from 80% on). */
  left: (left: number) => (left === 1 ? 'Mai poți scrie 1 caracter.' : `Mai poți scrie ${charactersGrouped(left)}.`),
  /** Said at the limit: the field takes nothing more (a longer paste was cut here). */
  reached: (max: number) => `Ai ajuns la limita de ${charactersGrouped(max)}: textul mai lung nu încape.`,
  /** The server's (and the app's) answer to a longer value. */
  tooLong: (max: number) => `Textul poate avea cel mult ${charactersGrouped(max)}.`,
} as const;

/**
 * How many characters of `max` a value uses, as the input's maxLength counts them: UTF-16 code
 * units (an emoji is 2), so the count and what the field takes always agree.
 */
export function usedLength(value: string): number {
  return value.length;
}

/** What to say under a field holding `value`, limited to `max` characters. */
export function limitStatus(value: string, max: number): string {
  const used = usedLength(value);
  if (used >= max) return LIMIT_TEXT.reached(max);
  if (used >= Math.ceil(max * 0.8)) return LIMIT_TEXT.left(max - used);
  return LIMIT_TEXT.atMost(max);
}
