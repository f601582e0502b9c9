// A guest's order reopened without an account: the public /checkout page with the order's id and a
// signed key in its query (/checkout?comanda=12&cheie=…), the address the app moves to after a guest
// pays and the one the confirmation e-mail links to. Shared by the server (which signs the key and
// writes the mail) and the app (which reads the query), so the two cannot drift apart.

export const GUEST_ORDER_QUERY = { order: 'comanda', key: 'cheie' } as const;

/** The confirmation of guest order `orderId`, opened with `key` (a path on the app's origin). */
export function guestOrderPath(orderId: number, key: string): string {
  return `/checkout?${new URLSearchParams({ [GUEST_ORDER_QUERY.order]: String(orderId), [GUEST_ORDER_QUERY.key]: key })}`;
}

/** The order id and key of a /checkout query, or null when it holds no (well-formed) pair. */
export function guestOrderOf(search: string): { orderId: string; key: string } | null {
  const query = new URLSearchParams(search);
  const orderId = query.get(GUEST_ORDER_QUERY.order) ?? '';
  const key = query.get(GUEST_ORDER_QUERY.key) ?? '';
  return /^[1-9]\d{0,15}$/.test(orderId) && key.length > 0 && key.length <= 120 ? { orderId, key } : null;
}

/**
 * Whether the reopened confirmation can add the order to the signed-in account (the guest endpoint
 * works it out):
 * - `available`: opened from the e-mail, signed in with the order's e-mail: the button is offered;
 * - `sign_in`: opened from the e-mail without a session: sign in (or register) with that e-mail first;
 * - `other_account`: opened from the e-mail, signed in with another e-mail;
 * - `owned`: the order is in the signed-in account already;
 * - `none`: opened from the checkout (not from the e-mail), or the order is in an account already.
 */
export const GUEST_CLAIM_STATUSES = ['available', 'sign_in', 'other_account', 'owned', 'none'] as const;
export type GuestClaimStatus = (typeof GUEST_CLAIM_STATUSES)[number];
