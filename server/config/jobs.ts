// The job queue's runner in this process.
import type { EnvKit } from './env.ts';

/** The job queue's runner in this process (services/jobs/). */
export interface JobsConfig {
  /** Milliseconds between two looks for due jobs when idle; 0: this process runs no jobs (tests, a web-only process). */
  readonly pollIntervalMs: number;
  /** Jobs this process runs at once. */
  readonly concurrency: number;
}

export function readJobs(kit: EnvKit): JobsConfig {
  return Object.freeze({
    pollIntervalMs: kit.integer('JOBS_POLL_INTERVAL_MS', 1000, 0, 600_000),
    concurrency: kit.integer('JOBS_CONCURRENCY', 4, 1, 64),
  });
}
