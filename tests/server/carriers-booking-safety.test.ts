// Booking never strands an order or makes a second AWB, and a live deployment never invents AWBs:
// - an order being booked (the job's claim, no AWB yet) is shown as paid, as the API documents it;
// - DPD on its stand-in answers the booking too late (the shipment is made, the answer lost to our
//   timeout): the order waits as paid, and the retried job finds the booking by our reference
//   (shipment/search by ref1) instead of booking again: one shipment at DPD, its AWB on the order;
// - DEPLOYMENT=live with no carrier connected: the price list says each carrier is not connected,
//   an order is refused with that reason and nothing is written; a test API key still books on the
//   simulated network;
// - a carrier's variables half set stop start-up with a message naming the missing one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { startDpdStandIn, STAND_IN_CREDENTIALS, type DpdStandIn } from '../support/carrier-stand-ins/dpd.ts';
import { authHarness, clearRateLimits, query, registerCustomer, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { makeDue } from './helpers/jobs.ts';
import { api, orderBody, placeOrder, placePaidOrder } from './helpers/orders.ts';

const DPD = 2;

describe.each(testDatabases())('booking safety on $name', (backend) => {
  describe('a DPD answer lost to the timeout', () => {
    let dpd: DpdStandIn;
    let h: AuthHarness;
    beforeAll(async () => {
      dpd = await startDpdStandIn();
      h = await authHarness(backend, {
        DPD_USERNAME: STAND_IN_CREDENTIALS.USERNAME,
        DPD_PASSWORD: STAND_IN_CREDENTIALS.PASSWORD,
        DPD_BASE_URL: dpd.url,
        CARRIER_TIMEOUT_MS: '400',
      });
    });
    afterAll(async () => {
      await h?.close();
      await dpd?.close();
    });
    beforeEach(async () => clearRateLimits(h.db));

    it('finds the booking by our reference on the retry instead of making a second AWB', async () => {
      const customer = await registerCustomer(h.app);
      // The create call is answered after 900 ms: DPD makes the shipment, our client stopped waiting at 400.
      dpd.misbehave({ kind: 'slow', ms: 900 }, 1, 'shipment');
      // Paid on the processor's page: the app's status call books it, and the booking call times out.
      const placed = await placePaidOrder(h.app, orderBody({ carrier_id: DPD, service_id: 1 }), { token: customer.access_token });
      const { orderId } = placed;
      expect(placed.payment.status).toBe('succeeded');
      expect(placed.order).toMatchObject({ order_status: 'paid', awb: null });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(dpd.shipments.size).toBe(1);
      const [made] = [...dpd.shipments.values()];

      await makeDue(h.db, 'order.book');
      await settled(h.app);
      const [row] = await query<{ status: string; awb: string; booking_attempts: number }>(h.db, sql`select status, awb, booking_attempts from orders where id = ${orderId}`);
      expect(row).toEqual({ status: 'booked', awb: made!.id, booking_attempts: 2 });
      expect(dpd.shipments.size).toBe(1);
      expect(dpd.requests.filter((r) => r.path === '/shipment/search')).toHaveLength(1);
      const [shipment] = await query<{ network: string; carrier_refs: Record<string, string> }>(h.db, sql`select network, carrier_refs from shipments where awb = ${made!.id}`);
      expect(shipment?.network).toBe('dpd');
      expect(shipment?.carrier_refs).toMatchObject({ parcelIds: expect.stringContaining(made!.parcelIds[0]!) });
    });

    it('shows an order being booked (claimed by the job, no AWB yet) as paid, so the app keeps asking for its AWB', async () => {
      const customer = await registerCustomer(h.app);
      // DPD refuses the first booking for now: the order stays paid, its job retries later.
      dpd.misbehave({ kind: 'error', status: 503 }, 1, 'shipment');
      const placed = await placePaidOrder(h.app, orderBody({ carrier_id: DPD, service_id: 1 }), { token: customer.access_token });
      expect(placed.order).toMatchObject({ order_status: 'paid', awb: null });
      // The retry's claim (booking.ts): booked, while its call to the carrier is under way.
      await h.db.execute(sql`update orders set status = 'booked' where id = ${placed.orderId} and awb is null`);

      const view = (await api(h.app, 'GET', `orders/${placed.orderId}`, { token: customer.access_token })).json().data;
      expect(view).toMatchObject({ order_status: 'paid', order_status_label: 'Plătită', awb: null, cancellable: true });
      const status = (await api(h.app, 'GET', `payments/${placed.payment.id}`, { token: customer.access_token })).json().data;
      expect(status.order).toMatchObject({ order_status: 'paid', awb: null });
      // Once the AWB is there, it is booked.
      await makeDue(h.db, 'order.book');
      await settled(h.app);
      const booked = (await api(h.app, 'GET', `orders/${placed.orderId}`, { token: customer.access_token })).json().data;
      expect(booked).toMatchObject({ order_status: 'booked', order_status_label: 'Înregistrată la curier', awb: expect.any(String) });
    });
  });

  describe('a live deployment with no carrier connected', () => {
    let h: AuthHarness;
    beforeAll(async () => {
      // A live deployment needs a real processor and a seller (config/): Stripe at an address nothing
      // answers on (no order gets as far as paying), and a seller for fiscal invoices.
      h = await authHarness(backend, {
        DEPLOYMENT: 'live',
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_51AbcDefGhi',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdef123456',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
        INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.',
        INVOICE_SELLER_CUI: 'RO12345674',
        INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28',
        INVOICE_SELLER_CITY: 'Cluj-Napoca',
        INVOICE_SELLER_COUNTY: 'Cluj',
      });
    });
    afterAll(async () => h?.close());
    beforeEach(async () => clearRateLimits(h.db));

    it('shows every carrier as not connected and refuses a live order without writing it', async () => {
      const prices = (await api(h.app, 'POST', 'orders/price-calculation', { body: { ...orderBody({ carrier_id: 0, service_id: 1 }), payment: undefined }, headers: { 'x-no-compression': '1' } })).json();
      expect(prices.data).toEqual([]);
      expect(prices.unavailable).toContainEqual({ carrier_id: 6, service_id: 1, reason: 'Sameday nu este încă conectat la Curiero: comenzile reale nu pot fi trimise prin el deocamdată.' });
      const customer = await registerCustomer(h.app);
      const before = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders`);
      const refused = await placeOrder(h.app, orderBody(), { token: customer.access_token });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ reason: 'offer_unavailable', message: 'Sameday nu este încă conectat la Curiero: comenzile reale nu pot fi trimise prin el deocamdată.' });
      expect(await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders`)).toEqual(before);
      await settled(h.app);
      const config = (await api(h.app, 'GET', 'app-config')).json();
      expect(config.carriers).toEqual({ deployment: 'live', simulated: [1, 2, 3, 4, 6, 16] });
    });
  });
});

