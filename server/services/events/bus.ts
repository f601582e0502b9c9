// The domain event bus: publish(tx, name, payload) announces a change IN THE TRANSACTION that makes
// it, and the bus does, in that same transaction and in the order the subscribers were assembled
// (app/events.ts):
//   - in-transaction subscribers: writes that must commit (or roll back) with the change itself
//     (the order follows its shipment through moveOrder, a delivered parcel's cash on delivery
//     becomes a repayment, a shop's webhook deliveries are written). A throw rolls everything back.
//     They may publish further events in the same transaction (an order cancelled by its carrier).
//   - job subscribers: the transactional outbox. Each answers the one durable job it wants for the
//     event (kind, idempotency key, payload) or null; the bus queues it with enqueue() in the
//     transaction, so the job exists exactly when the change committed, and its key keeps the same
//     effect from being queued twice. The job's handler does the work later, in any process.
//   - after-commit subscribers: run in THIS process once the transaction has committed (never for a
//     rolled back one). In-process by nature and not durable (another process, or one that restarts,
//     never hears of it): only for what lives in this process's memory, such as the track-by-AWB
//     answer cache. Their failures are logged and never reach the publisher. They run only when the
//     transaction was opened with bus.transaction(db, work); publishing such an event in another
//     transaction is refused (its after-commit work could never run).
// The publisher does not know who listens: subscribers are declared by the module that reacts
// (services/<module>/subscribers.ts) and assembled at the composition root, which hands the bus to
// the publishers through their context (CommerceContext.events, recordTracking's options).
import type { AppDb, Tx } from '../../db/client.ts';
import { enqueue, type NewJob } from '../jobs/index.ts';
import { consoleLogger, type Logger } from '../logger.ts';
import type { DomainEvents, EventName } from './catalog.ts';

export type { DomainEvents, EventName } from './catalog.ts';

export interface PublishOptions {
  /** Where this publication's after-commit failures are reported (default: the bus's log). */
  log?: Logger;
}

/** What an in-transaction subscriber may do besides its own writes: publish what its reaction caused. */
export interface Publisher {
  publish<N extends EventName>(tx: Tx, name: N, payload: DomainEvents[N], options?: PublishOptions): Promise<void>;
}

interface InTransactionOf<N extends EventName> {
  readonly mode: 'in-transaction';
  readonly event: N;
  /** Who reacts, for logs and errors ('orders.follow-shipment'). */
  readonly name: string;
  run(tx: Tx, payload: DomainEvents[N], bus: Publisher): Promise<void>;
}

interface JobOf<N extends EventName> {
  readonly mode: 'job';
  readonly event: N;
  readonly name: string;
  /** The job to queue with the change (its key makes it once per effect), or null: nothing for this one. */
  job(payload: DomainEvents[N]): NewJob | null;
}

interface AfterCommitOf<N extends EventName> {
  readonly mode: 'after-commit';
  readonly event: N;
  readonly name: string;
  run(payload: DomainEvents[N]): void | Promise<void>;
}

/** A subscriber of one event (a union over the catalog, so its payload is the event's). */
export type Subscriber = { [N in EventName]: InTransactionOf<N> | JobOf<N> | AfterCommitOf<N> }[EventName];

/** Reacts in the publisher's transaction: commits and rolls back with the change. */
export function inTransaction<N extends EventName>(event: N, name: string, run: InTransactionOf<N>['run']): Subscriber {
  return { mode: 'in-transaction', event, name, run } as InTransactionOf<N> as Subscriber;
}

/** Reacts later, through the durable job it queues with the change (the outbox). */
export function onJob<N extends EventName>(event: N, name: string, job: JobOf<N>['job']): Subscriber {
  return { mode: 'job', event, name, job } as JobOf<N> as Subscriber;
}

/** Reacts in this process after the commit (in-process memory only: not durable). */
export function afterCommit<N extends EventName>(event: N, name: string, run: AfterCommitOf<N>['run']): Subscriber {
  return { mode: 'after-commit', event, name, run } as AfterCommitOf<N> as Subscriber;
}

export interface EventBus extends Publisher {
  /** The events this bus knows (every module's declareEvents list). */
  readonly events: readonly EventName[];
  /** db.transaction(work), then the after-commit subscribers of what work published, once it committed. */
  transaction<T>(db: AppDb, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Adds an after-commit subscriber at run time (state of a running app, e.g. its answer cache); returns the unsubscribe. */
  onCommitted<N extends EventName>(event: N, name: string, run: AfterCommitOf<N>['run']): () => void;
}

export class UnknownEventError extends Error {
  override name = 'UnknownEventError';
}

type Pending = Array<() => void>;

export function createEventBus(setup: { events: readonly EventName[]; subscribers: readonly Subscriber[]; log?: Logger }): EventBus {
  const known = new Set<string>(setup.events);
  const check = (event: string, who: string) => {
    if (!known.has(event)) throw new UnknownEventError(`${who}: unknown event '${event}' (declare it in DomainEvents and in its module's declareEvents list)`);
  };
  for (const s of setup.subscribers) check(s.event, `subscriber ${s.name}`);
  const log = setup.log ?? consoleLogger;
  const subscribers = [...setup.subscribers];
  // Transactions opened by bus.transaction(), with the after-commit work their publications left.
  const open = new WeakMap<Tx, Pending>();

  const bus: EventBus = {
    events: [...setup.events],

    async publish(tx, name, payload, options = {}) {
      check(name, 'publish');
      const mine = subscribers.filter((s) => s.event === name);
      const pending = open.get(tx);
      if (!pending && mine.some((s) => s.mode === 'after-commit')) {
        throw new Error(`'${name}' has after-commit subscribers: publish it in a transaction opened by bus.transaction(db, work)`);
      }
      for (const s of mine) {
        // The union is by event; `s.event === name` makes `payload` this subscriber's.
        const p = payload as never;
        if (s.mode === 'in-transaction') {
          await s.run(tx, p, bus);
        } else if (s.mode === 'job') {
          const job = s.job(p);
          if (job) await enqueue(tx, job);
        } else {
          pending!.push(() => runAfterCommit(s, p, options.log ?? log));
        }
      }
    },

    async transaction(db, work) {
      const pending: Pending = [];
      const result = await db.transaction(async (tx) => {
        open.set(tx, pending);
        return work(tx);
      });
      // Committed: only now may this process act on it.
      for (const run of pending) run();
      return result;
    },

    onCommitted(event, name, run) {
      check(event, `subscriber ${name}`);
      // A new object per subscription: the same function subscribed twice is called twice, removed once.
      const entry = afterCommit(event, name, run);
      subscribers.push(entry);
      return () => {
        const at = subscribers.indexOf(entry);
        if (at >= 0) subscribers.splice(at, 1);
      };
    },
  };
  return bus;
}

/** Runs one after-commit subscriber; a throw or a rejected promise is logged, never thrown. */
function runAfterCommit(s: AfterCommitOf<EventName>, payload: never, log: Logger): void {
  const fail = (error: unknown) => log.error({ err: error, event: s.event, subscriber: s.name }, 'an after-commit subscriber failed');
  try {
    const result = s.run(payload);
    if (result && typeof result.then === 'function') result.then(undefined, fail);
  } catch (error) {
    fail(error);
  }
}
