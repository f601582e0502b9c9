// A pool of worker threads (piscina) running one module's task function (threads/thread-module.ts),
// the way every pool of the server is run (the render threads, services/render/; the batch row
// checks, services/batches/): one thread from the start (started by warm() or the first task), up to
// `threads` while tasks wait, those beyond the first ending after `idleMs` without work (with
// `keepOne: false`, the first too: a pool used now and then holds no thread, nor its memory, between
// uses); close() ends them all and refuses later tasks.
import { Piscina } from 'piscina';
import type { ThreadModule } from './thread-module.ts';

export interface ThreadPool<Task, Result> {
  /** The task's result from a thread; `transferList`: what is moved to the thread rather than copied (a MessagePort). */
  run(task: Task, transferList?: Transferable[]): Promise<Result>;
  /** Starts the first thread now with `task` (one that does nothing); resolves once it answered (at once when warm, or closed). */
  warm(task: Task): Promise<void>;
  /** The threads started and not ended (0 before the first task, and after close()). */
  running(): number;
  /** The tasks the threads have answered since the pool started (0 before the first, and after close()). */
  completed(): number;
  /** Ends the threads; tasks still waiting for one are refused. */
  close(): Promise<void>;
}

export function createThreadPool<Task, Result>(options: { module: ThreadModule; threads: number; idleMs: number; name: string; keepOne?: boolean }): ThreadPool<Task, Result> {
  let pool: Piscina<Task, Result> | null = null;
  let closed = false;
  let warming: Promise<void> | null = null;
  let done = 0;
  const started = () => {
    if (closed) throw new Error(`${options.name} threads closed`);
    pool ??= new Piscina<Task, Result>({ filename: options.module.filename.href, argv: options.module.argv, minThreads: options.keepOne === false ? 0 : 1, maxThreads: options.threads, idleTimeout: options.idleMs });
    return pool;
  };
  return {
    async run(task, transferList) {
      const result = await started().run(task, transferList ? { transferList: transferList as never } : {});
      done += 1;
      return result;
    },
    warm(task) {
      if (closed) return Promise.resolve();
      warming ??= started()
        .run(task)
        .then(
          () => {},
          () => {},
        );
      return warming;
    },
    running: () => pool?.threads.length ?? 0,
    completed: () => (pool ? done : 0),
    async close() {
      closed = true;
      done = 0;
      const stopping = pool;
      pool = null;
      await stopping?.destroy();
    },
  };
}
