// What a module writes to declare its jobs (the kernel's side; services/jobs/kinds.ts says how the
// pieces fit). A module's job-kinds.ts adds its kinds' payload types to JobPayloads by declaration
// merging and gives their policies with declareJobKinds(); its jobs.ts gives their handlers with
// defineJobs<Deps>(). This file imports no module: every job-kinds.ts imports it.
import type { JobLane } from './lanes.ts';
import type { JobContext } from './runner.ts';

export type { JobLane } from './lanes.ts';

/**
 * Every job kind and the payload it carries, filled by the modules (like graphile-worker's
 * GraphileWorker.Tasks):
 *   declare module '../jobs/define.ts' { interface JobPayloads { 'order.book': { orderId: number } } }
 * enqueue() checks a payload against its kind, and the kind's handler receives it typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type JobKind = keyof JobPayloads & string;

/** The payload of a kind that needs none (schedules): enqueue() may leave it out. */
export type NoPayload = Record<string, never>;

/** A value after the JSON round trip of the jobs table: dates come back as ISO strings. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonified<U>[]
    : T extends readonly (infer U)[]
      ? readonly Jsonified<U>[]
      : T extends object
        ? { [P in keyof T]: Jsonified<T[P]> }
        : T;

/** What enqueue() accepts for `kind`: its payload, or that payload already in its JSON form. */
export type PayloadIn<K extends JobKind> = JobPayloads[K] | Jsonified<JobPayloads[K]>;
/** What the handler of `kind` receives: the payload as the jobs table gave it back. */
export type PayloadOut<K extends JobKind> = Jsonified<JobPayloads[K]>;

export interface JobPolicy {
  /** Attempts before the job is parked as failed. */
  readonly maxAttempts: number;
  /** How long a claim holds: longer than the handler's slowest honest run. */
  readonly leaseSeconds: number;
  /** After the n-th failed attempt: base × 2^(n-1), at most max, ±jitter. */
  readonly backoff: { readonly baseMs: number; readonly maxMs: number; readonly jitter: number };
  /**
   * The lane whose slots run it (lanes.ts): money, carriers, deliveries, push or maintenance. Left
   * out only by a module that has not said yet (kinds.ts gives those theirs).
   */
  readonly lane?: JobLane;
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** A policy with the usual ±20% jitter (retries of many jobs that failed together spread out), run in `lane`. */
export const jobPolicy = (maxAttempts: number, leaseSeconds: number, baseMs: number, maxMs: number, lane?: JobLane): JobPolicy => ({
  maxAttempts,
  leaseSeconds,
  backoff: { baseMs, maxMs, jitter: 0.2 },
  ...(lane ? { lane } : {}),
});

/** A module's kinds and their policies; a kind whose payload no module declared is a type error. */
export function declareJobKinds<K extends JobKind>(policies: { readonly [P in K]: JobPolicy }): { readonly [P in K]: JobPolicy } {
  return policies;
}

/** The handler of `kind`: the module's dependencies (given by the app when the job runs), the typed payload, the attempt. */
export type JobHandlerOf<K extends JobKind, D> = (deps: D, payload: PayloadOut<K>, job: JobContext) => Promise<void>;

/** Handlers by kind, each typed by its kind's payload. */
export type JobHandlers<D> = { readonly [K in JobKind]?: JobHandlerOf<K, D> };

/**
 * A module's job handlers, all taking the same dependencies `D`:
 *   export const orderJobs = defineJobs<OrderJobDeps>()({ 'order.book': (deps, payload, job) => ... });
 */
export function defineJobs<D>() {
  // The second part refuses a kind no module declares (a generic argument gets no excess-property check).
  return <const S extends JobHandlers<D>>(handlers: S & { readonly [K in Exclude<keyof S, JobKind>]: never }): S => handlers;
}
