// The order's own checks, beyond the price request (which the pricing engine checks): the sender's
// and recipient's name, phone, e-mail and street (home ends), the parcel content, billing (a person,
// or a company with a valid CUI), the payment and the guest's e-mail. Every message is Romanian,
// under the field's path (e.g. errors['address_to.phone']), so the form can show it in place.
import { ADDRESS_RULE_TEXT, streetLineField, streetLineFits } from '../../../src/shared/address-rules.ts';
import { TEXT_LIMITS as T } from '../../../src/shared/field-limits.ts';
import { SERVICES, SHIPPING_LIMITS as L } from '../../../src/shared/shipping.ts';
import { REQUIRED, type FieldErrors } from '../failure.ts';
import { CARD_NOT_HERE } from '../payments/index.ts';
import { FIELD } from '../pricing/index.ts';
import { chars, normalizeCui, normalizePhone, validEmail } from '../../../src/shared/identity-rules.ts';
import { hasUnprintable, PRINTED_PARTY_FIELDS, UNPRINTABLE_MESSAGE } from '../../../src/shared/printable-text.ts';
import type { OrderBody, OrderRequest } from './order-input.ts';

export const ORDER_FIELD = {
  name: `Numele trebuie să aibă între ${T.name.min} și ${T.name.max} de caractere.`,
  company: `Numele firmei poate avea cel mult ${T.company.max} de caractere.`,
  phone: 'Numărul de telefon nu este valid: folosește un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.',
  email: 'Adresa de e-mail nu este validă.',
  street: 'Completează strada.',
  streetLine: ADDRESS_RULE_TEXT.streetLine,
  contentRequired: 'Descrie conținutul coletului.',
  billingType: 'Alege persoană fizică sau firmă.',
  companyName: `Numele firmei trebuie să aibă între ${T.company.min} și ${T.company.max} de caractere.`,
  cui: 'CUI-ul nu este valid: verifică cifrele (cifra de control nu se potrivește).',
  billingAddress: `Adresa de facturare trebuie să aibă între ${T.billingAddress.min} și ${T.billingAddress.max} de caractere.`,
  billingLocality: 'Alege localitatea adresei de facturare din listă.',
  billingLocalityUnknown: 'Localitatea adresei de facturare nu a fost găsită. Alege-o din listă.',
  paymentMethod: 'Alege plata cu cardul sau din portofel.',
  walletNeedsAccount: 'Plata din portofel este disponibilă doar după autentificare.',
  expectedTotal: 'Totalul așteptat trebuie să fie un număr întreg de bani.',
} as const;

type Add = (field: string, message: string) => void;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** Shorter than the field's minimum or longer than its maximum (trimmed characters). */
const outside = (value: string, limit: { min: number; max: number }) => chars(value) < limit.min || chars(value) > limit.max;

function checkParty(body: OrderBody, side: 'address_from' | 'address_to', add: Add): void {
  const a = body[side] ?? {};
  const service = SERVICES.find((s) => s.id === body.service_id);
  const endpoint = side === 'address_from' ? service?.from : service?.to;
  if (!text(a.contact).trim()) add(`${side}.contact`, REQUIRED);
  else if (outside(text(a.contact), T.name)) add(`${side}.contact`, ORDER_FIELD.name);
  if (a.company !== undefined && chars(text(a.company)) > T.company.max) add(`${side}.company`, ORDER_FIELD.company);
  if (!text(a.phone).trim()) add(`${side}.phone`, REQUIRED);
  else if (!normalizePhone(text(a.phone))) add(`${side}.phone`, ORDER_FIELD.phone);
  // The sender is told about the parcel by e-mail; the recipient's address is optional.
  if (!text(a.email).trim()) {
    if (side === 'address_from') add(`${side}.email`, REQUIRED);
  } else if (!validEmail(text(a.email))) add(`${side}.email`, ORDER_FIELD.email);
  // The number is optional, as in the address book (a village house may have none).
  if (endpoint === 'home') {
    if (chars(text(a.street_name)) < 2) add(`${side}.street_name`, ORDER_FIELD.street);
    const parts = { street: text(a.street_name), number: text(a.street_number), details: text(a.street_details) };
    if (!streetLineFits(parts)) add(`${side}.${streetLineField(parts, { street: 'street_name', details: 'street_details' })}`, ORDER_FIELD.streetLine);
  }
  // What is printed on the label: no emoji (they print as boxes).
  const fields = a as Record<string, unknown>;
  for (const field of PRINTED_PARTY_FIELDS) if (hasUnprintable(text(fields[field]))) add(`${side}.${field}`, UNPRINTABLE_MESSAGE);
}

