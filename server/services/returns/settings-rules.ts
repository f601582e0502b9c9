// The rules of a shop's returns page settings, checked all at once (a 422 with every field's
// Romanian message): the public name, the slug of `/retur/{slug}` (lower-case letters, digits and
// dashes), the return window (at least the legal 14 days), the conditions, the reasons, the drop-off
// methods and carriers it accepts, who pays the return, how requests are approved. The return
// address and the slug's uniqueness need the database: settings.ts checks them.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { RETURN_APPROVALS, RETURN_DROP_OFF_METHODS, RETURN_PAYERS, type ReturnDropOffMethod, type ReturnPayer } from '../../db/schema.ts';
import { REQUIRED, validationFailure, type FieldErrors } from '../failure.ts';

export const MIN_WINDOW_DAYS = 14;
export const MAX_WINDOW_DAYS = 365;
export const MAX_REASONS = 20;
export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const RETURN_SETTINGS_MESSAGES = {
  publicName: 'Numele public are între 2 și 80 de caractere.',
  slug: 'Adresa paginii are între 3 și 60 de caractere: litere mici fără diacritice, cifre și cratime (de exemplu magazinul-verde).',
  slugTaken: 'Adresa aceasta este folosită deja de alt magazin. Alege alta.',
  windowDays: `Termenul de retur este un număr întreg de zile, între ${MIN_WINDOW_DAYS} (minimul legal) și ${MAX_WINDOW_DAYS}.`,
  conditions: 'Condițiile au cel mult 5000 de caractere.',
  reasons: `Scrie între 1 și ${MAX_REASONS} motive de retur diferite, fiecare de 2-100 de caractere.`,
  returnAddress: 'Alege adresa de retur din agenda ta de adrese (o adresă de expediere sau de livrare).',
  returnAddressRequired: 'Alege adresa la care primești retururile înainte de a activa pagina.',
  dropOffMethods: 'Alege cel puțin o modalitate de predare: easybox sau locker, oficiu sau punct al curierului, ridicare de la client.',
  carrierIds: 'Alege cel puțin un curier dintre cei din listă.',
  payer: 'Alege cine plătește returul: magazinul, clientul sau magazinul până la o sumă.',
  payerLimit: 'Scrie suma până la care plătește magazinul, în bani (un număr întreg pozitiv, cel mult 100000).',
  approval: 'Alege aprobarea: automată sau manuală.',
  flag: 'Valoarea trebuie să fie da sau nu.',
  saved: 'Setările paginii de retur au fost salvate.',
  logoSaved: 'Logo-ul a fost salvat.',
  logoNeedsSettings: 'Salvează întâi setările paginii de retur, apoi încarcă logo-ul.',
} as const;

export const DEFAULT_REASONS = [
  'Nu mi se potrivește mărimea',
  'Produsul nu corespunde descrierii',
  'Produs deteriorat sau defect',
  'Am primit alt produs',
  'M-am răzgândit',
];

