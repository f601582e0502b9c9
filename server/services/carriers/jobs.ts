// The carriers module's job handler (its kind, payload and policy: job-kinds.ts): the scheduled sync
// of the connected carriers' lockers and pickup points (locker-sync.ts).
import { defineJobs } from '../jobs/define.ts';
import { syncLockers, type LockerSyncContext } from './locker-sync.ts';

export const carrierJobs = defineJobs<LockerSyncContext>()({
  'lockers.sync': async (deps) => {
    await syncLockers(deps);
  },
});
