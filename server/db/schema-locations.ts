// The reference data of locations (drizzle pg-core), re-exported by schema.ts.
// Written only by services/locations/load-reference-data.ts from the files in server/data/ (replaced
// per dataset when a file's content hash changes), read by the location search and the pricing engine.
// No foreign keys between these tables: the loader checks every reference before it writes, and a
// per-row FK check would triple the load time on PGlite. Other tables may reference them.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per dataset: the content hash of the files it was last loaded from. */
export const referenceData = pgTable('reference_data', {
  dataset: text('dataset').primaryKey(),
  hash: text('hash').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: at('loaded_at').notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
});

/** Counties (and București); `id` is the county's SIRUTA code, `county_code` its ISO 3166-2 code without `RO-`. */
export const counties = pgTable(
  'counties',
  {
    id: integer('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    countyCode: text('county_code').notNull(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
  },
  (t) => [unique('counties_country_county_code_unique').on(t.countryCode, t.countyCode)],
);

/**
 * SIRUTA level-3 localities (cities, towns, their components, villages, the București sectors).
 * `name_search` is the name lower-cased with diacritics (comma-below and cedilla forms) folded and
 * punctuation turned into spaces: what searches compare with.
 */
export const localities = pgTable(
  'localities',
  {
    siruta: integer('siruta').primaryKey(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    countryCode: text('country_code').notNull(),
    countyCode: text('county_code').notNull(),
    type: text('type', { enum: ['municipiu', 'oras', 'componenta', 'sat', 'sector'] }).notNull(),
    /** The commune, town or city it belongs to (`parent_type` comuna, oras or municipiu). */
    parent: text('parent').notNull(),
    parentSiruta: integer('parent_siruta').notNull(),
    parentType: text('parent_type').notNull(),
    /** The main postal code; every code of the locality is in postal_codes. */
    postalCode: text('postal_code').notNull(),
  },
  (t) => [
    index('localities_county_idx').on(t.countryCode, t.countyCode),
    index('localities_name_search_idx').on(t.nameSearch.op('text_pattern_ops')),
    check('localities_type_check', sql`${t.type} in ('municipiu', 'oras', 'componenta', 'sat', 'sector')`),
  ],
);

/** Every postal code known for a locality (many to many: cities have street-level codes). */
export const postalCodes = pgTable(
  'postal_codes',
  {
    siruta: integer('siruta').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siruta, t.postalCode] }), index('postal_codes_code_idx').on(t.postalCode)],
);

/** Streets of a locality with their postal codes (server/data/romania/streets.csv, Poșta Română). */
export const streets = pgTable(
  'streets',
  {
    id: integer('id').primaryKey(),
    siruta: integer('siruta').notNull(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    postalCode: text('postal_code'),
    /** Stradă, Bulevard... as Poșta Română lists it (empty when the name says it). */
    streetType: text('street_type').notNull().default(''),
    /** The house numbers this row's postal code covers (e.g. `1-23`, `2-T`); empty for the whole street. */
    numbers: text('numbers').notNull().default(''),
  },
  (t) => [index('streets_locality_name_idx').on(t.siruta, t.nameSearch.op('text_pattern_ops'))],
);

/** Ids of the lockers synced from the carriers' APIs (the generated ones are below 1,000,000,000). */
export const syncedFixedLocationIds = pgSequence('fixed_locations_synced_id_seq', { startWith: 1_000_000_000, minValue: 1_000_000_000 });

/**
 * Lockers and pick-up points of the carriers: the generated demo network (server/data/lockers.json,
 * source 'generated', shown only for carriers on the simulated network) and each real carrier's own,
 * synced from its API (source 'carrier', services/carriers/locker-sync.ts, shown for that carrier
 * once it is connected; ids from syncedFixedLocationIds).
 */
export const fixedLocations = pgTable(
  'fixed_locations',
  {
    id: integer('id').primaryKey(),
    carrierId: integer('carrier_id').notNull(),
    source: text('source', { enum: ['generated', 'carrier'] }).notNull().default('generated'),
    /** The carrier's own id of a synced point. */
    pointId: text('point_id'),
    /** When the last sync saw it (a synced point no longer listed is deactivated). */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    fixedLocationType: text('fixed_location_type').notNull(),
    siruta: integer('siruta').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** [{ days, hours }], e.g. [{ days: 'luni-duminică', hours: 'non-stop' }]. */
    schedule: jsonb('schedule').$type<{ days: string; hours: string }[]>().notNull(),
    paymentType: text('payment_type').notNull(),
    allowsDropOff: boolean('allows_drop_off').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** [{ size, length, width, height, max_weight }] in cm and kg (BoxSize of src/shared/shipping.ts). */
    boxSizes: jsonb('box_sizes')
      .$type<{ size: 'S' | 'M' | 'L' | 'XL'; length: number; width: number; height: number; max_weight: number }[]>()
      .notNull(),
  },
  (t) => [
    index('fixed_locations_locality_carrier_idx').on(t.siruta, t.carrierId),
    index('fixed_locations_carrier_idx').on(t.carrierId),
    uniqueIndex('fixed_locations_point_unique').on(t.carrierId, t.pointId).where(sql`${t.pointId} is not null`),
  ],
);
