// The answer to an order request whose Idempotency-Key is already taken (idempotency.ts has the
// rules): the stored first answer, 422 for another request under the same key, 409 while the first
// is still running; and the take-over of a first request that died half-way.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { IDEMPOTENCY, replayOrTakeOver, type StoredAnswer } from '../payments/idempotency.ts';
import type { CommerceContext } from './context.ts';
import type { OrderBody } from './order-input.ts';
import { processOrder } from './order-processing.ts';

export interface Claim {
  scope: string;
  key: string;
  hash: string;
}

const byKey = (claim: Claim) => and(eq(orders.idempotencyScope, claim.scope), eq(orders.idempotencyKey, claim.key));

export async function replayExisting(ctx: CommerceContext, claim: Claim, body: OrderBody): Promise<StoredAnswer> {
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
  return processOrder(ctx, order, body);
}

/** The answer for a key already used, or null when the key is new. */
export async function replayIfKnown(ctx: CommerceContext, claim: Claim, body: OrderBody): Promise<StoredAnswer | null> {
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(byKey(claim));
  return row ? replayExisting(ctx, claim, body) : null;
}
