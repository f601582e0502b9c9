// The Idempotency-Key of every create (drizzle pg-core), re-exported by schema.ts; the rules are in
// services/idempotency/ (Stripe's: https://docs.stripe.com/api/idempotent_requests). A key is unique
// per scope, the owner and the door (`customer:<id>` and `guest:<e-mail>` in the app, `api:<id>` on
// the public API); it remembers the request it was first used for (method, path, hash of the canonical
// JSON body), the row that request created (`resource_id`, the point a retry resumes from) and, once
// done, the first answer, replayed to every retry. Forgotten 24 hours after `created_at`.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const IDEMPOTENCY_STATES = ['in_progress', 'done'] as const;
export type IdempotencyState = (typeof IDEMPOTENCY_STATES)[number];

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the body with its keys sorted (a card sent by mistake is never hashed). */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('in_progress'),
    /** The row the first request created (an order's id, a payment's id): a retry resumes from it. */
    resourceId: text('resource_id'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    /** The lease of the request processing it: untouched for IDEMPOTENCY.leaseMs, a retry takes it over. */
    lockedAt: at('locked_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_scope_key_unique').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress', 'done')`),
  ],
);
