// The job runner of one server process: claims due jobs (FOR UPDATE SKIP LOCKED, then a lease: two
// processes never run the same job at once, and a job whose process died is taken over once its
// lease has run out), runs the handler registered for the kind, and writes the outcome, only while
// the claim is still its own: done; queued again after a backoff with jitter; or parked as failed
// with the last error once the kind's attempts are spent. Handlers are written to be run again
// safely (they check before they act), because a lease can run out under a slow handler.
// Schedules put one job per interval into the queue, whatever the number of processes: the job's key
// is the interval's number by the database clock, so every process but the first adds nothing.
// All times come from the database clock (processes may disagree about the time).
// The statements on the jobs table are store.ts's.
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import type { JobHandlers, JobKind, PayloadOut } from './define.ts';
import { backoffMs, isJobKind } from './kinds.ts';
import { onEnqueued, type PayloadField } from './queue.ts';
import { claimJob, claimJobs, completeJob, insertScheduled, jobState, parkJob, releaseJobs, requeueJob, type ClaimedRow } from './store.ts';

export interface JobContext {
  readonly id: number;
  readonly kind: JobKind;
  readonly key: string | null;
  /** This attempt, from 1. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** No attempt follows this one if it fails: the handler may fall back (refund, give up politely). */
  readonly lastAttempt: boolean;
  /** Aborted when the process stops; a handler may end early (the job is then run again elsewhere). */
  readonly signal: AbortSignal;
}

/** Runs one job of a kind whose payload is `P` (for a kind K: PayloadOut<K>, the payload as written by enqueue()). */
export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

/** Thrown by a handler: try again after at least `delayMs` (e.g. the remote's Retry-After). */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by a handler: retrying cannot help; park the job now. */
export class GiveUp extends Error {}

type ScheduleOf<K extends JobKind> = {
  /** Names the schedule in job keys (`name@interval-number`). */
  name: string;
  kind: K;
  everyMs: number;
} & PayloadField<K>;

export type Schedule = { [K in JobKind]: ScheduleOf<K> }[JobKind];

export interface RunnerOptions {
  /** The database (read when first needed: the app opens it while booting). */
  db: () => AppDb;
  log: Logger;
  /** Between polls when idle; 0: no loop (tests run jobs with drain()). */
  pollIntervalMs: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
}

export type RunOutcome = 'done' | 'retrying' | 'failed' | 'busy';

export interface JobRunner {
  /** The handler of `kind`, typed by its payload; a kind no module declares, or one already registered, throws. */
  register<K extends JobKind>(kind: K, handler: JobHandler<PayloadOut<K>>): void;
  /** A module's handlers (defineJobs), each given `deps()` when its job runs. */
  registerAll<D>(handlers: JobHandlers<D>, deps: () => D): void;
  /** The kinds this runner has a handler for. */
  kinds(): JobKind[];
  schedule(schedule: Schedule): void;
  /** Starts polling (and the schedules); no-op with pollIntervalMs 0. */
  start(): void;
  /** Stops claiming; jobs already running go on. */
  pause(): void;
  /** Stops claiming, gives running jobs `timeoutMs` to finish, then hands the rest back (lease released). */
  stop(timeoutMs: number): Promise<void>;
  /** Runs every job due now (and those they queue) until none is left; waits for this process's running ones. */
  drain(): Promise<void>;
  /**
   * Runs the job of `kind` and `key` here and now if nobody runs it (tests and request paths that
   * want the result). `retryWhenDue`: a job that already failed an attempt waits for its backoff
   * (a booking whose answer was lost must not be tried again at once).
   */
  runNow(kind: JobKind, key: string, options?: { retryWhenDue?: boolean }): Promise<RunOutcome>;
  /** Adds the schedules' jobs for the current intervals now (the loop does it every few seconds). */
  tickSchedules(): Promise<void>;
}

