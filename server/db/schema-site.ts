// The site's own small tables (drizzle pg-core), re-exported by schema.ts: chat messages, client error
// reports, the rate-limit counters shared by every process, and the values generated once per
// installation.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

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
