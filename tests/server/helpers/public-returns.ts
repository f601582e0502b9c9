// Return requests for the public API's tests: a shop (an account with an API key) turns its returns
// page on through the dashboard's call, a test order placed with its key is delivered (the tracking
// poller's record), its customer files a return the way the page does (statement, then
// confirmation), and the request is moved to the status asked for through the public API itself.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shipments } from '../../../server/db/schema.ts';
import { shippingAddress } from './addresses.ts';
import { api } from './orders.ts';
import { pub, publicOrderBody } from './public-api.ts';
import { finish } from './repayments.ts';
import { settingsBody, statementBody } from './returns.ts';

let pages = 0;

/** Turns on the returns page of the account signed in with `token` (manual approval); answers its slug. */
/** The shop's returns page, approved by hand; the customer pays the return, so an approval makes its shipment await that payment (the door's moves stay the ones tested). */
export async function enableReturns(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const address = await api(app, 'POST', 'addresses', { token, body: shippingAddress() });
  if (address.statusCode !== 201) throw new Error(`address answered ${address.statusCode}: ${address.body}`);
  const slug = `api-retur-${Date.now().toString(36)}-${++pages}`;
  const saved = await api(app, 'PUT', 'returns/settings', { token, body: settingsBody(address.json().data.id, slug, { approval: 'manual', payer: 'customer', ...overrides }) });
  if (saved.statusCode !== 200) throw new Error(`settings answered ${saved.statusCode}: ${saved.body}`);
  return slug;
}

export interface ReturnsShop {
  /** A read_write key of the account (its mode decides the orders' and so the returns' mode). */
  key: string;
  billingAddressId: number;
  slug: string;
}

/** A delivered order placed with the shop's key (a test key: a test order); its id and AWB. */
export async function deliveredOrder(app: FastifyInstance, shop: ReturnsShop): Promise<{ orderId: number; awb: string }> {
  const placed = await pub(app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
  if (placed.statusCode !== 201) throw new Error(`order answered ${placed.statusCode}: ${placed.body}`);
  const { order_id: orderId, awb_number: awb } = placed.json().data as { order_id: number; awb_number: string };
  const [shipment] = await app.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awb, awb));
  await finish(app, { orderId, awb, shipmentId: shipment!.id } as Parameters<typeof finish>[1], 'delivered');
  return { orderId, awb };
}

/** Files a return of `order` on the shop's page as its customer does; the request's id and the guest's access token. */
export async function fileReturnWithAccess(app: FastifyInstance, slug: string, order: { awb: string }, overrides: Record<string, unknown> = {}): Promise<{ id: number; accessToken: string }> {
  const stated = await api(app, 'POST', `returns/shops/${slug}/withdrawal`, { body: statementBody(order, overrides) });
  if (stated.statusCode !== 200) throw new Error(`statement answered ${stated.statusCode}: ${stated.body}`);
  const confirmed = await api(app, 'POST', `returns/shops/${slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
  if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { id: confirmed.json().data.return.id as number, accessToken: confirmed.json().data.access_token as string };
}

/** Files a return of `order` on the shop's page as its customer does; the request's id. */
export async function fileReturn(app: FastifyInstance, slug: string, order: { awb: string }, overrides: Record<string, unknown> = {}): Promise<number> {
  return (await fileReturnWithAccess(app, slug, order, overrides)).id;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A new request of the shop with one photo its customer sent by the signed link; their ids. */
export async function returnWithPhoto(app: FastifyInstance, shop: ReturnsShop): Promise<{ id: number; photoId: number }> {
  const { id, accessToken } = await fileReturnWithAccess(app, shop.slug, await deliveredOrder(app, shop));
  const sent = await app.inject({ method: 'POST', url: `/api/private/returns/requests/${id}/photos?cheie=${accessToken}`, headers: { 'content-type': 'image/png' }, payload: PNG });
  if (sent.statusCode !== 201) throw new Error(`photo answered ${sent.statusCode}: ${sent.body}`);
  return { id, photoId: sent.json().data.id as number };
}

/** The moves through the public API that lead a new request to each status. */
const PATHS = {
  requested: [],
  approved: ['approve'],
  refused: ['refuse'],
  received: ['approve', 'receive'],
  refunded: ['approve', 'receive', 'refund'],
  closed: ['approve', 'receive', 'close'],
} as const;
export type ReachableStatus = keyof typeof PATHS;

/** A request of a new delivered order of the shop, moved to `status` with the shop's key; its id. */
export async function returnIn(app: FastifyInstance, shop: ReturnsShop, status: ReachableStatus = 'requested'): Promise<number> {
  const id = await fileReturn(app, shop.slug, await deliveredOrder(app, shop));
  for (const action of PATHS[status]) {
    const body = action === 'refuse' ? { reason: 'Produsul a fost purtat.' } : undefined;
    const moved = await pub(app, 'POST', `returns/${id}/${action}`, { key: shop.key, body });
    if (moved.statusCode !== 200) throw new Error(`${action} answered ${moved.statusCode}: ${moved.body}`);
  }
  return id;
}
