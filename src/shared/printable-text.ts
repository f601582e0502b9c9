// What a shipping label can print. Its font (DejaVu Sans, embedded by the server's label PDF) has
// the letters, digits and signs of the Basic Multilingual Plane, ă â î ș ț included, but no emoji:
// those (and every other character beyond U+FFFF), the emoji variation selector, the zero-width
// joiner and the keycap sign would come out as empty boxes. The order form (before it is sent) and
// the server (services/orders/order-validation.ts) refuse them in every field printed on a label,
// with the same Romanian message.

// Beyond U+FFFF (surrogate pairs: emoji, flags...), VS16, ZWJ, the combining keycap.
const UNPRINTABLE = /[\uD800-\uDFFF]|\uFE0F|\u200D|\u20E3/;

/** Whether `text` holds a character the label cannot print. */
export function hasUnprintable(text: string): boolean {
  return UNPRINTABLE.test(text);
}

export const UNPRINTABLE_MESSAGE = 'Eticheta nu poate tipări emoji sau alte simboluri speciale: scrie doar litere, cifre și semne de punctuație.';

/** The fields of an order's sender and recipient that are printed on the label. */
export const PRINTED_PARTY_FIELDS = ['contact', 'company', 'phone', 'street_name', 'street_number', 'street_details'] as const;
