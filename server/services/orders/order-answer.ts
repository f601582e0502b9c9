// Step 6 of the order pipeline: the door's answer for the order as it now stands (request.render);
// the idempotency layer stores it with the key for the key's retries.
import type { StoredAnswer } from '../idempotency/index.ts';
import type { CommerceContext } from './context.ts';
import type { Persisted } from './order-persist.ts';
import { loadBundle } from './order-queries.ts';

export async function answerOrder(ctx: CommerceContext, { request, order }: Persisted): Promise<StoredAnswer> {
  const bundle = await loadBundle(ctx.db, order.id);
  if (!bundle) throw new Error(`order ${order.id} vanished`);
  return request.render(ctx, bundle);
}
