// A queue no tenant can stall (#32), end to end: one shop's 10 webhook endpoints accept the
// connection and never answer (a local stand-in), and the shop sends 60 test events. Two processes'
// runners work the queue meanwhile (on PostgreSQL). Another customer's wallet top-up is still invoiced within 5 s,
// no money-lane job is ever late (/api/ready, per lane), another shop's webhook is delivered at once,
// and the hanging shop never holds more than 2 deliveries at a time, 1 per endpoint, across the
// processes. (Before lanes, the invoice came after about 150 s: every slot hung on a test event.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueWebhookEvent } from '../../server/services/webhooks/events.ts';
import { authHarness, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { startHangingEndpoint, type HangingEndpoint } from './helpers/hanging-endpoint.ts';
import { api, eventually, paidTopUp } from './helpers/orders.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';

type Lateness = { money: number; carriers: number; deliveries: number; push: number; maintenance: number };

describe.each(testDatabases())('a shop whose endpoints hang on $name', (backend) => {
  let h: AuthHarness;
  let hanging: HangingEndpoint;
  let receiver: Receiver;
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    hanging = await startHangingEndpoint();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await h?.close();
    await hanging?.close();
    await receiver?.close();
  });

  it("stalls neither another customer's invoice nor another shop's webhook", async () => {
    // The runners of two processes on PostgreSQL (one on the embedded database, which one process
    // alone opens), with the default lanes, slots and caps, polling as a server does.
    const env = { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true', JOBS_POLL_INTERVAL_MS: '50', SHUTDOWN_TIMEOUT_MS: '2500' };
    for (let n = backend.name === 'postgres' ? 2 : 1; n > 0; n--) await h.newApp(env);
    const shop = await registerCustomer(h.app);
    const endpoints: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api(h.app, 'POST', 'webhooks', { token: shop.access_token, body: { url: hanging.url(`/hook/${i}`), events: ['order.created'] } });
      expect(res.statusCode, res.body).toBe(201);
      endpoints.push(res.json().data.endpoint.id);
    }
    const otherShop = await registerCustomer(h.app);
    const healthy = await api(h.app, 'POST', 'webhooks', { token: otherShop.access_token, body: { url: receiver.url('/other-shop'), events: ['order.created'] } });
    expect(healthy.statusCode).toBe(201);
    const customer = await registerCustomer(h.app);
    for (let n = 0; n < 60; n++) {
      const res = await api(h.app, 'POST', `webhooks/${endpoints[n % 10]}/test`, { token: shop.access_token });
      expect(res.statusCode, res.body).toBe(202);
    }
    await hanging.receivedAtLeast(2);

    let late: Lateness = { money: 0, carriers: 0, deliveries: 0, push: 0, maintenance: 0 };
    let mostMoneyLate = 0;
    const watch = async () => {
      late = (await h.app.inject('/api/ready')).json().jobs_oldest_due_seconds_by_lane as Lateness;
      mostMoneyLate = Math.max(mostMoneyLate, late.money);
    };

    // Another shop's event goes out at once.
    await h.db.transaction((tx) => queueWebhookEvent(tx, { customerId: otherShop.customer.id, type: 'order.created', data: { order_id: 7 }, key: 'order.created:other-shop', testMode: false }));
    await eventually(async () => receiver.received.some((r) => r.path === '/other-shop'), 3000);

    // Another customer's top-up: paid, then its invoice issued by the money lane within 5 s.
    const started = Date.now();
    const topUp = await paidTopUp(h.app, customer.access_token, 10_000);
    const paidAfterMs = Date.now() - started;
    expect(topUp.payment.status).toBe('succeeded');
    await eventually(async () => {
      await watch();
      const [row] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from invoices where payment_id = ${topUp.payment.id}`);
      return row!.n > 0;
    }, 5000);
    const invoicedAfterMs = Date.now() - started - paidAfterMs;
    console.info(`the other customer's top-up: paid in ${paidAfterMs} ms, invoiced ${invoicedAfterMs} ms after (${backend.name})`);
    expect(invoicedAfterMs).toBeLessThan(5000);

    // The deliveries lane is late (the shop's own test events wait behind its caps), the money lane never.
    await eventually(async () => {
      await watch();
      return late.deliveries >= 2;
    }, 10_000);
    expect(mostMoneyLate).toBeLessThanOrEqual(1);
    expect(late.money).toBeLessThanOrEqual(1);

    // Never more than 2 of the shop's deliveries at once (its cap), 1 per endpoint, across the processes.
    expect(hanging.mostOpenInAll()).toBeLessThanOrEqual(2);
    expect(Math.max(...hanging.mostOpen.values())).toBe(1);
    // (60 test events to hanging endpoints take their answer timeouts: the test is long, the bounds above are what it checks.)
  }, 120_000);
});
