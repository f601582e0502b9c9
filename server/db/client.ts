// Database connection: embedded PGlite (a real PostgreSQL compiled to WebAssembly, files in
// DATA_DIR/pglite) by default, or PostgreSQL through a node-postgres pool when DATABASE_URL is set.
// Both speak the same SQL, so one schema and one set of migrations serve both.
// The PGlite of DATA_DIR runs on a thread of its own (pglite-thread.ts) unless PGLITE_THREAD=main:
// in-process, its WebAssembly holds up every answer while it computes. Tests' in-memory PGlite
// stays in-process (they look into it: dumpDataDir).
// PGlite must not be opened twice on one directory, so instances are shared per directory within
// the process (reference-counted; the last close() shuts it down).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config/index.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: AppDb;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Tests: a throwaway in-memory PGlite instead of DATA_DIR (ignored with DATABASE_URL). */
  inMemory?: boolean;
  /** Tests: start the in-memory PGlite from a data-dir dump instead of running initdb (seconds faster). */
  loadDataDir?: Blob;
}

/**
 * Whether `db` is the embedded PGlite: then this process is the only one that can open it, so
 * whatever it keeps in memory is shared by every process there is (there is one).
 */
export function isEmbedded(db: AppDb): boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite || client instanceof PgliteThread;
}

/** The rows of `db.execute(sql...)`: node-postgres and PGlite both put them in `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What openDatabase and drizzle's PGlite driver use of a PGlite: the instance itself or its thread. */
type PgliteClient = Pick<PGlite, 'close'> | PgliteThread;

const shared = new Map<string, { client: Promise<PgliteClient>; users: number }>();

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'pgliteThread'>>,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (options.inMemory) {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return { db: drizzlePglite({ client, schema }) as unknown as AppDb, kind: 'pglite', close: () => client.close() };
  }
  return openPglite(join(config.dataDir, 'pglite'), config.pgliteThread ?? 'worker');
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { db: drizzlePg({ client: pool, schema }) as unknown as AppDb, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string, thread: Config['pgliteThread']): Promise<Database> {
  let entry = shared.get(dir);
  if (!entry) {
    mkdirSync(dir, { recursive: true });
    entry = { client: thread === 'worker' ? PgliteThread.open(dir) : PGlite.create(dir), users: 0 };
    shared.set(dir, entry);
  }
  entry.users += 1;
  const current = entry;
  let client: PgliteClient;
  try {
    client = await current.client;
  } catch (error) {
    shared.delete(dir);
    throw error;
  }
  let closed = false;
  return {
    // The thread has the part of PGlite's interface that drizzle's driver calls (pglite-thread.ts).
    db: drizzlePglite({ client: client as PGlite, schema }) as unknown as AppDb,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      current.users -= 1;
      if (current.users > 0) return;
      shared.delete(dir);
      await client.close();
    },
  };
}

/** A transaction of AppDb (what `db.transaction(async (tx) => …)` hands over). */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
