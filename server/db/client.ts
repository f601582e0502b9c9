// Database connection: embedded PGlite (a real PostgreSQL compiled to WebAssembly, files in
// DATA_DIR/pglite) by default, or PostgreSQL through a node-postgres pool when DATABASE_URL is set.
// Both speak the same SQL, so one schema and one set of migrations serve both.
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
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/** The rows of `db.execute(sql...)`: node-postgres and PGlite both put them in `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const shared = new Map<string, { client: Promise<PGlite>; users: number }>();

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (options.inMemory) {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return { db: drizzlePglite({ client, schema }) as unknown as AppDb, kind: 'pglite', close: () => client.close() };
  }
  return openPglite(join(config.dataDir, 'pglite'));
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { db: drizzlePg({ client: pool, schema }) as unknown as AppDb, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string): Promise<Database> {
  let entry = shared.get(dir);
  if (!entry) {
    mkdirSync(dir, { recursive: true });
    entry = { client: PGlite.create(dir), users: 0 };
    shared.set(dir, entry);
  }
  entry.users += 1;
  const current = entry;
  let client: PGlite;
  try {
    client = await current.client;
  } catch (error) {
    shared.delete(dir);
    throw error;
  }
  let closed = false;
  return {
    db: drizzlePglite({ client, schema }) as unknown as AppDb,
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
