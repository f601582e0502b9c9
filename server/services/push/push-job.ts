// The push job of one server process: it hears status changes (status-events.ts), queues them
// (queue.ts) and sends them (dispatch.ts), without the tracking pipeline ever waiting for it or
// failing because of it: onStatusChange returns at once, and a failure is only logged.
// One dispatch runs at a time; a kick while one runs makes it go round once more. While deliveries
// wait (retries, or rows left by another process), a timer kicks every PUSH_RETRY_INTERVAL_SECONDS;
// 0 means no timer and no catch-up at start (tests dispatch by hand). drain() waits for everything
// started so far (tests); stop() interrupts the dispatch between sends and waits for it (shutdown).
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import type { StatusChange } from '../tracking/status-events.ts';
import { dispatchPushDeliveries } from './dispatch.ts';
import { enqueueChange, hasPending, prunePush } from './queue.ts';
import type { PushSender } from './sender.ts';
import { latestEvent, statusChangePayload } from './status-message.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface PushJobOptions {
  db: AppDb;
  sender: PushSender;
  log: Logger;
  /** For the absolute link of the notification (https only). */
  publicUrl: string;
  /** 0: no retry timer. */
  retryIntervalMs: number;
  batch?: number;
  now?: () => Date;
}

export interface PushJob {
  /** The status-change listener: queues the change and kicks a dispatch; never throws, never waits. */
  onStatusChange(change: StatusChange): void;
  /** Starts a dispatch, or has the running one go round again. */
  kick(): void;
  /** Catch-up at start (deliveries left by an earlier process), when the retry timer is on. */
  start(): void;
  /** Resolves once every queueing and dispatch started so far has finished. */
  drain(): Promise<void>;
  /** Interrupts the dispatch running (its FCM request too) and waits for everything started. */
  stop(): Promise<void>;
}

export function createPushJob(options: PushJobOptions): PushJob {
  const { db, sender, log, publicUrl, retryIntervalMs } = options;
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  const pending = new Set<Promise<unknown>>();
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;

  const track = (work: Promise<unknown>) => {
    const task = work.catch((error: unknown) => log.error({ err: error }, 'push job failed')).finally(() => pending.delete(task));
    pending.add(task);
  };

  const armTimer = async () => {
    if (retryIntervalMs <= 0 || timer || stopping.signal.aborted || !(await hasPending(db))) return;
    timer = setTimeout(() => {
      timer = undefined;
      kick();
    }, retryIntervalMs).unref();
  };

  const loop = async () => {
    let claimed = 0;
    do {
      again = false;
      claimed += (await dispatchPushDeliveries({ db, sender, log, now }, { batch: options.batch }, stopping.signal)).claimed;
    } while (again && !stopping.signal.aborted);
    // Housekeeping where there is traffic, at most hourly (not in a process without the timer).
    if (retryIntervalMs > 0 && claimed > 0 && now().getTime() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now().getTime();
      await prunePush(db);
    }
    await armTimer();
  };

  function kick(): void {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      // A kick that came while the last round was tidying up.
      if (again) kick();
    });
    track(running);
  }

  return {
    kick,
    onStatusChange(change) {
      if (stopping.signal.aborted) return;
      const latest = latestEvent(change.events);
      if (!latest) return;
      const queued = enqueueChange(db, { awb: change.awb, eventId: latest.id, final: change.final, payload: statusChangePayload(change, publicUrl) }, now());
      track(
        queued.then(
          (added) => {
            if (added > 0) kick();
          },
          (error: unknown) => log.error({ err: error, awb: change.awb }, 'queueing push notifications failed'),
        ),
      );
    },
    start() {
      if (retryIntervalMs > 0) kick();
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      timer = undefined;
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
