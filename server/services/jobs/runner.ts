// The job runner of one server process: one loop per lane (lane-loop.ts), each with its own slots,
// claims its due jobs (claim.ts: FOR UPDATE SKIP LOCKED, then a lease: two processes never run the
// same job at once, and a job whose process died is taken over once its lease has run out), runs the
// handler registered for the kind and writes the outcome (execute.ts), only while the claim is still
// its own. Handlers are written to be run again safely (they check before they act), because a lease
// can run out under a slow handler. A lane's jobs waiting on a slow remote hold that lane's slots
// only: another lane's jobs are claimed and run meanwhile.
// Schedules put one job per interval into the queue, whatever the number of processes: the job's key
// is the interval's number by the database clock, so every process but the first adds nothing.
// All times come from the database clock (processes may disagree about the time).
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import { claimJob } from './claim.ts';
import type { JobHandlers, JobKind, PayloadOut } from './define.ts';
import { createExecutor, type JobContext, type JobHandler, type Running } from './execute.ts';
import { isJobKind, laneOf } from './kinds.ts';
import { createLaneLoop, type LaneLoop } from './lane-loop.ts';
import { DEFAULT_LANE_SLOTS, JOB_LANES, type JobLane, type LaneLimits } from './lanes.ts';
import { onEnqueued, type PayloadField } from './queue.ts';
import { insertScheduled, jobState, releaseJobs } from './store.ts';

export { GiveUp, Postpone, RetryLater, type JobContext, type JobHandler } from './execute.ts';

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
  /** Jobs of each lane run at once by this process, unless `lanes` says otherwise (default 4). */
  concurrency?: number;
  /** A lane's slots and caps (lanes.ts). */
  lanes?: Partial<Record<JobLane, LaneLimits>>;
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

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { log, pollIntervalMs } = options;
  const handlers = new Map<JobKind, JobHandler>();
  const schedules: Schedule[] = [];
  let started = false;
  let claiming = true;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let stopListening: (() => void) | undefined;
  // runNow()'s jobs: outside every lane's slots (a request waits for them).
  const direct = new Map<number, Running>();

  const execute = createExecutor(options.db, log, (kind) => handlers.get(kind));
  const lanes = new Map<JobLane, LaneLoop>(
    JOB_LANES.map((lane) => [
      lane,
      createLaneLoop({
        lane,
        limits: options.lanes?.[lane] ?? { slots: options.concurrency ?? DEFAULT_LANE_SLOTS },
        db: options.db,
        log,
        pollIntervalMs,
        kinds: () => [...handlers.keys()].filter((kind) => laneOf(kind) === lane),
        execute,
        active: () => started && claiming,
      }),
    ]),
  );
  const allRunning = (): Running[] => [...direct.values(), ...[...lanes.values()].flatMap((l) => [...l.running.values()])];

  async function tickSchedules(): Promise<void> {
    for (const s of schedules) await insertScheduled(options.db(), s);
  }

  function tickSoon(): void {
    if (!started || !claiming || !schedules.length) return;
    ticking = tickSchedules()
      .catch((error: unknown) => log.error({ err: error }, 'adding the scheduled jobs failed'))
      .finally(() => {
        ticking = null;
        if (started && claiming) scheduleTimer = setTimeout(tickSoon, SCHEDULE_EVERY_MS).unref();
      });
  }

  function pollAll(): void {
    for (const loop of lanes.values()) loop.poll();
  }

  function halt(): void {
    claiming = false;
    clearTimeout(scheduleTimer);
    for (const loop of lanes.values()) loop.halt();
  }

  function register<K extends JobKind>(kind: K, handler: JobHandler<PayloadOut<K>>): void {
    if (!isJobKind(kind)) throw new Error(`unknown job kind ${String(kind)}: no module declares it (services/jobs/kinds.ts)`);
    if (handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
    // The payload was written by enqueue(), checked against its kind: the one place it is taken on trust.
    handlers.set(kind, handler as JobHandler);
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
      // A job queued by this process is looked for at once (after its transaction, a moment later), in its lane.
      stopListening = onEnqueued((lane) => setTimeout(() => lanes.get(lane)?.poll(), 20).unref());
      tickSoon();
      pollAll();
    },
    pause() {
      halt();
    },
    async stop(timeoutMs) {
      halt();
      started = false;
      stopListening?.();
      await Promise.all([ticking, ...[...lanes.values()].map((l) => l.settled())]);
      const finished = Promise.all(allRunning().map((r) => r.promise));
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([finished, new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timeout);
      const left = allRunning();
      if (!left.length) return;
      for (const r of left) r.abort.abort();
      // A handler told to stop gets a moment to write where it stands before its lease is released.
      await Promise.race([Promise.all(left.map((r) => r.promise)), new Promise((resolve) => setTimeout(resolve, ABORT_GRACE_MS).unref())]);
      await releaseJobs(options.db(), left.map((r) => r.token));
      log.warn({ jobs: left.length }, 'stopping: unfinished jobs handed back to the queue');
    },
    async drain() {
      for (;;) {
        await Promise.all(allRunning().map((r) => r.promise));
        const claimed = await Promise.all([...lanes.values()].map(async (loop) => ({ loop, jobs: await loop.claim() })));
        if (claimed.every((c) => c.jobs.length === 0) && allRunning().length === 0) return;
        await Promise.all(claimed.flatMap(({ loop, jobs }) => jobs.map((job) => execute(job, loop.running))));
      }
    },
    async runNow(kind, key, runOptions = {}) {
      const job = await claimJob(options.db(), kind, key, runOptions.retryWhenDue ?? false);
      if (!job) {
        const state = await jobState(options.db(), { kind, key });
        return state === 'done' ? 'done' : state === 'failed' ? 'failed' : 'busy';
      }
      await execute(job, direct);
      const after = await jobState(options.db(), { id: job.id });
      return after === 'done' ? 'done' : after === 'failed' ? 'failed' : after === 'queued' ? 'retrying' : 'busy';
    },
    tickSchedules,
  };
}
