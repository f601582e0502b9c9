// The return request's state machine, in one file, as orders/order-states.ts is the order's: its
// statuses (the list lives with the column in db/schema-returns.ts, for its check constraint), the
// events that move a request with the statuses each may move it from, and the two writers of a
// request's status: insertReturn() (a new request, 'requested') and moveReturn() (every move after).
// Both write the status history and publish on the event bus ('return.created',
// 'return.status_changed') in the caller's transaction, so a rolled back change leaves no history,
// no event and no webhook.
//
// moveReturn is a guarded update, `set status = <to> where status in (<sources>)`: two shops' tabs
// approving at once move it once, the loser gets undefined. A move the table does not list throws.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { RETURN_SHOP_ACTIONS, RETURN_STATUSES, returnRequests, returnStatusHistory, type ReturnStatus } from '../../db/schema.ts';
import type { Publisher } from '../events/index.ts';
import type { ReturnSummary } from './return-events.ts';

export { RETURN_STATUSES, type ReturnStatus };

interface Transition {
  readonly from: readonly ReturnStatus[];
  readonly to: ReturnStatus;
}

/** Every move a request may make, by the event that makes it, and who makes it. */
export const RETURN_TRANSITIONS = {
  /** The shop approves it (inbox), or its settings approve every request at once (requests.ts). */
  'shop.approved': { from: ['requested'], to: 'approved' },
  'auto.approved': { from: ['requested'], to: 'approved' },
  /** The shop refuses it, with a reason the customer is sent. */
  'shop.refused': { from: ['requested'], to: 'refused' },
  /** The return's label or label-free code is issued (the carriers' return methods). */
  'label.issued': { from: ['approved'], to: 'label_issued' },
  /**
   * The return shipment's order was cancelled (its owner, its carrier) or no carrier would book it
   * (return-shipment-cancel.ts): approved again, so a new shipment can be made.
   */
  'shipment.cancelled': { from: ['label_issued', 'in_transit'], to: 'approved' },
  /** The carrier has the returned parcel. */
  'parcel.picked_up': { from: ['approved', 'label_issued'], to: 'in_transit' },
  /** The parcel reached the shop: the carrier says so, or the shop marks it received. */
  'parcel.delivered': { from: ['label_issued', 'in_transit'], to: 'received' },
  'shop.received': { from: ['approved', 'label_issued', 'in_transit'], to: 'received' },
  /** The shop paid the money back. */
  'shop.refunded': { from: ['received'], to: 'refunded' },
  /**
   * Nothing more to do: refunded, or received and settled without a refund; or approved and never
   * shipped (the customer did not pay or send it: return-unshipped.ts gives the shop's share back).
   */
  'shop.closed': { from: ['approved', 'received', 'refunded'], to: 'closed' },
  /** The drop-off deadline passed with nothing paid nor shipped (the job 'return.deadline', return-unshipped.ts). */
  'deadline.passed': { from: ['approved'], to: 'closed' },
} as const satisfies Record<string, Transition>;

export type ReturnEvent = keyof typeof RETURN_TRANSITIONS;

/** The moves a shop makes from its inbox, by the event each is (shop-actions.ts does them). */
export const SHOP_ACTION_EVENTS = { approve: 'shop.approved', refuse: 'shop.refused', receive: 'shop.received', refund: 'shop.refunded', close: 'shop.closed' } as const satisfies Record<string, ReturnEvent>;
export const SHOP_ACTION_NAMES = RETURN_SHOP_ACTIONS satisfies readonly (keyof typeof SHOP_ACTION_EVENTS)[];
export type ShopAction = (typeof SHOP_ACTION_NAMES)[number];
type ReturnRow = typeof returnRequests.$inferSelect;

export class ReturnTransitionError extends Error {
  override name = 'ReturnTransitionError';
}

function transitionOf(event: ReturnEvent): Transition {
  const transition: Transition | undefined = Object.hasOwn(RETURN_TRANSITIONS, event) ? RETURN_TRANSITIONS[event] : undefined;
  if (!transition) throw new ReturnTransitionError(`unknown return event '${String(event)}'`);
  return transition;
}

