// Tracking an AWB that was not booked through Curiero: its carrier is asked (the carrier of the
// page, or the one whose format the AWB has), and the answer is kept briefly in external_tracking
// (5 minutes when the carrier knows the AWB, 1 minute when it does not), so a reload or another
// process does not ask again. The request is already counted by the per-IP lookup limit
// (lookup-limit.ts). A carrier on the simulated network cannot be asked (it only knows our own
// AWBs), and one that does not answer is said so in Romanian; neither is kept.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { AppDb } from '../../db/client.ts';
import { externalTracking } from '../../db/schema.ts';
import type { TrackingEvent } from '../carriers/index.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import { carrierOfAwb } from '../carriers/index.ts';
import type { ShipmentStatus } from '../carriers/index.ts';
import type { Logger } from '../logger.ts';
import type { TrackedEvent } from './lookup.ts';
import { withKnownStatuses } from './record.ts';
import { foundItem, notFoundItem, TRACKING_MESSAGES, type TrackingItem } from './view.ts';

export const EXTERNAL_TTL_MS = { found: 5 * 60_000, unknown: 60_000 } as const;
/** Carrier calls of one request at a time (a list of 200 AWBs is asked in turns). */
const CONCURRENCY = 4;

export const EXTERNAL_MESSAGES = {
  notConnected: (awb: string, carrier: string) =>
    `Nu am găsit AWB-ul ${awb} printre expedierile Curiero. ${carrier} nu este încă conectat la Curiero (mod demo), așa că nu îl putem întreba despre AWB-urile trimise direct prin el.`,
  noAnswer: (awb: string, carrier: string) => `${carrier} nu răspunde acum, așa că nu putem afla unde este AWB-ul ${awb}. Încearcă din nou peste câteva minute.`,
} as const;

export interface ExternalContext {
  db: AppDb;
  carriers: CarrierNetwork;
  publicUrl: string;
  log?: Logger;
}

interface Answer {
  found: boolean;
  events: TrackingEvent[];
}

const nameOf = (carrierId: number) => CARRIERS.find((c) => c.id === carrierId)?.name ?? String(carrierId);

/** An answer of the carrier (fresh or stored) as a tracking item. */
export function itemOf(ctx: Pick<ExternalContext, 'publicUrl'>, carrierId: number, awb: string, answer: Answer): TrackingItem {
  const events: TrackedEvent[] = withKnownStatuses(
    [...answer.events].sort((a, b) => a.sequence - b.sequence),
    'registered',
  ).map((e) => ({ awb, status: e.status, carrierStatusCode: e.carrierStatusCode, description: e.description, location: e.location, occurredAt: e.occurredAt }));
  const last = events.at(-1);
  if (!answer.found || !last) return notFoundItem({ awb, carrierId, message: TRACKING_MESSAGES.awbNotFound(awb, carrierId), publicUrl: ctx.publicUrl });
  const status: ShipmentStatus = last.status;
  const row = { orderId: 0, customerId: null, reference: '', orderStatus: 'booked' as const, testMode: false, estimatedDelivery: null, awb, carrierId, network: 'carrier', status, version: '' };
  return foundItem(row, events, ctx.publicUrl);
}

const stored = (events: TrackingEvent[]) => events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() }));
export const revived = (events: Record<string, unknown>[]): TrackingEvent[] =>
  events.map((e) => ({ ...(e as unknown as TrackingEvent), occurredAt: new Date(e.occurredAt as string) }));

async function cached(db: AppDb, carrierId: number, awbs: string[], now: number): Promise<Map<string, Answer>> {
  const rows = await db
    .select()
    .from(externalTracking)
    .where(and(eq(externalTracking.carrierId, carrierId), inArray(externalTracking.awb, awbs), gt(externalTracking.checkedAt, new Date(now - EXTERNAL_TTL_MS.found))));
  const fresh = rows.filter((r) => r.found || r.checkedAt.getTime() > now - EXTERNAL_TTL_MS.unknown);
  return new Map(fresh.map((r) => [r.awb, { found: r.found, events: revived(r.events) }]));
}