function checkBilling(body: OrderBody, add: Add): void {
  const billing = body.billing as Record<string, unknown> | undefined;
  if (!billing) return add('billing', REQUIRED);
  if (billing.type !== 'person' && billing.type !== 'company') return add('billing.type', ORDER_FIELD.billingType);
  const name = text(billing.name);
  if (billing.type === 'person') {
    if (!name.trim()) add('billing.name', REQUIRED);
    else if (outside(name, T.name)) add('billing.name', ORDER_FIELD.name);
    if (billing.address !== undefined && billing.address !== '' && outside(text(billing.address), T.billingAddress)) {
      add('billing.address', ORDER_FIELD.billingAddress);
    }
    if (billing.locality_id !== undefined && !isSiruta(billing.locality_id)) add('billing.locality_id', ORDER_FIELD.billingLocality);
    return;
  }
  if (!name.trim()) add('billing.name', REQUIRED);
  else if (outside(name, T.company)) add('billing.name', ORDER_FIELD.companyName);
  if (!text(billing.cui).trim()) add('billing.cui', REQUIRED);
  else if (!normalizeCui(text(billing.cui))) add('billing.cui', ORDER_FIELD.cui);
  if (!text(billing.address).trim()) add('billing.address', REQUIRED);
  else if (outside(text(billing.address), T.billingAddress)) add('billing.address', ORDER_FIELD.billingAddress);
  // A company's invoice carries its own city and county (its seat), not the sender's.
  if (!isSiruta(billing.locality_id)) add('billing.locality_id', ORDER_FIELD.billingLocality);
}

const isSiruta = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function checkPayment(body: OrderBody, guest: boolean, add: Add): void {
  const payment = body.payment as Record<string, unknown> | undefined;
  if (!payment) return add('payment', REQUIRED);
  // Card data never reaches us: the customer types it on the processor's page.
  if (payment.card !== undefined) add('payment.card', CARD_NOT_HERE);
  if (payment.method === 'wallet') {
    if (guest) add('payment.method', ORDER_FIELD.walletNeedsAccount);
    return;
  }
  if (payment.method !== 'card') return add('payment.method', ORDER_FIELD.paymentMethod);
}

/** The order's problems by field path (the price request itself is the engine's). */
export function validateOrder(body: OrderBody, options: { guest: boolean; now: Date }): FieldErrors {
  const errors: FieldErrors = {};
  const add: Add = (field, message) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (options.guest) {
    if (!text(body.email).trim()) add('email', REQUIRED);
    else if (!validEmail(text(body.email))) add('email', ORDER_FIELD.email);
  }
  checkParty(body, 'address_from', add);
  checkParty(body, 'address_to', add);
  // The same length message as the pricing engine's, which checks a content that is given.
  const content = text(body.extra?.parcel_content);
  if (!content.trim()) add('extra.parcel_content', ORDER_FIELD.contentRequired);
  else if (chars(content) < L.contentMinChars || chars(content) > L.contentMaxChars) add('extra.parcel_content', FIELD.content);
  if (hasUnprintable(content)) add('extra.parcel_content', UNPRINTABLE_MESSAGE);
  checkBilling(body, add);
  checkPayment(body, options.guest, add);
  if (body.expected_total_bani !== undefined && (!Number.isInteger(body.expected_total_bani) || body.expected_total_bani < 0)) {
    add('expected_total_bani', ORDER_FIELD.expectedTotal);
  }
  return errors;
}

/** Step 2 of the pipeline: the request with the order's own problems (the engine adds its own next). */
export interface Checked {
  request: OrderRequest;
  errors: FieldErrors;
  now: Date;
}

export function checkOrder(request: OrderRequest, now: Date): Checked {
  return { request, now, errors: validateOrder(request.body, { guest: request.owner.customerId === null, now }) };
}