describe('carrier configuration', () => {
  it('names the missing variable when an account is half configured, and a stray one without the account', () => {
    expect(() => loadConfig({ FAN_COURIER_USERNAME: 'u', FAN_COURIER_PASSWORD: 'p' })).toThrow(
      'FAN_COURIER_CLIENT_ID is missing: the branch client id (clientId) (needed because FAN_COURIER_USERNAME is set)',
    );
    expect(() => loadConfig({ SAMEDAY_BASE_URL: 'https://sameday-api.demo.zitec.com' })).toThrow('SAMEDAY_BASE_URL is set but SAMEDAY_USERNAME is not');
    expect(() => loadConfig({ DPD_USERNAME: 'u', DPD_PASSWORD: 'p', DPD_BASE_URL: 'ftp://x' })).toThrow('DPD_BASE_URL must be an http:// or https:// URL');
    expect(() => loadConfig({ DEPLOYMENT: 'production' })).toThrow('DEPLOYMENT must be one of demo|live');
    const config = loadConfig({ GLS_USERNAME: 'a@b.ro', GLS_PASSWORD: 'p', GLS_CLIENT_NUMBER: '12345' });
    expect([...config.carriers.accounts.keys()]).toEqual([4]);
    expect(config.carriers.accounts.get(4)).toMatchObject({ baseUrl: 'https://api.mygls.ro/ParcelService.svc/json/', values: { CLIENT_NUMBER: '12345' } });
    expect(config.carriers.deployment).toBe('demo');
  });
});
