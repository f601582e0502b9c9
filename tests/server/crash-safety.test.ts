// Crash safety with two compiled server processes over one PostgreSQL database: while 100 orders are
// being created and paid (guests and customers by card through the test gateway, customers from
// their wallet), one process is killed with SIGKILL and started again. A client whose request died
// retries it with the same Idempotency-Key against the other process, as the app does. Afterwards:
// every order exists once and is whole, no payment was captured twice, every paid order has its AWB
// (or its money back), wallets were debited once per order, and every confirmation e-mail was sent
// exactly once (counted in the outbox both processes write to).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, registration, uniqueEmail } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { card, orderBody, uniqueGuest } from './helpers/orders.ts';
import { callApi, startPair, type Answer, type ProcessPair, type ServerProcess } from './helpers/processes.ts';

const postgres = testDatabases().filter((backend) => backend.name === 'postgres');
const ORDERS = 100;

type Kind = 'guest-card' | 'customer-card' | 'wallet';

interface Planned {
  kind: Kind;
  key: string;
  body: Record<string, unknown>;
  token?: string;
  ip: string;
}

describe.each(postgres)('a process killed while orders are paid, on $name', (backend) => {
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;
  let dataDir: string;
  const rows = <T>(query: ReturnType<typeof sql>) => pair.rows<T>(query);

  beforeAll(async () => {
    pair = await startPair(backend, 'crash', { JOBS_POLL_INTERVAL_MS: '200', TRACKING_POLL_INTERVAL_SECONDS: '0', TRUST_PROXY: '127.0.0.1' });
    ({ a, b, dataDir } = pair);
  }, 180_000);
  afterAll(async () => pair?.stop());

  it('loses nothing and does nothing twice', async () => {
    // Four customers with money in their wallets.
    const customers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const registered = await callApi(b.base, 'POST', 'auth/register', { body: registration({ email: uniqueEmail('crash') }), headers: { 'x-forwarded-for': `10.9.0.${i + 1}` } });
      expect(registered.status).toBe(201);
      const token = registered.body.access_token as string;
      const topUp = await callApi(b.base, 'POST', 'wallet/top-up', { token, key: randomUUID(), body: { amount_bani: 500_000, card: card() } });
      expect(topUp.status, JSON.stringify(topUp.body)).toBeLessThan(300);
      customers.push(token);
    }
    const plan: Planned[] = Array.from({ length: ORDERS }, (_, i) => {
      const kind: Kind = i % 4 === 0 ? 'wallet' : i % 4 === 1 ? 'customer-card' : 'guest-card';
      const ip = `10.8.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const token = kind === 'guest-card' ? undefined : customers[i % customers.length];
      const body = orderBody({
        ...(kind === 'guest-card' ? { email: uniqueGuest() } : {}),
        payment: kind === 'wallet' ? { method: 'wallet' } : { method: 'card', card: card() },
      });
      return { kind, key: randomUUID(), body, token, ip };
    });

    // The client: its request goes to one process; a dead connection or a request still in
    // progress is retried with the same key against the process that is up.
    let retried = 0;
    const place = async (order: Planned, first: ServerProcess): Promise<Answer> => {
      let target = first;
      for (let attempt = 0; attempt < 60; attempt++) {
        try {
          const answer = await callApi(target.base, 'POST', 'orders', { body: order.body, token: order.token, key: order.key, headers: { 'x-forwarded-for': order.ip } });
          if (answer.status !== 409 && answer.status < 500) return answer;
        } catch {
          // The process died under the request.
        }
        retried += 1;
        target = target === a ? b : a;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`order ${order.key} got no answer`);
    };

    let started = 0;
    let killed = false;
    const answers: Answer[] = [];
    const queue = [...plan.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [i, order] = next;
        started += 1;
        if (started === 35 && !killed) {
          killed = true;
          // In the middle of the run, with requests in flight on A: no shutdown, no cleanup.
          setTimeout(() => {
            void a.kill('SIGKILL').then(() => setTimeout(() => void a.restart(), 1_500));
          }, 50);
        }
        answers[i] = await place(order, i % 2 ? a : b);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(killed).toBe(true);
    for (const answer of answers) expect([201, 202], JSON.stringify(answer.body)).toContain(answer.status);

    // Bookings and mails the dead process left are taken over (leases run out in 30 s): every paid
    // order has its AWB within a minute.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await rows<{ n: number }>(sql`
        select count(*)::int as n from jobs where kind in ('order.book', 'mail', 'payment.refund') and state in ('queued', 'running')`);
      const [unbooked] = await rows<{ n: number }>(sql`
        select count(*)::int as n from orders o join payments p on p.order_id = o.id
        where p.status = 'succeeded' and o.awb is null and o.status <> 'cancelled'`);
      if (left?.n === 0 && unbooked?.n === 0) break;
      expect(Date.now() < deadline, `still waiting: ${left?.n} jobs, ${unbooked?.n} paid orders without AWB\n${a.output()}${b.output()}`).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    // One order per key, each with exactly one payment.
    const orders = await rows<{ id: number; number: string; status: string; awb: string | null; payments: number; succeeded: number; refunded: number }>(sql`
      select o.id, o.number, o.status, o.awb,
        count(p.id)::int as payments,
        count(p.id) filter (where p.status = 'succeeded')::int as succeeded,
        count(p.id) filter (where p.status = 'refunded')::int as refunded
      from orders o left join payments p on p.order_id = o.id
      group by o.id order by o.id`);
    expect(orders.length).toBe(ORDERS);
    for (const order of orders) {
      expect(order.payments, order.number).toBe(1);
      // Paid: booked with its AWB, or refunded; nothing half-way.
      if (order.succeeded) expect(order.awb, order.number).not.toBeNull();
      else expect(order.refunded || order.status === 'payment_failed', `${order.number} ${order.status}`).toBeTruthy();
    }
    // No payment captured twice at the gateway: one gateway payment per payment of ours.
    const [captured] = await rows<{ ours: number; gateway: number; distinct_refs: number }>(sql`
      select (select count(*)::int from payments where method = 'card') as ours,
             (select count(*)::int from test_gateway_payments) as gateway,
             (select count(distinct reference)::int from test_gateway_payments) as distinct_refs`);
    expect(captured?.gateway).toBe(captured?.distinct_refs);
    expect(captured?.gateway).toBe(captured?.ours);
    // Each wallet debited once per wallet order.
    const [wallet] = await rows<{ debits: number; orders: number }>(sql`
      select (select count(*)::int from wallet_ledger where kind = 'order') as debits,
             (select count(*)::int from payments where method = 'wallet') as orders`);
    expect(wallet?.debits).toBe(wallet?.orders);
    expect(wallet?.orders).toBe(plan.filter((p) => p.kind === 'wallet').length);
    // Every booked order's confirmation mail, exactly once.
    const mails = outbox(dataDir).map((m) => ({ ...m, messageId: /^Message-ID: (.*)$/im.exec(m.raw)?.[1] ?? m.file }));
    for (const order of orders.filter((o) => o.awb)) {
      const confirmations = mails.filter((m) => m.text.includes(order.number) && m.text.includes(order.awb!));
      expect(confirmations.length, order.number).toBe(1);
    }
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    // What the crash left to take over (printed for the record, the assertions above are the test).
    const [takenOver] = await rows<{ jobs: number; retried: number }>(sql`
      select count(*) filter (where attempts > 1)::int as jobs, count(*)::int as retried from jobs where kind in ('order.book', 'mail')`);
    console.info(`crash run: ${orders.length} orders, ${retried} requests retried by the client, ${takenOver?.jobs ?? 0} of ${takenOver?.retried ?? 0} booking/mail jobs run more than once`);
  }, 300_000);
});
