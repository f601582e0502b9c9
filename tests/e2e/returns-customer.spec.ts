// The customer's side of shop returns, at 360 px: a shop (an account) turns its returns page on
// through the API, as the server tests do, and ships an order through Curiero; a guest finds the
// shop in /retur typed without diacritics, finds the order by its AWB, meets the field errors
// (announced, focus on the summary), withdraws in the two steps the law asks for ("Retrage-te din
// contract", then "Confirm retragerea"), sees the acknowledgement (approved at once: the shop
// approves automatically and pays the return, so the easybox code shows on screen), finds the
// acknowledgement mail and the return's mail with the same code with the same date and time, and opens
// the request by the mail's signed link. axe in both themes, no horizontal scroll; an unknown shop
// is the not-found page.
import type { APIRequestContext } from '@playwright/test';
import { axeBothThemes } from './axe.ts';
import { expect, skipConsent, test, type Page } from './fixtures.ts';
import { placeOrder, registerAccount, topUpWallet, type Account, type Placed } from './orders-api.ts';
import { mailTo } from './outbox.ts';
import { FORM_LIMITS } from '../../src/shared/forms.ts';

const PHONE = { width: 360, height: 800 };
const suffix = Date.now().toString(36);
const SHOP_NAME = `Ștrumfița Țesăturilor ${suffix}`;
const SLUG = `strumfita-${suffix}`;
const CUSTOMER_EMAIL = `ion.retur.${suffix}@exemplu.ro`;

// One shop for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

let shop: Account;
let order: Placed;

