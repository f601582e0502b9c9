// The order's state machine, in one file: its statuses (the list itself lives with the column in
// db/schema-orders.ts, for its check constraint), the events that move an order with the statuses
// each may move it from, and moveOrder(), the one way an order's status is written after it is
// created (order-persist.ts inserts it awaiting_payment, or paid when the wallet pays at once).
//
// moveOrder is a guarded update, `set status = <to> where status in (<sources>)`, so that concurrent
// paths (a webhook and a poll, a cancel and a pickup) move an order once: the loser gets undefined,
// as does a move from a status the event does not leave (e.g. cancelling a delivered order), and
// the caller decides what that means. Asking for a move the table does not list (an unknown event,
// or a source the event does not allow) is a programming error: it throws before touching the row.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDb, Tx } from '../../db/client.ts';
import { ORDER_STATUSES, orders } from '../../db/schema.ts';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export { ORDER_STATUSES };

/** The statuses an order is created in: awaiting its card payment, or paid from the wallet (order-persist.ts). */
export const INITIAL_ORDER_STATUSES = ['awaiting_payment', 'paid'] as const satisfies readonly OrderStatus[];

interface Transition {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
}

/** Every move an order may make, by the event that makes it, and who makes it. */
export const ORDER_TRANSITIONS = {
  /** Its card payment went through ('payment.succeeded', moved by the orders' subscriber, payment-settlement.ts). */
  'payment.succeeded': { from: ['awaiting_payment'], to: 'paid' },
  /** Its payment was refused or expired ('payment.failed', moved by the orders' subscriber, subscribers.ts): it may be cancelled, not paid again. */
  'payment.failed': { from: ['awaiting_payment'], to: 'payment_failed' },
  /** The booking job takes it (booking.ts); booked again when it takes over a run that died. */
  'booking.started': { from: ['paid', 'booked'], to: 'booked' },
  /** The carrier failed a booking attempt (booking.ts): paid again, the job retries. */
  'booking.interrupted': { from: ['booked'], to: 'paid' },
  /** No carrier will take it (unbookable.ts): the money goes back. */
  'booking.failed': { from: ['paid', 'booked'], to: 'booking_failed' },
  /** Its owner cancelled it before pickup (cancel-order.ts). */
  'owner.cancelled': { from: ['awaiting_payment', 'payment_failed', 'paid', 'booked'], to: 'cancelled' },
  /** The carrier cancelled its shipment on its own ('shipment.status_changed': subscribers.ts). */
  'carrier.cancelled': { from: ['booked', 'picked_up'], to: 'cancelled' },
  /** The carrier has the parcel: any shipment status beyond pickup ('shipment.status_changed': subscribers.ts). */
  'shipment.picked_up': { from: ['booked'], to: 'picked_up' },
  'shipment.delivered': { from: ['booked', 'picked_up'], to: 'delivered' },
  'shipment.returned': { from: ['booked', 'picked_up'], to: 'returned' },
} as const satisfies Record<string, Transition>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;
type OrderRow = typeof orders.$inferSelect;

export class OrderTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrderTransitionError';
  }
}

function transitionOf(event: OrderEvent): Transition {
  const transition: Transition | undefined = Object.hasOwn(ORDER_TRANSITIONS, event) ? ORDER_TRANSITIONS[event] : undefined;
  if (!transition) throw new OrderTransitionError(`unknown order event '${String(event)}'`);
  return transition;
}

/** Whether `event` moves an order in status `from`. */
export function canMove(from: OrderStatus, event: OrderEvent): boolean {
  return transitionOf(event).from.includes(from);
}

/** The status `event` moves an order in status `from` to; throws if the table does not allow it. */
export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus {
  const { to } = transitionOf(event);
  if (!canMove(from, event)) throw new OrderTransitionError(`order transition not allowed: ${from} -> ${to} (${event})`);
  return to;
}

export interface MoveOptions {
  /** Only from these of the event's sources (narrower than the table); a source it does not allow throws. */
  from?: readonly OrderStatus[];
  /** The other columns written with the status, in the same statement (updated_at is set to now()). */
  set?: Omit<PgUpdateSetSource<typeof orders>, 'status'>;
  /** A further condition of the move (e.g. no AWB yet). */
  where?: SQL;
}

/**
 * Moves order `orderId` by `event` if it is in one of the event's source statuses (and `where`
 * holds), in `db` (a transaction, to commit with the caller's other writes). Returns the moved row,
 * or undefined when the order was not in such a status (moved already, or by another path).
 */
export async function moveOrder(db: AppDb | Tx, orderId: number, event: OrderEvent, options: MoveOptions = {}): Promise<OrderRow | undefined> {
  const { from: allowed, to } = transitionOf(event);
  const from = options.from ?? allowed;
  const stray = from.find((status) => !allowed.includes(status));
  if (stray !== undefined) throw new OrderTransitionError(`order transition not allowed: ${stray} -> ${to} (${event})`);
  if (from.length === 0) throw new OrderTransitionError(`order transition from no status (${event})`);
  const [row] = await db
    .update(orders)
    .set({ updatedAt: sql`now()`, ...options.set, status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]), options.where))
    .returning();
  return row;
}
