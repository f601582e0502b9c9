// The job registry of the app, filled by the modules: each module declares its job kinds
// (services/<module>/job-kinds.ts: payload and policy, collected in services/jobs/kinds.ts) and
// exports its handlers (services/<module>/jobs.ts); here each module's set is registered on the app's
// runner with its dependencies, and the schedules are added. Dependencies are read when a job runs
// (the database and the contexts exist only once the app has booted). A kind registered twice, or
// one no module declares, stops the start (runner.register).
import type { FastifyInstance } from 'fastify';
import { mailRenderers } from './mail-renderers.ts';
import { accountJobs } from '../services/auth/index.ts';
import { carrierJobs } from '../services/carriers/index.ts';
import { efacturaClientOf, type EFacturaClient } from '../services/invoices/index.ts';
import { efacturaJobs, invoiceJobs } from '../services/invoices/index.ts';
import type { JobRunner } from '../services/jobs/index.ts';
import { mailJobs } from '../services/mail/index.ts';
import { maintenanceJobs } from '../services/maintenance/index.ts';
import { orderJobs } from '../services/orders/index.ts';
import { paymentJobs } from '../services/payments/index.ts';
import { lockerBoxSizes } from '../services/pricing/index.ts';
import { pushJobs } from '../services/push/index.ts';
import type { PushSender } from '../services/push/index.ts';
import { repaymentJobs } from '../services/repayments/index.ts';
import { returnJobs } from '../services/returns/index.ts';
import { trackingJobs } from '../services/tracking/index.ts';
import { webhookJobs } from '../services/webhooks/index.ts';

const HOUR = 60 * 60 * 1000;

export function registerJobHandlers(app: FastifyInstance, runner: JobRunner, pushSender: PushSender, efacturaClient: () => EFacturaClient | null = () => efacturaClientOf(app.appConfig.invoices)): void {
  const now = () => new Date();
  const orders = () => app.commerce.ctx;

  const renderers = mailRenderers(app);
  runner.registerAll(mailJobs, () => ({ renderers, mailer: app.mailer }));
  runner.registerAll(orderJobs, () => ({ orders: orders() }));
  runner.registerAll(accountJobs, () => ({ payoutProvider: app.payouts.provider }));
  runner.registerAll(paymentJobs, () => {
    const { ctx, webhookSecret, webhookTransport } = app.commerce;
    return { refunds: ctx, webhookSecret, webhookTransport, now };
  });
  runner.registerAll(invoiceJobs, () => ({ db: app.db, config: app.appConfig.invoices, log: app.log, now }));
  runner.registerAll(efacturaJobs, () => ({ db: app.db, config: app.appConfig.invoices, client: efacturaClient(), log: app.log }));
  runner.registerAll(pushJobs, () => ({ db: app.db, sender: pushSender, log: app.log, publicUrl: app.appConfig.publicUrl, now }));
  runner.registerAll(webhookJobs, () => {
    const { webhooks } = app.appConfig;
    return { db: app.db, policy: webhooks, log: app.log, connectTimeoutMs: webhooks.connectTimeoutMs, timeoutMs: webhooks.answerTimeoutMs, breakerFailures: webhooks.breakerFailures };
  });
  runner.registerAll(repaymentJobs, () => ({ db: app.db, payouts: () => app.payouts }));
  runner.registerAll(returnJobs, () => ({ db: app.db, events: app.commerce.ctx.events }));
  runner.registerAll(trackingJobs, () => ({ orders: orders(), pollBatch: app.appConfig.tracking.pollBatch }));
  runner.registerAll(carrierJobs, () => ({ db: app.db, carriers: orders().carriers, log: app.log, now, standardBoxSizes: lockerBoxSizes }));
  runner.registerAll(maintenanceJobs, () => ({ db: app.db }));

  // Once per interval across every process (TRACKING_POLL_INTERVAL_SECONDS=0: this process adds none).
  runner.schedule({ name: 'tracking-poll', kind: 'tracking.poll', everyMs: app.appConfig.tracking.pollIntervalSeconds * 1000 });
  runner.schedule({ name: 'sweep', kind: 'maintenance.sweep', everyMs: HOUR });
  // The connected carriers' lockers (LOCKERS_SYNC_INTERVAL_SECONDS, default daily; none while every carrier is simulated).
  if (app.appConfig.carriers.accounts.size > 0) runner.schedule({ name: 'lockers-sync', kind: 'lockers.sync', everyMs: app.appConfig.carriers.lockerSyncSeconds * 1000 });
  // Cash-on-delivery payouts (PAYOUT_INTERVAL_SECONDS, default daily; 0: this process schedules none).
  runner.schedule({ name: 'payout-batch', kind: 'payout.batch', everyMs: app.appConfig.payouts.intervalSeconds * 1000 });
}
