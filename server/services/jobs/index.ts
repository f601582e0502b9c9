// The jobs module's entry: what the rest of the server may use of it (eslint.config.js).
export { jobCounts, moveQueuedJobs, oldestDueSecondsByLane, pruneJobs, requeueJob, runJobNow } from './admin.ts';
export { JOB_KEYS } from './keys.ts';
export { DEFAULT_LANE_SLOTS, JOB_LANES } from './lanes.ts';
export type { JobLane, LaneLimits, LaneSettings } from './lanes.ts';
export { enqueue } from './queue.ts';
export type { NewJob } from './queue.ts';
export { GiveUp, Postpone, RetryLater, createJobRunner } from './runner.ts';
export type { JobContext, JobRunner } from './runner.ts';