async function openShop(api: APIRequestContext): Promise<void> {
  shop = await registerAccount(api, 'Magazin Ștrumfița', 'magazin.retur');
  const auth = { Authorization: `Bearer ${shop.token}` };
  const address = await api.post('/api/private/addresses', {
    headers: auth,
    data: { kind: 'shipping', contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana@exemplu.ro', locality_id: 54984, street_name: 'Strada Memorandumului', street_no: '28', zipcode: '400114' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const saved = await api.put('/api/private/returns/settings', {
    headers: auth,
    data: {
      enabled: true,
      public_name: SHOP_NAME,
      slug: SLUG,
      window_days: 30,
      conditions: 'Produsele se returnează nefolosite, în ambalajul original.',
      reasons: ['Nu mi se potrivește mărimea', 'Produs deteriorat', 'M-am răzgândit'],
      return_address_id: addressId,
      drop_off_methods: ['locker', 'office', 'courier'],
      carrier_ids: [6, 1],
      payer: 'shop_up_to',
      payer_limit_bani: 5000,
      approval: 'automatic',
      accept_external_orders: false,
      notify_shop: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  order = await placeOrder(api, shop, 6); // Sameday: a booked order with an AWB
  // The shop pays its customers' returns (up to its limit) from its wallet.
  await topUpWallet(api, shop, 20_000);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await openShop(api);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await page.setViewportSize(PHONE);
});

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function checkScreen(page: Page): Promise<void> {
  await noHorizontalScroll(page);
  expect(await axeBothThemes(page)).toEqual([]);
}

test('the directory finds the shop typed without diacritics, says when nothing matches, and explains how to return elsewhere', async ({ page }) => {
  await page.goto('/retur');
  await expect(page.getByRole('heading', { level: 1, name: 'Retururi magazine' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Magazinul tău nu este în listă?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comandă transportul returului' })).toHaveAttribute('href', '/comanda');

  const search = page.getByRole('searchbox', { name: 'Caută magazinul' });
  await search.fill(`strumfita tesaturilor ${suffix}`);
  const link = page.getByRole('link', { name: SHOP_NAME });
  await expect(link).toHaveAttribute('href', `/retur/${SLUG}`);
  await expect(page.getByRole('status').filter({ hasText: 'Un magazin găsit.' })).toBeAttached();
  await expect(page).toHaveURL(/\?q=strumfita/);
  await checkScreen(page);

  await search.fill(`nu exista ${suffix}`);
  await expect(page.getByRole('heading', { name: 'Niciun magazin găsit' })).toBeVisible();
  await expect(link).toHaveCount(0);
  await checkScreen(page);

  await search.fill(`ȘTRUMFIȚA ȚESĂTURILOR ${suffix}`);
  await link.click();
  await expect(page).toHaveURL(`/retur/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: `Retur ${SHOP_NAME}` })).toBeVisible();
});

test('a guest finds the order by AWB, withdraws in two steps, gets the acknowledgement on screen and by mail, and opens the request by its link', async ({ page }) => {
  await page.goto(`/retur/${SLUG}`);
  const shownAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: `Retur ${SHOP_NAME}` })).toBeVisible();
  await expect(page.getByText('Ai 30 de zile de la primirea comenzii').first()).toBeVisible();
  await expect(page.getByText('Magazinul plătește transportul până la 50,00 RON; diferența o plătești tu.')).toBeVisible();
  await expect(page.getByText('Produsele se returnează nefolosite, în ambalajul original.')).toBeVisible();

  // Step 1: an empty AWB is named in the announced summary, which takes focus.
  await page.getByRole('button', { name: 'Caută comanda' }).click();
  const findErrors = page.locator('#retur-comanda-erori');
  await expect(findErrors).toBeFocused();
  await expect(findErrors).toHaveAttribute('role', 'alert');
  await expect(findErrors).toContainText('Numărul AWB: Câmpul este obligatoriu.');
  await expect(page.getByLabel('Numărul AWB')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Numărul AWB').fill(order.awb.toLowerCase());
  await page.getByRole('button', { name: 'Caută comanda' }).click();

  // Step 2, "Retrage-te din contract": prefilled from the order found.
  const withdraw = page.getByRole('heading', { level: 2, name: 'Retrage-te din contract' });
  await expect(withdraw).toBeFocused();
  await expect(page.locator('#retur-items-0-name')).toHaveValue('Cărți și jucării');
  await expect(page.locator('#retur-contact-name')).toHaveValue('Ion Țăranu');
  await expect(page.locator('#retur-contact-locality_name')).toHaveValue('Iași');
  await page.locator('#retur-contact-email').fill('ion@');
  await page.getByRole('button', { name: 'Retrage-te din contract' }).click();
  const detailErrors = page.locator('#retur-retragere-erori');
  await expect(detailErrors).toBeFocused();
  await expect(detailErrors).toContainText('Produsul 1, Motivul: Alege motivul returului.');
  await expect(detailErrors).toContainText('E-mail: Adresa de e-mail nu este validă.');
  await expect(detailErrors).toContainText('Cum predai coletul: Alege cum predai coletul.');
  const reason = page.locator('#retur-items-0-reason');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${(await reason.getAttribute('aria-describedby'))!.split(' ').at(-1)}`)).toHaveText('Alege motivul returului.');
  await checkScreen(page);

  await reason.selectOption('Nu mi se potrivește mărimea');
  await page.locator('#retur-contact-email').fill(CUSTOMER_EMAIL);
  for (const [id, value] of [['street', 'Bulevardul Ștefan cel Mare și Sfânt 10'], ['county_name', 'Iași'], ['postal_code', '700064']] as const) {
    await page.locator(`#retur-contact-${id}`).fill(value);
  }
  await page.getByRole('radio', { name: 'Easybox sau locker' }).check();
  await page.getByLabel('Curierul', { exact: true }).selectOption({ label: 'Sameday' });
  // The server refuses a statement sent sooner than a person fills the form (the public forms' rule): a person's pace.
  const left = FORM_LIMITS.minFillMs + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
  await page.getByRole('button', { name: 'Retrage-te din contract' }).click();

  // Step 3, "Confirm retragerea": the statement as the server worded it; nothing filed before.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm retragerea' })).toBeFocused();
  const statement = page.locator('.return-statement__text');
  await expect(statement).toContainText(`Către ${SHOP_NAME}:`);
  await expect(statement).toContainText('mă retrag din contractul de vânzare a următoarelor produse: 1 × Cărți și jucării (Nu mi se potrivește mărimea)');
  await checkScreen(page);
  await page.getByRole('button', { name: 'Confirm retragerea' }).click();

  // Step 4: the acknowledgement, approved at once (the shop approves automatically).
  await expect(page.getByRole('heading', { level: 2, name: 'Retragere confirmată' })).toBeFocused();
  const when = (await page.getByText(/^Te-ai retras din contract pe /).textContent())!.replace(/^Te-ai retras din contract pe /, '').replace(/\.$/, '');
  expect(when).toMatch(/^\d{1,2} \p{L}+ \d{4}(,| la) \d{2}:\d{2}$/u);
  // Approved with its return shipment, booked at once on the (simulated) Sameday: the easybox code on screen.
  await expect(page.getByText('Etichetă emisă', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Transportul returului' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Codul de retur' })).toBeVisible();
  const code = (await page.locator('.return-code__value').textContent())!.trim();
  expect(code).toMatch(/^EB[A-Z0-9]{8}$/);
  await expect(page.getByRole('img', { name: `Cod QR pentru codul de retur ${code}` })).toBeVisible();
  await expect(page.getByText(/^DEMO: cod generat de rețeaua simulată/)).toBeVisible();
  await expect(page.getByText(`introdu codul de retur ${code}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Urmărește coletul' })).toHaveAttribute('href', /^\/tracking\?awb=/);
  await expect(page.getByText('1 × Cărți și jucării (Nu mi se potrivește mărimea)')).toBeVisible();
  await expect(page.getByText(`Confirmarea, cu data și ora, a plecat pe e-mail la ${CUSTOMER_EMAIL}.`)).toBeVisible();
  await checkScreen(page);

  // The acknowledgement mail: the same date and time, the shop, the order, what is returned, the link.
  const mail = await mailTo(CUSTOMER_EMAIL, /^Confirmarea retragerii din contract/);
  expect(mail.subject).toContain(SHOP_NAME);
  expect(mail.text).toContain(`confirmată pe ${when}`);
  expect(mail.text).toContain('1 × Cărți și jucării (Nu mi se potrivește mărimea)');
  const link = new URL(/https?:\/\/\S+\/retur\/cerere\/\d+\?cheie=[\w-]+/.exec(mail.text)![0]);
  // The return's mail: the same code, the instructions and the deadline.
  const labelMail = await mailTo(CUSTOMER_EMAIL, /^Returul pentru comanda .*: codul de predare/);
  expect(labelMail.text).toContain(code);
  expect(labelMail.text).toContain('Termen de predare');
  expect(labelMail.text).toContain('easybox');
  const onScreen = await page.getByRole('link', { name: 'Deschide pagina cererii' }).getAttribute('href');
  expect(onScreen).toBe(`${link.pathname}${link.search}`);

  // The guest's page by the mail's link: status and history.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Cererea de retur nr\. \d+$/ })).toBeVisible();
  await expect(page.getByText(`${SHOP_NAME}, comanda`)).toBeVisible();
  const history = page.getByRole('heading', { name: 'Istoric' }).locator('..').getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Cerere nouă');
  await expect(history.nth(1)).toContainText('Aprobată');
  await expect(history.nth(2)).toContainText('Etichetă emisă');
  await expect(page.locator('.return-code__value')).toHaveText(code);
  await checkScreen(page);

  // A wrong key reads as an unknown request.
  await page.goto(`${link.pathname}?cheie=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cererea nu a fost găsită' })).toBeVisible();
});

test('an unknown shop is the not-found page', async ({ page }) => {
  const response = await page.goto(`/retur/nu-exista-${suffix}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' })).toBeVisible();
  expect(response?.status()).toBe(404);
});
