// The reference data files (server/data/) as datasets: which files each one is made of, their
// content hash (the files' bytes plus LOADER_VERSION, so a change of how rows are shaped reloads
// too), and the row shapes the database gets (parse-datasets.ts builds them, only when the hash
// differs from the stored one).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BoxSize } from '../../../src/shared/shipping.ts';

// (A path, not new URL(...): under a browser-like test environment URL is not Node's.)
export const DEFAULT_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../data/');

/** Bump when the rows built from unchanged files change shape: every dataset reloads once. */
const LOADER_VERSION = '2';

export type DatasetName = 'geography' | 'fixed_locations' | 'streets';

/** Load order: the geography first, then the datasets whose rows name a locality. */
export const DATASETS: readonly DatasetName[] = ['geography', 'fixed_locations', 'streets'];

const FILES: Record<DatasetName, string[]> = {
  geography: ['romania/counties.json', 'romania/localities.csv', 'romania/postal_codes.csv'],
  fixed_locations: ['lockers.json'],
  streets: ['romania/streets.csv'],
};

export const COUNTRIES = [{ country_code: 'RO', name: 'România', currency: 'RON', language: 'ro' }];

export class ReferenceDataError extends Error {
  override name = 'ReferenceDataError';
}

export interface CountyRow {
  id: number;
  country_code: string;
  county_code: string;
  name: string;
  name_search: string;
}

export interface LocalityRow {
  siruta: number;
  name: string;
  name_search: string;
  country_code: string;
  county_code: string;
  type: string;
  parent: string;
  parent_siruta: number;
  parent_type: string;
  postal_code: string;
}

export interface FixedLocationRow {
  id: number;
  carrier_id: number;
  fixed_location_type: string;
  siruta: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  schedule: { days: string; hours: string }[];
  payment_type: string;
  allows_drop_off: boolean;
  is_active: boolean;
  box_sizes: BoxSize[];
  /** In the table, not in lockers.json: 'generated' (the file) or 'carrier' (synced from its API). */
  source?: 'generated' | 'carrier';
}

/** One row of Poșta Română's street list: a street (or a range of its numbers) and its postal code. */
export interface StreetRow {
  id: number;
  siruta: number;
  /** As Poșta lists it, without the type ("Memorandumului", "Mincu Ion, arh."). */
  name: string;
  name_search: string;
  /** Stradă, Bulevard, Alee I... */
  street_type: string;
  /** The house numbers or blocks this row's code covers ("nr. 1-25; 2-30"); empty: the whole street. */
  numbers: string;
  postal_code: string;
}

export interface Geography {
  countries: typeof COUNTRIES;
  counties: CountyRow[];
  localities: LocalityRow[];
  postalCodes: { siruta: number; postal_code: string }[];
}

/** A dataset's files as read from disk and their hash. */
export interface DatasetSource {
  name: DatasetName;
  hash: string;
  files: Map<string, string>;
}

export async function readSources(
  dir: string = DEFAULT_DATA_DIR,
  names: readonly DatasetName[] = DATASETS,
): Promise<DatasetSource[]> {
  return Promise.all(
    names.map(async (name) => {
      const hash = createHash('sha256').update(`loader ${LOADER_VERSION}\n`);
      if (name === 'geography') hash.update(JSON.stringify(COUNTRIES));
      const files = new Map<string, string>();
      for (const file of FILES[name]) {
        const text = await readFile(join(dir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
          throw new ReferenceDataError(`cannot read ${file}: ${error.message}`, { cause: error });
        });
        files.set(file, text);
        hash.update(`\n${file}\n`).update(text);
      }
      return { name, hash: hash.digest('hex'), files };
    }),
  );
}
