// How the orders module reacts to domain events (assembled with the other modules' subscribers at
// the composition root, app/events.ts; the publishers do not know of it):
//   'shipment.status_changed' (in the transaction): the order follows its shipment through the state
//       machine (order-states.ts, moveOrder): picked up, delivered, returned; cancelled when its
//       carrier cancelled the shipment on its own (not when our order flow asked for it: cancel-order.ts
//       moves the order itself), which publishes 'order.cancelled' by the carrier.
//   'order.cancelled' by the carrier (job): 'order.refund' gives the money back (carrier-cancellation.ts).
//   'shipment.reweighed' (job): 'order.reweigh' charges the difference (reweighs.ts), keyed by the
//       weight too, so a first scan at the declared weight does not hide a later, heavier one.
//   'order.paid' (job): 'order.book' books it with its carrier (booking.ts). A little later than now:
//       the request that paid runs it at once (runBooking); the delay only decides when another
//       process takes it over if that request died.
//   'payment.succeeded' (in the transaction): a card payment's order becomes paid and 'order.paid' is
//       published, or, the order no longer waiting, 'payment.refund' gives the money back
//       (payment-settlement.ts).
//   'payment.failed' (in the transaction): its order becomes payment_failed.
//   'order.booked' (job): the customer's confirmation mail (AWB, label, tracking), promised with the
//       AWB itself; keyed by the order, so a booking retried after its commit does not send two.
import { sql } from 'drizzle-orm';
import { isFinalStatus } from '../carriers/index.ts';
import { inTransaction, onJob, type Subscriber } from '../events/index.ts';
import { JOB_KEYS } from '../jobs/index.ts';
import { beyondPickup } from '../tracking/index.ts';
import { moveOrder } from './order-states.ts';
import { markOrderPaid } from './payment-settlement.ts';

export const orderSubscribers: readonly Subscriber[] = [
  inTransaction('shipment.status_changed', 'orders.follow-shipment', async (tx, change, bus) => {
    const { orderId, to } = change;
    // The shipment moved (a shipment already final never changes again: the events are history only).
    const moved = !isFinalStatus(change.from);
    if (to === 'delivered' || to === 'returned') {
      await moveOrder(tx, orderId, to === 'delivered' ? 'shipment.delivered' : 'shipment.returned');
    } else if (to === 'cancelled' && moved && !change.cancelledByUs) {
      // The carrier cancelled it on its own (its portal, a deleted AWB): the order follows, and the money goes back.
      const cancelled = await moveOrder(tx, orderId, 'carrier.cancelled', { set: { cancelledAt: sql`now()`, cancelRequestedAt: null } });
      if (cancelled) await bus.publish(tx, 'order.cancelled', { orderId, by: 'carrier' });
    } else if (beyondPickup(to)) {
      await moveOrder(tx, orderId, 'shipment.picked_up');
    }
  }),
  onJob('order.cancelled', 'orders.refund-carrier-cancellation', ({ orderId, by }) =>
    by === 'carrier' ? { kind: 'order.refund', key: `order-refund:${orderId}`, payload: { orderId } } : null,
  ),
  onJob('shipment.reweighed', 'orders.charge-reweigh', ({ orderId, measuredKg }) => ({
    kind: 'order.reweigh',
    key: `order-reweigh:${orderId}:${measuredKg}`,
    payload: { orderId, measuredKg },
  })),
  onJob('order.paid', 'orders.book', ({ orderId }) => ({ kind: 'order.book', key: JOB_KEYS.booking(orderId), payload: { orderId }, delayMs: 5_000 })),
  onJob('order.booked', 'orders.confirmation-mail', ({ order }) => ({
    kind: 'mail',
    key: JOB_KEYS.orderConfirmation(order.id),
    payload: { template: 'order_confirmation', orderId: order.id },
  })),
  inTransaction('payment.succeeded', 'orders.mark-paid', markOrderPaid),
  inTransaction('payment.failed', 'orders.payment-failed', async (tx, { orderId }) => {
    if (orderId !== null) await moveOrder(tx, orderId, 'payment.failed');
  }),
];
