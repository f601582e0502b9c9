// Issue #33's one end-to-end return, at 360 px, on a second server (a copy of the build) whose FAN
// Courier is connected to FAN's local stand-in (the only fake: FAN's remote end), so that the shop's
// cash-on-delivery orders are delivered as FAN reports them and their ramburs is collected; every
// other carrier is the simulated network. The shop turns its returns page on in the dashboard
// (locker drop-off, manual approval, automatic refund from its ramburs); a guest finds an order on
// /retur/{slug} by its AWB, withdraws in the two steps ("Retrage-te din contract", then "Confirm
// retragerea") with a locker return and the IBAN, and gets the acknowledgement mail; the shop
// approves in its inbox; the guest's page (the mail's signed link) shows the label-free easybox code
// with its QR, the demo notice and the deadline, and the code's mail arrives; the shop marks the
// parcel received, the request moves on by itself to refunded from the ramburs (the shop's detail,
// the buyer's mail), the shop gives the IBAN its payouts wait for, and the next payout deducts the
// refund (its line in the payout's CSV); /retur lists the shop. axe in both themes and nothing
// scrolling sideways at each screen.
import { join } from 'node:path';
import { axeBothThemes } from './axe.ts';
import { startFanCourierStandIn, STAND_IN_CREDENTIALS, type FanStandIn } from '../support/carrier-stand-ins/fan-courier.ts';
import { startCopyServer, type CopyServer } from './copy-server.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, signIn, skipConsent, test, type Page } from './fixtures.ts';
import { mailTo as mailIn } from './outbox.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, topUpWallet } from './orders-api.ts';
import { FORM_LIMITS } from '../../src/shared/forms.ts';

const PORT = E2E_PORT + 10;
const FAN = 3;
const CLUJ = 54984;
const PHONE = { width: 360, height: 800 };
const suffix = Date.now().toString(36);
const SHOP_NAME = `Croitoria Ștefănescu ${suffix}`;
const SLUG = `croitoria-${suffix}`;
const GUEST_EMAIL = `ion.journey.${suffix}@exemplu.ro`;
const GUEST_IBAN = 'RO85BTRL01301205J92019XX';
const SHOP_IBAN = 'RO21INGB0000999901234567';

let fan: FanStandIn;
let server: CopyServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** This spec's server; `payoutSeconds`: its payout batch's interval (0: none), over `restart`'s data when given. */
async function startServer(payoutSeconds: number, restart?: CopyServer): Promise<CopyServer> {
  const env = {
    FAN_COURIER_USERNAME: STAND_IN_CREDENTIALS.USERNAME,
    FAN_COURIER_PASSWORD: STAND_IN_CREDENTIALS.PASSWORD,
    FAN_COURIER_CLIENT_ID: STAND_IN_CREDENTIALS.CLIENT_ID,
    FAN_COURIER_BASE_URL: fan.url,
    // The tracking poller asks FAN every 2 seconds (30 by default).
    TRACKING_POLL_INTERVAL_SECONDS: '2',
    PAYOUT_INTERVAL_SECONDS: String(payoutSeconds),
  };
  return startCopyServer(PORT, 'returns-journey', env, restart);
}

test.beforeAll(async () => {
  fan = await startFanCourierStandIn();
  // No payout until the return is refunded: the next payout is the one that deducts the refund.
  server = await startServer(0);
});

test.afterAll(async () => {
  await server?.dispose();
  await fan?.close();
});

test.beforeEach(async ({ page }) => skipConsent(page));

const mailTo = (email: string, subject: RegExp) => mailIn(email, subject, 20_000, join(server.dataDir, 'outbox'));

/** A moment `hoursAgo` hours back as FAN writes it (Bucharest time, 'YYYY-MM-DD HH:MM:SS'). */
function fanDate(hoursAgo: number): string {
  return new Date(Date.now() - hoursAgo * 3_600_000).toLocaleString('sv-SE', { timeZone: 'Europe/Bucharest' });
}

