// Crash safety with two compiled server processes over one PostgreSQL database: while 100 orders are
// being created and paid (guests and customers by card on the test processor's hosted page, which
// either process serves, customers from their wallet), one process is killed with SIGKILL and started
// again. A client whose request died retries it with the same Idempotency-Key against the other
// process, as the app does; a browser whose page died opens it again on the other. Afterwards:
// every order exists once and is whole, no payment was captured twice, every paid order has its AWB
// (or its money back), wallets were debited once per order, and every confirmation e-mail was sent
// exactly once (counted in the outbox both processes write to).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, registration, uniqueEmail } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { BILLING_PERSON, futureExpiry, orderBody, pageForm, TEST_CARDS, uniqueGuest } from './helpers/orders.ts';
import { callApi, startPair, type Answer, type ProcessPair, type ServerProcess } from './helpers/processes.ts';

const postgres = testDatabases().filter((backend) => backend.name === 'postgres');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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

  /**
   * The browser on the processor's page (`redirectUrl`, served by either process): the card form
   * posted, then the app's status call once back. A process dying under it: the other one is asked.
   */
  const payOnPage = async (redirectUrl: string, paymentId: string, first: ServerProcess, headers: Record<string, string> = {}) => {
    const path = new URL(redirectUrl).pathname;
    let target = first;
    for (let attempt = 0; attempt < 60; attempt++) {
      try {
        const page = await fetch(target.base + path);
        const html = await page.text();
        // A page that no longer shows the card form: paid already (a request that died had posted it).
        const paid = page.status === 200 && !html.includes('/card"');
        if (page.status === 200 && !paid) {
          const form = pageForm(html, 'card');
          const body = new URLSearchParams({ number: TEST_CARDS.approved, expiry: futureExpiry(), cvc: '123', holder: 'ANA POPESCU', token: form.token });
          const posted = await fetch(target.base + form.action, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
          if (posted.status !== 303) throw new Error(`the card form answered ${posted.status}`);
        }
        if (paid || page.status === 200) {
          const status = await callApi(target.base, 'GET', `payments/${paymentId}`, { headers });
          if (status.status === 200) return status.body.data as { payment: { status: string } };
        }
      } catch {
        // The process died under the browser.
      }
      target = target === a ? b : a;
      await pause(500);
    }
    throw new Error(`payment ${paymentId} could not be paid on its page`);
  };

  it('loses nothing and does nothing twice', async () => {
    // Four customers with money in their wallets (topped up on the processor's page).
    const customers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const registered = await callApi(b.base, 'POST', 'auth/register', { body: registration({ email: uniqueEmail('crash') }), headers: { 'x-forwarded-for': `10.9.0.${i + 1}` } });
      expect(registered.status).toBe(201);
      const token = registered.body.access_token as string;
      expect((await callApi(b.base, 'POST', 'addresses', { token, body: BILLING_PERSON })).status).toBe(201);
      const topUp = await callApi(b.base, 'POST', 'wallet/top-up', { token, key: randomUUID(), body: { amount_bani: 500_000 } });
      expect(topUp.status, JSON.stringify(topUp.body)).toBe(202);
      const { payment } = topUp.body.data as { payment: { id: string; redirect_url: string } };
      expect((await payOnPage(payment.redirect_url, payment.id, b)).payment.status).toBe('succeeded');
      customers.push(token);
    }
    const plan: Planned[] = Array.from({ length: ORDERS }, (_, i) => {
      const kind: Kind = i % 4 === 0 ? 'wallet' : i % 4 === 1 ? 'customer-card' : 'guest-card';
      const ip = `10.8.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const token = kind === 'guest-card' ? undefined : customers[i % customers.length];
      const body = orderBody({
        ...(kind === 'guest-card' ? { email: uniqueGuest() } : {}),
        payment: kind === 'wallet' ? { method: 'wallet' } : { method: 'card' },
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
        await pause(500);
      }
      throw new Error(`order ${order.key} got no answer`);
    };
    /** The order placed, then (a card order) paid on the processor's page, as the app's customer does. */
    const placeAndPay = async (order: Planned, first: ServerProcess): Promise<Answer> => {
      const answer = await place(order, first);
      if (answer.status === 202) {
        const { payment } = answer.body.data as { payment: { id: string; redirect_url: string } };
        await payOnPage(payment.redirect_url, payment.id, first === a ? b : a, { 'x-forwarded-for': order.ip });
      }
      return answer;
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
        answers[i] = await placeAndPay(order, i % 2 ? a : b);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(killed).toBe(true);
    // Wallet orders are paid with their answer (201); card orders answer 202 and are paid on the page.
    plan.forEach((order, i) => expect(answers[i]!.status, JSON.stringify(answers[i]!.body)).toBe(order.kind === 'wallet' ? 201 : 202));

    // Bookings, mails and the processor's notifications the dead process left are taken over (leases
    // run out in 30 s): every payment is settled and every paid order has its AWB within a minute.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await rows<{ n: number }>(sql`
        select count(*)::int as n from jobs where kind in ('order.book', 'mail', 'payment.refund', 'test-gateway.webhook') and state in ('queued', 'running')`);
      const [unbooked] = await rows<{ n: number }>(sql`
        select count(*)::int as n from orders o join payments p on p.order_id = o.id
        where p.status = 'succeeded' and o.awb is null and o.status <> 'cancelled'`);
      const [open] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where status in ('pending', 'requires_action')`);
      if (left?.n === 0 && unbooked?.n === 0 && open?.n === 0) break;
      expect(Date.now() < deadline, `still waiting: ${left?.n} jobs, ${unbooked?.n} paid orders without AWB, ${open?.n} open payments\n${a.output()}${b.output()}`).toBe(true);
      await pause(500);
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
    // No payment created or captured twice at the processor: one processor payment per card payment of
    // ours (orders and top-ups), each paid once, and paid there exactly when paid here.
    const [captured] = await rows<{ ours: number; gateway: number; distinct_refs: number; paid_here: number; paid_there: number }>(sql`
      select (select count(*)::int from payments where method = 'card') as ours,
             (select count(*)::int from test_gateway_payments) as gateway,
             (select count(distinct reference)::int from test_gateway_payments) as distinct_refs,
             (select count(*)::int from payments where method = 'card' and status in ('succeeded', 'refunded')) as paid_here,
             (select count(*)::int from test_gateway_payments where status in ('succeeded', 'refunded')) as paid_there`);
    expect(captured?.gateway).toBe(captured?.distinct_refs);
    expect(captured?.gateway).toBe(captured?.ours);
    expect(captured?.paid_there).toBe(captured?.paid_here);
    // Each wallet debited once per wallet order.
    const [wallet] = await rows<{ debits: number; orders: number }>(sql`
      select (select count(*)::int from wallet_ledger where kind = 'order') as debits,
             (select count(*)::int from payments where method = 'wallet') as orders`);
    expect(wallet?.debits).toBe(wallet?.orders);
    expect(wallet?.orders).toBe(plan.filter((p) => p.kind === 'wallet').length);
    // Every booked order's confirmation mail, exactly once.
    const mails = outbox(dataDir).map((m) => ({ ...m, messageId: /^Message-ID: (.*)$/im.exec(m.raw)?.[1] ?? m.file }));
    for (const order of orders.filter((o) => o.awb)) {
      // (The payment's invoice names the order and its AWB too: only the confirmations are counted.)
      const confirmations = mails.filter((m) => m.file.includes('order-confirmation') && m.text.includes(order.number) && m.text.includes(order.awb!));
      expect(confirmations.length, order.number).toBe(1);
    }
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    // What the crash left to take over (printed for the record, the assertions above are the test).
    const [takenOver] = await rows<{ jobs: number; retried: number }>(sql`
      select count(*) filter (where attempts > 1)::int as jobs, count(*)::int as retried from jobs where kind in ('order.book', 'mail')`);
    console.info(`crash run: ${orders.length} orders, ${retried} requests retried by the client, ${takenOver?.jobs ?? 0} of ${takenOver?.retried ?? 0} booking/mail jobs run more than once`);
  }, 300_000);
});
