// The withdrawal statement's fields, checked against the shop's settings, all at once (a 422 with
// each field's Romanian message, `items.0.reason` for nested ones): the order (found through
// Curiero, or typed in when the shop accepts those), the items with their quantity and one of the
// shop's reasons, the customer's contact, a drop-off method and carrier the shop accepts, and for a
// cash-on-delivery order the Romanian IBAN the refund goes to (checked by the maintained library the
// address book uses, ibantools). The public forms' protection too: the hidden `website` field left
// empty, and `started_at` (and `sent_at`, ms by the browser's clock) a person's pace apart.
import { FORM_MESSAGES } from '../../../src/shared/forms.ts';
import { checkRomanianIban } from '../addresses/index.ts';
import { filledByPerson, honeypotFilled } from '../forms/index.ts';
import { REQUIRED, validationFailure, type FieldErrors } from '../failure.ts';
import type { ReturnContact, ReturnDropOffMethod, ReturnItem } from '../../db/schema.ts';
import type { LookupInput } from './order-lookup.ts';
import type { SettingsRow } from './settings.ts';

export const MAX_ITEMS = 50;

export const WITHDRAWAL_MESSAGES = {
  items: `Alege între 1 și ${MAX_ITEMS} de produse returnate.`,
  itemName: 'Numele produsului are între 2 și 200 de caractere.',
  quantity: 'Cantitatea este un număr întreg între 1 și 99.',
  reason: 'Alege unul dintre motivele de retur ale magazinului.',
  name: 'Numele are între 3 și 100 de caractere.',
  email: 'Adresa de e-mail nu este validă.',
  phone: 'Numărul de telefon nu este valid (de exemplu 0722 123 456).',
  text: 'Textul are cel mult 200 de caractere.',
  postalCode: 'Codul poștal are 6 cifre.',
  dropOff: 'Alege una dintre modalitățile de predare acceptate de magazin.',
  carrier: 'Alege unul dintre curierii acceptați de magazin.',
  ibanRequired: 'Comanda a fost plătită ramburs: scrie IBAN-ul în care primești banii înapoi.',
  iban: 'IBAN-ul nu este valid: verifică cifrele (cifrele de control nu se potrivesc).',
  ibanCountry: 'IBAN-ul trebuie să fie al unui cont din România (începe cu RO).',
  externalNotAccepted: 'Magazinul primește retururi doar pentru comenzile trimise prin Curiero: caută comanda după AWB sau numărul ei.',
  deliveredOn: 'Scrie data la care ai primit comanda, în forma AAAA-LL-ZZ (nu în viitor).',
  reference: 'Numărul comenzii are între 2 și 100 de caractere.',
  form: 'Nu am putut înregistra declarația. Reîncarcă pagina și completeaz-o din nou.',
} as const;

/** The statement's fields, checked: the order's lookup data or the order typed in, and the rest. */
export interface StatementInput {
  lookup: LookupInput | null;
  external: { reference: string; deliveredOn: string; cashOnDelivery: boolean } | null;
  items: ReturnItem[];
  contact: ReturnContact;
  dropOffMethod: ReturnDropOffMethod;
  carrierId: number;
  /** Normalised; checked against the order's payment by the caller (withdrawal.ts). */
  iban: string | null;
}

type Body = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const chars = (value: string) => [...value].length;
const obj = (value: unknown): Body => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^(\+?40|0040|0)\d{9}$/;

