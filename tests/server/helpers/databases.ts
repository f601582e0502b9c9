// The database backends every database test runs against: PGlite always, and PostgreSQL when
// TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/test) is set, as in CI.
// Each create() gives a fresh, empty database: an in-memory PGlite, or a new PostgreSQL database
// `curiero_test_<random>` made through the admin URL and dropped again by dispose().
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client.ts';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (null for PGlite), to open more connections to it. */
  url: string | null;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

// PGlite's initdb takes several seconds; a dump of a fresh cluster, kept in the temp folder per
// PGlite version, loads in about one. Written to a temp name and renamed, so parallel runs are safe.
let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const manifest = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  const file = join(tmpdir(), `curiero-pglite-template-${version}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const seed = await PGlite.create();
    const dump = await seed.dumpDataDir('none');
    await seed.close();
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** A fresh in-memory PGlite, also for tests that need a database but do not look into it. */
export async function openTestPglite(): Promise<Database> {
  template ??= pgliteTemplate();
  return openDatabase({ dataDir: '', databaseUrl: null }, { inMemory: true, loadDataDir: await template });
}

const pglite: TestBackend = {
  name: 'pglite',
  async create() {
    const database = await openTestPglite();
    return { database, url: null, dispose: () => database.close() };
  },
};

function postgres(adminUrl: string): TestBackend {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async create() {
      const name = `curiero_test_${randomBytes(6).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
      return {
        database,
        url: url.href,
        async dispose() {
          await database.close();
          await admin((client) => client.query(`drop database if exists ${name} with (force)`));
        },
      };
    },
  };
}

let announced = false;

export function testDatabases(): TestBackend[] {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (adminUrl) return [pglite, postgres(adminUrl)];
  if (!announced) {
    announced = true;
    console.log('PostgreSQL suite not configured (set TEST_DATABASE_URL=postgres://...): PGlite only.');
  }
  return [pglite];
}
