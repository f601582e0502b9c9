// A return's cash-on-delivery refund on the shop's payout screen, end to end through the real API on
// a second server (over a copy of the build) whose FAN Courier is FAN's local stand-in (the only
// fake: FAN's remote end), its tracking poller every 2 seconds and its payout batch every minute. A
// shop ships a cash-on-delivery order with FAN, which FAN reports delivered (the repayment is recorded
// by the poller); its buyer withdraws with an IBAN, the shop approves (the return is booked with FAN),
// marks the parcel received and refunds the buyer from its collected ramburs, all within one minute
// of the batch's; the next payout deducts the refund. The dashboard's Rambursuri shows that
// payout with the line "Rambursare RO…4321, <buyer>" and the amount taken off, axe clean in both
// themes, nothing scrolling sideways at 360 px.
import type { APIRequestContext } from '@playwright/test';
import { composeIBAN } from 'ibantools';
import { startFanCourierStandIn, STAND_IN_CREDENTIALS, type FanStandIn } from '../support/carrier-stand-ins/fan-courier.ts';
import { axeBothThemes, applyTheme } from './axe.ts';
import { startCopyServer, type CopyServer } from './copy-server.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, signIn, skipConsent, test } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, topUpWallet, type Account } from './orders-api.ts';

const PORT = E2E_PORT + 11;
const FAN = 3;
const CLUJ = 54984;
const BUYER_IBAN = composeIBAN({ countryCode: 'RO', bban: 'AAAA1B31000000004321' })!;
const SHOP_IBAN = composeIBAN({ countryCode: 'RO', bban: 'AAAA1B31007593840000' })!;

let fan: FanStandIn;
let server: CopyServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  fan = await startFanCourierStandIn();
  server = await startCopyServer(PORT, 'payout-refunds', {
    FAN_COURIER_USERNAME: STAND_IN_CREDENTIALS.USERNAME,
    FAN_COURIER_PASSWORD: STAND_IN_CREDENTIALS.PASSWORD,
    FAN_COURIER_CLIENT_ID: STAND_IN_CREDENTIALS.CLIENT_ID,
    FAN_COURIER_BASE_URL: fan.url,
    TRACKING_POLL_INTERVAL_SECONDS: '2',
    // Counted from 00:00 UTC: a batch at every minute's start.
    PAYOUT_INTERVAL_SECONDS: '60',
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await fan?.close();
});

test.beforeEach(async ({ context }) => skipConsent(context));

const fanDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

test('a COD refund of a return shows on the payout it was deducted from', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shop: Account = await registerAccount(request, 'Magda Ștefănescu', 'decont.retur');
  const auth = { Authorization: `Bearer ${shop.token}` };
  // The returns' shipments the shop pays come out of its wallet (its billing address given then, without an IBAN).
  await topUpWallet(request, shop, 20_000);
  const address = await json<{ id: number }>(
    await request.post('/api/private/addresses', {
      headers: auth,
      data: { kind: 'shipping', contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana@exemplu.ro', locality_id: CLUJ, street_name: 'Strada Memorandumului', street_no: '28', zipcode: '400114' },
    }),
    201,
  );
  const slug = `decont-${Date.now().toString(36)}`;
  await json(
    await request.put('/api/private/returns/settings', {
      headers: auth,
      data: {
        enabled: true, public_name: 'Magazinul Ștrumfilor', slug, window_days: 30, conditions: 'Produsele se returnează nefolosite.',
        reasons: ['M-am răzgândit'], return_address_id: address.id, drop_off_methods: ['courier'], carrier_ids: [FAN],
        payer: 'shop', approval: 'manual', accept_external_orders: false, notify_shop: false,
      },
    }),
    200,
  );

  // From the start of a minute: the repayment is refunded before the next batch can pay it out whole.
  await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
  // The order with 250,50 lei cash on delivery, booked with FAN, which reports it delivered at once.
  const now = new Date();
  fan.setEventsOnBooking([
    { id: 'C0', name: 'Expeditie preluata', location: 'Cluj-Napoca', date: fanDate(new Date(now.getTime() - 60_000)) },
    { id: 'S2', name: 'Livrat', location: 'Iasi', date: fanDate(now) },
  ]);
  const placed = await placeOrder(request, shop, FAN, { extra: { bank_repayment_amount: 250.5, bank_iban: SHOP_IBAN, bank_holder: 'Magda Ștefănescu' }, tracked: true });
  fan.setEventsOnBooking(null);
  await expect
    .poll(async () => (await json<{ status: string; awaiting_iban: boolean }[]>(await request.get('/api/private/repayments', { headers: auth }), 200)).map((r) => [r.status, r.awaiting_iban]), { timeout: 30_000 })
    .toEqual([['pending', false]]);

  // The buyer withdraws (the two steps the page sends), with the IBAN the refund goes to.
  const contact = { name: 'Ion Țăranu', email: `ion.${Date.now().toString(36)}@exemplu.ro`, phone: '0744 987 654', locality_name: 'Iași', county_name: 'Iași', street: 'Bulevardul Ștefan cel Mare și Sfânt 10', postal_code: '700064' };
  const stated = await json<{ statement_token: string }>(
    await request.post(`/api/private/returns/shops/${slug}/withdrawal`, {
      data: { order: { awb: placed.awb }, items: [{ name: 'Cărți și jucării', quantity: 1, reason: 'M-am răzgândit' }], contact, drop_off_method: 'courier', carrier_id: FAN, iban: BUYER_IBAN, website: '', started_at: Date.now() - 60_000, sent_at: Date.now() },
    }),
    200,
  );
  const filed = await json<{ return: { id: number } }>(await request.post(`/api/private/returns/shops/${slug}/withdrawal/confirm`, { data: { statement_token: stated.statement_token } }), 201);
  const id = filed.return.id;
  await json(await request.post(`/api/private/returns/${id}/approve`, { headers: auth, data: {} }), 200);
  await json(await request.post(`/api/private/returns/${id}/receive`, { headers: auth, data: {} }), 200);
  const refunded = await json<{ status: string }>(await request.post(`/api/private/returns/${id}/cod-refund`, { headers: auth, data: { amount_bani: 10050 } }), 200);
  expect(refunded.status).toBe('refunded');

  // The next payout takes the repayment, less the refund.
  await expect
    .poll(async () => (await json<{ amount_bani: number; refunds: { return_id: number }[] }[]>(await request.get('/api/private/repayments/payouts', { headers: auth }), 200)).map((p) => [p.amount_bani, p.refunds.map((r) => r.return_id)]), { timeout: 90_000 })
    .toEqual([[15000, [id]]]);

  await signIn(page, shop.email, E2E_PASSWORD);
  await page.goto('/dashboard/rambursuri');
  const box = page.locator('.payout-refunds');
  await expect(box.getByRole('heading', { name: 'Rambursări de retur scăzute din decont' })).toBeVisible();
  await expect(box.getByText(`Retur #${id} · comanda`)).toBeVisible();
  await expect(box.getByText('Rambursare RO…4321, Ion Țăranu')).toBeVisible();
  await expect(box.getByText('−100,50 lei')).toBeVisible();
  await expect(page.getByText('1 colet, 1 rambursare de retur scăzută către')).toBeVisible();
  await expect(page.locator('.payout-card__amount').first()).toHaveText('150,00 lei');
  expect(await axeBothThemes(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(box).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await applyTheme(page, 'dark');
  await box.screenshot({ path: test.info().outputPath('payout-refunds-360-dark.png') });
  expect(await axeBothThemes(page)).toEqual([]);
});
