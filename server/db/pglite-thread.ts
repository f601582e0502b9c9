// The embedded PGlite on a thread of its own (pglite-worker.ts): PGlite runs PostgreSQL compiled to
// WebAssembly on the thread that calls it, so on the main thread every statement held up every
// answer (while 50 clients listed orders, /api/health took 20 s). PgliteThread is the main thread's
// side: it has the part of PGlite's interface that drizzle's PGlite driver uses (query, exec,
// transaction), so drizzle, the dialect and the parsed values are the same as in-process.
//
// Protocol (structured clones over the worker's port), each request answered by its id:
//   query {sql, params, rowMode, raw, tx?}  -> PGlite's Results (rows parsed in the worker, except
//                                              the types in `raw`, parsed here by the caller's parsers)
//   exec {sql, tx?}                         -> Results[]
//   begin                                   -> a transaction id: it holds the session until its end
//   end {tx, commit}                        -> null once COMMIT (or ROLLBACK) has run
//   listen {channel}                        -> null once PGlite listens; then each NOTIFY on it comes
//                                              as {notification: {channel, payload}} (no id)
//   close                                   -> null once the data directory is closed
// The first message (id 0) says whether the database opened.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, RowMode } from '@electric-sql/pglite';
import { threadModule } from '../threads/thread-module.ts';

export type DbRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; raw: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

/** PostgreSQL's error as it crossed the thread: message, name and its fields (code, constraint…). */
export type WorkerError = { message: string } & Record<string, string | number>;

export type DbReply = { id: number; result: unknown } | { id: number; error: WorkerError } | { notification: { channel: string; payload: string } };

type Request = DbRequest extends infer R ? (R extends DbRequest ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite session calls, inside a transaction or not. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

// The thread runs pglite-worker.ts (compiled, or through tsx: threads/thread-module.ts).
const ENTRY = threadModule(import.meta.url, 'pglite-worker');

function errorFrom(fields: WorkerError): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === 'string') error.name = name;
  return error;
}

/** Applies the caller's parsers to the fields the worker left as text. */
function parseRaw<T>(results: Results<T>, parsers: NonNullable<QueryOptions['parsers']>, rowMode: RowMode): Results<T> {
  const fields = results.fields.map((field, index) => ({ index, name: field.name, parse: parsers[field.dataTypeID] }));
  const parsed = fields.filter((field) => field.parse);
  if (parsed.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const field of parsed) {
      const key = rowMode === 'array' ? field.index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = field.parse!(value);
    }
  }
  return results;
}

export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #next = 0;
  #gone: Error | null = null;
  #closed: Promise<void> | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens `dataDir` in it (PGlite creates the database there if it is new). */
  static open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(ENTRY.filename, { argv: ENTRY.argv, workerData: { dataDir } });
    const thread = new PgliteThread(worker);
    const ready = new Promise<unknown>((resolve, reject) => thread.#waiting.set(0, { resolve, reject }));
    worker.on('message', (reply: DbReply) => thread.#answer(reply));
    const gone = (error: Error) => {
      thread.#gone ??= error;
      for (const { reject } of thread.#waiting.values()) reject(error);
      thread.#waiting.clear();
    };
    worker.on('error', gone);
    let opened = false;
    worker.on('exit', (code) => {
      const error = new Error(`the database thread exited (${code})`);
      gone(error);
      // Not closed by us: every later query would fail, so the process ends (uncaught) and its
      // supervisor starts a fresh one, instead of a process that answers /api/health but nothing else.
      if (opened && thread.#closed === null) {
        setImmediate(() => {
          throw error;
        });
      }
    });
    return ready.then(
      () => {
        opened = true;
        worker.unref();
        return thread;
      },
      async (error: unknown) => {
        await worker.terminate();
        throw error;
      },
    );
  }

  #answer(reply: DbReply) {
    if ('notification' in reply) {
      const { channel, payload } = reply.notification;
      for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
      return;
    }
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    // Idle, the thread does not keep the process alive (as PGlite in-process does not).
    if (this.#waiting.size === 0) this.#worker.unref();
    if ('error' in reply) waiting.reject(errorFrom(reply.error));
    else waiting.resolve(reply.result);
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = ++this.#next;
    return new Promise<T>((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #queries(tx?: number): PgliteQueries {
    return {
      query: async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
        if (options.serializers || options.blob || options.paramTypes) throw new Error('the database thread takes no serializers, blob or paramTypes');
        const rowMode = options.rowMode ?? 'object';
        const parsers = options.parsers ?? {};
        const raw = Object.keys(parsers).map(Number);
        const results = await this.#call<Results<T>>({ op: 'query', sql, params, rowMode, raw, tx });
        return raw.length ? parseRaw(results, parsers, rowMode) : results;
      },
      exec: (sql: string) => this.#call<Results[]>({ op: 'exec', sql, tx }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#queries().query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#queries().exec(sql);
  }

  /** Runs `work` in one transaction (the session is its own until it ends): COMMIT when it resolves, ROLLBACK when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await work(this.#queries(tx));
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** PGlite's listen(): `callback` gets the payload of each NOTIFY on `channel` committed from now on. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      this.#listeners.set(channel, (set = new Set()));
      await this.#call({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
    };
  }

  /** Closes the database (its files are whole) and ends the thread. */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      if (!this.#gone) await this.#call({ op: 'close' });
      await this.#worker.terminate();
    })();
    return this.#closed;
  }
}