const SCHEDULE_EVERY_MS = 2000;
const ABORT_GRACE_MS = 1000;
const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { log, pollIntervalMs } = options;
  const concurrency = options.concurrency ?? 4;
  const handlers = new Map<JobKind, JobHandler>();
  const schedules: Schedule[] = [];
  const running = new Map<number, { promise: Promise<void>; token: string; abort: AbortController }>();
  let started = false;
  let claiming = true;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let lastScheduleTick = 0;
  let stopListening: (() => void) | undefined;

  async function claim(limit: number): Promise<ClaimedRow[]> {
    if (limit <= 0 || handlers.size === 0) return [];
    return claimJobs(options.db(), [...handlers.keys()], limit);
  }

  async function complete(job: ClaimedRow): Promise<void> {
    if (!(await completeJob(options.db(), job))) log.warn({ job: job.id, kind: job.kind }, 'job finished after its lease was taken over');
  }

  async function fail(job: ClaimedRow, error: unknown): Promise<void> {
    const park = error instanceof GiveUp || job.attempts >= job.maxAttempts;
    const wait = Math.max(backoffMs(job.kind, job.attempts), error instanceof RetryLater ? error.delayMs : 0);
    const message = errorText(error);
    const written = park ? await parkJob(options.db(), job, message) : await requeueJob(options.db(), job, message, wait);
    const details = { job: job.id, kind: job.kind, key: job.key, attempt: job.attempts, error: message };
    if (!written) log.warn(details, 'job failed after its lease was taken over');
    else if (park) log.error(details, 'job failed for good: parked');
    else log.warn({ ...details, retryInMs: wait }, 'job failed; retrying later');
  }

  function execute(job: ClaimedRow): Promise<void> {
    const handler = handlers.get(job.kind);
    const abort = new AbortController();
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      key: job.key,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      lastAttempt: job.attempts >= job.maxAttempts,
      signal: abort.signal,
    };
    const promise = (async () => {
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload, context);
      } catch (error) {
        if (abort.signal.aborted) return; // stopping: the lease is handed back by stop()
        await fail(job, error);
        return;
      }
      // Ended by the stop signal, perhaps half-way: handed back by stop(), run again elsewhere (safely).
      if (abort.signal.aborted) return;
      await complete(job);
    })()
      .catch((error: unknown) => log.error({ err: error, job: job.id, kind: job.kind }, 'writing the outcome of a job failed'))
      .finally(() => running.delete(job.id));
    running.set(job.id, { promise, token: job.token, abort });
    return promise;
  }

  async function tickSchedules(): Promise<void> {
    for (const s of schedules) await insertScheduled(options.db(), s);
  }

  async function pollOnce(): Promise<void> {
    if (Date.now() - lastScheduleTick >= SCHEDULE_EVERY_MS && schedules.length) {
      lastScheduleTick = Date.now();
      await tickSchedules();
    }
    for (;;) {
      if (!claiming) return;
      const free = concurrency - running.size;
      const jobs = await claim(free);
      for (const job of jobs) void execute(job);
      // A full batch means more may be due: claim again once a slot frees up.
      if (jobs.length < free || jobs.length === 0) return;
      await Promise.race([...running.values()].map((r) => r.promise));
    }
  }

  function poll(): void {
    if (!started || !claiming) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    clearTimeout(timer);
    polling = pollOnce()
      .catch((error: unknown) => log.error({ err: error }, 'claiming jobs failed'))
      .finally(() => {
        polling = null;
        if (pollAgain) {
          pollAgain = false;
          setImmediate(poll);
        } else if (started && claiming) {
          timer = setTimeout(poll, pollIntervalMs).unref();
        }
      });
  }

  function register<K extends JobKind>(kind: K, handler: JobHandler<PayloadOut<K>>): void {
    if (!isJobKind(kind)) throw new Error(`unknown job kind ${String(kind)}: no module declares it (services/jobs/kinds.ts)`);
    if (handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
    // The payload was written by enqueue(), checked against its kind: the one place it is taken on trust.
    handlers.set(kind, handler as JobHandler);
  }

  async function release(tokens: string[]): Promise<void> {
    if (!tokens.length) return;
    await releaseJobs(options.db(), tokens);
  }

  return {
    register,
    registerAll(set, deps) {
      for (const [kind, handler] of Object.entries(set) as [JobKind, (deps: unknown, payload: unknown, job: JobContext) => Promise<void>][]) {
        register(kind, (payload, job) => handler(deps(), payload, job));
      }
    },
    kinds() {
      return [...handlers.keys()];
    },
    schedule(schedule) {
      if (schedule.everyMs > 0) schedules.push(schedule);
    },
    start() {
      if (pollIntervalMs <= 0 || started) return;
      started = true;
      claiming = true;
      // A job queued by this process is looked for at once (after its transaction, a moment later).
      stopListening = onEnqueued(() => setTimeout(poll, 20).unref());
      poll();
    },
    pause() {
      claiming = false;
      clearTimeout(timer);
    },
    async stop(timeoutMs) {
      claiming = false;
      started = false;
      clearTimeout(timer);
      stopListening?.();
      await polling;
      const finished = Promise.all([...running.values()].map((r) => r.promise));
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([finished, new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timeout);
      const left = [...running.values()];
      if (!left.length) return;
      for (const r of left) r.abort.abort();
      // A handler told to stop gets a moment to write where it stands before its lease is released.
      await Promise.race([Promise.all(left.map((r) => r.promise)), new Promise((resolve) => setTimeout(resolve, ABORT_GRACE_MS).unref())]);
      await release(left.map((r) => r.token));
      log.warn({ jobs: left.length }, 'stopping: unfinished jobs handed back to the queue');
    },
    async drain() {
      for (;;) {
        await Promise.all([...running.values()].map((r) => r.promise));
        const jobs = await claim(concurrency);
        if (!jobs.length && running.size === 0) return;
        await Promise.all(jobs.map(execute));
      }
    },
    async runNow(kind, key, runOptions = {}) {
      const job = await claimJob(options.db(), kind, key, runOptions.retryWhenDue ?? false);
      if (!job) {
        const state = await jobState(options.db(), { kind, key });
        return state === 'done' ? 'done' : state === 'failed' ? 'failed' : 'busy';
      }
      await execute(job);
      const after = await jobState(options.db(), { id: job.id });
      return after === 'done' ? 'done' : after === 'failed' ? 'failed' : after === 'queued' ? 'retrying' : 'busy';
    },
    tickSchedules,
  };
}
