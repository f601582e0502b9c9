// A shop's returns page (table return_settings, one row per account): read and saved by the shop
// (checked by settings-rules.ts; the return address must be one of its own shipping or delivery
// addresses; the slug unique across shops), its logo (a checked image), and what customers see: the
// directory of shops with returns on (searched by name with or without diacritics) and one shop's
// public page by its slug (an unknown or disabled one is not found).
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { AppDb } from '../../db/client.ts';
import { returnSettings } from '../../db/schema.ts';
import { getAddress } from '../addresses/index.ts';
import { Failure, validationFailure } from '../failure.ts';
import { containing, isUniqueViolation, searchable } from './context.ts';
import { checkImage, LOGO_MAX_BYTES } from './images.ts';
import { checkSettings, DEFAULT_REASONS, MIN_WINDOW_DAYS, RETURN_SETTINGS_MESSAGES } from './settings-rules.ts';

export type SettingsRow = typeof returnSettings.$inferSelect;

export const RETURN_PAGE_NOT_FOUND = 'Magazinul nu are o pagină de retur activă.';
const DIRECTORY_LIMIT = 50;

const logoPath = (row: Pick<SettingsRow, 'slug' | 'logoUpdatedAt'>) => (row.logoUpdatedAt ? `/api/private/returns/shops/${row.slug}/logo?v=${row.logoUpdatedAt.getTime()}` : null);

/** The settings as the shop's dashboard reads and saves them. */
export function privateSettings(row: SettingsRow) {
  return {
    configured: true,
    enabled: row.enabled,
    public_name: row.publicName,
    slug: row.slug,
    logo_url: logoPath(row),
    window_days: row.windowDays,
    conditions: row.conditions,
    reasons: row.reasons,
    return_address_id: row.returnAddressId,
    drop_off_methods: row.dropOffMethods,
    carrier_ids: row.carrierIds,
    payer: row.payer,
    payer_limit_bani: row.payerLimitBani,
    approval: row.approval,
    accept_external_orders: row.acceptExternalOrders,
    notify_shop: row.notifyShop,
    cod_refund_auto: row.codRefundAuto,
    updated_at: row.updatedAt.toISOString(),
  };
}
export type PrivateSettings = ReturnType<typeof privateSettings>;

/** What an account that never saved its page starts from. */
function defaults(): PrivateSettings {
  return {
    configured: false,
    enabled: false,
    public_name: '',
    slug: '',
    logo_url: null,
    window_days: MIN_WINDOW_DAYS,
    conditions: '',
    reasons: [...DEFAULT_REASONS],
    return_address_id: null,
    drop_off_methods: ['locker', 'office', 'courier'],
    carrier_ids: CARRIERS.map((c) => c.id),
    payer: 'customer',
    payer_limit_bani: null,
    approval: 'manual',
    accept_external_orders: false,
    notify_shop: true,
    cod_refund_auto: false,
    updated_at: '',
  };
}

export async function settingsRow(db: AppDb, customerId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(returnSettings).where(eq(returnSettings.customerId, customerId));
  return row;
}

export async function getSettings(db: AppDb, customerId: number): Promise<PrivateSettings> {
  const row = await settingsRow(db, customerId);
  return row ? privateSettings(row) : defaults();
}

/** Saves the account's settings (made on the first save); a 422 naming every wrong field, nothing saved. */
export async function saveSettings(db: AppDb, customerId: number, body: Record<string, unknown>): Promise<PrivateSettings> {
  const input = checkSettings(body);
  if (input.returnAddressId !== null) {
    const address = await getAddress(db, customerId, input.returnAddressId).catch((error: unknown) => {
      if (error instanceof Failure && error.status === 404) return null;
      throw error;
    });
    if (!address || address.kind === 'billing') throw validationFailure({ return_address_id: [RETURN_SETTINGS_MESSAGES.returnAddress] });
  }
  const values = { ...input, searchName: searchable(input.publicName), updatedAt: sql`now()` };
  try {
    const [row] = await db
      .insert(returnSettings)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: returnSettings.customerId, set: values })
      .returning();
    return privateSettings(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'return_settings_slug_unique')) throw validationFailure({ slug: [RETURN_SETTINGS_MESSAGES.slugTaken] });
    throw error;
  }
}

