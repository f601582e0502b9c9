// The push-notification tables (drizzle pg-core), re-exported by schema.ts: the devices that may
// receive notifications (an FCM registration token, its anonymous device id and, once someone signs
// in on it, its customer), the parcels each device follows, and the durable send queue. A delivery
// is one message to one device for one tracking event: unique per (device, event), so hearing the
// same status change twice never sends it twice. Rows go with their device (on delete cascade).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';
import { shipmentEvents, shipments } from './schema-shipments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const ref = (name: string) => bigint(name, { mode: 'number' });
const identity = () => ref('id').primaryKey().generatedAlwaysAsIdentity();

export const PUSH_PLATFORMS = ['web'] as const;
export const PUSH_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/** What a delivery sends: an FCM v1 message without its `token` (the device's is added when sending). */
export interface PushPayload {
  notification: { title: string; body: string };
  /** FCM wants strings only. */
  data: Record<string, string>;
  webpush: {
    notification: Record<string, string>;
    fcm_options?: { link: string };
  };
}

/** A device that may receive notifications: guests by `anon_id`, customers by `customer_id` as well. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: identity(),
    /** The FCM registration token. */
    token: text('token').notNull().unique(),
    platform: text('platform', { enum: PUSH_PLATFORMS }).notNull(),
    /** The app's random id of the browser: the same device after its session ended. */
    anonId: text('anon_id').notNull(),
    deviceName: text('device_name').notNull().default(''),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('device_tokens_customer_idx').on(t.customerId), check('device_tokens_platform_check', sql`${t.platform} in ('web')`)],
);

/** A parcel a device follows, until it reaches a final status. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    deviceTokenId: ref('device_token_id')
      .notNull()
      .references(() => deviceTokens.id, { onDelete: 'cascade' }),
    awb: text('awb')
      .notNull()
      .references(() => shipments.awb, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.deviceTokenId, t.awb] }), index('push_subscriptions_awb_idx').on(t.awb)],
);

/** The send queue: claimed with a lease (services/push/queue.ts), retried with backoff, kept a while once done. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: identity(),
    deviceTokenId: ref('device_token_id')
      .notNull()
      .references(() => deviceTokens.id, { onDelete: 'cascade' }),
    awb: text('awb').notNull(),
    /** The latest tracking event of the change announced (the durable cursor of status-events.ts). */
    eventId: ref('event_id')
      .notNull()
      .references(() => shipmentEvents.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** Attempts started (counted when claimed, so a process dying mid-send still counts). */
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; while claimed, the end of the lease. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    status: text('status', { enum: PUSH_DELIVERY_STATUSES }).notNull().default('pending'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    unique('push_deliveries_device_event_unique').on(t.deviceTokenId, t.eventId),
    index('push_deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('push_deliveries_pending_awb_idx').on(t.awb).where(sql`${t.status} = 'pending'`),
    check('push_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
