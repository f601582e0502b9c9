// The batch threads (issue #34 on top of #32's rule: nothing heavy on the thread that answers the
// requests): the rows of a batch's preview, quote and creation are checked and priced on worker
// threads (threads/thread-pool.ts, as the render threads), a slice of rows per task, the slices of
// one batch on as many threads as the pool has. The main thread reads what needs the database (the
// sender, the account, the location index: packed once per index, handed over in shared memory, and
// a locality's street list when a thread asks for it, answered through the task's port) and hands a
// thread plain data; the thread answers each row's verdict and order.
import { MessageChannel } from 'node:worker_threads';
import { threadModule } from '../../threads/thread-module.ts';
import { createThreadPool } from '../../threads/thread-pool.ts';
import type { StreetsOf } from '../locations/index.ts';
import type { CheckedRow, CheckRowsTask, CheckTask } from './check-tasks.ts';

// The threads run check-worker.ts (compiled, or through tsx: threads/thread-module.ts).
const WORKER = threadModule(import.meta.url, 'check-worker');

/** How long a thread beyond the first waits for work before it ends. */
const IDLE_MS = 60_000;

export type RowsToCheck = Omit<CheckRowsTask, 'kind' | 'streets'>;

export interface RowCheckPool {
  /** The rows' verdicts (and orders), in order; `streets`: a locality's street list (the database's). */
  check(rows: RowsToCheck, streets: StreetsOf): Promise<CheckedRow[]>;
  /** Starts the first thread now (it loads the order pipeline's code); resolves once it has. */
  warm(): Promise<void>;
  /** The threads started and not ended. */
  running(): number;
  /** The slices of rows the threads have checked since the pool started. */
  completed(): number;
  close(): Promise<void>;
}

export function createRowCheckPool({ threads }: { threads: number }): RowCheckPool {
  const pool = createThreadPool<CheckTask, CheckedRow[]>({ module: WORKER, threads, idleMs: IDLE_MS, name: 'batch check', keepOne: false });
  return {
    async check(rows, streets) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', ({ id, siruta }: { id: number; siruta: number }) => {
        streets(siruta).then(
          (list) => port1.postMessage({ id, streets: list }),
          (error: unknown) => port1.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
        );
      });
      try {
        return await pool.run({ kind: 'rows', ...rows, streets: port2 }, [port2]);
      } finally {
        port1.close();
      }
    },
    warm: () => pool.warm({ kind: 'warm' }),
    running: () => pool.running(),
    completed: () => pool.completed(),
    close: () => pool.close(),
  };
}
