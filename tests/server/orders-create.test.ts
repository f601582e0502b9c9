// POST /api/private/orders end to end on the real app: a customer's card order (priced exactly as
// price-calculation quotes it, paid on the processor's page, booked with an AWB), guests (their order
// stays a guest order, with a label link and the key of its confirmation once paid:
// orders-guest.test.ts has the rest), refused cards, price changes, the Romanian field errors (a card
// sent to our API among them), and the Idempotency-Key: replays, reuse with another body, and 10
// concurrent duplicates that make one order and one payment at the processor. Card numbers never
// reach the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { createOrder } from '../../server/services/orders/app-order-request.ts';
import type { OrderBody } from '../../server/services/orders/order-input.ts';
import { IDEMPOTENCY } from '../../server/services/idempotency/index.ts';
import { authHarness, clearRateLimits, PUBLIC_URL, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { CARD_NOT_HERE } from '../../server/services/payments/card.ts';
import { api, card, commerceWith, drained, gatewayWith, guestMails, newKey, orderBody, paymentStatus, payOnHostedPage, placeOrder, placePaidOrder, TEST_CARDS, uniqueGuest } from './helpers/orders.ts';

describe.each(testDatabases())('creating orders on $name', (backend) => {
  let h: AuthHarness;
  let token: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    token = (await registerCustomer(h.app)).access_token;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  it('charges a customer exactly the quoted total on the processor\'s page and books the parcel', async () => {
    const body = orderBody();
    const { address_from, address_to, content, extra, carrier_id, service_id } = body;
    const quote = await api(h.app, 'POST', 'orders/price-calculation', { body: { address_from, address_to, content, extra, carrier_id, service_id } });
    const offer = quote.json().data[0];
    const paid = await placePaidOrder(h.app, { ...body, expected_total_bani: offer.breakdown.total_bani }, { token });
    const { data } = paid;
    expect(paid.placed.statusCode).toBe(202);
    expect(data.order.total_bani).toBe(offer.breakdown.total_bani);
    expect(data.order.breakdown).toEqual(offer.breakdown);
    expect(data.order).toMatchObject({ order_status: 'awaiting_payment', carrier_name: 'Sameday' });
    expect(data.order.number).toMatch(/^CUR-\d{4}-\d{6}$/);
    expect(data.awb_number).toBeNull();
    expect(data.payment).toMatchObject({ method: 'card', status: 'requires_action', amount_bani: offer.breakdown.total_bani, card: null });
    expect(data).not.toHaveProperty('account');
    // Paid on the page: the app's status call finds it paid and booked.
    expect(paid.hosted.returnedTo).toBe(`${PUBLIC_URL}/comanda/plata?payment_id=${data.payment.id}`);
    expect(paid.payment).toMatchObject({ method: 'card', status: 'succeeded', amount_bani: offer.breakdown.total_bani, card: { brand: 'visa', last4: '4242' } });
    expect(paid.order).toMatchObject({ id: data.order_id, number: data.order.number, order_status: 'booked', awb: expect.stringMatching(/^SMD\d{10}$/) });
    const order = (await api(h.app, 'GET', `orders/${data.order_id}`, { token })).json().data;
    expect(order).toMatchObject({ order_status: 'booked', carrier_name: 'Sameday', current_status: 'Înregistrat', cancellable: true, awb: paid.awb, total_bani: offer.breakdown.total_bani });
    expect(order.history).toEqual([expect.objectContaining({ status_id: 1, carrier_status_code: '1', location: 'Cluj-Napoca' })]);
  });

  it('never stores a card number or CVC', async () => {
    await placePaidOrder(h.app, orderBody(), { token, card: TEST_CARDS.approved, cvc: '735', via: 'notification' });
    const dump = await query<{ text: string }>(
      h.db,
      sql`select string_agg(t::text, ' ') as text from (select row_to_json(o)::text as t from orders o union all select row_to_json(p)::text from payments p
        union all select row_to_json(g)::text from test_gateway_payments g union all select row_to_json(w)::text from payment_webhook_events w
        union all select row_to_json(j)::text from jobs j) x`,
    );
    expect(dump[0]?.text).toContain('4242');
    expect(dump[0]?.text).not.toContain(TEST_CARDS.approved);
    expect(dump[0]?.text).not.toMatch(/cvc/i);
  });

  it('gives a guest a label link and the key of the confirmation once paid, and makes no account', async () => {
    const email = uniqueGuest();
    const paid = await placePaidOrder(h.app, orderBody({ email }));
    // Not paid when the order answers: no key yet, no label.
    expect(paid.data).not.toHaveProperty('guest');
    expect(paid.data).not.toHaveProperty('label_url');
    expect(paid.data).not.toHaveProperty('account');
    expect(paid.order).toMatchObject({ order_status: 'booked', guest_key: expect.stringMatching(/^c\./), label_url: expect.stringContaining(`/api/private/orders/${paid.orderId}/label`) });
    const label = await h.app.inject({ method: 'GET', url: new URL(paid.order!.label_url!).pathname + new URL(paid.order!.label_url!).search });
    expect([label.statusCode, label.headers['content-type']]).toEqual([200, 'application/pdf']);
    const reopened = await api(h.app, 'GET', `orders/guest/${paid.orderId}?key=${encodeURIComponent(paid.order!.guest_key!)}`);
    expect(reopened.json().data.order.awb).toBe(paid.awb);
    await drained(h.app);
    expect(await query(h.db, sql`select id from customers where email = ${email}`)).toEqual([]);
    // One confirmation; besides it only the payment's invoice (services/invoices): no account mail.
    expect(guestMails(h.dataDir, email)).toEqual({ confirmations: 1, others: [] });
  });

  it("never adds a guest's order to the existing account of the e-mail", async () => {
    const owner = await registerCustomer(h.app);
    const paid = await placePaidOrder(h.app, orderBody({ email: owner.customer.email.toUpperCase() }));
    expect(paid.data).not.toHaveProperty('account');
    expect(paid.order?.order_status).toBe('booked');
    const list = await api(h.app, 'GET', 'orders', { token: owner.access_token });
    expect(list.json().data.map((o: { id: number }) => o.id)).not.toContain(paid.orderId);
  });

  it("fails the order with the bank's refusal for a declined card; the key replays the first answer", async () => {
    const key = newKey();
    const body = orderBody();
    const refused = await placePaidOrder(h.app, body, { token, key, card: TEST_CARDS.declined });
    expect(refused.payment).toMatchObject({ status: 'failed', failure_reason: 'Plata a fost refuzată de banca emitentă.' });
    expect(refused.order).toMatchObject({ order_status: 'payment_failed', awb: null });
    const again = await placeOrder(h.app, body, { token, key });
    expect([again.statusCode, again.json()]).toEqual([202, refused.placed.json()]);
    // A new attempt is a new order, with a new key.
    const retry = await placePaidOrder(h.app, body, { token });
    expect([retry.orderId === refused.orderId, retry.order?.order_status]).toEqual([false, 'booked']);
  });

  it('answers 409 price_changed with the new offer when the expected total differs', async () => {
    const res = await placeOrder(h.app, orderBody({ expected_total_bani: 1 }), { token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'price_changed', message: expect.stringMatching(/^Prețul s-a schimbat între timp: noul total este \d+,\d\d RON\./) });
    expect(res.json().data.offer.breakdown.total_bani).toBeGreaterThan(1);
    expect((await query(h.db, sql`select id from orders where total_bani = 1`)).length).toBe(0);
  });

  it('answers 422 with Romanian messages per field', async () => {
    const body = orderBody({
      address_from: { locality_id: 999_999_999, contact: 'X', phone: '12345', email: 'nu-e-email', street_name: 'Str. Lungă', street_number: '3' },
      address_to: { locality_id: 95079, contact: 'Ion Ionescu', phone: '021 311 2233' },
      extra: { parcel_content: 'ab' },
      billing: { type: 'company', name: 'Firma SRL', cui: 'RO14399841', address: 'Str. Fabricii 1, Cluj', locality_id: 999_999_98 },
      payment: { method: 'card', card: card(TEST_CARDS.approved, { exp_year: 2020 }) },
    });
    const res = await placeOrder(h.app, body, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: {
        'address_from.contact': ['Numele trebuie să aibă între 2 și 100 de caractere.'],
        'address_from.phone': ['Numărul de telefon nu este valid: folosește un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.'],
        'address_from.email': ['Adresa de e-mail nu este validă.'],
        'address_from.locality_id': ['Localitatea nu a fost găsită.'],
        'address_to.street_name': ['Completează strada.'],
        'extra.parcel_content': ['Descrierea conținutului trebuie să aibă între 4 și 100 de caractere.'],
        'billing.cui': ['CUI-ul nu este valid: verifică cifrele (cifra de control nu se potrivește).'],
        'billing.locality_id': ['Localitatea adresei de facturare nu a fost găsită. Alege-o din listă.'],
        // A card is never checked here: it is not ours to take (typed on the processor's page).
        'payment.card': [CARD_NOT_HERE],
      },
    });
  });

  it('refuses emoji in what the label prints (they print as boxes), keeps ă î ș ț, and charges nothing', async () => {
    const body = orderBody({
      address_from: { locality_id: 54984, contact: 'Ana 😀 Popescu', phone: '0722 123 456', email: 'ana@exemplu.ro', street_name: 'Strada Memorandumului', street_number: '28', company: 'Flori 🌸 SRL' },
      address_to: { locality_id: 95079, contact: 'Ion Țăranu', phone: '+40 744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10', street_details: 'Bl. A ❤️ ap. 3' },
      extra: { parcel_content: 'Cărți 📚 și jucării' },
    });
    const before = (await query(h.db, sql`select id from orders`)).length;
    const res = await placeOrder(h.app, body, { token });
    const refused = ['Eticheta nu poate tipări emoji sau alte simboluri speciale: scrie doar litere, cifre și semne de punctuație.'];
    expect([res.statusCode, res.json().errors]).toEqual([
      422,
      { 'address_from.contact': refused, 'address_from.company': refused, 'address_to.street_details': refused, 'extra.parcel_content': refused },
    ]);
    expect((await query(h.db, sql`select id from orders`)).length).toBe(before);
  });

  it('asks guests for an e-mail and keeps the wallet for accounts; schema errors are 422 too', async () => {
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'wallet' } }));
    expect(res.json().errors).toEqual({ email: ['Câmpul este obligatoriu.'], 'payment.method': ['Plata din portofel este disponibilă doar după autentificare.'] });
    const typed = await placeOrder(h.app, orderBody({ carrier_id: 'sameday', billing: { type: 'altceva' } }), { token });
    expect(typed.json().errors).toEqual({ carrier_id: ['Câmpul trebuie să fie un număr întreg.'], 'billing.type': ['Valoarea trebuie să fie una dintre: person, company.'] });

    // A company is invoiced at its own seat: its locality is required (a person's defaults to the sender's).
    const company = await placeOrder(h.app, orderBody({ billing: { type: 'company', name: 'Firma SRL', cui: 'RO 18547290', address: 'Str. Fabricii 1' } }), { token });
    expect([company.statusCode, company.json().errors]).toEqual([422, { 'billing.locality_id': ['Alege localitatea adresei de facturare din listă.'] }]);
  });

  it('requires an Idempotency-Key and refuses the same key for another order', async () => {
    const missing = await api(h.app, 'POST', 'orders', { token, body: orderBody() });
    expect([missing.statusCode, missing.json().reason]).toEqual([400, 'idempotency_key_required']);
    const key = newKey();
    const first = await placeOrder(h.app, orderBody(), { token, key });
    expect(first.statusCode).toBe(202);
    const same = await placeOrder(h.app, orderBody(), { token, key });
    expect([same.statusCode, same.json()]).toEqual([202, first.json()]);
    const other = await placeOrder(h.app, orderBody({ extra: { parcel_content: 'Altceva decât cărți' } }), { token, key });
    expect([other.statusCode, other.json().reason]).toEqual([422, 'idempotency_key_reused']);
    // Keys are per customer: another account may use the same one.
    const stranger = await registerCustomer(h.app);
    const theirs = await placeOrder(h.app, orderBody(), { token: stranger.access_token, key });
    expect(theirs.json().data.order_id).not.toBe(first.json().data.order_id);
  });

  it('makes one order and one payment at the processor from 10 concurrent identical requests', async () => {
    const key = newKey();
    const body = orderBody();
    const [before] = await query<{ last: number }>(h.db, sql`select coalesce(max(id), 0)::int as last from orders`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(h.app, body, { token, key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    const ids = new Set(answers.map((a) => a.json().data.order_id));
    expect(ids.size).toBe(1);
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    const [id] = [...ids];
    await payOnHostedPage(h.app, answers[0]!.json().data.payment.redirect_url);
    await drained(h.app);
    const counts = await query<{ orders: number; payments: number; charges: number; shipments: number }>(
      h.db,
      sql`select (select count(*)::int from orders where id > ${before!.last} and customer_id = (select customer_id from orders where id = ${id})) as orders,
        (select count(*)::int from payments where order_id = ${id}) as payments,
        (select count(*)::int from test_gateway_payments g join payments p on g.reference = p.id::text where p.order_id = ${id} and g.status = 'succeeded') as charges,
        (select count(*)::int from shipments where order_id = ${id}) as shipments`,
    );
    expect(counts[0]).toEqual({ orders: 1, payments: 1, charges: 1, shipments: 1 });
  });

  it('gives concurrent duplicates of a guest order one order and one confirmation e-mail, and no account', async () => {
    const email = uniqueGuest();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(h.app, orderBody({ email }), { key })));
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    const { payment, order_id: orderId } = answers[0]!.json().data;
    await payOnHostedPage(h.app, payment.redirect_url);
    await drained(h.app);
    expect(await paymentStatus(h.app, payment.id)).toMatchObject({ order: { id: orderId, order_status: 'booked', guest_key: expect.stringMatching(/^c\./) } });
    // One confirmation; besides it only the payment's invoice (services/invoices): no account mail.
    expect(guestMails(h.dataDir, email)).toEqual({ confirmations: 1, others: [] });
    expect(await query(h.db, sql`select id from customers where email = ${email}`)).toEqual([]);
  });

  it('waits for a request still running, and a retry takes over one that died half-way', async () => {
    const customer = await findCustomerByEmail(h.db, (await registerCustomer(h.app)).customer.email);
    const { ctx } = commerceWith(h.app);
    const dying = gatewayWith(ctx.gateway, {
      async createPayment() {
        throw new Error('the process died');
      },
    });
    const key = newKey();
    const body = orderBody() as unknown as OrderBody;
    await expect(createOrder({ ...ctx, gateway: dying }, customer!, key, body)).rejects.toThrow('the process died');
    const wait = IDEMPOTENCY.waitMs;
    IDEMPOTENCY.waitMs = 200;
    try {
      await expect(createOrder(ctx, customer!, key, body)).rejects.toMatchObject({ status: 409, reason: 'request_in_progress' });
    } finally {
      IDEMPOTENCY.waitMs = wait;
    }
    await h.db.execute(sql`update idempotency_keys set locked_at = now() - interval '1 minute' where key = ${key}`);
    const answer = await createOrder(ctx, customer!, key, body);
    expect(answer.status).toBe(202);
    expect(await createOrder(ctx, customer!, key, body)).toEqual(answer);
    const charges = await query<{ n: number }>(h.db, sql`select count(*)::int as n from payments p join idempotency_keys k on k.resource_id = p.order_id::text where k.key = ${key}`);
    expect(charges[0]?.n).toBe(1);
  });
});
