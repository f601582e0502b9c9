// Signed keys that open a guest's order without an account (GET orders/guest/{id}?key=…) and, for
// the key of the confirmation e-mail, let the owner of the address add it to their account (POST
// orders/guest/{id}/claim). A key is an HMAC, with the access-token key (prefixed, so it can never be
// confused with a token or a label link), of its scope, the order id, the guest's e-mail and its
// expiry; nothing is stored, and it is compared in constant time.
// Two scopes: `c`, handed to the browser that placed and paid the order (to survive a reload: it can
// only view), and `e`, written in the confirmation e-mail (view and claim: following it proves the
// mailbox, which whoever typed the address at checkout may not own).
import { createHmac } from 'node:crypto';
import { guestOrderPath } from '../../../src/shared/guest-order.ts';
import type { CommerceContext } from './context.ts';
import { sameSignature } from '../signature-text.ts';

export const GUEST_KEY_TTL_SECONDS = 90 * 24 * 3600;

export type GuestKeyScope = 'checkout' | 'mail';
const CODES: Record<GuestKeyScope, string> = { checkout: 'c', mail: 'e' };
const KEY_FORMAT = /^([ce])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface GuestOrder {
  id: number;
  guestEmail: string | null;
}

async function mac(ctx: CommerceContext, code: string, orderId: number, email: string, expires: number): Promise<Buffer> {
  return createHmac('sha256', await ctx.auth.signingKey()).update(`guest-order:${code}:${orderId}:${email}:${expires}`).digest();
}

/** A key for the guest order (null for an order placed from an account). */
export async function guestOrderKey(ctx: CommerceContext, order: GuestOrder, scope: GuestKeyScope): Promise<string | null> {
  if (!order.guestEmail) return null;
  const expires = Math.floor(ctx.now().getTime() / 1000) + GUEST_KEY_TTL_SECONDS;
  const code = CODES[scope];
  return `${code}.${expires}.${(await mac(ctx, code, order.id, order.guestEmail, expires)).toString('base64url')}`;
}

/** The address of the guest order's confirmation opened with `key`. */
export function guestOrderUrl(ctx: CommerceContext, orderId: number, key: string): string {
  return `${ctx.config.publicUrl}${guestOrderPath(orderId, key)}`;
}

/** The key's scope when it is well-formed, unexpired and signed for this order and e-mail; else null. */
export async function guestKeyScope(ctx: CommerceContext, order: GuestOrder, key: string): Promise<GuestKeyScope | null> {
  const parts = KEY_FORMAT.exec(key);
  if (!parts || !order.guestEmail) return null;
  const [, code = '', expires = '', signature = ''] = parts;
  if (Number(expires) * 1000 < ctx.now().getTime()) return null;
  const expected = await mac(ctx, code, order.id, order.guestEmail, Number(expires));
  if (!sameSignature(signature, expected)) return null;
  return code === CODES.mail ? 'mail' : 'checkout';
}