/** At 360 px: nothing scrolls sideways (what sticks out, named), and axe finds nothing in either theme. */
async function checkScreen(page: Page, name: string): Promise<void> {
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((e) => `${e.tagName}.${e.className}`)
      .slice(0, 6),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} scrolls sideways: ${wide.join(', ')}`).toBeLessThanOrEqual(0);
  expect(await axeBothThemes(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
}

test('a shop turns returns on; a guest withdraws, returns by locker and is refunded from the ramburs', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const shop = await registerAccount(request, 'Magda Ștefănescu', 'croitoria');
  const auth = { Authorization: `Bearer ${shop.token}` };
  // FAN reports each parcel of the shop picked up and delivered from its booking on: the first poll
  // records the delivery, and with it the ramburs collected.
  fan.setEventsOnBooking([
    { id: 'C0', name: 'Expeditie preluata', location: 'Cluj-Napoca', date: fanDate(5) },
    { id: 'S2', name: 'Livrat', location: 'Iasi', date: fanDate(1) },
  ]);
  const cod = (lei: number) => ({ extra: { bank_repayment_amount: lei, bank_iban: SHOP_IBAN, bank_holder: 'Croitoria Ștefănescu SRL' }, tracked: true });
  const returned = await placeOrder(request, shop, FAN, cod(149.9));
  await placeOrder(request, shop, FAN, cod(80));
  // The return's transport is paid by the shop, from its wallet.
  await topUpWallet(request, shop, 20_000);
  const address = await request.post('/api/private/addresses', {
    headers: auth,
    data: { kind: 'shipping', contact: 'Magda Ștefănescu', phone: '0722 123 456', email: shop.email, locality_id: CLUJ, street_name: 'Strada Memorandumului', street_no: '28', zipcode: '400114' },
  });
  expect(address.status(), await address.text()).toBe(201);
  await expect
    .poll(async () => ((await (await request.get('/api/private/repayments', { headers: auth })).json()) as { data: unknown[] }).data.length, { timeout: 20_000 })
    .toBe(2);

  // 1. The shop turns its returns page on, at 360 px.
  await signIn(page, shop.email, E2E_PASSWORD);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/retururi');
  await expect(page.getByRole('heading', { name: 'Pagina ta de retur nu este activă încă' })).toBeVisible();
  await checkScreen(page, 'retururi-oprit');
  await page.getByRole('link', { name: 'Activează pagina de retur' }).click();
  await expect(page.getByRole('heading', { name: 'Setările paginii de retur' })).toBeVisible();
  await expect(page.getByLabel('Adresa de retur')).toHaveValue(String(((await address.json()) as { data: { id: number } }).data.id));
  await page.getByLabel('Numele magazinului (public)').fill(SHOP_NAME);
  await page.getByLabel('Adresa paginii').fill(SLUG);
  await page.getByRole('checkbox', { name: 'Oficiu sau punct al curierului' }).uncheck();
  await page.getByRole('checkbox', { name: 'Ridicare de curier de la adresa clientului' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Easybox sau locker' })).toBeChecked();
  await page.getByRole('radio', { name: 'Magazinul', exact: true }).check();
  await page.getByRole('radio', { name: 'Manuală: aprob eu fiecare cerere' }).check();
  await page.getByRole('checkbox', { name: 'Rambursează automat din banii ramburs când coletul returnat ajunge la mine' }).check();
  await checkScreen(page, 'retururi-setari');
  await page.getByRole('button', { name: 'Salvează setările' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Setările paginii de retur au fost salvate.' })).toBeVisible();
  const saved = ((await (await request.get('/api/private/returns/settings', { headers: auth })).json()) as { data: Record<string, unknown> }).data;
  expect(saved).toMatchObject({ enabled: true, slug: SLUG, window_days: 14, payer: 'shop', approval: 'manual', drop_off_methods: ['locker'], cod_refund_auto: true });

  // 2. A guest, on another device, finds the order by its AWB and withdraws in two steps.
  const guestContext = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, viewport: PHONE });
  await skipConsent(guestContext);
  const guest = await guestContext.newPage();
  await guest.goto(`/retur/${SLUG}`);
  const shownAt = Date.now();
  await expect(guest.getByRole('heading', { level: 1, name: `Retur ${SHOP_NAME}` })).toBeVisible();
  await checkScreen(guest, 'retur-magazin');
  await guest.getByLabel('Numărul AWB').fill(returned.awb);
  await guest.getByRole('button', { name: 'Caută comanda' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: 'Retrage-te din contract' })).toBeFocused();
  await expect(guest.locator('#retur-items-0-name')).toHaveValue('Cărți și jucării');
  await guest.locator('#retur-items-0-reason').selectOption({ index: 1 });
  const reason = (await guest.locator('#retur-items-0-reason option:checked').textContent())!.trim();
  await guest.locator('#retur-contact-email').fill(GUEST_EMAIL);
  for (const [id, value] of [['street', 'Bulevardul Ștefan cel Mare și Sfânt 10'], ['county_name', 'Iași'], ['postal_code', '700064']] as const) {
    await guest.locator(`#retur-contact-${id}`).fill(value);
  }
  await guest.getByRole('radio', { name: 'Easybox sau locker' }).check();
  await guest.getByLabel('Curierul', { exact: true }).selectOption({ label: 'Sameday' });
  // A cash-on-delivery order: the IBAN the refund goes to, checked.
  await guest.getByLabel('IBAN pentru rambursare').fill('RO00 1234');
  await checkScreen(guest, 'retur-retragere');
  const left = FORM_LIMITS.minFillMs + 300 - (Date.now() - shownAt);
  if (left > 0) await guest.waitForTimeout(left);
  await guest.getByRole('button', { name: 'Retrage-te din contract' }).click();
  await expect(guest.locator('#retur-retragere-erori')).toBeFocused();
  await expect(guest.locator('#retur-retragere-erori')).toContainText('IBAN pentru rambursare: IBAN-ul nu este valid');
  await expect(guest.getByLabel('IBAN pentru rambursare')).toHaveAttribute('aria-invalid', 'true');
  await guest.getByLabel('IBAN pentru rambursare').fill(GUEST_IBAN.replace(/(.{4})/g, '$1 ').trim());
  await guest.getByRole('button', { name: 'Retrage-te din contract' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: 'Confirm retragerea' })).toBeFocused();
  await expect(guest.locator('.return-statement__text')).toContainText(`Către ${SHOP_NAME}:`);
  await checkScreen(guest, 'retur-confirmare');
  await guest.getByRole('button', { name: 'Confirm retragerea' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: 'Retragere confirmată' })).toBeFocused();
  await expect(guest.getByText('Magazinul verifică cererea.', { exact: false })).toBeVisible();
  await checkScreen(guest, 'retur-confirmata');

  // The acknowledgement on a durable medium: the date and time, the shop, the order, what is returned.
  const acknowledgement = await mailTo(GUEST_EMAIL, /^Confirmarea retragerii din contract/);
  expect(acknowledgement.subject).toMatch(new RegExp(`${SHOP_NAME}, comanda CUR-\\d{4}-\\d{6}$`));
  expect(acknowledgement.text).toMatch(/confirmată pe \d{1,2} \p{L}+ \d{4}(,| la) \d{2}:\d{2}/u);
  expect(acknowledgement.text).toContain(`1 × Cărți și jucării (${reason})`);
  const link = new URL(/https?:\/\/\S+\/retur\/cerere\/\d+\?cheie=[\w-]+/.exec(acknowledgement.text)![0]);
  const returnId = Number(/\/retur\/cerere\/(\d+)/.exec(link.pathname)![1]);
  await mailTo(shop.email, new RegExp(`^Cerere de retur nouă #${returnId}:`));

  // 3. The shop approves it in its inbox; the return's transport is booked on the (simulated) Sameday.
  await page.goto('/dashboard/retururi');
  await expect(page.getByRole('link', { name: 'Cerere nouă (1)' })).toBeVisible();
  await checkScreen(page, 'retururi-cereri');
  await page.getByRole('link', { name: `Cererea nr. ${returnId}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Cererea de retur nr. ${returnId}` })).toBeFocused();
  await expect(page.getByText('Plătită ramburs')).toBeVisible();
  await checkScreen(page, 'retururi-cerere');
  await page.getByRole('button', { name: 'Aprobă', exact: true }).click();
  await page.getByRole('dialog', { name: /^Aprobi cererea/ }).getByRole('button', { name: 'Da, aprob' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cererea de retur a fost aprobată.' })).toBeVisible();
  await expect(page.getByText('Cod de predare (fără etichetă)')).toBeVisible({ timeout: 20_000 });
  await checkScreen(page, 'retururi-aprobata');

  // 4. The guest's page by the mail's signed link: the easybox code with its QR, the demo notice, the deadline.
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByRole('heading', { level: 1, name: `Cererea de retur nr. ${returnId}` })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 3, name: 'Codul de retur' })).toBeVisible();
  const code = (await guest.locator('.return-code__value').textContent())!.trim();
  expect(code).toMatch(/^EB[A-Z0-9]{8}$/);
  await expect(guest.getByRole('img', { name: `Cod QR pentru codul de retur ${code}` })).toBeVisible();
  await expect(guest.getByText(/^DEMO: cod generat de rețeaua simulată/)).toBeVisible();
  await expect(guest.getByText('Predă coletul până la')).toBeVisible();
  await checkScreen(guest, 'retur-cod');
  const codeMail = await mailTo(GUEST_EMAIL, /^Returul pentru comanda .*: codul de predare/);
  expect(codeMail.text).toContain(code);
  expect(codeMail.text).toContain('Termen de predare');

  // 5. The parcel reaches the shop, which marks it received: the request moves on by itself, refunded from the ramburs.
  await page.getByRole('button', { name: 'Marchează ca primit', exact: true }).click();
  await page.getByRole('dialog', { name: /^Ai primit coletul/ }).getByRole('button', { name: 'Da, l-am primit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coletul returnat a fost marcat ca primit.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Cererea de retur nr. ${returnId}` })).toContainText('Rambursată');
  await expect(page.getByText('Rambursat din banii ramburs: 149,90 RON (automat, la sosirea coletului).')).toBeVisible();
  await expect(page.getByText('Suma se scade din următorul tău decont de rambursuri.')).toBeVisible();
  await checkScreen(page, 'retururi-rambursata');
  const refunded = await mailTo(GUEST_EMAIL, /^Ți-am rambursat 149,90/);
  expect(refunded.text).toContain(GUEST_IBAN.slice(-4));
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 2, name: /^Starea cererii/ })).toContainText('Rambursată');
  // Back at the shop: the page no longer asks for the parcel to be dropped off.
  await expect(guest.locator('.return-code__value')).toHaveCount(0);
  await expect(guest.getByText('Predă coletul până la')).toHaveCount(0);
  await checkScreen(guest, 'retur-rambursat');
  const detail = page.url();

  // 6. The next payout (the server started again with its payout batch every 2 seconds, as the daily
  // one would run) pays the ramburs collected less the refund; its report has the refund's line.
  await server.stop();
  server = await startServer(2, server);
  await page.goto('/dashboard/rambursuri');
  const payout = page.getByRole('listitem').filter({ hasText: /^Decontul nr\. \d+/ });
  await expect.poll(async () => { await page.reload(); return payout.count(); }, { timeout: 30_000, intervals: [2000] }).toBe(1);
  await expect(payout.locator('.payout-card__amount')).toHaveText(/^80,00\s+lei$/);
  await checkScreen(page, 'rambursuri-decont');
  const waiting = page.waitForEvent('download');
  await payout.getByRole('button', { name: /^Descarcă CSV pentru decontul nr\./ }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await waiting).createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv.split('\r\n').find((line) => line.startsWith(`Retur #${returnId};`))).toMatch(/;Rambursare RO…19XX, Ion Țăranu;.*;-149,90$/);
  // The shop's detail says the refund has been deducted.
  await page.goto(detail);
  await expect(page.getByText('Suma a fost scăzută dintr-un decont de rambursuri.')).toBeVisible();
  await expect(page.getByText(/^Transferul către RO\*\*[* ]+19XX: trimisă în contul clientului\.$/i)).toBeVisible();

  // 7. /retur lists the shop.
  await guest.goto('/retur');
  await guest.getByRole('searchbox', { name: 'Caută magazinul' }).fill(`croitoria stefanescu ${suffix}`);
  await expect(guest.getByRole('link', { name: SHOP_NAME })).toHaveAttribute('href', `/retur/${SLUG}`);
  await checkScreen(guest, 'retur-director');
  await guestContext.close();
});
