// How the invoices react to domain events (assembled at the composition root, app/events.ts), each
// by a job queued with the change (issue.ts issues it once, whatever the number of processes):
//   'payment.succeeded' -> 'invoice.issue' (key invoice:<paymentId>): the invoice of the money received
//   'payment.refunded'  -> 'invoice.credit-note' (key credit-note:<refundId>): its credit note (storno)
// Test money (a test order's test balance) is never invoiced.
import { onJob, type Subscriber } from '../events/index.ts';
import { JOB_CREDIT_NOTE, JOB_INVOICE } from './issue.ts';

export const invoiceSubscribers: readonly Subscriber[] = [
  // An order's, a batch's (one invoice for its orders: invoice-batch.ts) or a top-up's payment.
  onJob('payment.succeeded', 'invoices.issue', ({ paymentId, testMoney }) =>
    testMoney ? null : { kind: 'invoice.issue', key: JOB_INVOICE(paymentId), payload: { paymentId } },
  ),
  onJob('payment.refunded', 'invoices.credit-note', ({ refundId, testMoney }) =>
    testMoney ? null : { kind: 'invoice.credit-note', key: JOB_CREDIT_NOTE(refundId), payload: { refundId } },
  ),
];
