// Database schema (drizzle pg-core), one file per group of tables, gathered here: the app's drizzle
// instance (client.ts) and drizzle-kit read this file. Migrations are generated from it by
// `npm run db:generate` (drizzle-kit) into server/db/migrations/ and applied at start by
// server/db/migrate.ts. Never edit a generated migration that has shipped: change the schema files
// and generate a new one. The schema files import each other's tables directly, never this file.
export * from './schema-site.ts';
export * from './schema-accounts.ts';
export * from './schema-locations.ts';
export * from './schema-orders.ts';
export * from './schema-order-lists.ts';
export * from './schema-shipments.ts';
export * from './schema-push.ts';
export * from './schema-forms.ts';
export * from './schema-jobs.ts';
export * from './schema-shops.ts';
export * from './schema-invoices.ts';
export * from './schema-reweighs.ts';
export * from './schema-idempotency.ts';
export * from './schema-returns.ts';
export * from './schema-return-refunds.ts';
export * from './schema-batches.ts';
