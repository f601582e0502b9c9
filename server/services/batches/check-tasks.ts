// What a batch thread is asked (check-worker.ts, the pool: check-pool.ts): a slice of a batch's rows
// checked and priced with the single order's own steps (row-check.ts), as the main thread would check
// them, over the thread's copy of the location index (locations/packed-index.ts: unpacked once per
// index) and the carriers' configuration as plain data. A locality's street list is asked of the main
// thread through the task's port (it reads the database; kept here per index once received).
// Nothing here reads the database or calls a carrier: a batch whose carrier quotes through its API is
// checked on the main thread (rows.ts).
import type { MessagePort } from 'node:worker_threads';
import type { BatchDefaults, BatchRow, BatchRowVerdict } from '../../../src/shared/batch-import.ts';
import type { Offer } from '../../../src/shared/shipping.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import { indexResolver, unpackIndex, type PackedIndex, type ResolverIndex, type StreetEntry } from '../locations/index.ts';
import type { OrderBody } from '../orders/index.ts';
import { createPricingEngine } from '../pricing/index.ts';
import type { Sender } from './row-body.ts';
import { checkRow, type RowContext } from './row-check.ts';

export interface CheckRowsTask {
  kind: 'rows';
  rows: BatchRow[];
  /** The first row's index in the batch. */
  start: number;
  defaults: BatchDefaults;
  sender: Sender;
  payment: 'wallet' | 'card';
  customerId: number;
  now: Date;
  index: PackedIndex;
  /** The connected carriers (none of them quoting through its API) and the deployment. */
  carriers: { deployment: CarrierNetwork['deployment']; real: number[] };
  /** Whether the good rows' orders are wanted (a quote, a batch), or the verdicts alone (a preview). */
  priced: boolean;
  /** Answers `{ id, siruta }` with `{ id, streets }` (the main thread's streetsOf). */
  streets: MessagePort;
}

export type CheckTask = { kind: 'warm' } | CheckRowsTask;

/** A row's verdict and, when good and asked for, its order's body (carrier and service chosen) and offer. */
export interface CheckedRow {
  verdict: BatchRowVerdict;
  priced: { body: OrderBody; offer: Offer } | null;
}

let current: { version: number; index: ResolverIndex; streets: Map<number, Promise<readonly StreetEntry[]>> } | null = null;

function indexOf(packed: PackedIndex) {
  if (current?.version !== packed.version) current = { version: packed.version, index: unpackIndex(packed.buffer), streets: new Map() };
  return current;
}

/**
 * A locality's streets: this thread's copy, else asked of the main thread through `port` (once per
 * locality); done() forgets those not answered (the task failed), so that a later task asks again.
 */
function streetsThrough(port: MessagePort, known: Map<number, Promise<readonly StreetEntry[]>>) {
  let next = 0;
  const waiting = new Map<number, { siruta: number; resolve: (streets: readonly StreetEntry[]) => void; reject: (error: Error) => void }>();
  port.on('message', ({ id, streets, error }: { id: number; streets?: StreetEntry[]; error?: string }) => {
    const asked = waiting.get(id);
    if (!asked) return;
    waiting.delete(id);
    if (streets) return asked.resolve(streets);
    known.delete(asked.siruta);
    asked.reject(new Error(`streets of ${asked.siruta}: ${error}`));
  });
  const streetsOf = (siruta: number) => {
    let streets = known.get(siruta);
    if (!streets) {
      const id = ++next;
      streets = new Promise((resolve, reject) => waiting.set(id, { siruta, resolve, reject }));
      known.set(siruta, streets);
      port.postMessage({ id, siruta });
    }
    return streets;
  };
  const done = () => {
    for (const { siruta } of waiting.values()) known.delete(siruta);
    port.close();
  };
  return { streetsOf, done };
}

const NO_QUOTE = {};

async function checkRows(task: CheckRowsTask): Promise<CheckedRow[]> {
  const { index, streets } = indexOf(task.index);
  const asking = streetsThrough(task.streets, streets);
  try {
    const resolver = indexResolver(index, asking.streetsOf);
    const real = new Set(task.carriers.real);
    const ctx: RowContext = { resolver, pricing: createPricingEngine(resolver), carriers: { deployment: task.carriers.deployment, isReal: (id) => real.has(id), adapter: () => NO_QUOTE } };
    const results = await Promise.all(
      task.rows.map((row, i) =>
        checkRow(ctx, { row, index: task.start + i, defaults: task.defaults, sender: task.sender, payment: task.payment, customerId: task.customerId, now: task.now, locations: index }),
      ),
    );
    return results.map(({ verdict, priced }) => ({ verdict, priced: task.priced && priced ? { body: priced.request.body, offer: priced.offer } : null }));
  } finally {
    asking.done();
  }
}

export async function runCheckTask(task: CheckTask): Promise<CheckedRow[]> {
  return task.kind === 'warm' ? [] : checkRows(task);
}
