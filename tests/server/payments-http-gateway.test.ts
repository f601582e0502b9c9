// The HTTP card gateway adapter (PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_KEY, PAYMENT_WEBHOOK_SECRET)
// against a local fake of the remote gateway (a real HTTP server speaking the REST shape of
// services/payments/wire.ts), with the app listening so that the fake's signed webhooks arrive over
// HTTP: approved, declined, 3-D Secure settled by webhook, an outage answered 502 then retried with
// the same key (one charge), refunds, and the configuration rules.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { signWebhook, SIGNATURE_HEADER } from '../../server/services/payments/webhook-signature.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, card, eventually, newKey, orderBody, placeOrder, TEST_CARDS } from './helpers/orders.ts';

const KEY = 'sk_test_cheie_gateway';
const SECRET = 'secret-webhook-gateway-http-0123456789abcdef';
const OUTAGE_CARD = '4000000000000119';

interface FakePayment {
  id: string;
  reference: string;
  status: string;
  amount: number;
  card: { brand: string; last4: string };
  next_action: { redirect_url: string } | null;
  failure_code: string | null;
  failure_message: string | null;
}

/** The remote gateway: payments by Idempotency-Key, declines with 402, 3-D Secure, one 500 per outage card. */
class FakeGateway {
  server: Server = createServer((req, res) => void this.handle(req, res));
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  payments = new Map<string, FakePayment>();
  byKey = new Map<string, string>();
  outages = 0;
  webhookUrl = '';

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const send = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.headers.authorization !== `Bearer ${KEY}`) return send(401, { error: 'unauthorized' });
    const key = String(req.headers['idempotency-key'] ?? '');
    if (req.url === '/payments') {
      const number = String((body.card as { number: string }).number);
      if (number === OUTAGE_CARD && this.outages++ === 0) return send(500, { error: 'internal' });
      const known = this.byKey.get(key);
      if (known) return send(200, this.payments.get(known));
      const id = `pay_${this.payments.size + 1}`;
      const payment: FakePayment = {
        id,
        reference: String(body.reference),
        status: number === TEST_CARDS.declined ? 'failed' : number === TEST_CARDS.threeDSecure ? 'requires_action' : 'succeeded',
        amount: Number(body.amount),
        card: { brand: 'visa', last4: number.slice(-4) },
        next_action: number === TEST_CARDS.threeDSecure ? { redirect_url: `https://acs.banca.test/3ds/${id}` } : null,
        failure_code: number === TEST_CARDS.declined ? 'card_declined' : null,
        failure_message: number === TEST_CARDS.declined ? 'Your card was declined.' : null,
      };
      this.payments.set(id, payment);
      this.byKey.set(key, id);
      return send(payment.status === 'failed' ? 402 : 201, payment);
    }
    const match = /^\/payments\/([^/]+)\/(confirm|refunds)$/.exec(req.url ?? '');
    const payment = match && this.payments.get(decodeURIComponent(match[1]!));
    if (!payment) return send(404, { error: 'not_found' });
    if (match[2] === 'confirm') return send(200, payment);
    payment.status = 'refunded';
    return send(200, { id: `re_${key}`, status: 'succeeded' });
  }

  /** The customer passed 3-D Secure at the bank: the gateway tells the merchant. */
  async approve(id: string, eventId = `evt_${id}`) {
    const payment = this.payments.get(id)!;
    Object.assign(payment, { status: 'succeeded', next_action: null });
    const body = JSON.stringify({ id: eventId, type: 'payment.succeeded', created: Math.floor(Date.now() / 1000), data: { payment } });
    const res = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(SECRET, body) }, body });
    return res.status;
  }
}

describe('payment configuration', () => {
  it('needs the key and the webhook secret with a gateway URL, and a long secret', () => {
    expect(loadConfig({}).payments).toEqual({ gatewayUrl: null, gatewayKey: null, webhookSecret: null });
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: 'https://plati.example.ro' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: 'https://plati.example.ro' })).toThrow(/PAYMENT_GATEWAY_KEY must be set too/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'scurt' })).toThrow('PAYMENT_WEBHOOK_SECRET must be at least 32 characters, got 5');
    expect(() => loadConfig({ PAYMENT_GATEWAY_KEY: KEY })).toThrow(/PAYMENT_GATEWAY_URL must be set too/);
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: 'ftp://x' })).toThrow(/PAYMENT_GATEWAY_URL must be an http/);
    expect(loadConfig({ PAYMENT_GATEWAY_URL: 'https://plati.example.ro', PAYMENT_GATEWAY_KEY: KEY, PAYMENT_WEBHOOK_SECRET: SECRET }).payments).toEqual({
      gatewayUrl: 'https://plati.example.ro',
      gatewayKey: KEY,
      webhookSecret: SECRET,
    });
  });
});

