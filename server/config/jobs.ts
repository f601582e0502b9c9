// The job queue's runner in this process: how often it looks, and each lane's slots and caps.
import { DEFAULT_LANE_SLOTS, JOB_LANES, type JobLane, type LaneLimits, type LaneSettings } from '../services/jobs/index.ts';
import type { EnvKit } from './env.ts';

/** The job queue's runner in this process (services/jobs/). */
export interface JobsConfig {
  /** Milliseconds between two looks for due jobs when idle; 0: this process runs no jobs (tests, a web-only process). */
  readonly pollIntervalMs: number;
  /** Jobs of each lane this process runs at once, unless the lane has its own JOBS_<LANE>_CONCURRENCY. */
  readonly concurrency: number;
  /** Each lane's slots in this process, and the deliveries' caps per account and per endpoint (across every process). */
  readonly lanes: LaneSettings;
}

export function readJobs(kit: EnvKit): JobsConfig {
  const concurrency = kit.integer('JOBS_CONCURRENCY', DEFAULT_LANE_SLOTS, 1, 64);
  const slots = (lane: JobLane) => kit.integer(`JOBS_${lane.toUpperCase()}_CONCURRENCY`, concurrency, 1, 64);
  const lanes = Object.fromEntries(JOB_LANES.map((lane): [JobLane, LaneLimits] => [lane, { slots: slots(lane) }])) as Record<JobLane, LaneLimits>;
  lanes.deliveries = {
    ...lanes.deliveries,
    // One shop's endpoints never take more than this many deliveries' places, one endpoint fewer still.
    perTenant: kit.integer('JOBS_DELIVERIES_PER_ACCOUNT', 2, 1, 64),
    perTarget: kit.integer('JOBS_DELIVERIES_PER_ENDPOINT', 1, 1, 64),
  };
  return Object.freeze({
    pollIntervalMs: kit.integer('JOBS_POLL_INTERVAL_MS', 1000, 0, 600_000),
    concurrency,
    lanes: Object.freeze(lanes),
  });
}
