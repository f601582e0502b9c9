// The database backends every database test runs against: PGlite always, and PostgreSQL when
// TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/test) is set, as in CI.
// Each create() gives a fresh, empty database: an in-memory PGlite, or a new PostgreSQL database
// `curiero_test_<random>` made through the admin URL and dropped again by dispose().
// createPrepared() gives one with the migrations applied and the reference data loaded, as the
// server leaves it at start, copied from a template (PGlite: a dump of a prepared cluster;
// PostgreSQL: a template database), so a test that builds the app does not spend seconds migrating
// and loading 55,000 rows of reference data.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { DEFAULT_MIGRATIONS_DIR, migrate } from '../../../server/db/migrate.ts';
import { loadReferenceData } from '../../../server/services/locations/load-reference-data.ts';
import { readSources } from '../../../server/services/locations/reference-files.ts';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (null for PGlite), to open more connections to it. */
  url: string | null;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database (no migrations applied). */
  create(): Promise<TestDatabase>;
  /** A fresh database, migrated and with the reference data loaded. */
  createPrepared(): Promise<TestDatabase>;
}

// PGlite's initdb takes several seconds; a dump of a fresh cluster, kept in the temp folder per
// PGlite version, loads in about one. Written to a temp name and renamed, so parallel runs are safe.
let template: Promise<Blob> | undefined;
let preparedTemplate: Promise<Blob> | undefined;

async function pgliteVersion(): Promise<string> {
  const manifest = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

/** The cached dump named `file`, or the dump `make()` produces, then cached. */
async function cachedDump(file: string, make: () => Promise<Blob>): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await make();
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

async function pgliteTemplate(): Promise<Blob> {
  return cachedDump(join(tmpdir(), `curiero-pglite-template-${await pgliteVersion()}.tar`), async () => {
    const seed = await PGlite.create();
    const dump = await seed.dumpDataDir('none');
    await seed.close();
    return dump;
  });
}

/** Names what the prepared template holds: the PGlite version, the migrations and the data files. */
async function preparedKey(): Promise<string> {
  const hash = createHash('sha256').update(await pgliteVersion());
  for (const file of (await readdir(DEFAULT_MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (file.endsWith('.sql') || file.endsWith('_journal.json')) hash.update(file).update(await readFile(join(DEFAULT_MIGRATIONS_DIR, file)));
  }
  for (const source of await readSources()) hash.update(source.hash);
  return hash.digest('hex').slice(0, 16);
}

async function pglitePreparedTemplate(): Promise<Blob> {
  const prefix = 'curiero-pglite-prepared-';
  const name = `${prefix}${await preparedKey()}.tar`;
  return cachedDump(join(tmpdir(), name), async () => {
    const seed = await openDatabase({ dataDir: '', databaseUrl: null }, { inMemory: true, loadDataDir: await (template ??= pgliteTemplate()) });
    await migrate(seed.db);
    await loadReferenceData(seed.db);
    const dump = await (seed.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await seed.close();
    // Older prepared templates (other migrations or data) are of no further use.
    for (const old of await readdir(tmpdir())) {
      if (old.startsWith(prefix) && old.endsWith('.tar') && old !== name) await rm(join(tmpdir(), old), { force: true });
    }
    return dump;
  });
}

async function openEmptyPglite(): Promise<Database> {
  template ??= pgliteTemplate();
  return openDatabase({ dataDir: '', databaseUrl: null }, { inMemory: true, loadDataDir: await template });
}

/**
 * A fresh in-memory PGlite, migrated and with the reference data loaded, for tests that build the
 * app (which expects a migrated database) but do not look into the database.
 */
export async function openTestPglite(): Promise<Database> {
  if (!preparedTemplate) {
    preparedTemplate = pglitePreparedTemplate();
    preparedTemplate.catch(() => (preparedTemplate = undefined));
  }
  return openDatabase({ dataDir: '', databaseUrl: null }, { inMemory: true, loadDataDir: await preparedTemplate });
}

/**
 * Fills `<dataDir>/pglite` with the prepared template (migrated, reference data loaded), as the
 * server leaves DATA_DIR at its first start: the server then opens it as its own (on its thread).
 */
export async function preparePgliteDataDir(dataDir: string): Promise<void> {
  if (!preparedTemplate) {
    preparedTemplate = pglitePreparedTemplate();
    preparedTemplate.catch(() => (preparedTemplate = undefined));
  }
  const seed = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: await preparedTemplate });
  await seed.close();
}

const pglite: TestBackend = {
  name: 'pglite',
  async create() {
    const database = await openEmptyPglite();
    return { database, url: null, dispose: () => database.close() };
  },
  async createPrepared() {
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
  // Migrating and loading the reference data takes 5 s or more on a busy machine: the first prepared
  // database of a run is kept as a template (named for its migrations and data files, like PGlite's),
  // and every later one is a copy of it (CREATE DATABASE ... TEMPLATE), well under a second.
  let templateName: Promise<string> | undefined;
  const preparedTemplateName = async (): Promise<string> => {
    const name = `curiero_template_${await preparedKey()}`;
    await admin(async (client) => {
      // One process builds it; the others wait on the lock, then find it.
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const stale = await client.query(`select datname from pg_database where datname like 'curiero\\_template\\_%' and datname <> $1`, [name]);
        // Templates of other migrations are of no further use (one still being copied stays: the drop fails).
        for (const row of stale.rows as { datname: string }[]) await client.query(`drop database if exists ${row.datname}`).catch(() => undefined);
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
        try {
          await migrate(database.db);
          await loadReferenceData(database.db);
        } finally {
          await database.close();
        }
        // Renamed once whole: a run that died half-way leaves only a `_building` database behind.
        await client.query(`alter database ${building} rename to ${name}`);
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    return name;
  };
  const backend: TestBackend = {
    name: 'postgres',
    async createPrepared() {
      for (let attempt = 1; ; attempt++) {
        if (!templateName) {
          templateName = preparedTemplateName();
          templateName.catch(() => (templateName = undefined));
        }
        try {
          return await createDatabase(await templateName);
        } catch (error) {
          // Another run (other migrations) dropped it as stale: build it again.
          if ((error as { code?: string }).code !== '3D000' || attempt > 1) throw error;
          templateName = undefined;
        }
      }
    },
    create: () => createDatabase(),
  };
  async function createDatabase(template?: string): Promise<TestDatabase> {
    const name = `curiero_test_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
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
  }
  return backend;
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
