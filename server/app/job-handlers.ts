// Every job kind's handler, registered by name on the app's runner (services/jobs/runner.ts), and the
// schedules: the one place that knows which service does which job. Handlers read the app's parts
// when they run (the database and the contexts exist only once the app has booted).
import type { FastifyInstance } from 'fastify';
import { sweepExpired } from '../services/auth/maintenance.ts';
import { deliverFormMail, type FormMail } from '../services/forms/notify.ts';
import { pruneJobs } from '../services/jobs/admin.ts';
import { batchPayouts, sendPayout } from '../services/repayments/payouts.ts';
import type { JobRunner } from '../services/jobs/runner.ts';
import { ACCOUNT_TEMPLATES, type AccountMail } from '../services/auth/account-mail-queue.ts';
import { buildAccountMail } from '../services/auth/account-mails.ts';
import type { MailMessage } from '../services/mail/mailer.ts';
import { expireAbandonedPayment } from '../services/orders/abandoned-payments.ts';
import { bookOrderJob } from '../services/orders/booking.ts';
import { retryCancellation } from '../services/orders/cancel-order.ts';
import { refundCarrierCancellation } from '../services/orders/carrier-cancellation.ts';
import { chargeReweigh, type ReweighPayload } from '../services/orders/reweighs.ts';
import { sendAccountPayout, type AccountPayout } from '../services/auth/close-account.ts';
import { buildOrderMail, ORDER_TEMPLATES, type OrderMail } from '../services/orders/order-mails.ts';
import { refundLatePayment } from '../services/orders/payment-updates.ts';
import { reconcilePayment } from '../services/orders/reconcile-payment.ts';
import { checkInvoiceUpload, efacturaClientOf, uploadInvoice, type EFacturaClient, type EFacturaDeps } from '../services/invoices/efactura.ts';
import { buildInvoiceMail, type InvoiceMail } from '../services/invoices/invoice-mail.ts';
import { issueCreditNote, issueInvoice, type InvoiceDeps } from '../services/invoices/issue.ts';
import { retryCardRefund } from '../services/orders/refunds.ts';
import { deliverPush, queuePushDeliveries, type PushContext } from '../services/push/deliver.ts';
import { prunePush } from '../services/push/queue.ts';
import type { PushSender } from '../services/push/sender.ts';
import { deliverWebhook } from '../services/payments/providers/test/delivery.ts';
import { purgePastRetention } from '../services/retention.ts';
import { syncLockers } from '../services/carriers/locker-sync.ts';
import { pruneExternalTracking } from '../services/tracking/external.ts';
import { pollerContextOf, pollTracking } from '../services/tracking/poller.ts';
import { deliverWebhookJob, pruneWebhookDeliveries } from '../services/webhooks/deliver.ts';

type MailJob = AccountMail | FormMail | OrderMail | InvoiceMail;

const isAccountMail = (mail: MailJob): mail is AccountMail => (ACCOUNT_TEMPLATES as readonly string[]).includes(mail.template);
const isOrderMail = (mail: MailJob): mail is OrderMail => (ORDER_TEMPLATES as readonly string[]).includes(mail.template);

const HOUR = 60 * 60 * 1000;

