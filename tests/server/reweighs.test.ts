// Re-weighing (issue #30): a carrier's tracking reports a heavier parcel; the difference (the pricing
// engine's price with the measured weight minus the declared one, at the order's moment) is charged
// to the customer, who sees has_unpaid_reweights and the charge, cannot order until it is paid, and
// pays it from the wallet (all or nothing; short of money: 422 and nothing moves).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRequest } from '../../src/shared/shipping.ts';
import { commerce } from '../../server/app/commerce.ts';
import { pollerContextOf, pollTracking } from '../../server/services/tracking/poller.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { authHarness, query, registerCustomer, settled, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, newKey, orderBody, paidTopUp, placeOrder } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

describe.each(testDatabases())('re-weighing on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  const profile = async (who: TokenAnswer) => (await api(h.app, 'GET', 'customer/profile', { token: who.access_token })).json().data;
  const reweighs = async (who: TokenAnswer) => (await api(h.app, 'GET', 'wallet/reweighs', { token: who.access_token })).json();
  const balance = async (who: TokenAnswer) => (await api(h.app, 'GET', 'wallet', { token: who.access_token })).json().data.balance_bani as number;

  /** The carrier reports, with a new tracking event, that it weighed the parcel at `kg`. */
  async function carrierWeighs(awb: string, kg: number) {
    const [shipment] = await query<{ id: number; awb: string }>(h.db, sql`select id, awb from shipments where awb = ${awb}`);
    await recordTracking(h.db, { id: Number(shipment!.id), awb }, [
      { sequence: 60, carrierStatusCode: 'REWEIGH', status: null, description: 'Colet recântărit în depozit', location: 'Cluj-Napoca', occurredAt: new Date(), measuredWeightKg: kg },
    ], new Date(), { events: eventBusOf(h.app) });
    await settled(h.app);
  }

  it('charges the price difference, blocks the next order until it is paid from the wallet', async () => {
    const who = await registerCustomer(h.app);
    const booked = await bookedOrder(h.app, orderBody(), who.access_token);
    expect((await profile(who)).has_unpaid_reweights).toBe(false);

    await carrierWeighs(booked.awb_number, 4);

    // The expected difference: the same engine with a 4 kg parcel, at the order's moment.
    const [order] = await query<{ price_request: PriceRequest; created_at: Date; total_bani: number }>(h.db, sql`select price_request, created_at, total_bani from orders where id = ${booked.order_id}`);
    const request = order!.price_request;
    const engine = commerce(h.app).ctx.pricing;
    const at = new Date(order!.created_at);
    const heavier = { ...request, content: { parcels: [{ size: { ...request.content.parcels![0]!.size, weight: 4 } }] } };
    const expected = (await engine.priceOffer(heavier, 6, 1, at)).breakdown.total_bani - (await engine.priceOffer(request, 6, 1, at)).breakdown.total_bani;
    expect(expected).toBeGreaterThan(0);

    expect((await profile(who)).has_unpaid_reweights).toBe(true);
    const listed = await reweighs(who);
    expect(listed.meta).toEqual({ unpaid_bani: expected });
    expect(listed.data).toEqual([
      expect.objectContaining({ order_id: booked.order_id, awb: booked.awb_number, declared_weight_kg: 1, measured_weight_kg: 4, amount_bani: expected, paid_at: null }),
    ]);
    // The same report again charges nothing more.
    await carrierWeighs(booked.awb_number, 4);
    expect((await reweighs(who)).data).toHaveLength(1);

    // The next order is refused, with nothing written.
    const before = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders where customer_id = ${who.customer.id}`);
    const refused = await placeOrder(h.app, orderBody(), { token: who.access_token, key: newKey() });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { reason: 'reweigh_unpaid', message: 'Ai o diferență de recântărire neplătită. Plătește-o din portofel (Contul meu → Portofel) înainte de o comandă nouă.' },
    ]);
    expect(await query(h.db, sql`select count(*)::int as n from orders where customer_id = ${who.customer.id}`)).toEqual(before);

    // An empty wallet cannot pay: 422, nothing moves.
    const short = await api(h.app, 'POST', 'wallet/reweighs/pay', { token: who.access_token });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ reason: 'insufficient_funds', errors: { wallet: [expect.stringContaining('Alimentează portofelul')] } });
    expect((await profile(who)).has_unpaid_reweights).toBe(true);

    await paidTopUp(h.app, who.access_token, 5000);
    const paid = await api(h.app, 'POST', 'wallet/reweighs/pay', { token: who.access_token });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({ paid_bani: expected, count: 1, balance_bani: 5000 - expected });
    expect(await balance(who)).toBe(5000 - expected);
    expect((await profile(who)).has_unpaid_reweights).toBe(false);
    expect((await reweighs(who)).data[0].paid_at).not.toBeNull();
    const movements = (await api(h.app, 'GET', 'wallet/movements', { token: who.access_token })).json().data;
    expect(movements[0]).toMatchObject({ kind: 'reweigh', amount_bani: -expected });
    // Paying again moves nothing; ordering works again.
    expect((await api(h.app, 'POST', 'wallet/reweighs/pay', { token: who.access_token })).json().data.count).toBe(0);
    expect(await balance(who)).toBe(5000 - expected);
    const again = await placeOrder(h.app, orderBody(), { token: who.access_token, key: newKey() });
    expect(again.statusCode).toBe(202);
  });

  it('charges nothing for a parcel weighed at its declared weight or lighter', async () => {
    const who = await registerCustomer(h.app);
    const booked = await bookedOrder(h.app, orderBody(), who.access_token);
    await carrierWeighs(booked.awb_number, 0.8);
    expect((await reweighs(who)).data).toEqual([]);
    expect((await profile(who)).has_unpaid_reweights).toBe(false);
  });

  it('is reported by a simulated carrier set to weigh heavier (SIMULATED_REWEIGH_EXTRA_KG), through the tracking poller', async () => {
    const demo = await h.newApp({ SIMULATED_REWEIGH_EXTRA_KG: '2.5' });
    const who = await registerCustomer(demo);
    const booked = await bookedOrder(demo, orderBody(), who.access_token);
    // The pickup scan is due a day later at the latest; the poller asks the simulated carrier then.
    const later = new Date(Date.now() + 30 * 3600_000);
    await h.db.execute(sql`update shipments set next_poll_at = now() - interval '1 second' where awb = ${booked.awb_number}`);
    await pollTracking({ ...pollerContextOf(commerce(demo).ctx), now: () => later }, { batch: 50, timeoutMs: 5000 });
    await settled(demo);
    const [charge] = (await reweighs(who)).data;
    expect(charge).toMatchObject({ order_id: booked.order_id, declared_weight_kg: 1, measured_weight_kg: 3.5 });
    expect(charge.amount_bani).toBeGreaterThan(0);
    expect((await profile(who)).has_unpaid_reweights).toBe(true);

    // By default the simulated carriers report no weight: nothing is charged.
    const plain = await registerCustomer(h.app);
    const other = await bookedOrder(h.app, orderBody(), plain.access_token);
    await h.db.execute(sql`update shipments set next_poll_at = now() - interval '1 second' where awb = ${other.awb_number}`);
    await pollTracking({ ...pollerContextOf(commerce(h.app).ctx), now: () => later }, { batch: 50, timeoutMs: 5000 });
    await settled(h.app);
    expect((await reweighs(plain)).data).toEqual([]);
  });
});
