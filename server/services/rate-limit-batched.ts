// The large limits without Redis (rate-limit.ts decides which): each process claims a batch of hits
// from the window's counter in the database with one statement (rate-limit-table.ts claimHits) and
// spends them in its memory, so an allowed request writes the database once per batch, not once per
// request. The counter never passes the limit (a claim gets what is left of the window at most), so
// all processes together never allow more than the limit; what a process has claimed and not spent
// only it can spend, so a client spread over P processes may be refused up to (P - 1) x (batch - 1)
// hits early, and only while its traffic avoids the process holding them. The one overshoot: a
// process spends its batch until the window ends by its own clock, which is the database's end plus
// the claim's round trip, so a batch may reach a few milliseconds into the next window.
// A request that does not fit asks the database again (as it did hit by hit): the window may have
// been reset there, and refused requests are not the hot path.
// Batches: a twentieth of the limit (at most 1000), e.g. 30 of the public API's 600 a minute.
import type { AppDb } from '../db/client.ts';
import { claimHits } from './rate-limit-table.ts';
import type { Hit, Limit } from './rate-limit-types.ts';

const MAX_BATCH = 1000;

/** Hits one claim asks for (more when one request weighs more). */
export function batchSize(limit: Limit): number {
  return Math.min(MAX_BATCH, Math.max(1, Math.ceil(limit.max / 20)));
}

interface Allowance {
  /** Claimed by this process in the current window and not spent yet. */
  tokens: number;
  /** The window's counter at this process's last claim (every process's claims, at most the limit). */
  counted: number;
  /** When the window ends, by this process's clock (ms). */
  endsAt: number;
  /** The claim in flight: requests that find no tokens wait for it rather than claim again. */
  claiming: Promise<void> | null;
}

interface Store {
  allowances: Map<string, Allowance>;
  sweptAt: number;
}

// Per database: the apps of one process over one database share their allowances (they are one
// process to the others); ended windows are forgotten at most once a minute.
const stores = new WeakMap<AppDb, Store>();
const SWEEP_MS = 60_000;

function allowanceOf(db: AppDb, key: string, now: number): Allowance {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { allowances: new Map(), sweptAt: now }));
  if (now - store.sweptAt >= SWEEP_MS) {
    store.sweptAt = now;
    for (const [k, a] of store.allowances) if (a.endsAt <= now && !a.claiming) store.allowances.delete(k);
  }
  let allowance = store.allowances.get(key);
  if (!allowance) store.allowances.set(key, (allowance = { tokens: 0, counted: 0, endsAt: 0, claiming: null }));
  return allowance;
}

async function claim(db: AppDb, limit: Limit, key: string, allowance: Allowance, want: number): Promise<void> {
  const claimed = await claimHits(db, limit, key, want);
  const now = Date.now();
  // A claim that started a new window: what was left of the old one is gone with it.
  if (now >= allowance.endsAt || claimed.count === claimed.granted) allowance.tokens = 0;
  allowance.tokens += claimed.granted;
  allowance.counted = claimed.count;
  allowance.endsAt = now + claimed.retryAfterSeconds * 1000;
}

/** Spends `weight` hits of this process's allowance, claiming a batch when it runs short: whether they fit. */
async function spend(db: AppDb, limit: Limit, key: string, weight: number): Promise<{ fits: boolean; allowance: Allowance }> {
  for (let claimed = false; ; ) {
    const allowance = allowanceOf(db, key, Date.now());
    if (Date.now() >= allowance.endsAt && !allowance.claiming) allowance.tokens = 0;
    if (allowance.tokens >= weight && Date.now() < allowance.endsAt) {
      allowance.tokens -= weight;
      return { fits: true, allowance };
    }
    if (allowance.claiming) {
      await allowance.claiming;
      continue;
    }
    // This request's own claim came back short: the window has no more for it.
    if (claimed) return { fits: false, allowance };
    claimed = true;
    const want = Math.max(batchSize(limit), weight - allowance.tokens);
    allowance.claiming = claim(db, limit, key, allowance, want).finally(() => (allowance.claiming = null));
    await allowance.claiming;
  }
}

function secondsLeft(allowance: Allowance, limit: Limit): number {
  return allowance.endsAt > Date.now() ? (allowance.endsAt - Date.now()) / 1000 : limit.windowSeconds;
}

/** rate-limit.ts `hit` in batches: one hit; a refused one says count = max + 1. */
export async function batchedHit(db: AppDb, limit: Limit, key: string, weight: number): Promise<Hit> {
  const { fits, allowance } = await spend(db, limit, key, weight);
  const retryAfterSeconds = secondsLeft(allowance, limit);
  if (!fits) return { count: limit.max + weight, retryAfterSeconds };
  // Every process's claims, less what this one has not spent yet: exact with one process.
  return { count: Math.max(weight, allowance.counted - allowance.tokens), retryAfterSeconds };
}

/** rate-limit.ts `take` in batches: null when `weight` hits fit (and are spent), else the seconds to wait. */
export async function batchedTake(db: AppDb, limit: Limit, key: string, weight: number): Promise<number | null> {
  if (weight > limit.max) return limit.windowSeconds;
  const { fits, allowance } = await spend(db, limit, key, weight);
  return fits ? null : Math.max(1, secondsLeft(allowance, limit));
}
