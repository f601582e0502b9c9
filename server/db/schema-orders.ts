// The ordering tables (drizzle pg-core), re-exported by schema.ts so the app's drizzle instance and
// drizzle-kit see them: orders and their payments, the customer wallet (a signed ledger whose sum is
// the balance), the payment webhooks already handled, and the books of the local test card gateway
// (which stands in for a remote one); carrier bookings are in schema-shipments.ts. Money is always
// integer bani. Card data is never stored: only the brand and the last four digits.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const bani = (name: string) => integer(name);
const json = (name: string) => jsonb(name).$type<Record<string, unknown>>();
const ref = (name: string) => bigint(name, { mode: 'number' });
const identity = () => ref('id').primaryKey().generatedAlwaysAsIdentity();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** booking_failed: paid, but the carrier refused it for good (booking.ts): the money goes back. */
export const ORDER_STATUSES = ['awaiting_payment', 'payment_failed', 'paid', 'booked', 'booking_failed', 'picked_up', 'delivered', 'returned', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'refunded'] as const;
export const PAYMENT_METHODS = ['card', 'wallet'] as const;
export const PAYMENT_PURPOSES = ['order', 'top_up', 'batch'] as const;
/** 'top_up_refund': a top-up refunded at the processor takes its money back out of the wallet, even below zero (the customer owes it). */
export const LEDGER_KINDS = ['top_up', 'order', 'refund', 'reweigh', 'account_closing', 'top_up_refund'] as const;
/** The kinds that take money out of the wallet (the others put it in). */
export const LEDGER_DEBITS = ['order', 'reweigh', 'account_closing', 'top_up_refund'] as const;

/**
 * An order: the priced request, the offer it charges (`total_bani` is exactly the offer's total), the
 * contacts and billing. Its Idempotency-Key and first answer are in idempotency_keys (schema-idempotency.ts).
 */
