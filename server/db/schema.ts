// Database schema (drizzle pg-core). Migrations are generated from this file by `npm run db:generate`
// (drizzle-kit) into server/db/migrations/ and applied at start by server/db/migrate.ts.
// Never edit a generated migration that has shipped: change this file and generate a new one.
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
