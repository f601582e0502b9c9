// The events the orders module publishes, declared in the domain event catalog (events/catalog.ts):
//   'order.paid'       the order became paid: its card payment went through (payment-settlement.ts),
//                      or it was paid from the wallet as it was made (order-persist.ts)
//   'order.booked'     the carrier issued its AWB (booking.ts)
//   'order.cancelled'  by its owner (cancel-order.ts) or by its carrier on its own (subscribers.ts,
//                      following the shipment)
//   'order.unbookable' no carrier would book the paid order: booking_failed, its money going back
//                      (unbookable.ts)
// Each is published in the transaction that moves the order (order-states.ts, moveOrder, stays the
// only writer of orders.status); who reacts is assembled at the composition root (app/events.ts).
import type { orders } from '../../db/schema.ts';
import { declareEvents } from '../events/index.ts';

type OrderRow = typeof orders.$inferSelect;

export interface OrderPaid {
  orderId: number;
}

export interface OrderBooked {
  order: Pick<OrderRow, 'id' | 'number' | 'customerId' | 'carrierId' | 'serviceId' | 'totalBani' | 'codBani' | 'origin' | 'testMode' | 'createdAt'>;
  awb: string;
}

export interface OrderCancelled {
  orderId: number;
  /** The owner (its money goes back in the same request) or the carrier on its own (a job gives it back). */
  by: 'owner' | 'carrier';
}

export interface OrderUnbookable {
  orderId: number;
}

declare module '../events/catalog.ts' {
  interface DomainEvents {
    'order.paid': OrderPaid;
    'order.booked': OrderBooked;
    'order.cancelled': OrderCancelled;
    'order.unbookable': OrderUnbookable;
  }
}

export const ORDER_EVENTS = declareEvents(['order.paid', 'order.booked', 'order.cancelled', 'order.unbookable']);
