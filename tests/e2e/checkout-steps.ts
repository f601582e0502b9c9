// The steps of an order through the app's screens, for the specs that walk it: a quote in the home
// calculator (Cluj-Napoca -> Iași), an offer chosen, the details of /comanda, the card of /checkout,
// and the order draft as the app saved it in IndexedDB.
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures.ts';

export interface Contact {
  name: string;
  phone: string;
  email?: string;
  street: string;
  number: string;
}

export const SENDER: Contact = { name: 'Ana Popescu', phone: '0722 123 456', street: 'Strada Memorandumului', number: '28' };
export const RECIPIENT: Contact = { name: 'Mihai Ionescu', phone: '0232 214 567', street: 'Bulevardul Ștefan cel Mare și Sfânt', number: '10A' };
export const CARDS = {
  approved: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
} as const;
export const HOME_TO_HOME = 'Domiciliu - domiciliu';
/** The e-mail field's label (its wording may say "email" or "e-mail"). */
export const EMAIL_LABEL = /^Adresa de e-?mail/;

let counter = 0;
export function newEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@exemplu.ro`;
}

/** Picks a locality in the calculator's combobox with the keyboard: type, ArrowDown, Enter. */
export async function pickLocality(page: Page, label: string, typed: string, name: string) {
  const input = page.getByRole('combobox', { name: label });
  const searched = page.waitForResponse((r) => r.url().includes('/api/private/search/localities/RO') && new URL(r.url()).searchParams.get('search') === typed);
  await input.click();
  await input.pressSequentially(typed);
  await searched;
  const listbox = page.getByRole('listbox', { name: label });
  await expect(listbox.getByRole('option').first()).toContainText(name);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(name);
}

export async function openCalculator(page: Page) {
  await page.goto('/');
  // The calculator is a lazy chunk loaded once its section comes near the screen: scroll to it.
  await page.locator('#calculator').scrollIntoViewIfNeeded();
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toBeVisible();
}

export function offersRegion(page: Page): Locator {
  return page.getByRole('region', { name: /^Oferte pentru transportul tău/ });
}

/** Cluj-Napoca -> Iași, one parcel of the default size: waits for the offers. */
export async function quoteClujIasi(page: Page): Promise<Locator> {
  await pickLocality(page, 'Localitatea de ridicare', 'cluj', 'Cluj-Napoca');
  await pickLocality(page, 'Localitatea de livrare', 'iasi', 'Iași');
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  const offers = offersRegion(page);
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(/^Oferte pentru transportul tău \(\d+ oferte\)$/);
  return offers;
}

/** From the home page to /comanda with the carrier's home-to-home offer; its total as shown. */
export async function startOrder(page: Page, carrier: string): Promise<string> {
  await openCalculator(page);
  const offers = await quoteClujIasi(page);
  const item = offers.locator('.offers__list > li').filter({ has: page.locator('.offer__carrier', { hasText: carrier }) });
  const total = (await item.locator('.offer__total').textContent()) ?? '';
  await item.getByRole('button', { name: new RegExp(`^Alege oferta ${carrier}, ${HOME_TO_HOME}, `) }).click();
  await expect(page).toHaveURL(/\/comanda$/);
  return total;
}

export function fieldset(page: Page, legend: 'Expeditor' | 'Destinatar' | 'Date de facturare' | 'Plata') {
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

/** Fills sender (with the e-mail given), recipient and content, and goes on to /checkout. */
export async function fillDetailsAndContinue(page: Page, senderEmail: string) {
  await fillContact(page, 'Expeditor', { ...SENDER, email: senderEmail });
  await fillContact(page, 'Destinatar', RECIPIENT);
  await page.getByRole('textbox', { name: 'Conținutul coletului' }).fill('Haine și cărți');
  await page.getByRole('button', { name: 'Continuă la plată' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(fieldset(page, 'Date de facturare')).toBeVisible();
}

export async function fillCard(page: Page, number: string) {
  const payment = fieldset(page, 'Plata');
  await payment.getByLabel('Numărul cardului').fill(number);
  await payment.getByLabel('Numele de pe card').fill('ANA POPESCU');
  await payment.getByLabel('Valabil până la (LL/AA)').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
}

export interface SavedDraft {
  step: string;
  data: { sender: Record<string, string>; billing: Record<string, string>; idempotency_key: string };
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
        request.onsuccess = () => resolve((request.result as SavedDraft | undefined) ?? null);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

/** Waits until the autosave has written the draft as `check` wants it. */
export async function draftSaved(page: Page, check: (draft: SavedDraft) => boolean) {
  await expect.poll(async () => {
    const draft = await savedDraft(page);
    return draft !== null && check(draft);
  }).toBe(true);
}
