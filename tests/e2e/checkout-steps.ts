// The steps of an order through the app's screens, for the specs that walk it (shipping, phone
// flows): a quote in the home calculator (Cluj-Napoca -> Iași), an offer chosen, the details of
// /comanda, the billing of /checkout, the card typed on the processor's hosted page the app sends the
// browser to (the local test processor's, served by our server: its card form, then its 3-D Secure
// step), and the order draft as the app saved it in IndexedDB.
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures.ts';

/** The e-mail field's label. */
export const EMAIL_LABEL = /^Adresa de e-mail/;

export function offersRegion(page: Page): Locator {
  return page.getByRole('region', { name: /^Oferte pentru transportul tău/ });
}

export const HOME_TO_HOME = 'Domiciliu - domiciliu';
/** The test processor's cards, typed on its page (server/services/payments/providers/test/gateway.ts). */
export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
  /** Fails the Luhn check: the processor's page says so and keeps the payment open. */
  malformed: '4242 4242 4242 4241',
} as const;

export interface ApiOffer {
  carrier_id: number;
  carrier: string;
  service_id: number;
  service_name: string;
  estimated_pickup_date: string;
  estimated_delivery_date: string;
  breakdown: { lines: { code: string; label: string; amount: number }[]; net_bani: number; vat_bani: number; total_bani: number; vat_rate: number };
}

export interface Contact {
  name: string;
  phone: string;
  email?: string;
  street: string;
  number: string;
}

export const SENDER: Contact = { name: 'Ana Popescu', phone: '0722 123 456', email: '', street: 'Strada Memorandumului', number: '28' };
export const RECIPIENT: Contact = { name: 'Mihai Ionescu', phone: '0232 214 567', street: 'Bulevardul Ștefan cel Mare și Sfânt', number: '10A' };

