// Every table of the drizzle schema has its place on a distributed PostgreSQL (README "Scaling out"):
// distributed by account (the customer's id in a column of its own), reached through a parent of an
// account (to get the column before it is distributed), replicated to every node (reference data),
// or global. A new table in none of the lists fails here, asking to be classified (here and in the
// README, which names every table); a table distributed by account keeps its account column, not
// null unless guests' rows are listed, and it points at customers.
import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';

/** Distributed by account: the table's column holding the customer's id (customers: its own id). */
const ACCOUNT_TABLES: Record<string, string> = {
  customers: 'id',
  customer_identities: 'customer_id',
  auth_sessions: 'customer_id',
  auth_links: 'customer_id',
  impersonation_codes: 'customer_id',
  orders: 'customer_id',
  order_counts: 'customer_id',
  order_list_versions: 'customer_id',
  payments: 'customer_id',
  wallet_ledger: 'customer_id',
  test_balance_ledger: 'customer_id',
  reweigh_charges: 'customer_id',
  invoices: 'customer_id',
  api_keys: 'customer_id',
  addresses: 'customer_id',
  payouts: 'customer_id',
  repayments: 'customer_id',
  webhook_endpoints: 'customer_id',
  webhook_deliveries: 'customer_id',
  return_settings: 'customer_id',
  return_requests: 'customer_id',
  return_status_history: 'customer_id',
  return_photos: 'customer_id',
  return_refunds: 'customer_id',
  batches: 'customer_id',
  batch_mappings: 'customer_id',
};

/** Account tables whose account column is null for a guest's row (README: guests' rows). */
const GUEST_ROWS = new Set(['orders', 'payments', 'invoices']);

/**
 * An account's rows that reach their account through a parent (the table their foreign key names):
 * they get the account column, filled from the parent, before they are distributed.
 */
const ACCOUNT_CHILD_TABLES: Record<string, string> = {
  refresh_tokens: 'auth_sessions',
  payment_refunds: 'payments',
  shipments: 'orders',
  shipment_events: 'shipments',
  batch_orders: 'batches',
};

/** Replicated to every node (Citus reference tables): small, rarely written (the reference-data loader, the locker sync, admins). */
const REFERENCE_TABLES = new Set(['reference_data', 'countries', 'counties', 'localities', 'postal_codes', 'streets', 'fixed_locations', 'admins']);

/** Not an account's: kept on the coordinator (Citus local tables). */
const GLOBAL_TABLES = new Set([
  'oauth_states',
  'idempotency_keys',
  'jobs',
  'invoice_series',
  'payment_webhook_events',
  'test_gateway_payments',
  'external_tracking',
  'device_tokens',
  'push_subscriptions',
  'push_deliveries',
  'form_submissions',
  'chat_messages',
  'error_reports',
  'rate_limits',
  'server_secrets',
]);

const tables = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value)] : []));
const byName = new Map(tables.map((table) => [table.name, table]));

describe('schema distribution (README "Scaling out")', () => {
  it('places every table in exactly one list', () => {
    const lists = [Object.keys(ACCOUNT_TABLES), Object.keys(ACCOUNT_CHILD_TABLES), [...REFERENCE_TABLES], [...GLOBAL_TABLES]];
    const unclassified = tables.map((table) => table.name).filter((name) => !lists.some((list) => list.includes(name)));
    expect(
      unclassified,
      `classify each new table in tests/server/schema-distribution.test.ts (an account's: with its customer_id column; ` +
        `or an account's through its parent, reference data, global) and in README "Scaling out": ${unclassified.join(', ')}`,
    ).toEqual([]);
    const twice = lists.flat().filter((name, index, all) => all.indexOf(name) !== index);
    expect(twice, 'a table in two lists').toEqual([]);
    const gone = lists.flat().filter((name) => !byName.has(name));
    expect(gone, 'listed but no longer in the schema: take it out of the lists and of README "Scaling out"').toEqual([]);
    expect(tables.length).toBeGreaterThan(40);
  });

  it('gives every account table its account column, pointing at customers', () => {
    const problems: string[] = [];
    for (const [name, column] of Object.entries(ACCOUNT_TABLES)) {
      const table = byName.get(name);
      if (!table) continue;
      const found = table.columns.find((candidate) => candidate.name === column);
      if (!found) {
        problems.push(`${name} has no ${column} column (the account it belongs to)`);
        continue;
      }
      if (found.getSQLType() !== 'bigint') problems.push(`${name}.${column} is ${found.getSQLType()}, not bigint as customers.id`);
      if (!found.notNull && !GUEST_ROWS.has(name)) problems.push(`${name}.${column} may be null: only guests' rows (GUEST_ROWS) may lack an account`);
      if (name === 'customers') continue;
      const pointsAtCustomers = table.foreignKeys.some((key) => {
        const reference = key.reference();
        return reference.columns.map((c) => c.name).join() === column && getTableConfig(reference.foreignTable).name === 'customers';
      });
      if (!pointsAtCustomers) problems.push(`${name}.${column} has no foreign key to customers.id`);
    }
    expect(problems).toEqual([]);
  });

  it('ties every child of an account to its parent by a foreign key', () => {
    const problems: string[] = [];
    for (const [name, parent] of Object.entries(ACCOUNT_CHILD_TABLES)) {
      const table = byName.get(name);
      if (!table) continue;
      if (!(parent in ACCOUNT_TABLES) && !(parent in ACCOUNT_CHILD_TABLES)) problems.push(`${name}'s parent ${parent} belongs to no account`);
      const tied = table.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === parent);
      if (!tied) problems.push(`${name} has no foreign key to ${parent}`);
      // Once it has the account column itself, it moves to ACCOUNT_TABLES.
      if (table.columns.some((column) => column.name === 'customer_id')) problems.push(`${name} has customer_id: move it to ACCOUNT_TABLES`);
    }
    expect(problems).toEqual([]);
  });

  it('names every table in README "Scaling out"', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Scaling out'), readme.indexOf('\n## ', readme.indexOf('## Scaling out') + 1));
    expect(section.length).toBeGreaterThan(1000);
    expect(tables.map((table) => table.name).filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });

  it('keeps reference tables free of account data', () => {
    const problems = [...REFERENCE_TABLES].filter((name) => byName.get(name)?.columns.some((column) => column.name === 'customer_id'));
    expect(problems, 'a reference table with customer_id: it is an account table').toEqual([]);
  });
});
