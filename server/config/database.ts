// Where the data lives: the embedded database in DATA_DIR (on its own thread, or with
// PGLITE_THREAD=main on the thread that answers the requests), or PostgreSQL at DATABASE_URL.
import { resolve } from 'node:path';
import type { EnvKit } from './env.ts';

export const PGLITE_THREADS = ['worker', 'main'] as const;

export function readDatabase(kit: EnvKit): { dataDir: string; databaseUrl: string | null; pgliteThread: (typeof PGLITE_THREADS)[number] } {
  return {
    pgliteThread: kit.oneOf('PGLITE_THREAD', PGLITE_THREADS, 'worker'),
    dataDir: resolve(kit.read('DATA_DIR') ?? './data'),
    databaseUrl: kit.url('DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  };
}
