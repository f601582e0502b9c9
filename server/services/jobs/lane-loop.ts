// One lane of a process's runner (runner.ts): its own slots and its own polling. A poll claims as
// many due jobs of the lane as it has free slots (claim.ts, within the lane's caps) and starts them;
// a job finishing, a job of the lane queued in this process, or the poll interval polls again. So a
// lane whose jobs hang on a remote end fills only its own slots: the other lanes' polls go on.
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import { claimJobs, type ClaimedRow } from './claim.ts';
import type { JobKind } from './define.ts';
import type { Executor, Running } from './execute.ts';
import type { JobLane, LaneLimits } from './lanes.ts';

export interface LaneLoopOptions {
  lane: JobLane;
  limits: LaneLimits;
  db: () => AppDb;
  log: Logger;
  pollIntervalMs: number;
  /** The kinds of this lane this runner has a handler for. */
  kinds: () => JobKind[];
  execute: Executor;
  /** Whether the runner is started and claiming. */
  active: () => boolean;
}

export interface LaneLoop {
  readonly lane: JobLane;
  readonly running: Map<number, Running>;
  /** Claims and starts due jobs now (or right after the poll under way). */
  poll(): void;
  /** Stops the timer (the runner is pausing or stopping). */
  halt(): void;
  /** The poll under way, if any. */
  settled(): Promise<void>;
  /** Claims up to the lane's slots (drain()). */
  claim(limit?: number): Promise<ClaimedRow[]>;
}

export function createLaneLoop(options: LaneLoopOptions): LaneLoop {
  const { lane, limits, log } = options;
  const running = new Map<number, Running>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let pollAgain = false;

  function claim(limit = limits.slots - running.size): Promise<ClaimedRow[]> {
    const kinds = options.kinds();
    if (limit <= 0 || kinds.length === 0) return Promise.resolve([]);
    return claimJobs(options.db(), lane, kinds, limit, limits);
  }

  async function pollOnce(): Promise<void> {
    if (!options.active()) return;
    const jobs = await claim();
    // A job finishing polls again (its slot is free, and its target's place under a cap too).
    for (const job of jobs) void options.execute(job, running, poll);
  }

  function poll(): void {
    if (!options.active()) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    clearTimeout(timer);
    polling = pollOnce()
      .catch((error: unknown) => log.error({ err: error, lane }, 'claiming jobs failed'))
      .finally(() => {
        polling = null;
        if (pollAgain) {
          pollAgain = false;
          setImmediate(poll);
        } else if (options.active() && options.pollIntervalMs > 0) {
          timer = setTimeout(poll, options.pollIntervalMs).unref();
        }
      });
  }

  return {
    lane,
    running,
    poll,
    halt() {
      clearTimeout(timer);
    },
    async settled() {
      await polling;
    },
    claim,
  };
}
