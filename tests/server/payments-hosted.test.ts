// Card payments on the processor's hosted page, on the real app with the local test processor: a card
// order (and a wallet top-up) answers 202 with the page's address and charges nothing until the
// customer types a card there. The page: plain HTML (no script), its own token; a malformed card is
// said on the page (422, Romanian, the payment stays open); a refused card fails the payment and its
// order and sends the browser back with ?payment_id=; "Renunță" does the same; a wrong token is a 404;
// a finished payment's page says so and takes no second card. A card sent to our API instead is
// refused with the Romanian message, and nothing is stored. The app's configuration names the
// processor, so the app says "test" only for the test one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARD_NOT_HERE } from '../../server/services/payments/card.ts';
import { authHarness, clearRateLimits, PUBLIC_URL, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import {
  api,
  card,
  drained,
  futureExpiry,
  gatewayWebhooks,
  ensureBilling,
  newKey,
  orderBody,
  pageForm,
  paidTopUp,
  paymentStatus,
  payOnHostedPage,
  placeOrder,
  placePaidOrder,
  postForm,
  TEST_CARDS,
  uniqueGuest,
} from './helpers/orders.ts';

const pathOf = (url: string) => new URL(url).pathname;

interface Stored {
  orders: number;
  payments: number;
  processor: number;
}

describe.each(testDatabases())("the processor's hosted page on $name", (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  /** A card order waiting on the processor's page. */
  const waiting = async (body = orderBody({ payment: { method: 'card', return_path: '/comanda/plata' } })) => {
    const res = await placeOrder(h.app, body, { token: who.access_token });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().data as { order_id: number; payment: { id: string; redirect_url: string } };
  };
  const back = (paymentId: string) => `${PUBLIC_URL}/comanda/plata?payment_id=${paymentId}`;
  const processorRow = async (paymentId: string) =>
    (await query<{ status: string; stage: string; card_last4: string | null; failure_code: string | null }>(h.db, sql`select status, stage, card_last4, failure_code from test_gateway_payments where reference = ${paymentId}`))[0];
  const stored = async (where: ReturnType<typeof sql>): Promise<Stored> =>
    (
      await query<Stored>(
        h.db,
        sql`select (select count(*)::int from orders o where ${where}) as orders,
          (select count(*)::int from payments p join orders o on o.id = p.order_id where ${where}) as payments,
          (select count(*)::int from test_gateway_payments g join payments p on g.reference = p.id::text join orders o on o.id = p.order_id where ${where}) as processor`,
      )
    )[0]!;

  it('answers a card order with 202 and the page, where nothing is charged yet; the page is a plain form of its own', async () => {
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', return_path: '/comanda/plata' } }), { token: who.access_token });
    expect(res.statusCode).toBe(202);
    const { data, message } = res.json();
    expect(message).toBe('Plătește pe pagina procesatorului de plăți ca să finalizezi comanda.');
    expect(data).toMatchObject({ awb_number: null, order: { order_status: 'awaiting_payment' } });
    expect(data.payment).toMatchObject({ method: 'card', status: 'requires_action', amount_bani: 2501, card: null, refunded_bani: 0 });
    expect(await processorRow(data.payment.id)).toEqual({ status: 'requires_action', stage: 'card', card_last4: null, failure_code: null });

    const page = await h.app.inject({ method: 'GET', url: pathOf(data.payment.redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Plată cu cardul</h1>');
    expect(page.body).toContain(`Plătești <strong>25,01 RON</strong> către Curiero (Comanda ${data.order.number})`);
    expect(page.body).toContain('Procesator de plăți de test');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toMatch(/<script|onclick=|onsubmit=/i);
    expect(pageForm(page.body, 'card').action).toBe(`${pathOf(data.payment.redirect_url)}/card`);
    expect(pageForm(page.body, 'cancel').action).toBe(`${pathOf(data.payment.redirect_url)}/cancel`);
  });

  it('says a malformed card on the page (422, in Romanian) and keeps the payment open; a good card then pays', async () => {
    const { payment } = await waiting();
    const page = await h.app.inject({ method: 'GET', url: pathOf(payment.redirect_url) });
    const form = pageForm(page.body, 'card');
    const cases: [Record<string, string>, string][] = [
      [{ number: '4242 4242 4242 4241' }, 'Numărul cardului nu este valid.'],
      [{ expiry: '01/20' }, 'Cardul a expirat.'],
      [{ expiry: 'mâine' }, 'Data de expirare a cardului nu este validă.'],
      [{ expiry: '12/' }, 'Data de expirare a cardului nu este validă.'],
      [{ expiry: '1230' }, 'Data de expirare a cardului nu este validă.'],
      [{ expiry: '13/30' }, 'Data de expirare a cardului nu este validă.'],
      [{ cvc: '12' }, 'Codul de securitate (CVV) nu este valid.'],
      [{ number: '' }, 'Numărul cardului nu este valid.'],
    ];
    for (const [change, message] of cases) {
      const fields = { number: TEST_CARDS.approved, expiry: futureExpiry(), cvc: '123', holder: 'Ana <Popescu>', token: form.token, ...change };
      const res = await postForm(h.app, form.action, fields);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`<p class="error" role="alert" id="card-error">${message}</p>`);
      // What was typed in the name stays, escaped; the number is never sent back.
      expect(res.body).toContain('value="Ana &lt;Popescu&gt;"');
      expect(res.body).not.toContain(TEST_CARDS.approved);
      expect(pageForm(res.body, 'card').token).toBe(form.token);
    }
    expect(await processorRow(payment.id)).toMatchObject({ status: 'requires_action', stage: 'card', card_last4: null });
    expect(await paymentStatus(h.app, payment.id)).toMatchObject({ payment: { status: 'requires_action', failure_reason: null }, order: { order_status: 'awaiting_payment' } });
    expect(await gatewayWebhooks(h.app, payment.redirect_url.split('/').at(-1)!)).toEqual([]);

    const paid = await postForm(h.app, form.action, { number: '4242 4242 4242 4242', expiry: futureExpiry(), cvc: '123', holder: '', token: form.token });
    expect([paid.statusCode, paid.headers.location]).toEqual([303, back(payment.id)]);
    expect(await paymentStatus(h.app, payment.id)).toMatchObject({ payment: { status: 'succeeded', card: { brand: 'visa', last4: '4242' } }, order: { order_status: 'booked' } });
  });

  it('fails the payment and its order for a refused card, and sends the browser back with ?payment_id=', async () => {
    const { payment, order_id: orderId } = await waiting();
    const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.declined });
    expect([visit.card.statusCode, visit.returnedTo]).toEqual([303, back(payment.id)]);
    await drained(h.app);
    const [row] = await query<{ payment: string; failure_code: string; failure_reason: string; order: string; awb: string | null }>(
      h.db,
      sql`select p.status as payment, p.failure_code, p.failure_reason, o.status as order, o.awb from payments p join orders o on o.id = p.order_id where p.id = ${payment.id}`,
    );
    expect(row).toEqual({ payment: 'failed', failure_code: 'card_declined', failure_reason: 'Plata a fost refuzată de banca emitentă.', order: 'payment_failed', awb: null });
    expect(await paymentStatus(h.app, payment.id)).toMatchObject({ payment: { status: 'failed', failure_reason: 'Plata a fost refuzată de banca emitentă.', card: { last4: '0002' }, redirect_url: null }, order: { id: orderId, order_status: 'payment_failed' } });
    // Insufficient funds, the same way, with its own reason.
    const poor = await placePaidOrder(h.app, orderBody(), { token: who.access_token, card: TEST_CARDS.insufficientFunds });
    expect(poor.payment).toMatchObject({ status: 'failed', failure_reason: 'Fonduri insuficiente pe card.' });
    expect(poor.order?.order_status).toBe('payment_failed');
  });

  it('lets the customer give up on the page ("Renunță"): the payment fails, the order may be placed again', async () => {
    const { payment } = await waiting();
    const page = await h.app.inject({ method: 'GET', url: pathOf(payment.redirect_url) });
    const cancel = pageForm(page.body, 'cancel');
    const res = await postForm(h.app, cancel.action, { token: cancel.token });
    expect([res.statusCode, res.headers.location]).toEqual([303, back(payment.id)]);
    expect(await paymentStatus(h.app, payment.id)).toMatchObject({ payment: { status: 'failed', failure_reason: 'Plata a fost anulată pe pagina de plată.' }, order: { order_status: 'payment_failed' } });
    expect(await processorRow(payment.id)).toMatchObject({ status: 'failed', failure_code: 'cancelled' });
  });

  it('answers 404 to a wrong token or an unknown payment, and changes nothing', async () => {
    const { payment } = await waiting();
    const path = pathOf(payment.redirect_url);
    const fields = { number: TEST_CARDS.approved, expiry: futureExpiry(), cvc: '123', holder: 'Ana' };
    for (const [action, body] of [
      [`${path}/card`, { ...fields, token: 'ghicit' }],
      [`${path}/card`, fields],
      [`${path}/cancel`, { token: 'ghicit' }],
      [`${path}/3ds`, { decision: 'approve', token: 'ghicit' }],
      ['/api/private/payments/test-gateway/tgp_000000000000000000000000/card', { ...fields, token: 'ghicit' }],
    ] as const) {
      const res = await postForm(h.app, action, body);
      expect([res.statusCode, res.json()], action).toEqual([404, { reason: 'not_found', message: 'Plata nu există.' }]);
    }
    // A token is not a string in a JSON body: the same 404, not a crash.
    const json = await h.app.inject({ method: 'POST', url: `${path}/card`, payload: { ...fields, token: 12 } });
    expect(json.statusCode).toBe(404);
    for (const url of ['/api/private/payments/test-gateway/tgp_000000000000000000000000', '/api/private/payments/test-gateway/nu-exista']) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await processorRow(payment.id)).toMatchObject({ status: 'requires_action', card_last4: null });
  });

  it('shows the finished page once paid, and a second card posted there charges nothing', async () => {
    const { payment } = await waiting();
    const visit = await payOnHostedPage(h.app, payment.redirect_url);
    expect(visit.returnedTo).toBe(back(payment.id));
    const page = await h.app.inject({ method: 'GET', url: pathOf(payment.redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Plata a fost deja confirmată.</h1>');
    expect(page.body).toContain(`<a href="${back(payment.id)}">Înapoi la Curiero</a>`);
    expect(page.body).not.toContain('<form');
    // The card form still open in another tab: posted again, it only sends the browser back.
    const form = pageForm(visit.page.body, 'card');
    const again = await postForm(h.app, form.action, { number: TEST_CARDS.declined, expiry: futureExpiry(), cvc: '123', holder: '', token: form.token });
    expect([again.statusCode, again.headers.location]).toEqual([303, back(payment.id)]);
    expect(await processorRow(payment.id)).toMatchObject({ status: 'succeeded', card_last4: '4242' });
    await drained(h.app);
    expect(await paymentStatus(h.app, payment.id)).toMatchObject({ payment: { status: 'succeeded', card: { last4: '4242' } }, order: { order_status: 'booked' } });
    const [count] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from test_gateway_payments where reference = ${payment.id}`);
    expect(count?.n).toBe(1);
    // A failed payment's page says that.
    const refused = await waiting();
    await payOnHostedPage(h.app, refused.payment.redirect_url, { card: TEST_CARDS.declined });
    expect((await h.app.inject({ method: 'GET', url: pathOf(refused.payment.redirect_url) })).body).toContain('<h1>Plata nu a fost făcută.</h1>');
  });

  it('refuses a card sent to our API with the order, in Romanian, and stores nothing', async () => {
    const key = newKey();
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', card: card() } }), { token: who.access_token, key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { 'payment.card': [CARD_NOT_HERE] } });
    expect(await stored(sql`o.id::text in (select resource_id from idempotency_keys where key = ${key})`)).toEqual({ orders: 0, payments: 0, processor: 0 });
    // A guest's, and one of any shape (a card number alone, a string): the same refusal.
    const email = uniqueGuest();
    for (const sent of [card(TEST_CARDS.threeDSecure), { number: TEST_CARDS.approved }, TEST_CARDS.approved]) {
      const guest = await placeOrder(h.app, orderBody({ email, payment: { method: 'card', card: sent } }));
      expect([guest.statusCode, guest.json().errors]).toEqual([422, { 'payment.card': [CARD_NOT_HERE] }]);
    }
    expect(await stored(sql`o.guest_email = ${email}`)).toEqual({ orders: 0, payments: 0, processor: 0 });
    // With a wallet payment too: a card has no place in an order body.
    const wallet = await placeOrder(h.app, orderBody({ payment: { method: 'wallet', card: card() } }), { token: who.access_token });
    expect([wallet.statusCode, wallet.json().errors]).toEqual([422, { 'payment.card': [CARD_NOT_HERE] }]);
    // The number is nowhere in the database (not in a job, a log, an idempotency record).
    const dump = await query<{ hits: number }>(
      h.db,
      sql`select (select count(*)::int from jobs where payload::text like ${`%${TEST_CARDS.approved}%`})
        + (select count(*)::int from orders where row_to_json(orders)::text like ${`%${TEST_CARDS.approved}%`}) as hits`,
    );
    expect(dump[0]?.hits).toBe(0);
  });

  it('refuses a card sent to our API with a top-up, and stores nothing', async () => {
    const customer = await registerCustomer(h.app);
    await ensureBilling(h.app, customer.access_token);
    const res = await api(h.app, 'POST', 'wallet/top-up', { token: customer.access_token, key: newKey(), body: { amount_bani: 5000, card: card() } });
    expect([res.statusCode, res.json()]).toEqual([422, { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { card: [CARD_NOT_HERE] } }]);
    const [rows] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from payments p join customers c on c.id = p.customer_id where c.email = ${customer.customer.email}`);
    expect(rows?.n).toBe(0);
    expect((await api(h.app, 'GET', 'wallet', { token: customer.access_token })).json().data.balance_bani).toBe(0);
  });

  it('credits a top-up paid on the page once, whoever tells first (the app, the notification, its redelivery)', async () => {
    const customer = await registerCustomer(h.app);
    await ensureBilling(h.app, customer.access_token);
    const key = newKey();
    const res = await api(h.app, 'POST', 'wallet/top-up', { token: customer.access_token, key, body: { amount_bani: 3000, return_path: '/portofel' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Plătește pe pagina procesatorului de plăți ca să alimentezi portofelul.',
      data: { balance_bani: 0, payment: { purpose: 'top_up', status: 'requires_action', amount_bani: 3000 } },
    });
    const { payment } = res.json().data;
    const page = await h.app.inject({ method: 'GET', url: pathOf(payment.redirect_url) });
    expect(page.body).toContain('(Alimentare portofel Curiero)');
    const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
    expect(visit.returnedTo).toBe(`${PUBLIC_URL}/portofel?payment_id=${payment.id}`);
    // The app asks and the notification arrives: the wallet is credited once.
    expect((await paymentStatus(h.app, payment.id, customer.access_token)).payment).toMatchObject({ status: 'succeeded', card: { last4: '3184' } });
    await drained(h.app);
    const gatewayId = payment.redirect_url.split('/').at(-1)!;
    const [sent] = await gatewayWebhooks(h.app, gatewayId);
    expect(sent).toMatchObject({ state: 'done', event: { type: 'payment.succeeded' } });
    await h.db.execute(sql`update jobs set state = 'queued', run_at = now() where id = ${sent!.id}`);
    await drained(h.app);
    const wallet = async () => (await api(h.app, 'GET', 'wallet/movements', { token: customer.access_token })).json();
    expect((await wallet()).data.map((m: { kind: string; amount_bani: number }) => [m.kind, m.amount_bani])).toEqual([['top_up', 3000]]);
    expect((await api(h.app, 'GET', 'wallet', { token: customer.access_token })).json().data.balance_bani).toBe(3000);
    // The same key again: the same payment (replayed), nothing more credited.
    const replay = await api(h.app, 'POST', 'wallet/top-up', { token: customer.access_token, key, body: { amount_bani: 3000, return_path: '/portofel' } });
    expect(replay.json().data.payment.id).toBe(payment.id);
    expect((await paidTopUp(h.app, customer.access_token, 1000)).balanceBani).toBe(4000);
  });

  it('fails a top-up refused on the page without crediting anything', async () => {
    const customer = await registerCustomer(h.app);
    const topUp = await paidTopUp(h.app, customer.access_token, 2000, { card: TEST_CARDS.declined, via: 'notification' });
    expect(topUp.payment).toMatchObject({ status: 'failed', failure_reason: 'Plata a fost refuzată de banca emitentă.' });
    expect(topUp.balanceBani).toBe(0);
  });

  it("tells the app which processor takes card payments", async () => {
    const res = await h.app.inject('/api/private/app-config');
    expect(res.json().payments).toEqual({ gateway: 'test' });
  });
});
