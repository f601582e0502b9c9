// Shop returns in tests: a shop (a registered account) with a return address in its book and its
// returns page saved through the API, and an order of that shop shipped through Curiero (paid on the
// test processor's page, booked with the simulated carrier) and delivered as the tracking poller
// records it, with the shop's own reference and, if asked, cash on delivery; a return of such an
// order filed by its customer and approved by the shop, with its return shipment.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { returnRequests, shipments } from '../../../server/db/schema.ts';
import { shippingAddress } from './addresses.ts';
import { registerCustomer, uniqueEmail, type TokenAnswer } from './auth.ts';
import { api, orderBody, paidTopUp, placePaidOrder } from './orders.ts';
import { finish, roIban } from './repayments.ts';

export interface Shop {
  who: TokenAnswer;
  token: string;
  customerId: number;
  addressId: number;
  slug: string;
}

let shops = 0;

/** The settings body of a page that takes every method and carrier (`overrides` on top). */
export function settingsBody(addressId: number, slug: string, overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    public_name: 'Magazinul Ștrumfilor',
    slug,
    window_days: 30,
    conditions: 'Produsele se returnează nefolosite, în ambalajul original.',
    reasons: ['Nu mi se potrivește mărimea', 'Produs deteriorat', 'M-am răzgândit'],
    return_address_id: addressId,
    drop_off_methods: ['locker', 'office', 'courier'],
    carrier_ids: [6, 1],
    payer: 'shop_up_to',
    payer_limit_bani: 5000,
    approval: 'manual',
    accept_external_orders: false,
    notify_shop: true,
    ...overrides,
  };
}

/** The wallet a shop starts with: its returns' shipments are paid from it (services/returns/return-shipment.ts). */
export const SHOP_WALLET_BANI = 20_000;

/** A new account with a return address, its returns page saved (enabled unless overridden) and SHOP_WALLET_BANI in its wallet (`walletBani` 0: none). */
export async function shopWithReturns(app: FastifyInstance, overrides: Record<string, unknown> = {}, walletBani = SHOP_WALLET_BANI): Promise<Shop> {
  const who = await registerCustomer(app);
  const token = who.access_token;
  const address = await api(app, 'POST', 'addresses', { token, body: shippingAddress() });
  if (address.statusCode !== 201) throw new Error(`address answered ${address.statusCode}: ${address.body}`);
  const addressId = address.json<{ data: { id: number } }>().data.id;
  const slug = `magazin-${Date.now().toString(36)}-${++shops}`;
  const saved = await api(app, 'PUT', 'returns/settings', { token, body: settingsBody(addressId, slug, overrides) });
  if (saved.statusCode !== 200) throw new Error(`settings answered ${saved.statusCode}: ${saved.body}`);
  if (walletBani > 0) await paidTopUp(app, token, walletBani);
  return { who, token, customerId: who.customer.id, addressId, slug };
}

export interface ShopOrder {
  orderId: number;
  awb: string;
  shipmentId: number;
}

/** An order of the shop with its reference `reference`, booked, then delivered at `deliveredAt` (unless `delivered` is false). */
export async function shopOrder(app: FastifyInstance, shop: Shop, options: { reference?: string; codLei?: number; deliveredAt?: Date; delivered?: boolean } = {}): Promise<ShopOrder> {
  const extra: Record<string, unknown> = { parcel_content: 'Tricou și pantofi', internal_identifier: options.reference ?? `MS-${++shops}` };
  if (options.codLei) Object.assign(extra, { bank_repayment_amount: options.codLei, bank_iban: roIban(7), bank_holder: 'Magazinul Ștrumfilor SRL' });
  const paid = await placePaidOrder(app, orderBody({ extra }), { token: shop.token });
  if (!paid.awb) throw new Error(`order ${paid.orderId} not booked`);
  const [shipment] = await app.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awb, paid.awb));
  const order = { orderId: paid.orderId, awb: paid.awb, shipmentId: shipment!.id };
  if (options.delivered !== false) await finish(app, order, 'delivered', options.deliveredAt ?? new Date());
  return order;
}

/** The statement body of a return of one item of `order` found by its AWB. */
export function statementBody(order: { awb: string }, overrides: Record<string, unknown> = {}) {
  return {
    order: { awb: order.awb },
    items: [{ name: 'Tricou albastru', quantity: 1, reason: 'Nu mi se potrivește mărimea' }],
    contact: { name: 'Ion Țăranu', email: 'ion.taranu@exemplu.ro', phone: '0744 987 654', locality_name: 'Iași', county_name: 'Iași', street: 'Bulevardul Ștefan cel Mare și Sfânt 10', postal_code: '700064' },
    drop_off_method: 'locker',
    carrier_id: 6,
    // The form was shown a minute before it was sent (the public forms' fill time).
    started_at: Date.now() - 60_000,
    ...overrides,
  };
}

/** The buyer's IBAN a cash-on-delivery return gives (its refund goes there). */
export const BUYER_IBAN = roIban(4321);

export interface ApprovedReturn {
  id: number;
  /** The buyer's e-mail. */
  email: string;
  /** The return shipment the approval made and booked (an order of ours linked by return_order_id). */
  returnOrder: ShopOrder;
}

/** A return of `order` filed by its customer (with BUYER_IBAN when `cod`) and approved by the shop, with its return shipment. */
export async function approvedReturn(app: FastifyInstance, shop: Shop, order: ShopOrder, cod: boolean): Promise<ApprovedReturn> {
  const email = uniqueEmail('cumparator');
  const body = statementBody(order, { contact: { ...statementBody(order).contact, email }, ...(cod ? { iban: BUYER_IBAN } : {}) });
  const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body });
  if (stated.statusCode !== 200) throw new Error(`withdrawal answered ${stated.statusCode}: ${stated.body}`);
  const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
  if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const id = confirmed.json().data.return.id as number;
  const approved = await api(app, 'POST', `returns/${id}/approve`, { token: shop.token });
  if (approved.statusCode !== 200) throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
  const [linked] = await app.db.select({ orderId: returnRequests.returnOrderId }).from(returnRequests).where(eq(returnRequests.id, id));
  const [parcel] = await app.db.select({ id: shipments.id, awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, linked!.orderId!));
  return { id, email, returnOrder: { orderId: linked!.orderId!, awb: parcel!.awb, shipmentId: parcel!.id } };
}
