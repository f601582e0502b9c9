// The payments module's job handlers (their kinds, payloads and policies: job-kinds.ts): a card
// payment's reconciliation, expiry and late refund and a card refund's retry (the order services
// do them: services/orders/), and the test gateway's signed notifications.
import { defineJobs } from '../jobs/define.ts';
import { expireAbandonedPayment } from '../orders/abandoned-payments.ts';
import type { CommerceContext } from '../orders/context.ts';
import { refundLatePayment } from '../orders/payment-updates.ts';
import { reconcilePayment } from '../orders/reconcile-payment.ts';
import { retryCardRefund } from './refunds.ts';
import { deliverWebhook, type WebhookTransport } from './providers/test/delivery.ts';

export interface PaymentJobDeps {
  orders: CommerceContext;
  /** The test gateway's webhook key, and how its notifications reach our endpoint. */
  webhookSecret: () => Promise<string>;
  webhookTransport: WebhookTransport;
  now: () => Date;
}

export const paymentJobs = defineJobs<PaymentJobDeps>()({
  'payment.reconcile': (deps, payload, job) => reconcilePayment(deps.orders, payload, job),
  'payment.expire': async (deps, payload) => {
    await expireAbandonedPayment(deps.orders, payload);
  },
  'payment.refund': (deps, payload) => refundLatePayment(deps.orders, payload),
  'payment.refund-retry': (deps, payload) => retryCardRefund(deps.orders, payload),
  'test-gateway.webhook': (deps, payload) => deliverWebhook(deps.webhookTransport, deps.webhookSecret, deps.now, payload),
});
