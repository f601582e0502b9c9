// Every job kind and its policy, collected from the modules that declare them. How the pieces fit:
// - Each module declares its kinds in services/<module>/job-kinds.ts: the payload of each kind,
//   added to JobPayloads (define.ts) by declaration merging, and its policy (attempts, lease,
//   backoff) as plain data: a kind is declared in one place (name, what it carries, how it is
//   retried). enqueue() checks a payload against its kind at compile time.
// - Each module gives its handlers in services/<module>/jobs.ts (defineJobs<Deps>(), each handler
//   typed by its kind's payload); the composition root (app/job-handlers.ts) lists those sets, gives
//   them their dependencies and adds the schedules.
// - The policy is needed where a job is written, by any service, in the app or in a test that never
//   boots it: a kind's max_attempts and lease_seconds are copied into the row when it is queued
//   (queue.ts), and the backoff is read here when an attempt fails. So the policies are data apart
//   from the handlers: a job-kinds.ts imports only define.ts (and types), and this file collects
//   them. Were they in jobs.ts, collecting them here would import every handler and, through the
//   handlers, enqueue() itself: a cycle. (Applying the policy at claim time instead would leave
//   queued rows without their attempts, which `npm run jobs -- list` shows, and enqueue() could not
//   refuse an unknown kind.)
// - A kind some module declared a payload for but gave no policy is a type error below, a policy
//   without a payload one in declareJobKinds; an unknown kind is refused by enqueue() at run time; the app's runner has
//   exactly one handler per kind (tests/server/jobs-registry.test.ts).
// - Each kind runs in the lane its policy names (lanes.ts); a kind without one stops the start.
// Backoff after the n-th failed attempt: base × 2^(n-1), at most max, ±jitter.
import type { JobKind, JobPolicy } from './define.ts';
import { JOB_LANES, type JobLane } from './lanes.ts';
import { ACCOUNT_JOB_KINDS } from '../auth/job-kinds.ts';
import { CARRIER_JOB_KINDS } from '../carriers/job-kinds.ts';
import { INVOICE_JOB_KINDS } from '../invoices/job-kinds.ts';
import { MAIL_JOB_KINDS } from '../mail/job-kinds.ts';
import { MAINTENANCE_JOB_KINDS } from '../maintenance/job-kinds.ts';
import { ORDER_JOB_KINDS } from '../orders/job-kinds.ts';
import { PAYMENT_JOB_KINDS } from '../payments/job-kinds.ts';
import { PUSH_JOB_KINDS } from '../push/job-kinds.ts';
import { REPAYMENT_JOB_KINDS } from '../repayments/job-kinds.ts';
import { RETURN_JOB_KINDS } from '../returns/job-kinds.ts';
import { TRACKING_JOB_KINDS } from '../tracking/job-kinds.ts';
import { WEBHOOK_JOB_KINDS } from '../webhooks/job-kinds.ts';

export type { JobKind, JobPayloads, JobPolicy } from './define.ts';
export type { JobLane } from './lanes.ts';

/** A kind's policy with its lane, as the queue uses it. */
export type LanedPolicy = JobPolicy & { readonly lane: JobLane };

const MODULE_KINDS = [
  MAIL_JOB_KINDS,
  ORDER_JOB_KINDS,
  ACCOUNT_JOB_KINDS,
  PAYMENT_JOB_KINDS,
  INVOICE_JOB_KINDS,
  PUSH_JOB_KINDS,
  WEBHOOK_JOB_KINDS,
  REPAYMENT_JOB_KINDS,
  RETURN_JOB_KINDS,
  TRACKING_JOB_KINDS,
  CARRIER_JOB_KINDS,
  MAINTENANCE_JOB_KINDS,
] as const;

type Collected = (typeof MODULE_KINDS)[number] extends infer M ? (M extends unknown ? keyof M : never) : never;
// Every kind with a payload has a policy here (the other way, a policy without a payload, is refused
// by declareJobKinds).
type Missing = Exclude<JobKind, Collected>;
const everyKindHasAPolicy: [Missing] extends [never] ? true : { missingPolicy: Missing } = true;
void everyKindHasAPolicy;

function collect(): { readonly [K in JobKind]: LanedPolicy } {
  const all: Partial<Record<string, LanedPolicy>> = {};
  for (const kinds of MODULE_KINDS) {
    for (const [kind, policy] of Object.entries(kinds) as [JobKind, JobPolicy][]) {
      if (all[kind]) throw new Error(`job kind ${kind} is declared by two modules`);
      const lane = policy.lane;
      if (!lane || !JOB_LANES.includes(lane)) throw new Error(`job kind ${kind} has no lane: name one in its module's job-kinds.ts (services/jobs/lanes.ts)`);
      all[kind] = { ...policy, lane };
    }
  }
  return all as { readonly [K in JobKind]: LanedPolicy };
}

/** Every kind's policy, its lane included. */
export const JOB_KINDS = collect();

/** The lane a kind runs in. */
export function laneOf(kind: JobKind): JobLane {
  return JOB_KINDS[kind].lane;
}

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_KINDS, kind);
}

/** The wait after the `attempts`-th failed attempt (>= 1) of a job of `kind`. */
export function backoffMs(kind: JobKind, attempts: number, random: () => number = Math.random): number {
  const { baseMs, maxMs, jitter } = JOB_KINDS[kind].backoff;
  const base = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
  return Math.round(base * (1 - jitter + 2 * jitter * random()));
}