export interface SettingsInput {
  enabled: boolean;
  publicName: string;
  slug: string;
  windowDays: number;
  conditions: string;
  reasons: string[];
  returnAddressId: number | null;
  dropOffMethods: ReturnDropOffMethod[];
  carrierIds: number[];
  payer: ReturnPayer;
  payerLimitBani: number | null;
  approval: (typeof RETURN_APPROVALS)[number];
  acceptExternalOrders: boolean;
  notifyShop: boolean;
  /** A cash-on-delivery return that arrives is refunded at once from the shop's collected ramburs (cod-refund.ts). */
  codRefundAuto: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const chars = (value: string) => [...value].length;
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The body's settings, checked; a 422 naming every wrong field. */
export function checkSettings(body: Record<string, unknown>): SettingsInput {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const missing = (field: string) => body[field] === undefined || body[field] === null || body[field] === '';
  const flag = (field: string, fallback: boolean) => {
    if (body[field] === undefined) return fallback;
    if (typeof body[field] !== 'boolean') add(field, RETURN_SETTINGS_MESSAGES.flag);
    return body[field] === true;
  };

  const publicName = text(body.public_name);
  if (missing('public_name')) add('public_name', REQUIRED);
  else if (chars(publicName) < 2 || chars(publicName) > 80) add('public_name', RETURN_SETTINGS_MESSAGES.publicName);

  const slug = typeof body.slug === 'string' ? body.slug.trim() : '';
  if (missing('slug')) add('slug', REQUIRED);
  else if (slug.length < 3 || slug.length > 60 || !SLUG_FORMAT.test(slug)) add('slug', RETURN_SETTINGS_MESSAGES.slug);

  const windowDays = body.window_days === undefined ? MIN_WINDOW_DAYS : body.window_days;
  if (!isInt(windowDays) || windowDays < MIN_WINDOW_DAYS || windowDays > MAX_WINDOW_DAYS) add('window_days', RETURN_SETTINGS_MESSAGES.windowDays);

  const conditions = typeof body.conditions === 'string' ? body.conditions.trim() : '';
  if (body.conditions !== undefined && typeof body.conditions !== 'string') add('conditions', RETURN_SETTINGS_MESSAGES.conditions);
  else if (chars(conditions) > 5000) add('conditions', RETURN_SETTINGS_MESSAGES.conditions);

  const rawReasons = body.reasons === undefined ? DEFAULT_REASONS : body.reasons;
  const reasons = Array.isArray(rawReasons) ? rawReasons.map(text) : [];
  const distinct = new Set(reasons.map((r) => r.toLowerCase()));
  if (!Array.isArray(rawReasons) || reasons.length < 1 || reasons.length > MAX_REASONS || distinct.size !== reasons.length || reasons.some((r) => chars(r) < 2 || chars(r) > 100)) {
    add('reasons', RETURN_SETTINGS_MESSAGES.reasons);
  }

  let returnAddressId: number | null = null;
  if (!missing('return_address_id')) {
    if (isInt(body.return_address_id) && body.return_address_id > 0) returnAddressId = body.return_address_id;
    else add('return_address_id', RETURN_SETTINGS_MESSAGES.returnAddress);
  }

  const methods = body.drop_off_methods;
  const dropOffMethods = Array.isArray(methods) ? RETURN_DROP_OFF_METHODS.filter((m) => methods.includes(m)) : [];
  if (!Array.isArray(methods) || dropOffMethods.length === 0 || methods.length !== new Set(methods).size || dropOffMethods.length !== methods.length) {
    add('drop_off_methods', RETURN_SETTINGS_MESSAGES.dropOffMethods);
  }

  const carriers = body.carrier_ids;
  const known = new Set<number>(CARRIERS.map((c) => c.id));
  const carrierIds = Array.isArray(carriers) ? CARRIERS.map((c) => c.id as number).filter((id) => carriers.includes(id)) : [];
  if (!Array.isArray(carriers) || carrierIds.length === 0 || carriers.length !== carrierIds.length || carriers.some((id) => !known.has(id as number))) {
    add('carrier_ids', RETURN_SETTINGS_MESSAGES.carrierIds);
  }

  const payer = (body.payer ?? 'customer') as ReturnPayer;
  if (!RETURN_PAYERS.includes(payer)) add('payer', RETURN_SETTINGS_MESSAGES.payer);
  let payerLimitBani: number | null = null;
  if (payer === 'shop_up_to') {
    const limit = body.payer_limit_bani;
    if (isInt(limit) && limit > 0 && limit <= 100_000) payerLimitBani = limit;
    else add('payer_limit_bani', RETURN_SETTINGS_MESSAGES.payerLimit);
  }

  const approval = (body.approval ?? 'manual') as SettingsInput['approval'];
  if (!RETURN_APPROVALS.includes(approval)) add('approval', RETURN_SETTINGS_MESSAGES.approval);

  const enabled = flag('enabled', false);
  const acceptExternalOrders = flag('accept_external_orders', false);
  const notifyShop = flag('notify_shop', true);
  const codRefundAuto = flag('cod_refund_auto', false);
  if (enabled && returnAddressId === null && !errors.return_address_id) add('return_address_id', RETURN_SETTINGS_MESSAGES.returnAddressRequired);

  if (Object.keys(errors).length) throw validationFailure(errors);
  return { enabled, publicName, slug, windowDays: windowDays as number, conditions, reasons, returnAddressId, dropOffMethods, carrierIds, payer, payerLimitBani, approval, acceptExternalOrders, notifyShop, codRefundAuto };
}
