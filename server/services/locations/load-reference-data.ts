// Loads the reference data files into the database at server start (after the migrations): each
// dataset's content hash is compared with the one stored in `reference_data`, and only a dataset
// that differs (all of them when the localities do) is replaced, in ONE transaction that first takes
// an advisory lock, so several processes starting together load once and the others then find the
// new hashes. A start with unchanged files costs one small query. Failures roll back and throw
// ReferenceDataError naming the dataset and the database's own words.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { forgetLocationIndex } from './location-index.ts';
import { checkLocalities, parseFixedLocations, parseGeography, parseStreets } from './parse-datasets.ts';
import {
  DATASETS,
  DEFAULT_DATA_DIR,
  readSources,
  ReferenceDataError,
  type DatasetName,
  type DatasetSource,
  type Geography,
} from './reference-files.ts';
import { pruneGeography, writeFixedLocations, writeGeography, writeStreets, type Executor } from './write-datasets.ts';

// Any constant other than the migrator's (72_616_001); the same in every process.
const LOCK_KEY = 72_616_002;

export interface LoadReport {
  /** Datasets replaced now, with their row counts (empty: everything was up to date). */
  loaded: { dataset: DatasetName; rows: number }[];
  ms: number;
}

async function storedHashes(db: Executor): Promise<Map<string, string>> {
  const rows = rowsOf<{ dataset: string; hash: string }>(await db.execute(sql`select dataset, hash from reference_data`));
  return new Map(rows.map((r) => [r.dataset, r.hash]));
}

/** The datasets to replace: those whose hash differs, and all of them when the geography or the streets do. */
function changedDatasets(sources: DatasetSource[], stored: Map<string, string>): DatasetSource[] {
  const changed = sources.filter((s) => stored.get(s.name) !== s.hash);
  // Lockers and streets name localities: a new geography is checked against them, so they reload too.
  // The streets' postal codes join the localities' (postal_codes), which the geography rewrites.
  return changed.some((s) => s.name === 'geography' || s.name === 'streets') ? sources : changed;
}

async function localityIds(tx: Executor, geography: Geography | undefined): Promise<Set<number>> {
  if (geography) return new Set(geography.localities.map((l) => l.siruta));
  const [row] = rowsOf<{ ids: number[] }>(await tx.execute(sql`select coalesce(json_agg(siruta), '[]'::json) as ids from localities`));
  return new Set(row?.ids ?? []);
}

async function replace(tx: Executor, changed: DatasetSource[]): Promise<LoadReport['loaded']> {
  // Everything is parsed and checked before the first write.
  const geographySource = changed.find((s) => s.name === 'geography');
  const geography = geographySource ? parseGeography(geographySource) : undefined;
  const sirutas = await localityIds(tx, geography);
  const writers = changed.map((source) => {
    if (source.name === 'geography') return () => writeGeography(tx, geography as Geography);
    if (source.name === 'fixed_locations') {
      const rows = parseFixedLocations(source);
      checkLocalities('lockers.json', rows, sirutas);
      return () => writeFixedLocations(tx, rows);
    }
    const rows = parseStreets(source);
    checkLocalities('streets.csv', rows, sirutas);
    // changedDatasets reloads the geography with the streets (their codes join postal_codes).
    if (!geography) throw new ReferenceDataError('streets.csv reloads with the geography');
    return () => writeStreets(tx, rows, geography.postalCodes);
  });
  const loaded: LoadReport['loaded'] = [];
  for (const [i, source] of changed.entries()) {
    const rows = await (writers[i] as () => Promise<number>)().catch((error: unknown) => {
      throw new ReferenceDataError(`loading ${source.name} failed: ${databaseMessage(error)}`, { cause: error });
    });
    await tx.execute(sql`insert into reference_data (dataset, hash, row_count, loaded_at)
      values (${source.name}, ${source.hash}, ${rows}, now())
      on conflict (dataset) do update set hash = excluded.hash, row_count = excluded.row_count, loaded_at = excluded.loaded_at`);
    loaded.push({ dataset: source.name, rows });
  }
  // Localities go last, once the datasets that name them were replaced.
  if (geography) await pruneGeography(tx, geography);
  return loaded;
}

export async function loadReferenceData(db: AppDb, dataDir: string = DEFAULT_DATA_DIR): Promise<LoadReport> {
  const started = performance.now();
  const sources = await readSources(dataDir, DATASETS);
  // The common case (nothing changed) takes no lock and no transaction.
  if (!changedDatasets(sources, await storedHashes(db)).length) return { loaded: [], ms: performance.now() - started };
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    // Another process may have loaded while this one waited for the lock.
    const changed = changedDatasets(sources, await storedHashes(tx));
    return changed.length ? replace(tx, changed) : [];
  });
  if (loaded.length) forgetLocationIndex(db);
  return { loaded, ms: performance.now() - started };
}

// drizzle wraps driver errors ("Failed query: ..."); the database's own words are in `cause`.
function databaseMessage(error: unknown): string {
  if (error instanceof ReferenceDataError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
