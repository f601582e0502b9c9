// Tracking many AWBs at once from what the tracking module already stores, never asking a carrier
// on the request thread (the dashboard's bulk tracking: up to 200 AWBs a request). Our own parcels
// come from the shipments and their events (track.ts without a carrier network: the same answers,
// the same cache); an AWB we did not book gets the carrier's answer kept in external_tracking when
// someone tracked it in the last minutes (the public tracking page asks the carrier, one AWB at a
// time, and keeps its answer), else a Romanian message that says so and where to ask.
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { externalTracking } from '../../db/schema.ts';
import { carrierOfAwb } from '../carriers/index.ts';
import { itemOf, revived } from './external.ts';
import { trackByAwb, type TrackingContext } from './track.ts';
import { notFoundItem, type TrackingItem } from './view.ts';

export const STORED_MESSAGES = {
  notStored: (awb: string) =>
    `Nu avem date despre AWB-ul ${awb}: nu este o expediere Curiero și nu a fost căutat la curier în ultimele minute. Deschide-l în pagina de urmărire ca să îl căutăm la curier.`,
} as const;

export interface StoredQuery {
  /** Normalised, valid and distinct (awb.ts). */
  awbs: readonly string[];
  /** The signed-in caller: their own parcels show the order (track.ts). */
  viewerId: number | null;
}

/** The carriers' stored answers about `awbs` (any carrier, the latest check first), by AWB. */
async function storedAnswers(db: AppDb, awbs: readonly string[]) {
  if (!awbs.length) return new Map<string, typeof externalTracking.$inferSelect>();
  const rows = await db.select().from(externalTracking).where(inArray(externalTracking.awb, [...awbs]));
  const byAwb = new Map<string, typeof externalTracking.$inferSelect>();
  for (const row of rows) {
    const seen = byAwb.get(row.awb);
    // Found beats not found; then the latest check.
    if (!seen || (row.found && !seen.found) || (row.found === seen.found && row.checkedAt > seen.checkedAt)) byAwb.set(row.awb, row);
  }
  return byAwb;
}

/** One item per AWB, in order, as the tracking calls answer it, from our tables only. */
export async function trackStored(ctx: TrackingContext, query: StoredQuery, now = Date.now()): Promise<TrackingItem[]> {
  // No carrier network: an AWB we did not book is answered not found (track.ts), never asked.
  const items = await trackByAwb({ db: ctx.db, cache: ctx.cache, publicUrl: ctx.publicUrl }, { awbs: query.awbs, carrierId: null, viewerId: query.viewerId }, now);
  const unknown = items.filter((item) => !item.found && item.awb !== null).map((item) => item.awb as string);
  const stored = await storedAnswers(ctx.db, unknown);
  return items.map((item) => {
    if (item.found || item.awb === null) return item;
    const answer = stored.get(item.awb);
    if (answer) return itemOf(ctx, answer.carrierId, item.awb, { found: answer.found, events: revived(answer.events) });
    const carrierId = carrierOfAwb(item.awb);
    return notFoundItem({ awb: item.awb, carrierId, message: STORED_MESSAGES.notStored(item.awb), publicUrl: ctx.publicUrl });
  });
}
