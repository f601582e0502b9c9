// A real carrier adapter end to end in the browser: a second server (over a copy of the build) with
// FAN Courier configured from the environment and pointed at FAN's local stand-in (the only fake:
// FAN's remote end). A guest orders with FAN through the app's screens; the order is booked through
// the adapter once paid on the card processor's page (the local test processor's, served by that
// server, which sends the browser back to it), the AWB is the one FAN's API issued, no demo notice is
// shown for FAN, the label link serves FAN's own PDF, and the AWB is tracked on FAN's tracking page
// with the events FAN reports (recorded by the tracking poller); an AWB booked elsewhere is found there too.
import { startFanCourierStandIn, STAND_IN_CREDENTIALS, type FanStandIn } from '../support/carrier-stand-ins/fan-courier.ts';
import { CARDS, fillBilling, fillDetailsAndContinue, newEmail, payOnProcessorPage, startOrder } from './checkout-steps.ts';
import { startCopyServer, type CopyServer } from './copy-server.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, skipConsent, test } from './fixtures.ts';

const PORT = E2E_PORT + 9;

let fan: FanStandIn;
let server: CopyServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  fan = await startFanCourierStandIn();
  server = await startCopyServer(PORT, 'fan-courier', {
    FAN_COURIER_USERNAME: STAND_IN_CREDENTIALS.USERNAME,
    FAN_COURIER_PASSWORD: STAND_IN_CREDENTIALS.PASSWORD,
    FAN_COURIER_CLIENT_ID: STAND_IN_CREDENTIALS.CLIENT_ID,
    FAN_COURIER_BASE_URL: fan.url,
    // The poller asks the carriers every 2 seconds here (30 by default).
    TRACKING_POLL_INTERVAL_SECONDS: '2',
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await fan?.close();
});

test.beforeEach(async ({ context }) => skipConsent(context));

test("an order with FAN Courier is booked through FAN's API, its label is FAN's, and its AWB is tracked on FAN's page", async ({ page }) => {
  test.setTimeout(90_000);
  const { total, offer } = await startOrder(page, 'FAN Courier');
  // FAN's own tariff (the stand-in's: 23,19 lei + VAT for 1 kg), one line.
  expect(offer.breakdown.lines).toEqual([{ code: 'carrier_tariff', label: 'Tarif FAN Courier (prețul dat de curier)', amount: offer.breakdown.net_bani }]);
  await fillDetailsAndContinue(page, newEmail('fan'));
  await fillBilling(page);
  await page.getByRole('button', { name: `Continuă spre plată (${total})` }).click();
  // The card on the processor's page, served by this server, which sends the browser back to it.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/api/private/payments/test-gateway/tgp_[0-9a-f]{24}$`));
  expect(fan.bookings.size).toBe(0); // nothing booked before the payment
  // What FAN reports for the AWB from its booking on: the poller (every 2 s) may ask at any moment
  // after it, and a parcel asked with no events is asked again only 30 minutes later.
  fan.setEventsOnBooking([{ id: 'C0', name: 'Expeditie preluata', location: 'Cluj-Napoca', date: '2026-11-25 10:00:00' }]);
  await payOnProcessorPage(page, CARDS.approved, { amount: total });
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/checkout\\?`));

  const awbLine = page.getByText(/^AWB: \S+/);
  await expect(awbLine).toBeVisible({ timeout: 20_000 });
  // A connected carrier: the AWB is real, no demo tag beside it.
  await expect(awbLine).toHaveText(/^AWB: \d+$/);
  const awb = /^AWB: (\S+)/.exec((await awbLine.textContent()) ?? '')?.[1] ?? '';
  // The AWB FAN's API issued, for the shipment the app sent it.
  const booking = fan.bookings.get(awb);
  expect(booking?.shipment.recipient).toMatchObject({ name: 'Mihai Ionescu', address: { county: 'Iasi', locality: 'Iasi' } });
  await expect(page.getByText('DEMO — nu este un AWB real')).toHaveCount(0);

  const label = page.getByRole('link', { name: 'Descarcă eticheta (PDF)' });
  const pdf = await page.request.get((await label.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // FAN's label (the stand-in prints "AWB <number> <format>"; A6 needs FAN's ePOD, so FAN gives A4).
  expect((await pdf.body()).toString('latin1')).toContain(`AWB ${awb} A4`);

  await page.goto('/tracking/urmarire-awb-fan-courier');
  await page.getByRole('textbox', { name: 'Numere AWB' }).fill(awb);
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Urmărește' }).click();
        return page.getByRole('article', { name: `AWB ${awb}` }).locator('.track-status__name').textContent();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe('Preluat de curier');
  await expect(page.getByText('Expediere demonstrativă')).toHaveCount(0);

  // An AWB booked with FAN elsewhere: FAN is asked, its events shown.
  const foreign = '2999999999999';
  fan.setEvents(foreign, [{ id: 'H10', name: 'In tranzit', location: 'Brasov', date: '2026-11-24 18:00:00' }]);
  await page.getByRole('textbox', { name: 'Numere AWB' }).fill(foreign);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(page.getByRole('article', { name: `AWB ${foreign}` }).locator('.track-status__name')).toHaveText('În tranzit');
});
