// Every kind of job, its retry policy and its lease, in one place (the handlers are registered by
// name at start, services/jobs/handlers.ts). A kind's policy is copied into the job row when it is
// queued (max_attempts, lease_seconds); the backoff is read here when an attempt fails.
// Backoff after the n-th failed attempt: base × 2^(n-1), at most max, ±jitter (so that retries of
// many jobs that failed together spread out).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface JobPolicy {
  /** Attempts before the job is parked as failed. */
  readonly maxAttempts: number;
  /** How long a claim holds: longer than the handler's slowest honest run. */
  readonly leaseSeconds: number;
  readonly backoff: { readonly baseMs: number; readonly maxMs: number; readonly jitter: number };
}

const policy = (maxAttempts: number, leaseSeconds: number, baseMs: number, maxMs: number): JobPolicy => ({
  maxAttempts,
  leaseSeconds,
  backoff: { baseMs, maxMs, jitter: 0.2 },
});

export const JOB_KINDS = {
  /** An account, order or form e-mail (services/mail/mail-jobs.ts): 10 tries over about 9 hours. */
  mail: policy(10, 60, 30 * SECOND, 2 * HOUR),
  /** Booking a paid order with its carrier; after the last try the customer is refunded. */
  'order.book': policy(8, 30, 10 * SECOND, 30 * MINUTE),
  /** A cancellation the carrier could not be told of: ask it again (orders/cancel-order.ts). */
  'order.cancel': policy(8, 60, 1 * MINUTE, 1 * HOUR),
  /** An order its carrier cancelled on its own: the money back (orders/carrier-cancellation.ts). */
  'order.refund': policy(10, 60, 1 * MINUTE, 2 * HOUR),
  /** A re-weighing reported by the carrier: the price difference charged to the customer (orders/reweighs.ts). */
  'order.reweigh': policy(10, 60, 1 * MINUTE, 2 * HOUR),
  /** The wallet's balance paid back to the IBAN given when the account was closed (auth/close-account.ts). */
  'account.payout': policy(8, 60, 1 * MINUTE, 2 * HOUR),
  /** A card payment still open at the gateway: ask the gateway what became of it. */
  'payment.reconcile': policy(12, 30, 1 * MINUTE, 2 * HOUR),
  /** Money paid for an order that had stopped waiting (cancelled, expired): back to the card. */
  'payment.refund': policy(10, 60, 1 * MINUTE, 2 * HOUR),
  /** A card refund the processor could not be asked about: ask again with the same key (orders/refunds.ts). */
  'payment.refund-retry': policy(12, 60, 1 * MINUTE, 2 * HOUR),
  /** A card payment left unfinished on the processor's page: close and expire it (its order may be ordered again). */
  'payment.expire': policy(10, 30, 1 * MINUTE, 1 * HOUR),
  /** A payment succeeded: its fiscal invoice (invoices/issue.ts). */
  'invoice.issue': policy(10, 60, 30 * SECOND, 2 * HOUR),
  /** A refund went through: its credit note (storno). */
  'invoice.credit-note': policy(10, 60, 30 * SECOND, 2 * HOUR),
  /** An invoice's e-Factura XML to ANAF's SPV (invoices/efactura.ts). */
  'efactura.upload': policy(12, 60, 1 * MINUTE, 4 * HOUR),
  /** ANAF's verdict on an uploaded invoice, asked until it is given. */
  'efactura.status': policy(20, 60, 2 * MINUTE, 4 * HOUR),
  /** The local test gateway's signed notification to our webhook, retried like a real gateway's. */
  'test-gateway.webhook': policy(6, 30, 1 * SECOND, 5 * MINUTE),
  /** A tracking status change: queue one notification per device following the parcel. */
  'push.change': policy(10, 30, 10 * SECOND, 30 * MINUTE),
  /** One notification to one device (FCM). */
  'push.deliver': policy(8, 30, 30 * SECOND, 1 * HOUR),
  /**
   * One webhook delivery to a shop's endpoint (services/webhooks/deliver.ts): 5 s doubling up to 4 h,
   * 30 attempts spread over about 73 hours (the Standard Webhooks' "about 3 days").
   */
  'webhook.deliver': policy(30, 60, 5 * SECOND, 4 * HOUR),
  /**
   * One cash-on-delivery payout to the bank (services/repayments/payouts.ts): 1 min doubling up to
   * 2 h, 8 attempts over about 2 hours; then it stays failed, retried from the dashboard or `npm run jobs`.
   */
  'payout.send': policy(8, 120, 1 * MINUTE, 2 * HOUR),
  /** Schedule: group the collected repayments into payouts (one per account and IBAN). */
  'payout.batch': policy(3, 300, MINUTE, 10 * MINUTE),
  /** Schedule: ask the carriers about the shipments due for a poll. */
  'tracking.poll': policy(1, 300, MINUTE, MINUTE),
  /** Schedule: the connected carriers' lockers and pickup points (carriers/locker-sync.ts). */
  'lockers.sync': policy(4, 900, 5 * MINUTE, 2 * HOUR),
  /** Schedule: expired rows, retention, finished jobs. */
  'maintenance.sweep': policy(3, 600, MINUTE, 10 * MINUTE),
} as const satisfies Record<string, JobPolicy>;

export type JobKind = keyof typeof JOB_KINDS;

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_KINDS, kind);
}

/** The wait after the `attempts`-th failed attempt (>= 1) of a job of `kind`. */
export function backoffMs(kind: JobKind, attempts: number, random: () => number = Math.random): number {
  const { baseMs, maxMs, jitter } = JOB_KINDS[kind].backoff;
  const base = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
  return Math.round(base * (1 - jitter + 2 * jitter * random()));
}