export function checkStatement(body: Body, shop: SettingsRow, today: string, nowMs: number): StatementInput {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (honeypotFilled(body.website)) add('form', WITHDRAWAL_MESSAGES.form);
  else if (!filledByPerson(body.started_at, body.sent_at, nowMs)) add('form', FORM_MESSAGES.tooFast);

  const order = obj(body.order);
  let lookup: LookupInput | null = null;
  let external: StatementInput['external'] = null;
  if (order.external === true) {
    if (!shop.acceptExternalOrders) add('order', WITHDRAWAL_MESSAGES.externalNotAccepted);
    const reference = str(order.reference);
    if (chars(reference) < 2 || chars(reference) > 100) add('order.reference', WITHDRAWAL_MESSAGES.reference);
    const deliveredOn = str(order.delivered_on);
    const day = new Date(`${deliveredOn}T00:00:00Z`);
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(deliveredOn) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(deliveredOn) && deliveredOn <= today;
    if (!valid) add('order.delivered_on', WITHDRAWAL_MESSAGES.deliveredOn);
    external = { reference, deliveredOn, cashOnDelivery: order.cash_on_delivery === true };
  } else {
    lookup = { awb: str(order.awb), reference: str(order.reference), email: str(order.email), phone: str(order.phone), postal_code: str(order.postal_code) };
  }

  const items: ReturnItem[] = [];
  if (!Array.isArray(body.items) || body.items.length < 1 || body.items.length > MAX_ITEMS) add('items', WITHDRAWAL_MESSAGES.items);
  else {
    body.items.forEach((raw, i) => {
      const item = obj(raw);
      const name = str(item.name);
      if (chars(name) < 2 || chars(name) > 200) add(`items.${i}.name`, WITHDRAWAL_MESSAGES.itemName);
      const quantity = item.quantity === undefined ? 1 : item.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) add(`items.${i}.quantity`, WITHDRAWAL_MESSAGES.quantity);
      const reason = str(item.reason);
      if (!reason) add(`items.${i}.reason`, REQUIRED);
      else if (!shop.reasons.includes(reason)) add(`items.${i}.reason`, WITHDRAWAL_MESSAGES.reason);
      items.push({ name, quantity: quantity as number, reason });
    });
  }

  const c = obj(body.contact);
  const contact: ReturnContact = {
    name: str(c.name),
    email: str(c.email).toLowerCase(),
    phone: str(c.phone).replace(/[\s.-]/g, ''),
    locality_id: typeof c.locality_id === 'number' && Number.isSafeInteger(c.locality_id) ? c.locality_id : null,
    locality_name: str(c.locality_name),
    county_name: str(c.county_name),
    street: str(c.street),
    postal_code: str(c.postal_code),
  };
  if (!contact.name) add('contact.name', REQUIRED);
  else if (chars(contact.name) < 3 || chars(contact.name) > 100) add('contact.name', WITHDRAWAL_MESSAGES.name);
  if (!contact.email) add('contact.email', REQUIRED);
  else if (!EMAIL.test(contact.email) || contact.email.length > 254) add('contact.email', WITHDRAWAL_MESSAGES.email);
  if (!contact.phone) add('contact.phone', REQUIRED);
  else if (!PHONE.test(contact.phone)) add('contact.phone', WITHDRAWAL_MESSAGES.phone);
  for (const key of ['locality_name', 'county_name', 'street'] as const) {
    if (!contact[key]) add(`contact.${key}`, REQUIRED);
    else if (chars(contact[key]) > 200) add(`contact.${key}`, WITHDRAWAL_MESSAGES.text);
  }
  if (contact.postal_code && !/^\d{6}$/.test(contact.postal_code)) add('contact.postal_code', WITHDRAWAL_MESSAGES.postalCode);

  const dropOffMethod = str(body.drop_off_method) as ReturnDropOffMethod;
  if (!shop.dropOffMethods.includes(dropOffMethod)) add('drop_off_method', WITHDRAWAL_MESSAGES.dropOff);
  const carrierId = body.carrier_id;
  if (typeof carrierId !== 'number' || !shop.carrierIds.includes(carrierId)) add('carrier_id', WITHDRAWAL_MESSAGES.carrier);

  let iban: string | null = null;
  const rawIban = str(body.iban);
  if (rawIban) {
    const checked = checkRomanianIban(rawIban);
    if ('problem' in checked) add('iban', checked.problem === 'invalid' ? WITHDRAWAL_MESSAGES.iban : WITHDRAWAL_MESSAGES.ibanCountry);
    else iban = checked.iban;
  }

  if (Object.keys(errors).length) throw validationFailure(errors);
  return { lookup, external, items, contact, dropOffMethod, carrierId: carrierId as number, iban };
}
