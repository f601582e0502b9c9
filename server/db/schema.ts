// Database schema (drizzle pg-core). Migrations are generated from this file by `npm run db:generate`
// (drizzle-kit) into server/db/migrations/ and applied at start by server/db/migrate.ts.
// Never edit a generated migration that has shipped: change this file and generate a new one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  uniqueIndex,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const reference = (name: string) => bigint(name, { mode: 'number' });

/** Messages sent from the built-in chat panel when no third-party widget is configured. */
export const chatMessages = pgTable('chat_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  page: text('page'),
  createdAt: createdAt(),
});

/** Client error reports. Deliberately no IP column: reports must not identify the visitor. */
export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url'),
  release: text('release'),
  level: text('level').notNull().default('error'),
  userAgent: text('user_agent'),
  context: jsonb('context').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/** Customer accounts. `email` is stored trimmed and lower-cased, so the unique index is case-insensitive. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** argon2id (PHC string); null for accounts made by social login or an invitation. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: at('email_verified_at'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    darkMode: text('dark_mode', { enum: ['system', 'dark', 'light'] }).notNull().default('system'),
    hasUnpaidReweights: boolean('has_unpaid_reweights').notNull().default(false),
    currencyCode: text('currency_code').notNull().default('RON'),
    preferredLanguage: text('preferred_language').notNull().default('ro'),
    billingCountry: text('billing_country').notNull().default('RO'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('customers_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('customers_dark_mode_check', sql`${t.darkMode} in ('system', 'dark', 'light')`),
  ],
);

/** A social-login account (provider + its subject id) belonging to a customer. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: reference('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('customer_identities_customer_idx').on(t.customerId)],
);

/** Back-office accounts, created with `npm run admin:create`. */
export const admins = pgTable('admins', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A login: access tokens name it (`sid`) and are refused once it is revoked or past `expires_at`,
 * which is absolute (set at login, never extended).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: reference('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** Set when an admin opened this session to act as the customer. */
    impersonatorAdminId: reference('impersonator_admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_customer_idx').on(t.customerId)],
);

/** Refresh tokens, stored as SHA-256; each is spent by one refresh (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Single-use links sent by e-mail (token stored as SHA-256). */
export const authLinks = pgTable(
  'auth_links',
  {
    id: id(),
    customerId: reference('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'set_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_links_customer_idx').on(t.customerId),
    check('auth_links_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password', 'set_password')`),
  ],
);

/** Single-use codes an admin hands to the app to open an impersonation session (stored as SHA-256). */
export const impersonationCodes = pgTable('impersonation_codes', {
  id: id(),
  codeHash: text('code_hash').notNull().unique(),
  adminId: reference('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  customerId: reference('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Social-login attempts in flight: the state (as SHA-256), with the PKCE verifier and nonce it goes with. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every server process (see services/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  count: integer('count').notNull(),
});

/** Values generated once per installation, e.g. the access-token key when AUTH_SECRET is unset. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- reference data (locations)
// Written only by services/locations/load-reference-data.ts from the files in server/data/ (replaced
// per dataset when a file's content hash changes), read by the location search and the pricing engine.
// No foreign keys between these tables: the loader checks every reference before it writes, and a
// per-row FK check would triple the load time on PGlite. Other tables may reference them.

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

export * from './schema-orders.ts';
export * from './schema-push.ts';
export * from './schema-forms.ts';
export * from './schema-jobs.ts';
export * from './schema-shops.ts';
export * from './schema-invoices.ts';
export * from './schema-reweighs.ts';
export * from './schema-idempotency.ts';
