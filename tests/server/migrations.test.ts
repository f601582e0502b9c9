import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { DEFAULT_MIGRATIONS_DIR, migrate, MigrationError } from '../../server/db/migrate.ts';
import type { AppDb } from '../../server/db/client.ts';
import { tempDir } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const ALL_TAGS = ['0000_init', '0001_accounts', '0002_reference_data', '0003_orders', '0004_tracking', '0005_job_indexes', '0006_push', '0007_forms', '0008_jobs', '0009_shops', '0010_carriers', '0011_payments_invoices', '0012_issue30', '0013_issue31', '0014_job-lanes', '0015_lists', '0016_api-key-changes', '0017_list-versions', '0018_account-lists', '0019_returns', '0020_return-order', '0021_return-refunds', '0022_return-api-mode', '0023_batches', '0024_invoice-ledger'];
const ALL_TABLES = [
  'addresses',
  'admins',
  'api_keys',
  'auth_links',
  'auth_sessions',
  'batch_mappings',
  'batch_orders',
  'batches',
  'chat_messages',
  'counties',
  'countries',
  'customer_identities',
  'customers',
  'device_tokens',
  'error_reports',
  'external_tracking',
  'fixed_locations',
  'form_submissions',
  'idempotency_keys',
  'impersonation_codes',
  'invoice_series',
  'invoices',
  'jobs',
  'localities',
  'oauth_states',
  'order_counts',
  'order_list_versions',
  'orders',
  'payment_refunds',
  'payment_webhook_events',
  'payments',
  'payouts',
  'postal_codes',
  'push_deliveries',
  'push_subscriptions',
  'rate_limits',
  'reference_data',
  'refresh_tokens',
  'repayments',
  'return_photos',
  'return_refunds',
  'return_requests',
  'return_settings',
  'return_status_history',
  'reweigh_charges',
  'schema_migrations',
  'server_secrets',
  'shipment_events',
  'shipments',
  'streets',
  'test_balance_ledger',
  'test_gateway_payments',
  'wallet_ledger',
  'webhook_deliveries',
  'webhook_endpoints',
];

async function tables(db: AppDb): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

async function appliedTags(db: AppDb): Promise<string[]> {
  const result = await db.execute(sql`select tag from schema_migrations order by tag`);
  return (result as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}

/** A migrations folder in drizzle-kit's layout: the real 0000 plus the given extra files. */
function migrationsFolder(extra: Record<string, string>): string {
  const dir = tempDir('migrations');
  mkdirSync(join(dir, 'meta'));
  cpSync(join(DEFAULT_MIGRATIONS_DIR, '0000_init.sql'), join(dir, '0000_init.sql'));
  const tags = ['0000_init', ...Object.keys(extra)];
  for (const [tag, text] of Object.entries(extra)) writeFileSync(join(dir, `${tag}.sql`), text);
  const entries = tags.map((tag, idx) => ({ idx, version: '7', when: idx, tag, breakpoints: true }));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  return dir;
}

describe.each(testDatabases())('migrations on $name', (backend) => {
  let current: TestDatabase | undefined;
  const fresh = async () => (current = await backend.create());
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });

  it('creates the tables on a fresh database, and a second run is a no-op', async () => {
    const { database } = await fresh();
    expect(await migrate(database.db)).toEqual(ALL_TAGS);
    expect(await tables(database.db)).toEqual(ALL_TABLES);
    expect(await migrate(database.db)).toEqual([]);
    expect(await appliedTags(database.db)).toEqual(ALL_TAGS);
  });

  it('rolls the whole batch back when one migration fails, naming the file', async () => {
    const { database } = await fresh();
    const db = database.db;
    await migrate(db, migrationsFolder({}));
    const dir = migrationsFolder({
      '0001_parcels': 'CREATE TABLE "parcels" ("id" serial PRIMARY KEY);\n--> statement-breakpoint\nINSERT INTO "parcels" DEFAULT VALUES;',
      '0002_broken': 'CREATE TABLE "labels" ("id" serial PRIMARY KEY);\n--> statement-breakpoint\nALTER TABLE "nope" ADD COLUMN "x" int;',
    });
    await db.execute(sql`insert into chat_messages (email, message) values ('a@b.ro', 'păstrat')`);

    const error = await migrate(db, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).file).toBe('0002_broken.sql');
    expect((error as MigrationError).message).toMatch(/^Migration 0002_broken\.sql failed: .*"nope"/);

    expect(await tables(db)).toEqual(['chat_messages', 'error_reports', 'schema_migrations']);
    expect(await appliedTags(db)).toEqual(['0000_init']);
    const kept = await db.execute(sql`select message from chat_messages`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ message: 'păstrat' }]);
  });

  it('refuses a migration whose file changed after it was applied', async () => {
    const { database } = await fresh();
    const dir = migrationsFolder({ '0001_a': 'CREATE TABLE "a" ("id" int);' });
    await migrate(database.db, dir);
    writeFileSync(join(dir, '0001_a.sql'), 'CREATE TABLE "a" ("id" bigint);');
    await expect(migrate(database.db, dir)).rejects.toThrow(/0001_a\.sql failed: the file changed/);
  });

  // Several processes share one database only with PostgreSQL (PGlite is one process's file),
  // so the test exists only in the PostgreSQL suite rather than showing as skipped.
  if (backend.name === 'postgres') it('applies once when several processes start together', async () => {
    const { url } = await fresh();
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: '', databaseUrl: url })));
    try {
      const results = await Promise.all(others.map((other) => migrate(other.db)));
      expect(results.flat()).toEqual(ALL_TAGS);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});
