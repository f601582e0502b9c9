// The reference data loader: a fresh database gets every dataset (counts as in SOURCES.md), a second
// start reloads nothing, a changed file reloads its dataset only (all of them for the geography),
// a broken file changes nothing, and processes starting together load once (PostgreSQL).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadReferenceData } from '../../server/services/locations/load-reference-data.ts';
import { DEFAULT_DATA_DIR, ReferenceDataError } from '../../server/services/locations/reference-files.ts';
import { findFixedLocation, findLocality } from '../../server/services/locations/resolve.ts';
import { tempDir, testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

async function count(db: AppDb, table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
  return row?.n ?? -1;
}

async function stored(db: AppDb): Promise<Record<string, { hash: string; row_count: number; loaded_at: string }>> {
  const rows = rowsOf<{ dataset: string; hash: string; row_count: number; loaded_at: string }>(
    await db.execute(sql`select dataset, hash, row_count, loaded_at::text as loaded_at from reference_data`),
  );
  return Object.fromEntries(rows.map(({ dataset, ...rest }) => [dataset, rest]));
}

/** A copy of server/data to change files in. */
function dataCopy(): string {
  const dir = tempDir('reference-data');
  cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
  return dir;
}

const lockerCount = (JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'lockers.json'), 'utf8')) as { lockers: unknown[] }).lockers.length;

describe.each(testDatabases())('reference data loader on $name', (backend) => {
  let current: TestDatabase | undefined;
  const fresh = async () => {
    current = await backend.create();
    await migrate(current.database.db);
    return current.database.db;
  };
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });

  it('loads everything into a fresh database, then finds nothing to do', async () => {
    const db = await fresh();
    const first = await loadReferenceData(db);
    expect(first.loaded).toEqual([
      { dataset: 'geography', rows: 42 + 13_755 + 37_777 },
      { dataset: 'fixed_locations', rows: lockerCount },
      { dataset: 'streets', rows: 41_601 },
    ]);
    console.info(`${backend.name}: fresh load of the reference data in ${Math.round(first.ms)} ms`);
    expect(await count(db, 'countries')).toBe(1);
    expect(await count(db, 'counties')).toBe(42);
    expect(await count(db, 'localities')).toBe(13_755);
    // postal_codes.csv's pairs and the 80 only streets.csv has.
    expect(await count(db, 'postal_codes')).toBe(37_857);
    expect(await count(db, 'fixed_locations')).toBe(lockerCount);
    expect(await count(db, 'streets')).toBe(41_601);
    const [iasi] = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from localities where siruta = 95079`));
    expect(iasi).toMatchObject({ name: 'Iași', name_search: 'iasi', county_code: 'IS', type: 'municipiu', postal_code: '700020' });

    const before = await stored(db);
    const second = await loadReferenceData(db);
    expect(second.loaded).toEqual([]);
    expect(await stored(db)).toEqual(before);
  });

  it('a second server start does not reload', async () => {
    const db = await fresh();
    const database = current?.database;
    if (!database) throw new Error('no database');
    const first = await testApp({}, { database });
    const after = await stored(db);
    expect(Object.keys(after).sort()).toEqual(['fixed_locations', 'geography', 'streets']);
    await first.close();
    const second = await testApp({}, { database });
    expect(await stored(db)).toEqual(after);
    await second.close();
  });

  it('reloads the dataset whose file changed, and the index with it', async () => {
    const db = await fresh();
    const dir = dataCopy();
    await loadReferenceData(db, dir);
    const before = await stored(db);

    const file = join(dir, 'lockers.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { lockers: { id: number; name: string }[] };
    const [renamed, removed] = data.lockers as [{ id: number; name: string }, { id: number; name: string }];
    expect((await findFixedLocation(db, removed.id))?.id).toBe(removed.id);
    renamed.name = 'easybox Locker Redenumit';
    data.lockers.splice(1, 1);
    writeFileSync(file, JSON.stringify(data));
    const report = await loadReferenceData(db, dir);
    expect(report.loaded).toEqual([{ dataset: 'fixed_locations', rows: lockerCount - 1 }]);
    const after = await stored(db);
    expect(after.geography).toEqual(before.geography);
    expect(after.fixed_locations?.hash).not.toBe(before.fixed_locations?.hash);
    expect(await count(db, 'fixed_locations')).toBe(lockerCount - 1);
    expect((await findFixedLocation(db, renamed.id))?.name).toBe('easybox Locker Redenumit');
    expect(await findFixedLocation(db, removed.id)).toBeNull();

    // A changed locality file reloads every dataset (lockers name localities).
    const localities = join(dir, 'romania', 'localities.csv');
    writeFileSync(localities, readFileSync(localities, 'utf8').replace('IS,Iași,95079,', 'IS,Iașii Noi,95079,'));
    const again = await loadReferenceData(db, dir);
    expect(again.loaded.map((l) => l.dataset)).toEqual(['geography', 'fixed_locations', 'streets']);
    expect((await findLocality(db, { locality_id: 95079 }))?.name).toBe('Iașii Noi');
    expect(await count(db, 'localities')).toBe(13_755);
    expect(await count(db, 'postal_codes')).toBe(37_857);
  });

  it('a broken file changes nothing and names the problem', async () => {
    const db = await fresh();
    const dir = dataCopy();
    await loadReferenceData(db, dir);
    const before = await stored(db);
    const file = join(dir, 'lockers.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { lockers: { id: number; siruta: number }[] };
    (data.lockers[0] as { siruta: number }).siruta = 999_999;
    writeFileSync(file, JSON.stringify(data));
    const error = await loadReferenceData(db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReferenceDataError);
    expect((error as Error).message).toMatch(/lockers\.json: row \d+ names unknown locality 999999/);
    expect(await stored(db)).toEqual(before);
    expect(await count(db, 'fixed_locations')).toBe(lockerCount);

    writeFileSync(join(dir, 'romania', 'postal_codes.csv'), 'siruta,postal_code,source\n95079,7000,posta\n');
    await expect(loadReferenceData(db, dir)).rejects.toThrow(/postal_codes\.csv: "7000" is not 6 digits/);
    expect(await count(db, 'postal_codes')).toBe(37_857);
  });

  // Several processes share one database only with PostgreSQL (PGlite is one process's file).
  if (backend.name === 'postgres') it('loads once when several processes start together', async () => {
    await fresh();
    const url = current?.url;
    if (!url) throw new Error('no url');
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: '', databaseUrl: url })));
    try {
      const reports = await Promise.all(others.map((other) => loadReferenceData(other.db)));
      expect(reports.flatMap((r) => r.loaded.map((l) => l.dataset)).sort()).toEqual(['fixed_locations', 'geography', 'streets']);
      expect(await count(others[0]?.db as AppDb, 'localities')).toBe(13_755);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});
