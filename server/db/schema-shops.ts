// The shops' tables (drizzle pg-core), re-exported by schema.ts: API keys, the address book,
// cash-on-delivery repayments and the payouts that group them, and webhook endpoints with their
// deliveries. Money is integer bani (the public API shows lei as decimals). The rules live in
// services/api-keys/, services/addresses/, services/repayments/ and services/webhooks/.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';
import { orders } from './schema-orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const ref = (name: string) => bigint(name, { mode: 'number' });
const identity = () => ref('id').primaryKey().generatedAlwaysAsIdentity();
const owner = () => ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/**
 * A shop's API key. The secret is shown once and kept only as its SHA-256 (a 256-bit random secret
 * needs no slow hash); `lookup` is the public part of the key that finds the row, `prefix` what the
 * dashboard shows (`cur_test_AbC12345`).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: identity(),
    customerId: owner(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    mode: text('mode', { enum: API_KEY_MODES }).notNull(),
    lookup: text('lookup').notNull().unique(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('api_keys_customer_idx').on(t.customerId, t.id),
    check('api_keys_scope_check', sql`${t.scope} in (${inList(API_KEY_SCOPES)})`),
    check('api_keys_mode_check', sql`${t.mode} in (${inList(API_KEY_MODES)})`),
  ],
);

export const ADDRESS_KINDS = ['billing', 'shipping', 'delivery'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export const ADDRESS_TYPES = ['individual', 'business'] as const;

/** The address book: billing, shipping (sender) and delivery (recipient) addresses, one default per kind. */
export const addresses = pgTable(
  'addresses',
  {
    id: identity(),
    customerId: owner(),
    kind: text('kind', { enum: ADDRESS_KINDS }).notNull(),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull().default('individual'),
    countryCode: text('country_code').notNull().default('RO'),
    /** SIRUTA code of the locality (localities.siruta). */
    localityId: integer('locality_id').notNull(),
    streetId: integer('street_id'),
    streetName: text('street_name').notNull().default(''),
    streetNo: text('street_no').notNull().default(''),
    streetDetails: text('street_details').notNull().default(''),
    zipcode: text('zipcode'),
    contact: text('contact').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    // Billing only (empty elsewhere): company data, CNP, bank.
    vatNo: text('vat_no').notNull().default(''),
    regCom: text('reg_com').notNull().default(''),
    vatPayer: boolean('vat_payer').notNull().default(false),
    cnp: text('cnp').notNull().default(''),
    bankIban: text('bank_iban').notNull().default(''),
    bank: text('bank').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A kind's list in its order (the default first, then the newest): its page's ids and total from the index alone.
    index('addresses_customer_kind_idx').on(t.customerId, t.kind, t.isDefault, t.id),
    // One default per kind: setting another one unsets the previous in the same transaction.
    uniqueIndex('addresses_default_unique').on(t.customerId, t.kind).where(sql`${t.isDefault}`),
    check('addresses_kind_check', sql`${t.kind} in (${inList(ADDRESS_KINDS)})`),
    check('addresses_type_check', sql`${t.addressType} in (${inList(ADDRESS_TYPES)})`),
  ],
);

export const REPAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'cancelled'] as const;

/**
 * A payout: collected repayments of one account to one IBAN, sent by the `payout.send` job
 * (`pending` -> `processing` -> `paid`, or `failed` and retried).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: identity(),
    customerId: owner(),
    bankIban: text('bank_iban').notNull(),
    bankHolder: text('bank_holder').notNull(),
    amountBani: integer('amount_bani').notNull(),
    currency: text('currency').notNull().default('RON'),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** The bank transfer's reference at the payout provider, once sent. */
    transferReference: text('transfer_reference'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: at('paid_at'),
    /** Its repayments' orders' mode (a batch never mixes test and live orders): what an API key of that mode sees. */
    testMode: boolean('test_mode').notNull().default(false),
  },
  (t) => [
    // The list (newest first) and its mode filter read from the index alone (services/repayments/queries.ts).
    index('payouts_customer_idx').on(t.customerId, t.id, t.testMode),
    check('payouts_status_check', sql`${t.status} in (${inList(PAYOUT_STATUSES)})`),
    // 0: the refunds deducted from it took all its repayments (services/repayments/payouts.ts).
    check('payouts_amount_check', sql`${t.amountBani} >= 0`),
  ],
);

