// POST /api/private/payments/webhook on the real app (PAYMENT_WEBHOOK_SECRET set, so the test can
// sign like the gateway): the signature (missing, wrong, stale) answers 400; a valid event is applied
// once, even when it is delivered twice at the same time or again later; events about unknown
// payments are acknowledged and ignored. Also the test gateway's delivery: retried until a 2xx.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPayment } from '../../server/services/payments/gateway.ts';
import { WebhookDelivery } from '../../server/services/payments/webhook-delivery.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../server/services/payments/webhook-signature.ts';
import { webhookBody } from '../../server/services/payments/wire.ts';
import { BackgroundTasks } from '../../server/services/background.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, card, drained, orderBody, placeOrder, TEST_CARDS } from './helpers/orders.ts';

const SECRET = 'secret-de-test-pentru-notificari-plati-0123456789';
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())('payment webhooks on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend, { PAYMENT_WEBHOOK_SECRET: SECRET });
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  const post = (body: string, signature: string | null) =>
    h.app.inject({
      method: 'POST',
      url: '/api/private/payments/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      payload: body,
    });

  /** An order waiting for 3-D Secure, and the gateway's view of its payment once approved. */
  async function pendingOrder(): Promise<{ paymentId: string; approved: GatewayPayment }> {
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', card: card(TEST_CARDS.threeDSecure) } }), { token: customer.access_token });
    await drained(h.app);
    const { payment } = res.json().data;
    const gatewayId = payment.redirect_url.split('/').at(-1);
    const approved: GatewayPayment = {
      id: gatewayId,
      reference: payment.id,
      status: 'succeeded',
      amountBani: payment.amount_bani,
      card: { brand: 'visa', last4: '3184' },
      redirectUrl: null,
      failureCode: null,
      failureMessage: null,
    };
    return { paymentId: payment.id, approved };
  }

  it('refuses a missing, wrong or stale signature', async () => {
    const { approved } = await pendingOrder();
    const body = webhookBody('evt_semnatura', 'payment.succeeded', approved, new Date());
    const invalid = { reason: 'webhook_invalid', message: 'Notificarea de plată nu are o semnătură validă.' };
    for (const signature of [null, signWebhook('alt-secret-de-cel-putin-treizeci-si-doi', body), signWebhook(SECRET, body, new Date(Date.now() - 10 * 60_000))]) {
      const res = await post(body, signature);
      expect([res.statusCode, res.json()]).toEqual([400, invalid]);
    }
    const tampered = await post(body.replace('"succeeded"', '"failed"'), signWebhook(SECRET, body));
    expect(tampered.statusCode).toBe(400);
    const garbage = await post('{"id":"evt_x"}', signWebhook(SECRET, '{"id":"evt_x"}'));
    expect(garbage.statusCode).toBe(400);
  });

  it('applies an event once, however often and however concurrently it comes', async () => {
    const { paymentId, approved } = await pendingOrder();
    const body = webhookBody('evt_o_singura_data', 'payment.succeeded', approved, new Date());
    const answers = await Promise.all([post(body, signWebhook(SECRET, body)), post(body, signWebhook(SECRET, body))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.outcome).sort()).toEqual(['applied', 'duplicate']);
    const later = await post(body, signWebhook(SECRET, body));
    expect(later.json()).toEqual({ data: { received: true, outcome: 'duplicate' } });
    // Another event saying the same changes nothing either: one payment, one booking.
    const again = webhookBody('evt_alt_eveniment', 'payment.succeeded', approved, new Date());
    expect((await post(again, signWebhook(SECRET, again))).json().data.outcome).toBe('applied');
    const rows = await query<{ status: string; shipments: number; order_status: string }>(
      h.db,
      sql`select p.status, (select count(*)::int from shipments s where s.order_id = p.order_id) as shipments, o.status as order_status
        from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
    );
    expect(rows).toEqual([{ status: 'succeeded', shipments: 1, order_status: 'booked' }]);
  });

  it('acknowledges events about payments it does not know', async () => {
    const stranger: GatewayPayment = { id: 'tgp_000000000000000000000000', reference: null, status: 'succeeded', amountBani: 100, card: null, redirectUrl: null, failureCode: null, failureMessage: null };
    const body = webhookBody('evt_necunoscut', 'payment.succeeded', stranger, new Date());
    const res = await post(body, signWebhook(SECRET, body));
    expect([res.statusCode, res.json().data.outcome]).toEqual([200, 'unknown_payment']);
  });

  it('records the events the test gateway sends for its own payments', async () => {
    const res = await placeOrder(h.app, orderBody(), { token: customer.access_token });
    await drained(h.app);
    const events = await query<{ type: string }>(h.db, sql`select type from payment_webhook_events where payload->'data'->'payment'->>'reference' = ${res.json().data.payment.id}`);
    expect(events).toEqual([{ type: 'payment.succeeded' }]);
    expect((await api(h.app, 'GET', `orders/${res.json().data.order_id}`, { token: customer.access_token })).json().data.order_status).toBe('booked');
  });
});

describe('webhook delivery', () => {
  it('retries until the endpoint answers 2xx, then stops', async () => {
    const tasks = new BackgroundTasks(silent);
    const statuses = [500, 0, 200];
    const seen: Record<string, string>[] = [];
    const delivery = new WebhookDelivery(
      async (_body, headers) => {
        seen.push(headers);
        const status = statuses.shift() ?? 200;
        if (status === 0) throw new Error('connection refused');
        return status;
      },
      async () => SECRET,
      tasks,
      silent,
      [1, 1, 1, 1],
    );
    delivery.send('evt_1', '{"a":1}');
    await tasks.drain();
    expect(seen).toHaveLength(3);
    expect(seen[0]?.[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('gives up after the last retry, and at once when stopped', async () => {
    const tasks = new BackgroundTasks(silent);
    let attempts = 0;
    const failing = new WebhookDelivery(async () => (attempts++, 503), async () => SECRET, tasks, silent, [1, 1]);
    failing.send('evt_2', '{}');
    await tasks.drain();
    expect(attempts).toBe(3);

    attempts = 0;
    const slow = new WebhookDelivery(async () => (attempts++, 503), async () => SECRET, tasks, silent, [60_000]);
    slow.send('evt_3', '{}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    slow.stop();
    await tasks.drain();
    expect([attempts, Date.now() - started < 1000]).toEqual([1, true]);
  });
});
