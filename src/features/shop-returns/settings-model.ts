// The returns page settings form's model: its values (what the inputs hold: the window as typed, the
// shop's part of the cost in lei as typed), the body sent (the contract's names, bani), the checks the
// page makes before sending (the rest are the server's, shown under the same fields), each field's
// input id (where its error is and where focus goes) and the logo's checks before its upload.
import { CARRIERS } from '../../shared/carriers.ts';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { LOGO_MAX_BYTES, LOGO_TYPES, type DropOffMethod, type ReturnSettings, type SettingsBody } from './shop-returns-api.ts';

const t = roShopReturns;

export const DROP_OFF_METHODS: readonly DropOffMethod[] = ['locker', 'office', 'courier'];
export const MIN_WINDOW_DAYS = 14;

export interface SettingsValues {
  enabled: boolean;
  public_name: string;
  slug: string;
  window_days: string;
  conditions: string;
  reasons: string[];
  return_address_id: string;
  drop_off_methods: DropOffMethod[];
  carrier_ids: number[];
  payer: ReturnSettings['payer'];
  payer_limit_lei: string;
  approval: ReturnSettings['approval'];
  accept_external_orders: boolean;
  notify_shop: boolean;
  cod_refund_auto: boolean;
}

export type SettingsField = Exclude<keyof SettingsValues, 'payer_limit_lei'> | 'payer_limit_bani' | 'logo';
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The fields in screen order, with the id of the control their error points to. */
export const FIELD_IDS: Record<SettingsField, string> = {
  enabled: 'retur-activ',
  public_name: 'retur-nume',
  slug: 'retur-adresa',
  logo: 'retur-logo',
  window_days: 'retur-termen',
  conditions: 'retur-conditii',
  reasons: 'retur-motiv-nou',
  return_address_id: 'retur-adresa-retur',
  drop_off_methods: `retur-predare-${DROP_OFF_METHODS[0]}`,
  carrier_ids: `retur-curier-${CARRIERS[0].id}`,
  payer: 'retur-plata-shop',
  payer_limit_bani: 'retur-plata-suma',
  approval: 'retur-aprobare-manual',
  accept_external_orders: 'retur-externe',
  notify_shop: 'retur-email',
  cod_refund_auto: 'retur-rambursare-automata',
};
export const FIELD_ORDER = Object.keys(FIELD_IDS) as SettingsField[];

export const FIELD_LABELS: Record<SettingsField, string> = {
  enabled: t.enabled,
  public_name: t.publicName,
  slug: t.slug,
  logo: t.logo,
  window_days: t.windowDays,
  conditions: t.conditions,
  reasons: t.reasons,
  return_address_id: t.returnAddress,
  drop_off_methods: t.methods,
  carrier_ids: t.carriers,
  payer: t.payer,
  payer_limit_bani: t.payerLimit,
  approval: t.approval,
  accept_external_orders: t.external,
  notify_shop: t.notify,
  cod_refund_auto: t.codRefundAuto,
};

const leiOf = (bani: number | null) => (bani === null ? '' : (bani / 100).toFixed(2).replace('.', ',').replace(/,00$/, ''));

export function valuesOf(settings: ReturnSettings): SettingsValues {
  return {
    enabled: settings.configured ? settings.enabled : true,
    public_name: settings.public_name,
    slug: settings.slug,
    window_days: String(settings.window_days),
    conditions: settings.conditions,
    reasons: [...settings.reasons],
    return_address_id: settings.return_address_id === null ? '' : String(settings.return_address_id),
    drop_off_methods: [...settings.drop_off_methods],
    carrier_ids: [...settings.carrier_ids],
    payer: settings.payer,
    payer_limit_lei: leiOf(settings.payer_limit_bani),
    approval: settings.approval,
    accept_external_orders: settings.accept_external_orders,
    notify_shop: settings.notify_shop,
    cod_refund_auto: settings.cod_refund_auto,
  };
}

/** "25", "25,5", "25.50" -> 2550 bani; anything else null. */
export function baniOf(lei: string): number | null {
  const text = lei.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** What the page can tell before sending: the window's legal minimum and the amount's format. */
export function checkValues(v: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  const days = Number(v.window_days);
  if (!/^\d+$/.test(v.window_days.trim()) || days < MIN_WINDOW_DAYS) errors.window_days = t.windowMin;
  if (v.payer === 'shop_up_to' && !baniOf(v.payer_limit_lei)) errors.payer_limit_bani = t.payerLimitInvalid;
  return errors;
}

export function bodyOf(v: SettingsValues): SettingsBody {
  const days = Number(v.window_days.trim());
  return {
    enabled: v.enabled,
    public_name: v.public_name.trim(),
    slug: v.slug.trim(),
    window_days: Number.isInteger(days) ? days : 0,
    conditions: v.conditions.trim(),
    reasons: v.reasons.map((r) => r.trim()).filter(Boolean),
    return_address_id: v.return_address_id ? Number(v.return_address_id) : null,
    drop_off_methods: DROP_OFF_METHODS.filter((m) => v.drop_off_methods.includes(m)),
    carrier_ids: v.carrier_ids,
    payer: v.payer,
    payer_limit_bani: v.payer === 'shop_up_to' ? baniOf(v.payer_limit_lei) : null,
    approval: v.approval,
    accept_external_orders: v.accept_external_orders,
    notify_shop: v.notify_shop,
    cod_refund_auto: v.cod_refund_auto,
  };
}

/** The server's field errors (422), one message per field of the form. */
export function serverErrors(errors: Record<string, string[]>): SettingsErrors {
  const found: SettingsErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    const field = (path.split('.')[0] ?? path) as SettingsField;
    if (FIELD_LABELS[field] && list[0]) found[field] = found[field] ? `${found[field]} ${list[0]}` : list[0];
  }
  return found;
}

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** Why `file` cannot be the logo (the server's rules: its type and size), or null. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return t.logoType;
  if (file.size > LOGO_MAX_BYTES) return fill(t.logoSize, { size: kb(file.size) });
  return null;
}

/** The public address of the page with slug `slug`, on this site. */
export function publicPath(slug: string): string {
  return `/retur/${slug}`;
}
