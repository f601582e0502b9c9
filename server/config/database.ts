// Where the data lives: the embedded database in DATA_DIR, or PostgreSQL at DATABASE_URL.
import { resolve } from 'node:path';
import type { EnvKit } from './env.ts';

export function readDatabase(kit: EnvKit): { dataDir: string; databaseUrl: string | null } {
  return {
    dataDir: resolve(kit.read('DATA_DIR') ?? './data'),
    databaseUrl: kit.url('DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  };
}