/** Cash on delivery collected by the carrier for an order (recorded when the parcel is delivered). */
export const repayments = pgTable(
  'repayments',
  {
    id: identity(),
    orderId: ref('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    customerId: owner(),
    awb: text('awb').notNull(),
    carrierId: integer('carrier_id').notNull(),
    amountBani: integer('amount_bani').notNull(),
    currency: text('currency').notNull().default('RON'),
    status: text('status', { enum: REPAYMENT_STATUSES }).notNull().default('pending'),
    payoutId: ref('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    bankIban: text('bank_iban').notNull().default(''),
    bankHolder: text('bank_holder').notNull().default(''),
    recipientName: text('recipient_name').notNull(),
    deliveredAt: at('delivered_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Its order's mode (placed with a test API key), copied when recorded: what an API key of that mode sees. */
    testMode: boolean('test_mode').notNull().default(false),
  },
  (t) => [
    index('repayments_customer_idx').on(t.customerId, t.id),
    // The list's order (latest delivery first, then id) with every column its filters read: a page's
    // ids and the exact total of any filter come from the index alone (services/repayments/queries.ts).
    index('repayments_customer_delivered_idx').on(t.customerId, t.deliveredAt, t.id, t.testMode, t.status, t.orderId, t.awb),
    index('repayments_payout_idx').on(t.payoutId),
    index('repayments_unpaid_idx').on(t.customerId, t.bankIban).where(sql`${t.status} = 'pending' and ${t.payoutId} is null`),
    check('repayments_status_check', sql`${t.status} in (${inList(REPAYMENT_STATUSES)})`),
    check('repayments_amount_check', sql`${t.amountBani} > 0`),
  ],
);

export const WEBHOOK_EVENTS = ['order.created', 'order.status_changed', 'repayment.paid', 'payout.paid', 'return.created', 'return.status_changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const WEBHOOK_MODES = ['test', 'live'] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

/** An HTTPS endpoint of a shop and the events it wants; `secret` (whsec_…) signs every delivery. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: identity(),
    customerId: owner(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** test: receives only the events of test objects (orders of a test API key); live: only the others. */
    mode: text('mode', { enum: WEBHOOK_MODES }).notNull().default('live'),
    /** Failed attempts in a row (the circuit breaker, services/webhooks/breaker.ts); 0 after a success. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Deliveries wait until then (the breaker is open); null: closed. */
    pausedUntil: at('paused_until'),
  },
  (t) => [
    index('webhook_endpoints_customer_idx').on(t.customerId, t.id),
    check('webhook_endpoints_mode_check', sql`${t.mode} in (${inList(WEBHOOK_MODES)})`),
  ],
);

/** One event for one endpoint; its attempts ({at, status_code, error, duration_ms}) are kept with it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: identity(),
    endpointId: ref('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    customerId: owner(),
    /** The Standard Webhooks `webhook-id` (msg_…): the same for every attempt of this delivery. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: jsonb('attempts').$type<{ at: string; status_code: number | null; error: string | null; duration_ms: number }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    unique('webhook_deliveries_message_unique').on(t.endpointId, t.messageId),
    index('webhook_deliveries_customer_idx').on(t.customerId, t.id),
    // An endpoint's deliveries, newest first (the list of the app and of the public API).
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    // The test events of an endpoint in the last hour (their limit: services/webhooks/deliveries.ts).
    index('webhook_deliveries_tests_idx').on(t.endpointId, t.createdAt).where(sql`${t.eventType} = 'webhook.test'`),
    check('webhook_deliveries_status_check', sql`${t.status} in (${inList(WEBHOOK_DELIVERY_STATUSES)})`),
  ],
);
