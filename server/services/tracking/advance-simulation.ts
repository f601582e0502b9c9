// Moving simulated time: every non-final shipment on the simulated network (carriers/
// simulated-network.ts) is asked what its carrier knows at `now` (simulatedEventsDue, the answer its
// track() gives) and the answer is recorded like a real carrier's (record.ts: the events, the
// shipment's status, the change published on `events`). Idempotent: a repeated `now` adds nothing.
// Tests move time with it; the tracking poller (poller.ts) does the same on its schedule.
import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';
import { SIMULATED_NETWORK, simulatedEventsDue, type SimulatedNetworkOptions } from '../carriers/index.ts';
import { FINAL_STATUSES } from '../carriers/index.ts';
import type { EventBus } from '../events/index.ts';
import type { Logger } from '../logger.ts';
import { recordTracking } from './record.ts';

const FINAL = [...FINAL_STATUSES];

export interface AdvanceReport {
  /** Shipments that got new events. */
  shipments: number;
  events: number;
}

/** Polls every non-final simulated shipment at `now` and records what the network answers. */
export async function advanceSimulation({ db, events }: { db: AppDb; events: EventBus }, now: Date, batch = 200, log?: Logger, options: SimulatedNetworkOptions = {}): Promise<AdvanceReport> {
  const report: AdvanceReport = { shipments: 0, events: 0 };
  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.network, SIMULATED_NETWORK), notInArray(shipments.status, FINAL), gt(shipments.id, after)))
      .orderBy(asc(shipments.id))
      .limit(batch);
    for (const row of rows) {
      const change = await recordTracking(db, row, simulatedEventsDue(row, now, options), now, { events, log });
      if (change) {
        report.shipments += 1;
        report.events += change.events.length;
      }
    }
    if (rows.length < batch) return report;
    after = rows.at(-1)!.id;
  }
}
