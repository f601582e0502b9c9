// The shop's own reference of an order (the public API's extra.internal_identifier, e.g. "MV-10021")
// as a real carrier gets it: "Magazin: MV-10021" added to a free-text field of the AWB that the
// carrier keeps with it (each adapter names the field and why). It only helps the people who handle
// the parcel: our order number stays in the carrier's client reference field, where we find a
// booking again, and nothing is ever matched on the shop's reference.

export const SHOP_REFERENCE_PREFIX = 'Magazin: ';

/** "Magazin: <reference>", or '' when the shop gave none. */
export function shopNote(shopReference: string | undefined): string {
  const reference = shopReference?.trim();
  return reference ? `${SHOP_REFERENCE_PREFIX}${reference}` : '';
}

/**
 * `text` followed by the shop's note ("…; Magazin: MV-10021"), within `max` characters (the field's
 * documented length; Infinity when no source states one). What the field held keeps its place and is
 * never cut for the note: the note takes the room left, cut to it, and is left out when not even the
 * prefix and one character fit. Without a shop reference, `text` as before (cut to `max`).
 */
export function withShopNote(text: string, shopReference: string | undefined, max: number): string {
  const note = shopNote(shopReference);
  const base = text.slice(0, max);
  if (!note) return base;
  const joined = base ? `${base}; ${note}` : note;
  const room = max - (base ? base.length + 2 : 0);
  return room > SHOP_REFERENCE_PREFIX.length ? joined.slice(0, max) : base;
}
