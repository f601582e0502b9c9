// The queue's lanes: each job kind runs in one lane (its policy says which: services/<module>/
// job-kinds.ts), and each lane has its own slots in every process, so a lane whose jobs wait on a
// slow remote never takes the slots of another: a shop's hanging webhook endpoints hold deliveries'
// slots, never the slots that issue a customer's invoice. A lane may also cap how many of its jobs
// run at once, across every process, for one account (`tenant`) and for one remote end (`target`),
// as the job row names them (queue.ts): a busy endpoint's jobs wait in the queue without holding a
// slot (claim.ts skips them). This file imports nothing: the configuration reads it too.

export const JOB_LANES = [
  /** Payments, refunds, invoices, e-Factura, payouts, and the mails of accounts, orders and invoices. */
  'money',
  /** The carriers' APIs: bookings, cancellations, tracking polls, lockers. */
  'carriers',
  /** What is sent to shops: webhook deliveries (later, connectors' write-backs). */
  'deliveries',
  /** Push notifications to devices (FCM). */
  'push',
  /** Housekeeping: the hourly sweep. */
  'maintenance',
] as const;

export type JobLane = (typeof JOB_LANES)[number];

export interface LaneLimits {
  /** Jobs of this lane one process runs at once. */
  readonly slots: number;
  /** Jobs of one tenant (an account) running at once across every process; unset: no cap. */
  readonly perTenant?: number;
  /** Jobs of one target (a remote end: a webhook endpoint) running at once across every process; unset: no cap. */
  readonly perTarget?: number;
}

export type LaneSettings = Readonly<Record<JobLane, LaneLimits>>;

/** The slots of a lane when nothing says otherwise (the one lane before lanes had 4). */
export const DEFAULT_LANE_SLOTS = 4;

export function isJobLane(value: string): value is JobLane {
  return (JOB_LANES as readonly string[]).includes(value);
}
