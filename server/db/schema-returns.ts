// The shop returns' tables (drizzle pg-core), re-exported by schema.ts: a shop's returns page
// settings, the return requests its customers file (the EU withdrawal statement and its
// confirmation), each request's status history and photos. Money is integer bani; images are kept
// in the database (bytea) with their checked type. The rules live in services/returns/.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';
import { orders } from './schema-orders.ts';
import { addresses } from './schema-shops.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const ref = (name: string) => bigint(name, { mode: 'number' });
const identity = () => ref('id').primaryKey().generatedAlwaysAsIdentity();
const owner = () => ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Raw bytes (PostgreSQL bytea): a Buffer both ways, whatever the driver hands back. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'label_issued', 'in_transit', 'received', 'refunded', 'closed'] as const;
/** A request in one of these holds its order: a second one for the same order is refused. */
export const ACTIVE_RETURN_STATUSES = ['requested', 'approved', 'label_issued', 'in_transit', 'received'] as const;
export const RETURN_DROP_OFF_METHODS = ['locker', 'office', 'courier'] as const;
export const RETURN_PAYERS = ['shop', 'customer', 'shop_up_to'] as const;
export const RETURN_APPROVALS = ['automatic', 'manual'] as const;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The moves a shop makes from its inbox (services/returns/return-states.ts maps each to its event); here so the answers' schemas read them without the module. */
export const RETURN_SHOP_ACTIONS = ['approve', 'refuse', 'receive', 'refund', 'close'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export type ReturnDropOffMethod = (typeof RETURN_DROP_OFF_METHODS)[number];
export type ReturnPayer = (typeof RETURN_PAYERS)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];

/** An item given back: what it is, how many, and why (one of the shop's reasons). */
export interface ReturnItem {
  name: string;
  quantity: number;
  reason: string;
}

/** The customer's contact and address, as the return's sender. */
export interface ReturnContact {
  name: string;
  email: string;
  phone: string;
  locality_id: number | null;
  locality_name: string;
  county_name: string;
  street: string;
  postal_code: string;
}