/** Replaces the account's logo with `bytes` (a PNG, JPEG or WebP image of at most 500 KB). */
export async function saveLogo(db: AppDb, customerId: number, bytes: Buffer | undefined): Promise<PrivateSettings> {
  const type = checkImage(bytes, LOGO_MAX_BYTES, 'logo');
  const [row] = await db
    .update(returnSettings)
    .set({ logo: bytes!, logoType: type, logoUpdatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(returnSettings.customerId, customerId))
    .returning();
  if (!row) throw validationFailure({ logo: [RETURN_SETTINGS_MESSAGES.logoNeedsSettings] });
  return privateSettings(row);
}

/** The enabled page of `slug`, or a 404. */
export async function enabledPage(db: AppDb, slug: string): Promise<SettingsRow> {
  const [row] = /^[a-z0-9-]{1,60}$/.test(slug) ? await db.select().from(returnSettings).where(and(eq(returnSettings.slug, slug), eq(returnSettings.enabled, true))) : [];
  if (!row) throw new Failure(404, 'not_found', RETURN_PAGE_NOT_FOUND);
  return row;
}

/** The logo of an enabled page, or a 404. */
export async function pageLogo(db: AppDb, slug: string): Promise<{ bytes: Buffer; type: string }> {
  const row = await enabledPage(db, slug);
  if (!row.logo || !row.logoType) throw new Failure(404, 'not_found', 'Magazinul nu are un logo.');
  return { bytes: row.logo, type: row.logoType };
}

/** The account's own logo, whether its page is on or off (the settings' preview), or a 404. */
export async function ownLogo(db: AppDb, customerId: number): Promise<{ bytes: Buffer; type: string }> {
  const [row] = await db.select({ logo: returnSettings.logo, type: returnSettings.logoType }).from(returnSettings).where(eq(returnSettings.customerId, customerId));
  if (!row?.logo || !row.type) throw new Failure(404, 'not_found', 'Magazinul nu are un logo.');
  return { bytes: row.logo, type: row.type };
}

/** A shop's page as customers see it: its public settings only. */
export async function publicPage(db: AppDb, slug: string) {
  const row = await enabledPage(db, slug);
  const address = row.returnAddressId ? await getAddress(db, row.customerId, row.returnAddressId).catch(() => null) : null;
  return {
    slug: row.slug,
    public_name: row.publicName,
    logo_url: logoPath(row),
    window_days: row.windowDays,
    conditions: row.conditions,
    reasons: row.reasons,
    drop_off_methods: row.dropOffMethods,
    carriers: CARRIERS.filter((c) => row.carrierIds.includes(c.id)).map((c) => ({ id: c.id, name: c.name })),
    payer: row.payer,
    payer_limit_bani: row.payerLimitBani,
    accept_external_orders: row.acceptExternalOrders,
    return_locality: address ? { locality_name: address.locality_name, county_name: address.county_name } : null,
  };
}

/** The shops with returns on whose name contains `query` (diacritics or not), by name; all of them (up to 50) without one. */
export async function directory(db: AppDb, query: string) {
  const needle = searchable(query);
  const rows = await db
    .select({ slug: returnSettings.slug, publicName: returnSettings.publicName, logoUpdatedAt: returnSettings.logoUpdatedAt })
    .from(returnSettings)
    .where(and(eq(returnSettings.enabled, true), needle ? like(returnSettings.searchName, containing(needle)) : undefined))
    .orderBy(asc(returnSettings.searchName), asc(returnSettings.slug))
    .limit(DIRECTORY_LIMIT);
  return rows.map((row) => ({ slug: row.slug, public_name: row.publicName, logo_url: logoPath(row) }));
}
