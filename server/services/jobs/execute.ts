// Running one claimed job (runner.ts) and writing its outcome, only while the claim is still its
// own: done; queued again after a backoff with jitter (or the remote's Retry-After); queued again
// without counting the attempt when the handler could not start it (Postpone: its remote end is
// paused); or parked as failed with the last error once the kind's attempts are spent (or GiveUp).
// A job ended by the stop signal writes nothing: stop() hands it back to the queue.
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import type { ClaimedRow } from './claim.ts';
import type { JobKind } from './define.ts';
import { backoffMs } from './kinds.ts';
import { completeJob, parkJob, postponeJob, requeueJob } from './store.ts';

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
  /** When the job was queued (a handler that postpones may give up once it is too old). */
  readonly queuedAt: Date;
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

/**
 * Thrown by a handler that did not start its work (its remote end is paused): run it again in
 * `delayMs`, this attempt not counted.
 */
export class Postpone extends Error {
  constructor(
    readonly delayMs: number,
    message: string,
  ) {
    super(message);
  }
}

/** A job running in this process: its outcome, its claim's token, its stop signal. */
export interface Running {
  promise: Promise<void>;
  token: string;
  abort: AbortController;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

export interface Executor {
  /** Runs `job` (registered in `running` until its outcome is written); `after` once it is. */
  (job: ClaimedRow, running: Map<number, Running>, after?: () => void): Promise<void>;
}

export function createExecutor(db: () => AppDb, log: Logger, handlerOf: (kind: JobKind) => JobHandler | undefined): Executor {
  async function complete(job: ClaimedRow): Promise<void> {
    if (!(await completeJob(db(), job))) log.warn({ job: job.id, kind: job.kind }, 'job finished after its lease was taken over');
  }

  async function fail(job: ClaimedRow, error: unknown): Promise<void> {
    const message = errorText(error);
    const details = { job: job.id, kind: job.kind, key: job.key, attempt: job.attempts, error: message };
    if (error instanceof Postpone) {
      if (!(await postponeJob(db(), job, message, error.delayMs))) log.warn(details, 'job postponed after its lease was taken over');
      return;
    }
    const park = error instanceof GiveUp || job.attempts >= job.maxAttempts;
    const wait = Math.max(backoffMs(job.kind, job.attempts), error instanceof RetryLater ? error.delayMs : 0);
    const written = park ? await parkJob(db(), job, message) : await requeueJob(db(), job, message, wait);
    if (!written) log.warn(details, 'job failed after its lease was taken over');
    else if (park) log.error(details, 'job failed for good: parked');
    else log.warn({ ...details, retryInMs: wait }, 'job failed; retrying later');
  }

  return function execute(job, running, after) {
    const handler = handlerOf(job.kind);
    const abort = new AbortController();
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      key: job.key,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      lastAttempt: job.attempts >= job.maxAttempts,
      signal: abort.signal,
      queuedAt: job.createdAt,
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
      .finally(() => {
        running.delete(job.id);
        after?.();
      });
    running.set(job.id, { promise, token: job.token, abort });
    return promise;
  };
}