export const orders = pgTable(
  'orders',
  {
    // By default, so the public number can be made from the id taken beforehand (nextval).
    id: ref('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    /** Null for a guest order until the owner of its e-mail adds it to their account (guest-orders.ts). */
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    carrierId: integer('carrier_id').notNull(),
    serviceId: integer('service_id').notNull(),
    priceRequest: json('price_request').notNull(),
    /** The Offer of src/shared/shipping.ts, with its itemised breakdown. */
    offer: json('offer').notNull(),
    totalBani: bani('total_bani').notNull(),
    currency: text('currency').notNull().default('RON'),
    codBani: bani('cod_bani').notNull().default(0),
    sender: json('sender').notNull(),
    recipient: json('recipient').notNull(),
    parcelContent: text('parcel_content').notNull(),
    billing: json('billing').notNull(),
    awb: text('awb'),
    /** Which door the order came through: the app, or the public API (with the key that placed it). */
    origin: text('origin', { enum: ['app', 'api'] }).notNull().default('app'),
    apiKeyId: ref('api_key_id'),
    /** Placed with a test API key: simulated carriers and the test payment path only. */
    testMode: boolean('test_mode').notNull().default(false),
    /** Calls made to the carrier to book it (booking.ts): after one that got no answer, the next first asks whether it was booked. */
    bookingAttempts: integer('booking_attempts').notNull().default(0),
    /** Why the carrier refused it, in Romanian (booking_failed). */
    bookingFailure: text('booking_failure'),
    /** A cancellation the carrier could not be told of yet: the job 'order.cancel' retries it (cancel-order.ts). */
    cancelRequestedAt: at('cancel_requested_at'),
    /** Why the carrier refused the last cancellation, in Romanian (null: none refused). */
    cancelRefusal: text('cancel_refusal'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    // A page of the account's orders, newest first (the app's list: both modes; an API key's: its mode), read from the index alone.
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_customer_mode_idx').on(t.customerId, t.testMode, t.id),
    index('orders_awb_idx').on(t.awb),
    // A shop's order by its own reference (the public API's extra.internal_identifier): the returns form's lookup.
    index('orders_shop_reference_idx').on(t.customerId, sql`(${t.priceRequest} -> 'extra' ->> 'internal_identifier')`),
    // The background job looks for paid orders to book, and interrupted bookings, every tick.
    index('orders_awaiting_booking_idx').on(t.status, t.updatedAt).where(sql`${t.awb} is null`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_total_check', sql`${t.totalBani} >= 0 and ${t.codBani} >= 0`),
  ],
);

/**
 * A charge: for an order (at most one per order, so a retried order can never be charged twice) or a
 * wallet top-up (idempotent per customer and Idempotency-Key: idempotency_keys). `failure_reason` is Romanian.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'batch': one payment for every order of a batch import (schema-batches.ts: batches.payment_id). */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amountBani: bani('amount_bani').notNull(),
    currency: text('currency').notNull().default('RON'),
    /** 'test' (the local gateway), 'http' (PAYMENT_GATEWAY_URL) or 'wallet'. */
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    redirectUrl: text('redirect_url'),
    returnPath: text('return_path'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    refundChannel: text('refund_channel', { enum: ['wallet', 'card'] }),
    refundReference: text('refund_reference'),
    refundFailure: text('refund_failure'),
    refundedAt: at('refunded_at'),
    /** The sum of the refunds that went through (payment_refunds); status refunded when it is the whole amount. */
    refundedBani: bani('refunded_bani').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_order_unique').on(t.orderId),
    unique('payments_gateway_reference_unique').on(t.gateway, t.gatewayReference),
    // The background job looks for abandoned 3-D Secure payments every tick.
    index('payments_requires_action_idx').on(t.updatedAt).where(sql`${t.status} = 'requires_action'`),
    check('payments_status_check', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_method_check', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check('payments_purpose_check', sql`${t.purpose} in (${inList(PAYMENT_PURPOSES)}) and (${t.purpose} <> 'order' or ${t.orderId} is not null)`),
    check('payments_amount_check', sql`${t.amountBani} > 0`),
    check('payments_refunded_check', sql`${t.refundedBani} >= 0 and ${t.refundedBani} <= ${t.amountBani}`),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Each refund of a payment, whole or partial, to the card (through the processor, keyed by this
 * row's id so a retry never pays out twice) or to the wallet (a ledger credit in the same
 * transaction). A pending card refund holds its amount: refunds never add up to more than was paid.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountBani: bani('amount_bani').notNull(),
    channel: text('channel', { enum: ['wallet', 'card'] }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** Why, in Romanian (shown to the customer and printed on the credit note). */
    reason: text('reason').notNull(),
    /** The processor's refund id, or `wallet:<ledger id>`. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt),
    check('payment_refunds_status_check', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check('payment_refunds_amount_check', sql`${t.amountBani} > 0`),
  ],
);

/**
 * The wallet: signed movements (credits > 0, debits < 0); the balance is their sum, also kept after
 * each movement. Writers lock the customer row first (services/payments/wallet.ts), so a debit never
 * takes the balance below zero, whatever the number of server processes; the check is the backstop.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: identity(),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    amountBani: bani('amount_bani').notNull(),
    balanceAfterBani: bani('balance_after_bani').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The order number (order, refund) or the payment id (top_up): one movement of a kind per reference. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wallet_ledger_kind_reference_unique').on(t.kind, t.reference),
    index('wallet_ledger_customer_idx').on(t.customerId, t.id),
    check('wallet_ledger_kind_check', sql`${t.kind} in (${inList(LEDGER_KINDS)})`),
    check('wallet_ledger_sign_check', sql`(${t.kind} in (${inList(LEDGER_DEBITS)})) = (${t.amountBani} < 0) and ${t.amountBani} <> 0`),
    // Only a debit the customer chose needs the money there; a balance below zero (a top-up refunded at the processor after it was spent) is paid back by the next credits.
    check('wallet_ledger_balance_check', sql`${t.balanceAfterBani} >= 0 or ${t.amountBani} > 0 or ${t.kind} = 'top_up_refund'`),
  ],
);

/** Webhook events already handled, by the gateway's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    payload: json('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/**
 * The local test card gateway's own books (it plays a remote service, so it keeps its state apart
 * from ours, in the database so that any server process can show its 3-D Secure page).
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').unique(),
    amountBani: bani('amount_bani').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_action', 'succeeded', 'failed', 'refunded'] }).notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    /** The merchant's reference (our payment id). */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url'),
    refundId: text('refund_id'),
    /** While requires_action: 'card' (the payment page waits for a card) or '3ds' (the bank's step). */
    stage: text('stage', { enum: ['card', '3ds'] }).notNull().default('card'),
    /** Refunded so far (partial refunds add up; the status becomes refunded when it reaches the amount). */
    refundedBani: bani('refunded_bani').notNull().default(0),
    payerEmail: text('payer_email'),
    /** After this the page no longer takes the payment (it fails as expired). */
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('test_gateway_payments_status_check', sql`${t.status} in ('requires_action', 'succeeded', 'failed', 'refunded')`),
    check('test_gateway_payments_refunded_check', sql`${t.refundedBani} >= 0 and ${t.refundedBani} <= ${t.amountBani}`),
  ],
);

/**
 * The test balance (test mode, as Stripe's): what orders placed with a test API key are paid from,
 * topped up freely from the dashboard (no card, no invoice). Its own ledger, shaped as the wallet's,
 * so test money is never counted in the wallet's balance nor mixed with its movements. Writers lock
 * the customer row first, as the wallet's do (services/payments/test-balance.ts).
 */
export const testBalanceLedger = pgTable(
  'test_balance_ledger',
  {
    id: identity(),
    customerId: ref('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    amountBani: bani('amount_bani').notNull(),
    balanceAfterBani: bani('balance_after_bani').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The test order's number (order, refund) or the top-up's id: one movement of a kind per reference. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('test_balance_ledger_kind_reference_unique').on(t.kind, t.reference),
    index('test_balance_ledger_customer_idx').on(t.customerId, t.id),
    check('test_balance_ledger_kind_check', sql`${t.kind} in (${inList(LEDGER_KINDS)})`),
    check('test_balance_ledger_sign_check', sql`(${t.kind} = 'order') = (${t.amountBani} < 0) and ${t.amountBani} <> 0`),
    check('test_balance_ledger_balance_check', sql`${t.balanceAfterBani} >= 0`),
  ],
);
