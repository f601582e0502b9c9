// The orders module's job handlers (their kinds, payloads and policies: job-kinds.ts), over the
// commerce context the app gives them when a job runs (app/job-handlers.ts): the orders' own, and a
// card payment's reconciliation, expiry and late refund (order work: they settle the payment and
// book, release or refund its order).
import { defineJobs } from '../jobs/define.ts';
import { expireAbandonedPayment } from './abandoned-payments.ts';
import { bookOrderJob } from './booking.ts';
import { retryCancellation } from './cancel-order.ts';
import { refundCarrierCancellation } from './carrier-cancellation.ts';
import type { CommerceContext } from './context.ts';
import { refundLatePayment } from './payment-updates.ts';
import { reconcilePayment } from './reconcile-payment.ts';
import { chargeReweigh } from './reweighs.ts';

export interface OrderJobDeps {
  orders: CommerceContext;
}

export const orderJobs = defineJobs<OrderJobDeps>()({
  'order.book': (deps, payload, job) => bookOrderJob(deps.orders, payload, job),
  'order.cancel': (deps, payload, job) => retryCancellation(deps.orders, payload, job),
  'order.refund': (deps, payload) => refundCarrierCancellation(deps.orders, payload),
  'order.reweigh': (deps, payload) => chargeReweigh(deps.orders, payload),
  'payment.reconcile': (deps, payload, job) => reconcilePayment(deps.orders, payload, job),
  'payment.expire': async (deps, payload) => {
    await expireAbandonedPayment(deps.orders, payload);
  },
  'payment.refund': (deps, payload) => refundLatePayment(deps.orders, payload),
});
