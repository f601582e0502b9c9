// The return form's values, their first checks in the browser (the server checks everything again,
// and its per-field answers are shown the same way), the statement body built from them, and the
// id of the control each field's error belongs to (`items.0.reason` -> `retur-items-0-reason`).
import { normalizePhone, validEmail } from '../../shared/identity-rules.ts';
import type { FieldErrors } from '../../lib/http.ts';
import type { DropOffMethod, OrderLookup, ReturnOrder, ReturnShopPage, StatementBody } from './return-portal-api.ts';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_PHOTOS = 5;

export interface ItemValues {
  name: string;
  quantity: string;
  reason: string;
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  locality_name: string;
  county_name: string;
  postal_code: string;
}

export interface ReturnValues {
  items: ItemValues[];
  contact: ContactValues;
  drop_off_method: DropOffMethod | '';
  carrier_id: string;
  iban: string;
  photos: File[];
}

/** The order the return is for: found through Curiero (with the data it was found by) or typed in. */
export interface ChosenOrder {
  lookup: OrderLookup | null;
  external: { reference: string; delivered_on: string; cash_on_delivery: boolean } | null;
  found: ReturnOrder | null;
}

export const fieldId = (key: string) => `retur-${key.replace(/\./g, '-')}`;

const emptyContact: ContactValues = { name: '', email: '', phone: '', street: '', locality_name: '', county_name: '', postal_code: '' };

/** The form prefilled from the order found (its contents as the item, its recipient as the contact). */
export function initialValues(shop: ReturnShopPage, order: ChosenOrder): ReturnValues {
  const found = order.found;
  const contact = found ? { ...emptyContact, ...Object.fromEntries(Object.keys(emptyContact).map((k) => [k, found.contact[k as keyof ContactValues] ?? ''])) } : emptyContact;
  return {
    items: [{ name: found?.parcel_content ?? '', quantity: '1', reason: '' }],
    contact: contact as ContactValues,
    drop_off_method: shop.drop_off_methods.length === 1 ? shop.drop_off_methods[0]! : '',
    carrier_id: shop.carriers.length === 1 ? String(shop.carriers[0]!.id) : '',
    iban: '',
    photos: [],
  };
}

export function cashOnDelivery(order: ChosenOrder): boolean {
  return order.found?.cash_on_delivery ?? order.external?.cash_on_delivery ?? false;
}

const compactIban = (raw: string) => raw.replace(/\s/g, '').toUpperCase();

/** ISO 13616: the country and check digits moved to the end, letters as numbers, mod 97 = 1. */
function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

export const CLIENT_MESSAGES = {
  required: 'Câmpul este obligatoriu.',
  itemName: 'Scrie numele produsului (cel puțin 2 caractere).',
  quantity: 'Cantitatea este un număr întreg între 1 și 99.',
  reason: 'Alege motivul returului.',
  email: 'Adresa de e-mail nu este validă.',
  phone: 'Numărul de telefon nu este valid (de exemplu 0722 123 456).',
  postalCode: 'Codul poștal are 6 cifre.',
  dropOff: 'Alege cum predai coletul.',
  carrier: 'Alege curierul.',
  ibanRequired: 'Comanda a fost plătită ramburs: scrie IBAN-ul în care primești banii înapoi.',
  ibanCountry: 'IBAN-ul trebuie să fie al unui cont din România (începe cu RO).',
  iban: 'IBAN-ul nu este valid: verifică cifrele (cifrele de control nu se potrivesc).',
} as const;

/** The checks the browser can make before asking the server; the same words as the server's. */
export function checkValues(values: ReturnValues, cod: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  values.items.forEach((item, i) => {
    if ([...item.name.trim()].length < 2) add(`items.${i}.name`, CLIENT_MESSAGES.itemName);
    const quantity = Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) add(`items.${i}.quantity`, CLIENT_MESSAGES.quantity);
    if (!item.reason) add(`items.${i}.reason`, CLIENT_MESSAGES.reason);
  });
  const c = values.contact;
  for (const key of ['name', 'email', 'phone', 'street', 'locality_name', 'county_name'] as const) if (!c[key].trim()) add(`contact.${key}`, CLIENT_MESSAGES.required);
  if (c.email.trim() && !validEmail(c.email)) add('contact.email', CLIENT_MESSAGES.email);
  if (c.phone.trim() && !normalizePhone(c.phone)) add('contact.phone', CLIENT_MESSAGES.phone);
  if (c.postal_code.trim() && !/^\d{6}$/.test(c.postal_code.trim())) add('contact.postal_code', CLIENT_MESSAGES.postalCode);
  if (!values.drop_off_method) add('drop_off_method', CLIENT_MESSAGES.dropOff);
  if (!values.carrier_id) add('carrier_id', CLIENT_MESSAGES.carrier);
  const iban = compactIban(values.iban);
  if (cod && !iban) add('iban', CLIENT_MESSAGES.ibanRequired);
  else if (iban && !iban.startsWith('RO')) add('iban', CLIENT_MESSAGES.ibanCountry);
  else if (iban && (!/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/.test(iban) || !ibanChecks(iban))) add('iban', CLIENT_MESSAGES.iban);
  return errors;
}

/** The photos chosen, checked by type and size (the server checks their bytes again). */
export function checkPhotos(files: readonly File[], messages: { type: (name: string) => string; size: (name: string) => string; count: string }): string | null {
  if (files.length > MAX_PHOTOS) return messages.count;
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return messages.type(file.name);
    if (file.size > PHOTO_MAX_BYTES) return messages.size(file.name);
  }
  return null;
}

export function statementBody(values: ReturnValues, order: ChosenOrder, cod: boolean): Omit<StatementBody, 'website' | 'started_at' | 'sent_at'> {
  const c = values.contact;
  return {
    order: order.external ? { external: true, ...order.external } : order.lookup!,
    items: values.items.map((item) => ({ name: item.name.trim(), quantity: Number(item.quantity), reason: item.reason })),
    contact: { name: c.name, email: c.email, phone: c.phone, street: c.street, locality_name: c.locality_name, county_name: c.county_name, postal_code: c.postal_code },
    drop_off_method: values.drop_off_method as DropOffMethod,
    carrier_id: values.carrier_id ? Number(values.carrier_id) : null,
    ...(cod ? { iban: compactIban(values.iban) } : {}),
  };
}
