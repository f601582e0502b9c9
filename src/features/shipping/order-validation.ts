// Checks of the order details and billing before they are sent, with the field paths the server
// answers with (`sender.phone`, `recipient.locker_id`, `billing.cui`...). The server stays the
// judge; these spare a round trip and say what is wrong next to the field.
import { roOrder } from '../../i18n/ro-order.ts';
import { ADDRESS_RULE_TEXT, streetLineField, streetLineFits } from '../../shared/address-rules.ts';
import { TEXT_LIMITS as T } from '../../shared/field-limits.ts';
import { chars, normalizeCui, normalizePhone, validEmail } from '../../shared/identity-rules.ts';
import { hasUnprintable, UNPRINTABLE_MESSAGE } from '../../shared/printable-text.ts';
import { SERVICES, SHIPPING_LIMITS } from '../../shared/shipping.ts';
import type { BillingValues, ContactValues, OrderDraft } from './order-draft.ts';

const t = roOrder;
export type OrderErrors = Record<string, string>;

/** Romanian mobile (07…) or landline (02…, 03…), with 0, 40 or +40 in front; spaces, dots and dashes ignored. */
export function isRomanianPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}

/** Romanian CUI (CIF): 2-10 digits, the last a check digit over the key 753217532. */
export function isValidCui(value: string): boolean {
  return normalizeCui(value) !== null;
}

/** Which end of the chosen service is a locker. */
export function lockerEnds(serviceId: number | undefined): { from: boolean; to: boolean } {
  const service = SERVICES.find((s) => s.id === serviceId);
  return { from: service?.from === 'locker', to: service?.to === 'locker' };
}

/** Shorter than the field's minimum or longer than its maximum (trimmed characters, as the server counts). */
function outside(value: string, limit: { min: number; max: number }): boolean {
  return chars(value) < limit.min || chars(value) > limit.max;
}

function checkContact(prefix: 'sender' | 'recipient', c: ContactValues, locker: boolean, errors: OrderErrors) {
  const name = c.name.trim();
  if (!name) errors[`${prefix}.name`] = t.required;
  else if (outside(name, T.name)) errors[`${prefix}.name`] = t.nameLength;
  if (!c.phone.trim()) errors[`${prefix}.phone`] = t.required;
  else if (!isRomanianPhone(c.phone)) errors[`${prefix}.phone`] = t.phoneInvalid;
  if (prefix === 'sender' && !c.email.trim()) errors[`${prefix}.email`] = t.required;
  else if (c.email.trim() && !validEmail(c.email)) errors[`${prefix}.email`] = t.emailInvalid;
  if (locker) {
    if (!c.locker_id) errors[`${prefix}.locker_id`] = t.lockerRequired;
    return;
  }
  // The number is optional, as in the address book; the three together fit the invoice's line.
  if (!c.street.trim()) errors[`${prefix}.street`] = t.required;
  const parts = { street: c.street, number: c.number, details: c.details };
  if (!streetLineFits(parts)) errors[`${prefix}.${streetLineField(parts, { street: 'street', details: 'details' })}`] = ADDRESS_RULE_TEXT.streetLine;
}

/** What the label prints cannot hold emoji (they print as boxes): said before anything is sent. */
function checkPrintable(prefix: 'sender' | 'recipient', c: ContactValues, errors: OrderErrors) {
  for (const field of ['name', 'company', 'phone', 'street', 'number', 'details'] as const) {
    if (hasUnprintable(c[field])) errors[`${prefix}.${field}`] = UNPRINTABLE_MESSAGE;
  }
}

export function validateDetails(draft: OrderDraft): OrderErrors {
  const errors: OrderErrors = {};
  const ends = lockerEnds(draft.chosen?.offer.service_id);
  checkContact('sender', draft.sender, ends.from, errors);
  checkContact('recipient', draft.recipient, ends.to, errors);
  checkPrintable('sender', draft.sender, errors);
  checkPrintable('recipient', draft.recipient, errors);
  const content = chars(draft.content);
  if (content < SHIPPING_LIMITS.contentMinChars || content > SHIPPING_LIMITS.contentMaxChars) errors.content = t.contentLength;
  else if (hasUnprintable(draft.content)) errors.content = UNPRINTABLE_MESSAGE;
  return errors;
}

export function validateBilling(billing: BillingValues): OrderErrors {
  const errors: OrderErrors = {};
  if (billing.kind === 'person') {
    if (!billing.name.trim()) errors['billing.name'] = t.required;
    else if (outside(billing.name, T.name)) errors['billing.name'] = t.nameLength;
  } else {
    if (!billing.company.trim()) errors['billing.company'] = t.required;
    else if (outside(billing.company, T.company)) errors['billing.company'] = t.companyLength;
    if (!billing.cui.trim()) errors['billing.cui'] = t.required;
    else if (!isValidCui(billing.cui)) errors['billing.cui'] = t.cuiInvalid;
  }
  if (!billing.address.trim()) errors['billing.address'] = t.required;
  else if (outside(billing.address, T.billingAddress)) errors['billing.address'] = t.billingAddressLength;
  // A company's invoice carries its seat's city and county.
  if (billing.kind === 'company' && !billing.locality) errors['billing.locality'] = t.billingLocalityRequired;
  return errors;
}

const FIELD_NAMES: Record<string, string> = {
  name: t.name,
  phone: t.phone,
  email: t.email,
  company: t.company,
  street: t.street,
  number: t.number,
  details: t.details,
  postal_code: t.postalCode,
  locker_id: 'locker',
};

/** The readable name of a field path for the error summary ("Expeditor, telefon"). */
export function orderFieldLabel(path: string): string {
  if (path === 'content') return t.content;
  const [role, field] = path.split('.') as [string, string | undefined];
  const who = role === 'sender' ? t.sender : role === 'recipient' ? t.recipient : '';
  const name = field ? FIELD_NAMES[field] : undefined;
  return who && name ? `${who}, ${name.toLowerCase()}` : path;
}
