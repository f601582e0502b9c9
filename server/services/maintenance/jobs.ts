// The hourly housekeeping (its kind and policy: job-kinds.ts): expired rows, retention, and the
// finished rows every module keeps for a while (push deliveries, webhook deliveries, external
// tracking, jobs), one module after the other.
import type { AppDb } from '../../db/client.ts';
import { sweepExpired } from '../auth/index.ts';
import { defineJobs } from '../jobs/define.ts';
import { pruneJobs } from '../jobs/index.ts';
import { prunePush } from '../push/index.ts';
import { purgePastRetention } from '../retention.ts';
import { pruneExternalTracking } from '../tracking/index.ts';
import { pruneWebhookDeliveries } from '../webhooks/index.ts';

export interface MaintenanceJobDeps {
  db: AppDb;
}

export const maintenanceJobs = defineJobs<MaintenanceJobDeps>()({
  'maintenance.sweep': async ({ db }) => {
    await sweepExpired(db);
    await purgePastRetention(db);
    await prunePush(db);
    await pruneWebhookDeliveries(db);
    await pruneExternalTracking(db);
    await pruneJobs(db);
  },
});