describe.each(testDatabases())('the HTTP gateway on $name', (backend) => {
  const fake = new FakeGateway();
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    h = await authHarness(backend, { PAYMENT_GATEWAY_URL: fake.url, PAYMENT_GATEWAY_KEY: KEY, PAYMENT_WEBHOOK_SECRET: SECRET });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/private/payments/webhook`;
    who = await registerCustomer(h.app);
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('charges through the remote gateway with the key and an idempotency key', async () => {
    const res = await placeOrder(h.app, orderBody(), { token: who.access_token });
    expect(res.statusCode).toBe(201);
    const { payment, order } = res.json().data;
    expect(order.order_status).toBe('booked');
    const call = fake.requests.find((r) => r.url === '/payments' && r.body.reference === payment.id)!;
    expect(call.headers['idempotency-key']).toBe(payment.id);
    expect(call.body).toMatchObject({ amount: order.total_bani, currency: 'RON', description: `Comanda ${order.number}`, return_url: `http://curiero.test/comanda/plata?payment_id=${payment.id}` });
    expect((await query<{ gateway: string; gateway_reference: string }>(h.db, sql`select gateway, gateway_reference from payments where id = ${payment.id}`))[0]).toEqual({ gateway: 'http', gateway_reference: expect.stringMatching(/^pay_/) });
  });

  it("answers the gateway's refusal in Romanian", async () => {
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', card: card(TEST_CARDS.declined) } }), { token: who.access_token });
    expect([res.statusCode, res.json().message]).toEqual([402, 'Plata a fost refuzată de banca emitentă.']);
  });

  it('settles 3-D Secure from the signed webhook, and refuses unsigned ones', async () => {
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', card: card(TEST_CARDS.threeDSecure) } }), { token: who.access_token });
    expect(res.statusCode).toBe(202);
    const { payment } = res.json().data;
    expect(payment.redirect_url).toMatch(/^https:\/\/acs\.banca\.test\/3ds\/pay_/);
    const gatewayId = payment.redirect_url.split('/').at(-1);
    expect((await api(h.app, 'GET', `payments/test-3ds/${gatewayId}`)).statusCode).toBe(404);
    const forged = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 't=1,v1=00' }, body: '{}' });
    expect(forged.status).toBe(400);
    expect(await fake.approve(gatewayId)).toBe(200);
    const status = await eventually(async () => {
      const answer = (await api(h.app, 'GET', `payments/${payment.id}`)).json().data;
      return answer.order.awb ? answer : null;
    });
    expect(status).toMatchObject({ payment: { status: 'succeeded' }, order: { order_status: 'booked' } });
  });

  it('answers 502 when the gateway fails, and the retry with the same key charges once', async () => {
    const key = newKey();
    const body = orderBody({ payment: { method: 'card', card: card(OUTAGE_CARD) } });
    const first = await placeOrder(h.app, body, { token: who.access_token, key });
    expect([first.statusCode, first.json().reason]).toEqual([502, 'payment_unavailable']);
    const retry = await placeOrder(h.app, body, { token: who.access_token, key });
    expect(retry.statusCode).toBe(201);
    const calls = fake.requests.filter((r) => r.url === '/payments' && (r.body.card as { number: string }).number === OUTAGE_CARD);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([retry.json().data.payment.id, retry.json().data.payment.id]);
    expect((await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders where idempotency_key = ${key}`))[0]?.n).toBe(1);
  });

  it('refunds through the gateway when an order is cancelled to the card', async () => {
    const placed = (await placeOrder(h.app, orderBody(), { token: who.access_token })).json().data;
    const res = await api(h.app, 'DELETE', `orders/${placed.order_id}?refund_channel=card`, { token: who.access_token });
    expect(res.json().data.details.refund).toMatchObject({ channel: 'card', status: 'succeeded' });
    const refund = fake.requests.find((r) => r.url.endsWith('/refunds') && r.headers['idempotency-key'] === `refund-${placed.payment.id}`);
    expect(refund?.body).toEqual({ amount: placed.order.total_bani });
  });
});
