// The tracking screens' use of the device database (lib/db.ts): each found answer is kept as a
// recent lookup (its whole item as the snapshot, so the card and its timeline render offline),
// read back by AWB when the same parcel is asked for again; lookups made offline wait in their
// own table. Dexie is not in the screen's chunk: its load starts as soon as this module runs (the
// network is there, the screen is being opened), so the screen renders without waiting for it and
// the database is ready before the first lookup; a failed load (offline at that very moment, no
// service worker yet) is tried again on the next use.
import type { PendingLookup, RecentLookup } from '../../lib/db.ts';
import { loadDb, type DbModule } from '../../lib/load-db.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import type { TrackingItem } from './tracking-api.ts';

function database(): Promise<DbModule> {
  return loadDb();
}

if (typeof window !== 'undefined') void database().catch(() => undefined);

export interface SavedResult {
  item: TrackingItem;
  /** When the item was fetched from the server (ms). */
  fetchedAt: number;
}

export function carrierSlugOf(id: number | null | undefined): string | undefined {
  return CARRIERS.find((c) => c.id === id)?.slug;
}

export function carrierIdOf(slug: string | null | undefined): number | null {
  return CARRIERS.find((c) => c.slug === slug)?.id ?? null;
}

/** The time of the newest event, else the item's last update. */
export function lastEventAt(item: TrackingItem): string | undefined {
  const last = item.history.at(-1);
  return last?.timestamp ?? item.updated_at ?? undefined;
}

function isTrackingItem(value: unknown): value is TrackingItem {
  const v = value as Partial<TrackingItem> | null;
  return Boolean(v && typeof v.awb === 'string' && typeof v.found === 'boolean' && Array.isArray(v.history));
}

/**
 * Keeps the found items as recent lookups, the first of the list the newest (the list shows them
 * newest first, in the order they were asked for). Not-found answers are not kept.
 */
export async function saveResults(items: readonly TrackingItem[], fetchedAt: number = Date.now()): Promise<void> {
  const { addRecentLookup } = await database();
  const found = items.filter((item) => item.found);
  for (let i = found.length - 1; i >= 0; i--) {
    const item = found[i]!;
    await addRecentLookup({
      awb: item.awb,
      carrier: carrierSlugOf(item.carrier_id),
      lastStatus: item.current_status ?? undefined,
      lastStatusAt: lastEventAt(item),
      snapshot: item,
      lookedUpAt: fetchedAt - i,
    });
  }
}

/** The saved answers of these AWBs, by AWB. */
export async function savedResults(awbs: readonly string[]): Promise<Map<string, SavedResult>> {
  const { db } = await database();
  const rows = await db.recentLookups.bulkGet(awbs.map((a) => a.toUpperCase()));
  const saved = new Map<string, SavedResult>();
  rows.forEach((row: RecentLookup | undefined) => {
    if (row && isTrackingItem(row.snapshot)) saved.set(row.awb, { item: row.snapshot, fetchedAt: row.lookedUpAt });
  });
  return saved;
}

export async function recentLookups(): Promise<RecentLookup[]> {
  return (await database()).listRecentLookups();
}

export async function forgetRecentLookup(awb: string): Promise<void> {
  await (await database()).removeRecentLookup(awb);
}

export async function forgetRecentLookups(): Promise<void> {
  await (await database()).clearRecentLookups();
}

export async function queuePending(awbs: readonly string[], carrierId: number | null): Promise<void> {
  await (await database()).addPendingLookups(awbs, carrierId);
}

export async function pendingLookups(): Promise<PendingLookup[]> {
  return (await database()).listPendingLookups();
}

export async function dropPending(awbs: readonly string[]): Promise<void> {
  await (await database()).removePendingLookups(awbs);
}