export function registerJobHandlers(app: FastifyInstance, runner: JobRunner, pushSender: PushSender, efacturaClient: () => EFacturaClient | null = () => efacturaClientOf(app.appConfig.invoices)): void {
  const orders = () => app.commerce.ctx;
  const push = (): PushContext => ({ db: app.db, sender: pushSender, log: app.log, publicUrl: app.appConfig.publicUrl, now: () => new Date() });

  runner.register('mail', async (mail: MailJob, job) => {
    if (mail.template === 'form_team' || mail.template === 'form_ack') {
      return deliverFormMail({ db: app.db, config: app.appConfig, mailer: app.auth.mailer, log: app.log }, mail, job);
    }
    let message: MailMessage | null;
    if (mail.template === 'invoice_issued') message = await buildInvoiceMail(app.db, app.appConfig.publicUrl, mail);
    else if (isAccountMail(mail)) message = await buildAccountMail(app.auth, mail);
    else if (isOrderMail(mail)) message = await buildOrderMail(orders(), mail);
    else throw new Error(`unknown mail template ${(mail as { template: string }).template}`);
    if (message) await app.auth.mailer.send({ ...message, messageId: `<job-${job.id}@curiero>` });
  });
  runner.register('order.book', (payload: { orderId: number }, job) => bookOrderJob(orders(), payload, job));
  runner.register('order.cancel', (payload: { orderId: number; channel: 'wallet' | 'card' }, job) => retryCancellation(orders(), payload, job));
  runner.register('order.refund', (payload: { orderId: number }) => refundCarrierCancellation(orders(), payload));
  runner.register('order.reweigh', (payload: ReweighPayload) => chargeReweigh(orders(), payload));
  runner.register('account.payout', (payload: AccountPayout) => sendAccountPayout(app.payouts.provider, payload));
  runner.register('payment.reconcile', (payload: { paymentId: string }, job) => reconcilePayment(orders(), payload, job));
  runner.register('payment.expire', async (payload: { paymentId: string }) => {
    await expireAbandonedPayment(orders(), payload);
  });
  runner.register('payment.refund', (payload: { paymentId: string }) => refundLatePayment(orders(), payload));
  runner.register('payment.refund-retry', (payload: { refundId: string }) => retryCardRefund(orders(), payload));
  const invoicing = (): InvoiceDeps => ({ db: app.db, config: app.appConfig.invoices, log: app.log, now: () => new Date() });
  const efactura = (): EFacturaDeps => ({ db: app.db, config: app.appConfig.invoices, client: efacturaClient(), log: app.log });
  runner.register('invoice.issue', async (payload: { paymentId: string }) => {
    await issueInvoice(invoicing(), payload);
  });
  runner.register('invoice.credit-note', async (payload: { refundId: string }) => {
    await issueCreditNote(invoicing(), payload);
  });
  runner.register('efactura.upload', (payload: { invoiceId: number }) => uploadInvoice(efactura(), payload));
  runner.register('efactura.status', (payload: { invoiceId: number }) => checkInvoiceUpload(efactura(), payload));
  runner.register('test-gateway.webhook', (payload: { eventId: string; rawBody: string }) => {
    const { webhookSecret, webhookTransport } = app.commerce;
    return deliverWebhook(webhookTransport, webhookSecret, () => new Date(), payload);
  });
  runner.register('push.change', (payload) => queuePushDeliveries(push(), payload));
  runner.register('push.deliver', (payload: { deliveryId: number }, job) => deliverPush(push(), payload, job));
  runner.register('webhook.deliver', (payload: { deliveryId: number }, job) =>
    deliverWebhookJob({ db: app.db, policy: app.appConfig.webhooks, log: app.log }, payload, job),
  );
  runner.register('tracking.poll', async (_payload, job) => {
    await pollTracking(pollerContextOf(orders()), { batch: app.appConfig.tracking.pollBatch }, job.signal);
  });
  runner.register('payout.batch', async () => {
    await batchPayouts(app.db);
  });
  runner.register('payout.send', (payload: { payoutId: number }, job) => sendPayout(app.payouts, payload, job));
  runner.register('lockers.sync', async () => {
    await syncLockers({ db: app.db, carriers: orders().carriers, log: app.log, now: () => new Date() });
  });
  runner.register('maintenance.sweep', async () => {
    await sweepExpired(app.db);
    await purgePastRetention(app.db);
    await prunePush(app.db);
    await pruneWebhookDeliveries(app.db);
    await pruneExternalTracking(app.db);
    await pruneJobs(app.db);
  });

  // Once per interval across every process (TRACKING_POLL_INTERVAL_SECONDS=0: this process adds none).
  runner.schedule({ name: 'tracking-poll', kind: 'tracking.poll', everyMs: app.appConfig.tracking.pollIntervalSeconds * 1000 });
  runner.schedule({ name: 'sweep', kind: 'maintenance.sweep', everyMs: HOUR });
  // The connected carriers' lockers (LOCKERS_SYNC_INTERVAL_SECONDS, default daily; none while every carrier is simulated).
  if (app.appConfig.carriers.accounts.size > 0) runner.schedule({ name: 'lockers-sync', kind: 'lockers.sync', everyMs: app.appConfig.carriers.lockerSyncSeconds * 1000 });
  // Cash-on-delivery payouts (PAYOUT_INTERVAL_SECONDS, default daily; 0: this process schedules none).
  runner.schedule({ name: 'payout-batch', kind: 'payout.batch', everyMs: app.appConfig.payouts.intervalSeconds * 1000 });
}
