// What a shop does with a request from its inbox: approve it, refuse it (with a reason the customer
// is mailed, in the same transaction), mark the parcel received, mark the money refunded, close it.
// Each is one move of the state machine (return-states.ts) in one transaction (an approval with its
// return shipment: return-shipment.ts); a request not in a
// status the move leaves answers 409 naming where it stands, another shop's 404.
import { enqueue } from '../jobs/index.ts';
import { Failure, validationFailure } from '../failure.ts';
import { REQUIRED } from '../failure.ts';
import type { ReturnsContext } from './context.ts';
import { ownReturn, type ReturnRow } from './inbox.ts';
import { moveReturn, SHOP_ACTION_EVENTS, type ReturnEvent, type ShopAction } from './return-states.ts';
import { approveWithShipment, reissueShipment } from './return-shipment.ts';
import { closeUnshipped } from './return-unshipped.ts';
import { settingsRow } from './settings.ts';
import { STATUS_NAMES } from './views.ts';

export const SHOP_ACTIONS = {
  approve: { event: SHOP_ACTION_EVENTS.approve, done: 'Cererea de retur a fost aprobată.', verb: 'aprobată' },
  refuse: { event: SHOP_ACTION_EVENTS.refuse, done: 'Cererea de retur a fost refuzată; clientul primește motivul pe e-mail.', verb: 'refuzată' },
  receive: { event: SHOP_ACTION_EVENTS.receive, done: 'Coletul returnat a fost marcat ca primit.', verb: 'marcată ca primită' },
  refund: { event: SHOP_ACTION_EVENTS.refund, done: 'Returul a fost marcat ca rambursat.', verb: 'marcată ca rambursată' },
  close: { event: SHOP_ACTION_EVENTS.close, done: 'Cererea de retur a fost închisă.', verb: 'închisă' },
} as const satisfies Record<ShopAction, { event: ReturnEvent; done: string; verb: string }>;
export type { ShopAction };

export const REFUSAL_MESSAGES = { reason: 'Motivul refuzului are între 5 și 1000 de caractere.' } as const;

function refusalReasonOf(body: unknown): string {
  const raw = (body as { reason?: unknown } | null)?.reason;
  if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) throw validationFailure({ reason: [REQUIRED] });
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if ([...reason].length < 5 || [...reason].length > 1000) throw validationFailure({ reason: [REFUSAL_MESSAGES.reason] });
  return reason;
}

/** Does `action` on the shop's request `rawId`; answers the moved request and the sentence to show. */
export async function shopAction(ctx: ReturnsContext, customerId: number, rawId: string, action: ShopAction, body?: unknown): Promise<{ row: ReturnRow; message: string }> {
  const { event, done, verb } = SHOP_ACTIONS[action];
  const reason = action === 'refuse' ? refusalReasonOf(body) : undefined;
  const current = await ownReturn(ctx.db, customerId, rawId);
  const moved = action === 'approve' && (current.status === 'requested' || current.status === 'approved') ? await approve(ctx, current, customerId) : await ctx.events.transaction(ctx.db, async (tx) => {
    // An approved request closed before it was shipped gives the shop's share of its transport back (return-unshipped.ts).
    if (action === 'close' && current.status === 'approved') return closeUnshipped(tx, ctx.events, current.id, 'shop.closed', customerId);
    const row = await moveReturn(tx, ctx.events, current.id, event, { customerId, ...(reason ? { note: reason, set: { refusalReason: reason } } : {}) });
    if (row && action === 'refuse') await enqueue(tx, { kind: 'mail', key: `return-refused:${row.id}`, payload: { template: 'return_refused', returnId: row.id } });
    return row;
  });
  if (!moved) {
    const now = await ownReturn(ctx.db, customerId, current.id);
    throw new Failure(409, 'return_status_conflict', `Cererea nu poate fi ${verb}: este în starea „${STATUS_NAMES[now.status]}”.`);
  }
  return { row: moved, message: done };
}

/**
 * An approval makes the return shipment in the same transaction (return-shipment.ts); approving again
 * a request whose shipment was cancelled makes a new one.
 */
async function approve(ctx: ReturnsContext, current: ReturnRow, customerId: number): Promise<ReturnRow | undefined> {
  const shop = await settingsRow(ctx.db, customerId);
  if (!shop) throw new Failure(409, 'return_settings_missing', 'Setările retururilor lipsesc: salvează-le mai întâi.');
  if (current.status === 'approved') return reissueShipment(ctx, current, shop);
  return approveWithShipment(ctx, current, shop, 'shop.approved', customerId);
}