async function keep(db: AppDb, carrierId: number, answers: Map<string, Answer>, now: number): Promise<void> {
  if (!answers.size) return;
  const checkedAt = new Date(now);
  await db
    .insert(externalTracking)
    .values([...answers].map(([awb, a]) => ({ carrierId, awb, found: a.found, events: stored(a.events) as unknown as Record<string, unknown>[], checkedAt })))
    .onConflictDoUpdate({
      target: [externalTracking.carrierId, externalTracking.awb],
      set: { found: sql`excluded.found`, events: sql`excluded.events`, checkedAt: sql`excluded.checked_at` },
    });
}

/** Asks the carrier about `awbs` (trackMany where its API takes several per call); a failed call leaves its AWBs out. */
async function askCarrier(ctx: ExternalContext, carrierId: number, awbs: string[], now: number): Promise<Map<string, Answer>> {
  const adapter = ctx.carriers.adapter(carrierId);
  const answers = new Map<string, Answer>();
  const at = new Date(now);
  if (adapter.trackMany) {
    try {
      const found = await adapter.trackMany(awbs, at);
      for (const awb of awbs) {
        const events = found.get(awb) ?? [];
        answers.set(awb, { found: events.length > 0, events });
      }
    } catch (error) {
      ctx.log?.warn({ err: error, carrierId, awbs: awbs.length }, 'tracking AWBs not booked through us: the carrier did not answer');
    }
    return answers;
  }
  const queue = [...awbs];
  const worker = async () => {
    for (let awb = queue.shift(); awb !== undefined; awb = queue.shift()) {
      try {
        const events = await adapter.track(awb, at);
        answers.set(awb, { found: events.length > 0, events });
      } catch (error) {
        ctx.log?.warn({ err: error, carrierId, awb }, 'tracking an AWB not booked through us: the carrier did not answer');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, awbs.length) }, worker));
  return answers;
}

/**
 * Items for AWBs we did not book: by the carrier given (or guessed from the AWB's format). AWBs of no
 * recognisable carrier are not in the result (the caller answers them "not found at any carrier").
 */
export async function trackExternal(ctx: ExternalContext, awbs: readonly string[], carrierId: number | null, now = Date.now()): Promise<Map<string, TrackingItem>> {
  const items = new Map<string, TrackingItem>();
  const byCarrier = new Map<number, string[]>();
  for (const awb of awbs) {
    const carrier = carrierId ?? carrierOfAwb(awb);
    if (carrier === null) continue;
    const list = byCarrier.get(carrier);
    if (list) list.push(awb);
    else byCarrier.set(carrier, [awb]);
  }
  await Promise.all(
    [...byCarrier].map(async ([carrier, list]) => {
      const name = nameOf(carrier);
      if (!ctx.carriers.isReal(carrier)) {
        for (const awb of list) items.set(awb, notFoundItem({ awb, carrierId: carrier, message: EXTERNAL_MESSAGES.notConnected(awb, name), publicUrl: ctx.publicUrl }));
        return;
      }
      const answers = await cached(ctx.db, carrier, list, now);
      const ask = list.filter((awb) => !answers.has(awb));
      if (ask.length) {
        const fresh = await askCarrier(ctx, carrier, ask, now);
        await keep(ctx.db, carrier, fresh, now);
        for (const [awb, answer] of fresh) answers.set(awb, answer);
      }
      for (const awb of list) {
        const answer = answers.get(awb);
        items.set(awb, answer ? itemOf(ctx, carrier, awb, answer) : notFoundItem({ awb, carrierId: carrier, message: EXTERNAL_MESSAGES.noAnswer(awb, name), publicUrl: ctx.publicUrl }));
      }
    }),
  );
  return items;
}

/** Removes answers older than the longest time they are used (the maintenance sweep). */
export async function pruneExternalTracking(db: AppDb, now = Date.now()): Promise<void> {
  await db.delete(externalTracking).where(lt(externalTracking.checkedAt, new Date(now - EXTERNAL_TTL_MS.found)));
}