/** Whether `event` moves a request in status `from`. */
export function canMoveReturn(from: ReturnStatus, event: ReturnEvent): boolean {
  return transitionOf(event).from.includes(from);
}

/** The status `event` moves a request in status `from` to; throws if the table does not allow it. */
export function nextReturnStatus(from: ReturnStatus, event: ReturnEvent): ReturnStatus {
  const { to } = transitionOf(event);
  if (!canMoveReturn(from, event)) throw new ReturnTransitionError(`return transition not allowed: ${from} -> ${to} (${event})`);
  return to;
}

/**
 * The shop's moves a request in status `status` allows (what the inbox offers); an approved request
 * whose shipment was cancelled or never booked (`shipmentEnded`) may be approved again: a new shipment.
 */
export function shopActionsFor(status: ReturnStatus, shipmentEnded = false): ShopAction[] {
  return SHOP_ACTION_NAMES.filter((action) => canMoveReturn(status, SHOP_ACTION_EVENTS[action]) || (action === 'approve' && status === 'approved' && shipmentEnded));
}

/** The request as its events and webhooks carry it. */
export function returnSummary(row: ReturnRow): ReturnSummary {
  return {
    id: row.id,
    customerId: row.customerId,
    testMode: row.testMode,
    orderId: row.orderId,
    orderReference: row.orderReference,
    status: row.status,
    dropOffMethod: row.dropOffMethod,
    carrierId: row.carrierId,
    items: row.items,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Inserts a new request ('requested'), its first history row, and publishes 'return.created' (in `tx`). */
export async function insertReturn(tx: Tx, bus: Publisher, values: Omit<typeof returnRequests.$inferInsert, 'id' | 'status'>): Promise<ReturnRow> {
  const [row] = await tx
    .insert(returnRequests)
    .values({ ...values, status: 'requested' })
    .returning();
  await tx.insert(returnStatusHistory).values({ returnId: row!.id, customerId: row!.customerId, fromStatus: null, toStatus: 'requested', event: 'customer.withdrew' });
  await bus.publish(tx, 'return.created', { request: returnSummary(row!) });
  return row!;
}

export interface MoveReturnOptions {
  /** Only the shop's own request moves (another shop's is not found: undefined). */
  customerId?: number;
  /** Why (a refusal's reason, shown to the customer), kept in the history. */
  note?: string;
  /** Other columns written with the status (updated_at is set to now()). */
  set?: Partial<Pick<ReturnRow, 'refusalReason'>>;
}

/**
 * Moves request `returnId` by `event` if it is in one of the event's sources, in `tx`, with its
 * history row and its 'return.status_changed'. Returns the moved row, or undefined when it was not
 * in such a status (or is another shop's).
 */
export async function moveReturn(tx: Tx, bus: Publisher, returnId: number, event: ReturnEvent, options: MoveReturnOptions = {}): Promise<ReturnRow | undefined> {
  const { from, to } = transitionOf(event);
  const [previous] = await tx
    .select({ status: returnRequests.status })
    .from(returnRequests)
    .where(and(eq(returnRequests.id, returnId), options.customerId === undefined ? undefined : eq(returnRequests.customerId, options.customerId)))
    .for('update');
  if (!previous || !from.includes(previous.status)) return undefined;
  const [row] = await tx
    .update(returnRequests)
    .set({ updatedAt: sql`now()`, ...options.set, status: to })
    .where(and(eq(returnRequests.id, returnId), inArray(returnRequests.status, [...from])))
    .returning();
  if (!row) return undefined;
  const note = options.note ?? null;
  const [history] = await tx
    .insert(returnStatusHistory)
    .values({ returnId, customerId: row.customerId, fromStatus: previous.status, toStatus: to, event, note })
    .returning({ id: returnStatusHistory.id, createdAt: returnStatusHistory.createdAt });
  await bus.publish(tx, 'return.status_changed', {
    request: returnSummary(row),
    from: previous.status,
    to,
    event,
    historyId: history!.id,
    note,
    occurredAt: history!.createdAt.toISOString(),
  });
  return row;
}
