// The pickup day an order chooses (/cheama-curier: "alegi ziua ridicării"): one of the offer's
// `pickup_dates` (the carrier's next working days, holidays skipped), stored with the order's offer
// (its estimated_pickup_date, the delivery estimate moved with it), given to the carrier's booking;
// accepted on both doors as the optional `pickup_date`, and any other day refused with a 422 before
// anything is written or charged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, orderBody, placeOrder, uniqueGuest } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody } from './helpers/public-api.ts';

describe.each(testDatabases())('the pickup day on $name', (backend) => {
  let h: AuthHarness;
  let token: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    token = (await registerCustomer(h.app)).access_token;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  // DPD takes the pickup day with the booking (service.pickupDate): five working days to choose from.
  async function pickupDates(carrier_id = 2, count = 5): Promise<string[]> {
    const { service_id, address_from, address_to, content, extra } = orderBody();
    const answer = await api(h.app, 'POST', 'orders/price-calculation', { body: { carrier_id, service_id, address_from, address_to, content, extra } });
    const offer = answer.json().data[0];
    expect(offer.pickup_dates).toHaveLength(count);
    expect(offer.pickup_dates[0]).toBe(offer.estimated_pickup_date);
    return offer.pickup_dates;
  }

  it('stores the day chosen in the app and shows it on the order', async () => {
    const days = await pickupDates();
    const placed = await placeOrder(h.app, orderBody({ carrier_id: 2, pickup_date: days[2] }), { token });
    expect(placed.statusCode, placed.body).toBe(202);
    const order = (await api(h.app, 'GET', `orders/${placed.json().data.order_id}`, { token })).json().data;
    expect(order.estimated_pickup_date).toBe(days[2]);
    expect(order.estimated_delivery_date > days[2]!).toBe(true);
  });

  it('the order says where its cash on delivery is paid: amount, IBAN and holder', async () => {
    const extra = { parcel_content: 'Cărți și jucării', bank_repayment_amount: 150.5, bank_repayment_currency: 'RON', bank_iban: 'RO49AAAA1B31007593840000', bank_holder: 'Ana Popescu' };
    const placed = await placeOrder(h.app, orderBody({ extra }), { token });
    expect(placed.statusCode, placed.body).toBe(202);
    const order = (await api(h.app, 'GET', `orders/${placed.json().data.order_id}`, { token })).json().data;
    expect(order).toMatchObject({ repayment_amount: 150.5, repayment_iban: 'RO49AAAA1B31007593840000', repayment_holder: 'Ana Popescu' });
    const plain = await placeOrder(h.app, orderBody(), { token });
    expect((await api(h.app, 'GET', `orders/${plain.json().data.order_id}`, { token })).json().data).toMatchObject({ repayment_amount: 0, repayment_iban: null });
  });

  it('refuses a day the carrier does not offer, writing nothing', async () => {
    const days = await pickupDates();
    const before = await query(h.db, sql`select id from orders`);
    for (const day of ['2020-01-06', '2099-12-31', 'mâine']) {
      const res = await placeOrder(h.app, orderBody({ carrier_id: 2, email: uniqueGuest(), pickup_date: day }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.pickup_date[0]).toContain(days.map((d) => d.split('-').reverse().join('.')).join(', '));
    }
    expect(await query(h.db, sql`select id from orders`)).toEqual(before);
  });

  it('offers only the first day where the carrier\'s booking takes no day (Sameday), and refuses a later one', async () => {
    const [first] = await pickupDates(6, 1);
    const later = (await pickupDates())[1];
    const res = await placeOrder(h.app, orderBody({ email: uniqueGuest(), pickup_date: later }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pickup_date).toEqual([expect.stringContaining(first!.split('-').reverse().join('.'))]);
  });

  it('takes pickup_date on the public API, and refuses another day in the contract\'s error shape', async () => {
    const days = await pickupDates();
    const shop = await fundedShop(h.app, 20_000);
    const placed = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId, { carrier_id: 2, pickup_date: days[1] }) });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.estimated_pickup_date).toBe(days[1]);
    const refused = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId, { carrier_id: 2, pickup_date: '2020-01-06' }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'validation_failed', details: { pickup_date: [expect.stringContaining('Alege ziua ridicării')] } });
    // Only the first order was paid from the wallet.
    expect(await query(h.db, sql`select id from orders where customer_id = ${shop.customerId}`)).toHaveLength(1);
  });
});
