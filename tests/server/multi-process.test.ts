// Two real server processes (the compiled server, as `npm run serve` runs it) over one PostgreSQL
// database: nothing is kept per process. A session made on one works on the other; the login limit
// and the AWB lookup limit trigger after the same number of attempts spread over both as on one;
// every promised job runs exactly once; a schedule runs once per interval whatever the number of
// processes; a test key's orders spread over both never spend past the test balance nor touch the
// wallet. Needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process's embedded database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../server/services/rate-limit.ts';
import { outbox, PASSWORD, registration, uniqueEmail } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { callApi, startPair, type ProcessPair, type ServerProcess } from './helpers/processes.ts';
import { publicOrderBody } from './helpers/public-api.ts';

const postgres = testDatabases().filter((backend) => backend.name === 'postgres');
const LOOKUPS_PER_MINUTE = 200;

describe.each(postgres)('several server processes on $name', (backend) => {
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;
  let dataDir: string;
  const rows = <T>(query: ReturnType<typeof sql>) => pair.rows<T>(query);

  beforeAll(async () => {
    pair = await startPair(backend, 'multi', {
      JOBS_POLL_INTERVAL_MS: '100',
      TRACKING_POLL_INTERVAL_SECONDS: '2',
      TRACKING_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
    });
    ({ a, b, dataDir } = pair);
  }, 180_000);
  afterAll(async () => pair?.stop());

  it('keeps a session made on one process valid on the other, through a refresh', async () => {
    const registered = await callApi(a.base, 'POST', 'auth/register', { body: registration() });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const { access_token: access, refresh_token: refresh } = registered.body as { access_token: string; refresh_token: string };
    expect((await callApi(b.base, 'GET', 'customer/profile', { token: access })).status).toBe(200);
    const refreshed = await callApi(b.base, 'POST', 'auth/refresh', { body: { refresh_token: refresh } });
    expect(refreshed.status).toBe(200);
    expect((await callApi(a.base, 'GET', 'customer/profile', { token: refreshed.body.access_token as string })).status).toBe(200);
  });

  it('refuses wrong passwords after the same number of attempts spread over both as on one', async () => {
    const email = uniqueEmail('limit');
    expect((await callApi(a.base, 'POST', 'auth/register', { body: registration({ email }) })).status).toBe(201);
    const max = LIMITS.loginFailuresPerAccountAndIp.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const target = i % 2 === 0 ? a : b;
      statuses.push((await callApi(target.base, 'POST', 'auth/login', { body: { email, password: `${PASSWORD}-gresita` } })).status);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
  });

  it('shares the AWB lookup limit of an address between the processes', async () => {
    const awbs = (n: number) => Array.from({ length: 50 }, (_, i) => `90000${String(n * 100 + i).padStart(5, '0')}`);
    const statuses: number[] = [];
    for (let n = 0; n <= LOOKUPS_PER_MINUTE / 50; n++) {
      const target = n % 2 === 0 ? a : b;
      statuses.push((await callApi(target.base, 'POST', 'orders/track-by-awb', { body: { awb_list: awbs(n) } })).status);
    }
    // 4 × 50 AWBs fit in the minute, whichever process counted them; the fifth request does not.
    expect(statuses.slice(0, LOOKUPS_PER_MINUTE / 50).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sends every promised mail exactly once, whichever process runs the job', async () => {
    // 15: the register limit of one address (LIMITS.registerPerIp) leaves room after the tests above.
    const emails = Array.from({ length: 15 }, () => uniqueEmail('once'));
    const answers = await Promise.all(emails.map((email, i) => callApi(i % 2 ? a.base : b.base, 'POST', 'auth/register', { body: registration({ email }) })));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from jobs where kind = 'mail' and state <> 'done'`);
      if (left?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mails = outbox(dataDir)
      .map((m) => ({ to: /^To: (.*)$/m.exec(m.raw)?.[1]?.trim() ?? '', messageId: /^Message-ID: (.*)$/im.exec(m.raw)?.[1] ?? m.file }))
      .filter((m) => emails.includes(m.to));
    expect(mails.length).toBe(15);
    expect(new Set(mails.map((m) => m.to)).size).toBe(15);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(15);
    const ran = await rows<{ attempts: number }>(sql`select attempts from jobs where kind = 'mail' and payload->>'template' = 'verify_email'`);
    expect(ran.every((r) => r.attempts === 1)).toBe(true);
  });

  it('never spends past the test balance with a test key’s orders spread over both, and touches no wallet', async () => {
    const registered = await callApi(a.base, 'POST', 'auth/register', { body: registration() });
    const token = registered.body.access_token as string;
    const customerId = (registered.body.customer as { id: number }).id;
    const key = await callApi(b.base, 'POST', 'api-keys', { token, body: { name: 'Magazin test', scope: 'read_write', mode: 'test' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const apiKey = (key.body.data as { key: string }).key;
    const billing = await callApi(a.base, 'POST', 'addresses', {
      token,
      body: { kind: 'billing', address_type: 'individual', locality_id: 54984, contact: 'Ana Popescu', phone: '0722123456', email: 'ana@exemplu.ro', street_name: 'Memorandumului', street_no: '28' },
    });
    const order = (on: ServerProcess) =>
      fetch(`${on.base}/api/public/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(publicOrderBody((billing.body.data as { id: number }).id)),
      });
    // 100 lei of test money; a first order gives the price of each (more than 100/9 lei: fewer than 8 fit after it).
    expect((await callApi(a.base, 'POST', 'wallet/test-balance/top-up', { token, body: { amount_bani: 10_000 } })).status).toBe(201);
    const first = await order(a);
    expect(first.status).toBe(201);
    const each = Math.round(((await first.json()) as { data: { price: { total: number } } }).data.price.total * 100);
    expect(each).toBeGreaterThan(1112);
    const left = 10_000 - each;
    const fit = Math.floor(left / each);
    // Eight at once over both processes: exactly as many as the balance pays for get through.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => order(i % 2 ? b : a)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(fit);
    expect(statuses.filter((s) => s === 402)).toHaveLength(8 - fit);
    expect((await callApi(b.base, 'GET', 'wallet/test-balance', { token })).body.data).toMatchObject({ balance_bani: left - fit * each });
    expect(await rows(sql`select id from wallet_ledger where customer_id = ${customerId}`)).toEqual([]);
    expect(await rows(sql`select id from invoices where customer_id = ${customerId}`)).toEqual([]);
  });

  it('runs the tracking poll once per interval across both processes', async () => {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const polls = await rows<{ key: string; state: string; attempts: number }>(
      sql`select key, state, attempts from jobs where kind = 'tracking.poll' and created_at >= to_timestamp(${started / 1000}) order by key`,
    );
    // One job per 2-second interval (3 or 4 in 7 s), each run once: not one per process.
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(polls.length).toBeLessThanOrEqual(4);
    expect(new Set(polls.map((p) => p.key)).size).toBe(polls.length);
    expect(polls.filter((p) => p.state === 'done').every((p) => p.attempts === 1)).toBe(true);
  }, 20_000);
});
