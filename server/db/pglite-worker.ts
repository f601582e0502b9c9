// The database thread: it owns the embedded PGlite of DATA_DIR and runs every statement, so that the
// WebAssembly PostgreSQL, which computes on the thread that calls it, never holds up the thread that
// answers the requests (pglite-thread.ts is the main thread's side, the protocol is there).
// Statements run in the order they arrive, one at a time (PGlite has one session); a transaction
// holds the session from its `begin` to its `end`: statements of other callers wait for it, as they
// do in PGlite itself. Rows are parsed here and travel as structured clones.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { DbReply, DbRequest, WorkerError } from './pglite-thread.ts';

const { dataDir } = workerData as { dataDir: string };
const port = parentPort!;
const ROLLBACK = Symbol('rollback');

/** An open transaction: its session, how it ends, and its outcome (COMMIT's error, if any). */
interface Held {
  tx: Transaction;
  end(commit: boolean): void;
  outcome: Promise<void>;
}
const open = new Map<number, Held>();

/** The fields PostgreSQL's error carries (code, constraint, detail…): what callers look at. */
function errorOf(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: WorkerError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

const identity = (value: string) => value;

async function run(db: PGlite, request: DbRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : txOf(request.tx);
      // The caller's parsers are functions: those types stay text here and are parsed on its side.
      const parsers = Object.fromEntries(request.raw.map((type) => [type, identity]));
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'exec':
      return (request.tx === undefined ? db : txOf(request.tx)).exec(request.sql);
    case 'begin':
      return begin(db, request.id);
    case 'end': {
      const held = open.get(request.tx);
      if (!held) throw new Error(`no open transaction ${request.tx}`);
      open.delete(request.tx);
      held.end(request.commit);
      await held.outcome;
      return null;
    }
    case 'listen':
      // Once per channel (the main thread fans out); notifications carry no id.
      await db.listen(request.channel, (payload) => reply({ notification: { channel: request.channel, payload } }));
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

/** Starts a transaction that holds the session until its `end`; resolves once BEGIN has run. */
function begin(db: PGlite, id: number): Promise<number> {
  return new Promise((started, failed) => {
    let running = false;
    const outcome = db.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          running = true;
          open.set(id, { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)), outcome: settled });
          started(id);
        }),
    );
    const settled = outcome.then(
      () => undefined,
      (error: unknown) => {
        if (error !== ROLLBACK) throw error;
      },
    );
    // BEGIN itself failed (the callback never ran); a failed COMMIT is its `end`'s answer.
    settled.catch((error: unknown) => {
      if (!running) failed(error);
    });
  });
}

function txOf(id: number): Transaction {
  const entry = open.get(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  return entry.tx;
}

const reply = (message: DbReply) => port.postMessage(message);

try {
  const db = await PGlite.create(dataDir);
  port.on('message', (request: DbRequest) => {
    run(db, request).then(
      (result) => {
        reply({ id: request.id, result });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => reply({ id: request.id, error: errorOf(error) }),
    );
  });
  reply({ id: 0, result: 'ready' });
} catch (error) {
  reply({ id: 0, error: errorOf(error) });
}