/** One shop's returns page (`/retur/{slug}`): one row per account, made when it first saves it. */
export const returnSettings = pgTable(
  'return_settings',
  {
    customerId: ref('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    publicName: text('public_name').notNull(),
    /** Lower case, without diacritics: what the directory's search compares with. */
    searchName: text('search_name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: bytes('logo'),
    logoType: text('logo_type', { enum: IMAGE_TYPES }),
    logoUpdatedAt: at('logo_updated_at'),
    windowDays: integer('window_days').notNull().default(14),
    conditions: text('conditions').notNull().default(''),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    returnAddressId: ref('return_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    dropOffMethods: jsonb('drop_off_methods').$type<ReturnDropOffMethod[]>().notNull(),
    carrierIds: jsonb('carrier_ids').$type<number[]>().notNull(),
    payer: text('payer', { enum: RETURN_PAYERS }).notNull().default('customer'),
    /** With payer shop_up_to: the most the shop pays, in bani (the customer pays the rest). */
    payerLimitBani: integer('payer_limit_bani'),
    approval: text('approval', { enum: RETURN_APPROVALS }).notNull().default('manual'),
    acceptExternalOrders: boolean('accept_external_orders').notNull().default(false),
    notifyShop: boolean('notify_shop').notNull().default(true),
    /** A cash-on-delivery return that reaches the shop is refunded at once from its collected ramburs. */
    codRefundAuto: boolean('cod_refund_auto').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public directory: the enabled shops by name.
    index('return_settings_directory_idx').on(t.searchName).where(sql`${t.enabled}`),
    check('return_settings_window_check', sql`${t.windowDays} >= 14 and ${t.windowDays} <= 365`),
    check('return_settings_payer_check', sql`${t.payer} in (${inList(RETURN_PAYERS)}) and (${t.payer} <> 'shop_up_to' or ${t.payerLimitBani} > 0)`),
    check('return_settings_approval_check', sql`${t.approval} in (${inList(RETURN_APPROVALS)})`),
    check('return_settings_logo_check', sql`(${t.logo} is null) = (${t.logoType} is null)`),
  ],
);

/** A return request: the customer's withdrawal from the contract for (part of) an order of the shop. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: identity(),
    /** The shop. */
    customerId: owner(),
    /** The original order, when it went through Curiero (null: typed in, for a shop that accepts those). */
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order as the customer knows it: the shop's reference, or our order number. */
    orderReference: text('order_reference').notNull(),
    orderAwb: text('order_awb'),
    orderDeliveredAt: at('order_delivered_at'),
    /** The order was paid on delivery: the refund goes to `refund_iban`. */
    /** The order was placed with a test API key: its webhook events go to test endpoints only. */
    testMode: boolean('test_mode').notNull().default(false),
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(false),
    refundIban: text('refund_iban'),
    contact: jsonb('contact').$type<ReturnContact>().notNull(),
    items: jsonb('items').$type<ReturnItem[]>().notNull(),
    dropOffMethod: text('drop_off_method', { enum: RETURN_DROP_OFF_METHODS }).notNull(),
    carrierId: integer('carrier_id'),
    /** The withdrawal statement as the customer confirmed it (words, order, items, contact). */
    statement: jsonb('statement').$type<{ text: string } & Record<string, unknown>>().notNull(),
    /** One statement makes one request (a confirmation sent twice answers the first). */
    statementId: text('statement_id').notNull().unique(),
    statedAt: at('stated_at').notNull(),
    confirmedAt: at('confirmed_at').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    refusalReason: text('refusal_reason'),
    /** The return shipment: an order of the one pipeline, from the customer to the shop's return address. */
    returnOrderId: ref('return_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The signed-in customer who filed it (null: a guest), whose dashboard lists it. */
    filedByCustomerId: ref('filed_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** SHA-256 of the guest's access token (the signed link of the acknowledgement mail). */
    accessTokenHash: text('access_token_hash').notNull(),
    /** Lower case, without diacritics: reference, AWB, name, e-mail, phone (the inbox's text search). */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The inbox, newest first, with or without a status, read from the index.
    index('return_requests_customer_idx').on(t.customerId, t.id),
    index('return_requests_customer_status_idx').on(t.customerId, t.status, t.id),
    index('return_requests_customer_created_idx').on(t.customerId, t.createdAt),
    // One active return per order of a shop (typed-in orders by their reference).
    uniqueIndex('return_requests_active_unique')
      .on(t.customerId, sql`lower(${t.orderReference})`)
      .where(sql`${t.status} in (${inList(ACTIVE_RETURN_STATUSES)})`),
    index('return_requests_order_idx').on(t.orderId),
    uniqueIndex('return_requests_return_order_idx').on(t.returnOrderId),
    index('return_requests_filed_by_idx').on(t.filedByCustomerId, t.id).where(sql`${t.filedByCustomerId} is not null`),
    check('return_requests_status_check', sql`${t.status} in (${inList(RETURN_STATUSES)})`),
    check('return_requests_drop_off_check', sql`${t.dropOffMethod} in (${inList(RETURN_DROP_OFF_METHODS)})`),
  ],
);

/** Every status a request went through, with who moved it and why. */
export const returnStatusHistory = pgTable(
  'return_status_history',
  {
    id: identity(),
    returnId: ref('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    customerId: owner(),
    fromStatus: text('from_status', { enum: RETURN_STATUSES }),
    toStatus: text('to_status', { enum: RETURN_STATUSES }).notNull(),
    event: text('event').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('return_status_history_return_idx').on(t.returnId, t.id)],
);

/** The customer's photos of a request (visible to the shop only). */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: identity(),
    returnId: ref('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    customerId: owner(),
    contentType: text('content_type', { enum: IMAGE_TYPES }).notNull(),
    size: integer('size').notNull(),
    data: bytes('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId, t.id), check('return_photos_type_check', sql`${t.contentType} in (${inList(IMAGE_TYPES)})`)],
);
