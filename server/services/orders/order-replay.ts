// Step 1 of the order pipeline: a request whose Idempotency-Key is already taken (idempotency.ts has
// the rules) gets the stored first answer; another request under the same key is refused
// (keyReused), one that comes while the first is still running waits, then 409; a first request
// that died half-way (its row untouched for leaseMs) is taken over: the pipeline goes on with it.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { IDEMPOTENCY, replayOrTakeOver, type StoredAnswer } from '../payments/idempotency.ts';
import type { OrderRow } from './booking.ts';
import type { CommerceContext } from './context.ts';
import type { Claim } from './order-input.ts';

export type Replay = StoredAnswer | { takeOver: OrderRow };

const byKey = (claim: Claim) => and(eq(orders.idempotencyScope, claim.scope), eq(orders.idempotencyKey, claim.key));

export async function replayExisting(ctx: CommerceContext, claim: Claim): Promise<Replay> {
  const read = async () => {
    const [row] = await ctx.db
      .select({ requestHash: orders.requestHash, responseStatus: orders.responseStatus, responseBody: orders.responseBody })
      .from(orders)
      .where(byKey(claim));
    return row;
  };
  // The row's updated_at is the first request's lease: untouched for leaseMs, it was abandoned.
  const takeOver = async () => {
    const rows = await ctx.db
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(and(byKey(claim), isNull(orders.responseStatus), lt(orders.updatedAt, sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000})`)))
      .returning({ id: orders.id });
    return rows.length === 1;
  };
  const outcome = await replayOrTakeOver(read, takeOver, claim.hash);
  if (outcome !== 'take-over') return outcome;
  const [order] = await ctx.db.select().from(orders).where(byKey(claim));
  if (!order) throw new Error('the order taken over vanished');
  ctx.auth.log.warn({ orderId: order.id }, 'an abandoned order request was taken over by its retry');
  return { takeOver: order };
}

/** What a key already used leads to, or null when the key is new. */
export async function replayIfKnown(ctx: CommerceContext, claim: Claim): Promise<Replay | null> {
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(byKey(claim));
  return row ? replayExisting(ctx, claim) : null;
}