let counter = 0;
export function newEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@exemplu.ro`;
}

/** Picks a locality in the calculator's combobox with the keyboard: type, ArrowDown, Enter. */
export async function pickLocality(page: Page, label: string, typed: string, name: string, detail: string) {
  const input = page.getByRole('combobox', { name: label });
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/private/search/localities/RO') && new URL(r.url()).searchParams.get('search') === typed,
  );
  await input.click();
  await input.pressSequentially(typed);
  await searched;
  const listbox = page.getByRole('listbox', { name: label });
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveText(`${name}${detail}`);
  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(input).toHaveValue(name);
  await expect(listbox.getByRole('option')).toHaveCount(0);
}

export async function openCalculator(page: Page) {
  await page.goto('/');
  // The calculator is a lazy chunk loaded once its section comes near the screen: scroll to it.
  await page.locator('#calculator').scrollIntoViewIfNeeded();
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toBeVisible();
}

/** Cluj-Napoca -> Iași, one parcel of the default size, home to home: the offers and the API's answer. */
export async function quoteClujIasi(page: Page): Promise<{ offers: Locator; answer: ApiOffer[] }> {
  await pickLocality(page, 'Localitatea de ridicare', 'cluj', 'Cluj-Napoca', 'jud. Cluj');
  await pickLocality(page, 'Localitatea de livrare', 'iasi', 'Iași', 'jud. Iași');
  const priced = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/price-calculation'));
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  const response = await priced;
  expect(response.status()).toBe(200);
  const answer = ((await response.json()) as { data: ApiOffer[] }).data;
  const offers = offersRegion(page);
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(`Oferte pentru transportul tău (${answer.length} oferte)`);
  return { offers, answer };
}

export function offerItems(offers: Locator): Locator {
  return offers.locator('.offers__list > li');
}

/** From the home page to /comanda with the chosen carrier's home-to-home offer; its total as shown. */
export async function startOrder(page: Page, carrier: string): Promise<{ total: string; offer: ApiOffer }> {
  await openCalculator(page);
  const { offers, answer } = await quoteClujIasi(page);
  const offer = answer.find((o) => o.carrier === carrier);
  expect(offer, `an offer of ${carrier}`).toBeTruthy();
  const item = offerItems(offers).filter({ has: page.locator('.offer__carrier', { hasText: carrier }) });
  const total = (await item.locator('.offer__total').textContent()) ?? '';
  await item.getByRole('button', { name: new RegExp(`^Alege oferta ${carrier}, ${HOME_TO_HOME}, `) }).click();
  await expect(page).toHaveURL(/\/comanda$/);
  await expect(page.getByRole('region', { name: 'Oferta aleasă' })).toBeVisible();
  return { total, offer: offer! };
}

export function fieldset(page: Page, legend: 'Expeditor' | 'Destinatar' | 'Conținutul coletului' | 'Date de facturare' | 'Plata') {
  return page.getByRole('group', { name: legend, exact: true });
}

export async function fillContact(page: Page, legend: 'Expeditor' | 'Destinatar', contact: Contact) {
  const group = fieldset(page, legend);
  await group.getByLabel('Nume și prenume').fill(contact.name);
  await group.getByLabel('Telefon').fill(contact.phone);
  if (contact.email) await group.getByLabel(EMAIL_LABEL).fill(contact.email);
  await group.getByLabel('Strada').fill(contact.street);
  await group.getByRole('textbox', { name: 'Număr', exact: true }).fill(contact.number);
}

export async function fillDetailsAndContinue(page: Page, senderEmail: string) {
  await fillContact(page, 'Expeditor', { ...SENDER, email: senderEmail });
  await fillContact(page, 'Destinatar', RECIPIENT);
  await page.getByRole('textbox', { name: 'Conținutul coletului' }).fill('Haine și cărți');
  await page.getByRole('button', { name: 'Continuă la plată' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(fieldset(page, 'Date de facturare')).toBeVisible();
}

export interface SavedDraft {
  step: string;
  data: {
    chosen: { offer: ApiOffer } | null;
    sender: Record<string, string>;
    recipient: Record<string, string>;
    billing: Record<string, string>;
    payment: 'card' | 'wallet';
    idempotency_key: string;
  };
}

/** The order draft as the app saved it in IndexedDB (Dexie `checkoutDrafts`, id 'current'), or null. */
export async function savedDraft(page: Page): Promise<SavedDraft | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('curiero');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('checkoutDrafts')) return null;
      return await new Promise<SavedDraft | null>((resolve, reject) => {
        const request = db.transaction('checkoutDrafts').objectStore('checkoutDrafts').get('current');
        request.onsuccess = () => resolve(request.result ?? null);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

export async function fillBilling(page: Page, name = 'Ana Popescu') {
  const billing = fieldset(page, 'Date de facturare');
  await expect(billing.getByRole('radio', { name: 'Persoană fizică' })).toBeChecked();
  await billing.getByLabel('Nume pe factură').fill(name);
  await billing.getByLabel('Adresa de facturare').fill('Strada Memorandumului 28, Cluj-Napoca');
  await draftSaved(page, (d) => d.data.billing.name === name && d.data.billing.address !== '');
}

/**
 * Waits until the autosave (300 ms after the last change) has written the draft as shown. An order
 * answered sooner than that has its draft written back after it was deleted (see the report of
 * this file), so each test lets the save land before paying.
 */
export async function draftSaved(page: Page, check: (draft: SavedDraft) => boolean) {
  await expect.poll(async () => {
    const draft = await savedDraft(page);
    return draft !== null && check(draft);
  }).toBe(true);
}

/**
 * The local test processor's hosted page (server/routes/private/payments/payments.ts), where the card
 * is typed: its address, or that of its card form's answer when that shows the form again with an error.
 */
export const PROCESSOR_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/api\/private\/payments\/test-gateway\/tgp_[0-9a-f]{24}(\/card)?$/;

/** A card expiry as the processor's form takes it (LL/AA), three years ahead. */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export interface CardEntry {
  expiry?: string;
  cvc?: string;
  holder?: string;
}

/**
 * On the processor's card page (the app has sent the browser there): waits for it, fills its form
 * and submits it ("Plătește <amount>", the amount of the payment; `amount` checks it when given).
 */
export async function payOnProcessorPage(page: Page, number: string, { expiry = futureExpiry(), cvc = '123', holder = 'ANA POPESCU', amount }: CardEntry & { amount?: string } = {}) {
  await expect(page).toHaveURL(PROCESSOR_PAGE, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Plată cu cardul' })).toBeVisible();
  await page.getByLabel('Numărul cardului').fill(number);
  await page.getByLabel('Expiră (LL/AA)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
  await page.getByLabel('Numele de pe card').fill(holder);
  // The app writes amounts with a no-break space, the processor's page with a plain one.
  await page.getByRole('button', { name: amount === undefined ? /^Plătește \d/ : `Plătește ${amount.replace(/\s/g, ' ')}`, exact: true }).click();
}

/** On the bank's 3-D Secure step of the processor ('Confirmă plata'): answers it. */
export async function answer3ds(page: Page, decision: 'Confirmă' | 'Anulează' = 'Confirmă') {
  await expect(page).toHaveURL(PROCESSOR_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmă plata' })).toBeVisible();
  await page.getByRole('button', { name: decision, exact: true }).click();
}
