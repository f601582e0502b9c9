// The payments module's job handlers (their kinds, payloads and policies: job-kinds.ts): a card
// refund's retry and the test gateway's signed notifications. (A card payment's reconciliation,
// expiry and late refund do order work: the orders module handles them, orders/jobs.ts.)
import { defineJobs } from '../jobs/define.ts';
import { retryCardRefund, type RefundDeps } from './refunds.ts';
import { deliverWebhook, type WebhookTransport } from './providers/test/delivery.ts';

export interface PaymentJobDeps {
  refunds: RefundDeps;
  /** The test gateway's webhook key, and how its notifications reach our endpoint. */
  webhookSecret: () => Promise<string>;
  webhookTransport: WebhookTransport;
  now: () => Date;
}

export const paymentJobs = defineJobs<PaymentJobDeps>()({
  'payment.refund-retry': (deps, payload) => retryCardRefund(deps.refunds, payload),
  'test-gateway.webhook': (deps, payload) => deliverWebhook(deps.webhookTransport, deps.webhookSecret, deps.now, payload),
});
