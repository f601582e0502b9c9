// The account tables (drizzle pg-core), re-exported by schema.ts: customers with their social
// identities, back-office admins, login sessions with their refresh tokens, the single-use links and
// impersonation codes, and the social logins in flight. The rules are in services/auth/.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const reference = (name: string) => bigint(name, { mode: 'number' });

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
