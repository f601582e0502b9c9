// The carrier-booking tables (drizzle pg-core), re-exported by schema.ts: a paid order's booking with
// the carrier (the AWB, its label and where the parcel is), its tracking events, and the AWBs not
// booked through Curiero as their carrier last answered. The rules are in services/orders/booking.ts
// and services/tracking/.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './schema-orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const json = (name: string) => jsonb(name).$type<Record<string, unknown>>();
const ref = (name: string) => bigint(name, { mode: 'number' });
const identity = () => ref('id').primaryKey().generatedAlwaysAsIdentity();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const SHIPMENT_STATUSES = [
  'registered',
  'picked_up',
  'in_transit',
  'at_depot',
  'out_for_delivery',
  'delivery_failed',
  'in_locker',
  'delivered',
  'returning',
  'returned',
  'cancelled',
] as const;

/** A booking with a carrier: the AWB, what the label shows, and where the parcel is (product status). */
export const shipments = pgTable(
  'shipments',
  {
    id: identity(),
    orderId: ref('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id').notNull(),
    awb: text('awb').notNull().unique(),
    /** 'simulated' (services/carriers/simulated-network.ts) or a real adapter's name. */
    network: text('network').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('registered'),
    carrierStatusCode: text('carrier_status_code').notNull(),
    label: json('label').notNull(),
    /** What the carrier needs besides the AWB to cancel or reprint it (GLS ParcelId, DPD parcel ids). */
    carrierRefs: jsonb('carrier_refs').$type<Record<string, string>>().notNull().default({}),
    bookedAt: at('booked_at').notNull(),
    pickedUpAt: at('picked_up_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    /** When the tracking poller should next ask the carrier (null once the status is final). */
    nextPollAt: at('next_poll_at').defaultNow(),
    /** Polls in a row that failed (carrier unreachable): the backoff grows with it. */
    pollFailures: integer('poll_failures').notNull().default(0),
    lastPolledAt: at('last_polled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_network_status_idx').on(t.network, t.status),
    index('shipments_next_poll_idx').on(t.nextPollAt).where(sql`${t.nextPollAt} is not null`),
    check('shipments_status_check', sql`${t.status} in (${inList(SHIPMENT_STATUSES)})`),
  ],
);

/** Tracking events in the carrier's own code and our status catalogue (for the tracking issue). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: identity(),
    awb: text('awb').notNull().references(() => shipments.awb, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id').notNull(),
    /** Position in the shipment's timeline: the same event is never recorded twice. */
    sequence: integer('sequence').notNull(),
    carrierStatusCode: text('carrier_status_code').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    description: text('description').notNull(),
    location: text('location'),
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('shipment_events_awb_sequence_unique').on(t.awb, t.sequence), index('shipment_events_awb_idx').on(t.awb, t.occurredAt)],
);

/**
 * AWBs not booked through Curiero, as their carrier answered when someone tracked them
 * (services/tracking/external.ts): kept briefly, so a page reloaded or a second process does not
 * ask the carrier again; `events` are TrackingEvents with statuses resolved.
 */
export const externalTracking = pgTable(
  'external_tracking',
  {
    carrierId: integer('carrier_id').notNull(),
    awb: text('awb').notNull(),
    /** Whether the carrier knows the AWB. */
    found: boolean('found').notNull(),
    events: jsonb('events').$type<Record<string, unknown>[]>().notNull(),
    checkedAt: at('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carrierId, t.awb] }), index('external_tracking_checked_idx').on(t.checkedAt)],
);
