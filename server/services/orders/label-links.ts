// Signed, short-lived label links: GET /api/private/orders/{id}/label?format=…&expires=…&signature=…
// opens the label without a bearer token (to print from another device, or for a guest right after
// ordering). The signature is an HMAC of the order, format (with the dpi for ZPL) and expiry with the access-token key
// (prefixed, so it can never be confused with a token), compared in constant time.
import { createHmac } from 'node:crypto';
import { Failure } from '../failure.ts';
import { labelKind, type LabelFormat, type LabelRequest } from '../labels/index.ts';
import type { CommerceContext } from './context.ts';
import { sameSignature } from '../signature-text.ts';

export const LABEL_LINK_TTL_SECONDS = 15 * 60;

/** A cancelled order's label must not be printed (its AWB is void): no PDF, no link, on either API. */
export const labelOfCancelledOrder = (numbers: readonly string[]) =>
  new Failure(
    409,
    'order_cancelled',
    numbers.length === 1
      ? `Comanda ${numbers[0]} este anulată: AWB-ul ei nu mai este valabil, deci eticheta nu mai poate fi descărcată.`
      : `Comenzile ${numbers.join(', ')} sunt anulate: AWB-urile lor nu mai sunt valabile, deci etichetele nu mai pot fi descărcate.`,
  );

/** Whether an order's label may still be given out (not once the order is cancelled). */
export function labelAvailable(order: { status: string }): boolean {
  return order.status !== 'cancelled';
}
/** A guest has no account session yet: the link in the order answer lasts a day. */
export const GUEST_LABEL_LINK_TTL_SECONDS = 24 * 3600;

const requestOf = (asked: LabelFormat | LabelRequest): LabelRequest => (typeof asked === 'string' ? { format: asked, dpi: 203 } : asked);

/** The format signed: 'A6', 'A4_4xA6'... as before ZPL came, 'ZPL-300dpi' for ZPL. */
async function mac(ctx: CommerceContext, orderId: number, asked: LabelFormat | LabelRequest, expires: number): Promise<Buffer> {
  return createHmac('sha256', await ctx.auth.signingKey()).update(`label-link:${orderId}:${labelKind(requestOf(asked))}:${expires}`).digest();
}

export async function labelLink(ctx: CommerceContext, orderId: number, asked: LabelFormat | LabelRequest, ttlSeconds = LABEL_LINK_TTL_SECONDS) {
  const request = requestOf(asked);
  const expires = Math.floor(ctx.now().getTime() / 1000) + ttlSeconds;
  const signature = (await mac(ctx, orderId, request, expires)).toString('base64url');
  const query = new URLSearchParams({ format: request.format, ...(request.format === 'ZPL' ? { dpi: String(request.dpi) } : {}), expires: String(expires), signature });
  return { download_url: `${ctx.config.publicUrl}/api/private/orders/${orderId}/label?${query}`, expires_at: new Date(expires * 1000).toISOString() };
}

/** Whether the link's signature is right and it has not expired. */
export async function labelLinkValid(ctx: CommerceContext, orderId: number, asked: LabelFormat | LabelRequest, expires: string, signature: string): Promise<boolean> {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < ctx.now().getTime()) return false;
  const expected = await mac(ctx, orderId, asked, Number(expires));
  return sameSignature(signature, expected);
}
