// A guest's order stays a guest order (customer_id null, guest_email) whatever account may exist for
// its e-mail: placing it reveals nothing about accounts and puts nothing into one. It is reopened
// with a signed key (guest-links.ts) and joins an account only when the owner of the address, signed
// in with it, follows the confirmation e-mail's link and adds it.
import { and, eq, isNull } from 'drizzle-orm';
import type { GuestClaimStatus } from '../../../src/shared/guest-order.ts';
import { orders } from '../../db/schema.ts';
import { claimOrderPayment } from '../payments/index.ts';
import { normalizeEmail, type CustomerRow } from '../auth/index.ts';
import { Failure } from '../failure.ts';
import type { CommerceContext } from './context.ts';
import { guestKeyScope, guestOrderKey, guestOrderUrl, type GuestKeyScope } from './guest-links.ts';
import { GUEST_LABEL_LINK_TTL_SECONDS, labelAvailable, labelLink } from './label-links.ts';
import { loadBundle } from './order-queries.ts';
import { orderView, type OrderBundle } from './order-view.ts';

/** One answer for every wrong id, key, scope or e-mail: nothing tells which part was wrong. */
const notFound = () => new Failure(404, 'not_found', 'Comanda nu există sau linkul ei nu este valid.');

/** What a guest's order answer says about where the confirmation went (the same for every guest). */
export async function guestAnswer(ctx: CommerceContext, order: { id: number; guestEmail: string | null }) {
  const key = await guestOrderKey(ctx, order, 'checkout');
  if (!key) return null;
  return {
    email: order.guestEmail,
    key,
    confirmation_url: guestOrderUrl(ctx, order.id, key),
    message: `Îți trimitem confirmarea comenzii pe e-mail, la ${order.guestEmail}, cu un link prin care o redeschizi oricând.`,
  };
}

async function opened(ctx: CommerceContext, orderId: number, key: string): Promise<{ bundle: OrderBundle; scope: GuestKeyScope }> {
  const bundle = Number.isSafeInteger(orderId) && orderId > 0 ? await loadBundle(ctx.db, orderId) : undefined;
  const scope = bundle ? await guestKeyScope(ctx, bundle.order, key) : null;
  if (!bundle || !scope) throw notFound();
  return { bundle, scope };
}

function claimStatus(bundle: OrderBundle, scope: GuestKeyScope, caller: CustomerRow | null): GuestClaimStatus {
  const { order } = bundle;
  if (caller && order.customerId === caller.id) return 'owned';
  if (order.customerId !== null || scope !== 'mail') return 'none';
  if (!caller) return 'sign_in';
  return normalizeEmail(caller.email) === order.guestEmail ? 'available' : 'other_account';
}

/** GET orders/guest/{id}?key=: the order, fresh label links, and whether the caller may add it to their account. */
export async function openGuestOrder(ctx: CommerceContext, orderId: number, key: string, caller: CustomerRow | null) {
  const { bundle, scope } = await opened(ctx, orderId, key);
  const { order } = bundle;
  const labels = bundle.shipment && labelAvailable(order)
    ? await Promise.all([labelLink(ctx, order.id, 'A6', GUEST_LABEL_LINK_TTL_SECONDS), labelLink(ctx, order.id, 'A4', GUEST_LABEL_LINK_TTL_SECONDS)])
    : null;
  return {
    data: {
      order: orderView(bundle, ctx.config.publicUrl, ctx.carriers),
      email: order.guestEmail,
      label_url: labels?.[0].download_url ?? null,
      label_url_a4: labels?.[1].download_url ?? null,
      label_expires_at: labels?.[0].expires_at ?? null,
      claim: claimStatus(bundle, scope, caller),
    },
  };
}

/** POST orders/guest/{id}/claim {key}: the owner of the order's e-mail adds it to their account. */
export async function claimGuestOrder(ctx: CommerceContext, orderId: number, key: string, customer: CustomerRow) {
  const { bundle, scope } = await opened(ctx, orderId, key);
  const { order } = bundle;
  if (order.customerId !== null && order.customerId !== customer.id) throw notFound();
  if (order.customerId === null) {
    if (scope !== 'mail') {
      throw new Failure(403, 'claim_link_required', 'Poți adăuga comanda în cont doar din linkul primit pe e-mail, în confirmarea comenzii.');
    }
    if (normalizeEmail(customer.email) !== order.guestEmail) {
      throw new Failure(403, 'claim_email_mismatch', 'Comanda a fost plasată cu altă adresă de e-mail. Intră în contul acelei adrese ca s-o adaugi.');
    }
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(orders)
        .set({ customerId: customer.id })
        .where(and(eq(orders.id, order.id), isNull(orders.customerId)))
        .returning({ id: orders.id });
      if (claimed) await claimOrderPayment(tx, order.id, customer.id);
    });
  }
  const fresh = await loadBundle(ctx.db, order.id);
  if (fresh?.order.customerId !== customer.id) throw notFound(); // claimed by another request meanwhile
  return { data: { order: orderView(fresh, ctx.config.publicUrl, ctx.carriers) }, message: `Comanda ${order.number} a fost adăugată în contul tău.` };
}
