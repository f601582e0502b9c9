// A batch is paid at most once, whatever races (issue #34): two apps (two server processes' worth
// of state: nothing is kept per process) on one PostgreSQL database take the same request at the
// same moment: with the same Idempotency-Key one batch is made and the wallet debited once; with two
// keys and the same file, the second is warned about the first; two batches that together exceed
// the balance: one is paid, the other refused, and the balance never goes below zero. Needs
// PostgreSQL (TEST_DATABASE_URL): PGlite is one connection.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, query, type AuthHarness } from './helpers/auth.ts';
import { createBatch, createBody, rows, sha, shop, type Shop } from './helpers/batches.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, newKey } from './helpers/orders.ts';

const ROW_TOTAL = 2501;
const postgres = testDatabases().filter((backend) => backend.name === 'postgres');

describe.each(postgres)('batches raced over two apps on $name', (backend) => {
  let h: AuthHarness;
  let other: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    other = await h.newApp();
  });
  afterAll(async () => h?.close());

  const debits = async (s: Shop) =>
    query<{ amount_bani: number }>(h.db, sql`select l.amount_bani from wallet_ledger l join customers c on c.id = l.customer_id where c.email = ${s.who.customer.email} and l.kind = 'order'`);
  const batchesOf = async (s: Shop) => query<{ n: number }>(h.db, sql`select count(*)::int as n from batches b join customers c on c.id = b.customer_id where c.email = ${s.who.customer.email}`);
  const balance = async (s: Shop) => (await api(h.app, 'GET', 'wallet', { token: s.token })).json().data.balance_bani as number;

  it('makes one batch and one debit for one key sent to both at once', async () => {
    const s = await shop(h.app, 20_000);
    const body = createBody(s, rows(4));
    const key = newKey();
    const answers = await Promise.all([createBatch(h.app, s, body, key), createBatch(other, s, body, key)]);
    const ok = answers.filter((a) => a.statusCode === 201);
    // The loser either gets the first answer again or is told the request is still running.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(new Set(ok.map((a) => a.json().data.batch.id)).size).toBe(1);
    expect((await batchesOf(s))[0]?.n).toBe(1);
    expect(await debits(s)).toEqual([{ amount_bani: -4 * ROW_TOTAL }]);
  });

  it('warns the second of two keys sending the same file at once', async () => {
    const s = await shop(h.app, 20_000);
    const file = sha('același fișier');
    const answers = await Promise.all([createBatch(h.app, s, createBody(s, rows(2), { file_sha256: file })), createBatch(other, s, createBody(s, rows(2), { file_sha256: file }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().reason).toBe('duplicate_file');
    expect(await debits(s)).toHaveLength(1);
  });

  it('never spends more than the balance on two batches raced', async () => {
    const s = await shop(h.app, 3 * ROW_TOTAL);
    const answers = await Promise.all([createBatch(h.app, s, createBody(s, rows(2))), createBatch(other, s, createBody(s, rows(2, 10)))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)?.json().reason).toBe('insufficient_funds');
    expect(await balance(s)).toBe(ROW_TOTAL);
    expect((await batchesOf(s))[0]?.n).toBe(1);
  });
});
