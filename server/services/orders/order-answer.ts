// Step 7 of the order pipeline: the door's answer for the order as it now stands (request.render),
// stored with the order for the Idempotency-Key's retries. A retry that took an abandoned request
// over may have stored its answer first: then every request gets that one.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import type { StoredAnswer } from '../payments/idempotency.ts';
import type { CommerceContext } from './context.ts';
import type { Persisted } from './order-persist.ts';
import { loadBundle } from './order-queries.ts';

export async function answerOrder(ctx: CommerceContext, { request, order }: Persisted): Promise<StoredAnswer> {
  const bundle = await loadBundle(ctx.db, order.id);
  if (!bundle) throw new Error(`order ${order.id} vanished`);
  const answer = await request.render(ctx, bundle);
  const [stored] = await ctx.db
    .update(orders)
    .set({ responseStatus: answer.status, responseBody: answer.body, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.responseStatus)))
    .returning({ id: orders.id });
  if (stored) return answer;
  const [first] = await ctx.db.select({ status: orders.responseStatus, body: orders.responseBody }).from(orders).where(eq(orders.id, order.id));
  return first?.status && first.body ? { status: first.status, body: first.body } : answer;
}
