// The returns module's job handlers (their kinds, payloads and policies: job-kinds.ts): the drop-off
// deadline of a return whose transport the customer has not paid (return-unshipped.ts).
import type { AppDb } from '../../db/client.ts';
import type { EventBus } from '../events/index.ts';
import { defineJobs } from '../jobs/define.ts';
import { closeUnshipped } from './return-unshipped.ts';

export interface ReturnJobDeps {
  db: AppDb;
  events: EventBus;
}

export const returnJobs = defineJobs<ReturnJobDeps>()({
  'return.deadline': async (deps, { returnId }) => {
    await deps.events.transaction(deps.db, (tx) => closeUnshipped(tx, deps.events, Number(returnId), 'deadline.passed'));
  },
});
