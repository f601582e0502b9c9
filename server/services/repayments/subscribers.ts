// How the repayments react to domain events (assembled at the composition root, app/events.ts):
//   'shipment.status_changed' (in the transaction): a parcel that just became delivered turns its
//       cash on delivery into a pending repayment; one that came back cancels it (record.ts,
//       settleCashOnDelivery). Only when the shipment moved: a final status never changes again.
import { isFinalStatus } from '../carriers/index.ts';
import { inTransaction, type Subscriber } from '../events/index.ts';
import { settleCashOnDelivery } from './record.ts';

export const repaymentSubscribers: readonly Subscriber[] = [
  inTransaction('shipment.status_changed', 'repayments.settle-cash-on-delivery', async (tx, change) => {
    if ((change.to === 'delivered' || change.to === 'returned') && !isFinalStatus(change.from)) {
      await settleCashOnDelivery(tx, change.orderId, change.to);
    }
  }),
];
