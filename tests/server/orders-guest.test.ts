// Guest orders and privacy (issue 16): a guest order reveals nothing about accounts (the answers for
// a customer's e-mail, before and after paying on the processor's page, are the same as for an
// unknown one) and stays out of every account until the owner of the address, signed in with it, adds
// it from the confirmation e-mail's link; a declined payment makes no account and sends nothing; one
// confirmation e-mail per paid order (also when the payment's notification comes twice), with what was
// ordered and paid, the AWB, label, tracking and the signed link; GET orders/guest/{id}?key= reopens
// the order (the key comes back with the paid payment's status) with fresh label links, 404 otherwise.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commerce } from '../../server/app/commerce.ts';
import type { CommerceContext } from '../../server/services/orders/context.ts';
import { guestOrderKey } from '../../server/services/orders/guest-links.ts';
import { failBooking } from '../../server/services/orders/unbookable.ts';
import type { GatewayPayment } from '../../server/services/payments/gateway.ts';
import { SIGNATURE_HEADER, signWebhook } from '../../server/services/payments/providers/test/signature.ts';
import { webhookBody } from '../../server/services/payments/providers/test/wire.ts';
import { authHarness, clearRateLimits, linkFromMail, mailsTo, PUBLIC_URL, query, registerCustomer, settled, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, guestMails, orderBody, placeOrder, placePaidOrder, TEST_CARDS, uniqueGuest } from './helpers/orders.ts';

const SECRET = 'secret-de-test-pentru-notificari-plati-0123456789';

/** An answer with what differs from one order to the next (ids, numbers, AWB, keys, times, the e-mail) masked. */
function masked(body: unknown, email: string): string {
  return JSON.stringify(body)
    .replaceAll(email, '<email>')
    .replace(/CUR-\d{4}-\d{6}/g, '<number>')
    .replace(/SMD\d{10}/g, '<awb>')
    .replace(/tgp_[0-9a-f]{24}/g, '<processor id>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/[ce]\.\d{1,12}\.[A-Za-z0-9_-]{43}/g, '<key>')
    .replace(/expires=\d+&signature=[A-Za-z0-9_-]+/g, '<signature>')
    .replace(/(orders\/|comanda=|"order_id":|"id":)\d+/g, '$1<id>');
}

const confirmations = (dataDir: string, email: string) => mailsTo(dataDir, email).filter((m) => m.file.includes('order-confirmation'));
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe.each(testDatabases())('guest orders on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend, { PAYMENT_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const guestOrder = (id: number, key: string, token?: string) => api(h.app, 'GET', `orders/guest/${id}?key=${encodeURIComponent(key)}`, { token });
  const claim = (id: number, key: string, token: string) => api(h.app, 'POST', `orders/guest/${id}/claim`, { token, body: { key } });
  const ownOrderIds = async (token: string) => (await api(h.app, 'GET', 'orders', { token })).json().data.map((o: { id: number }) => o.id);
  /** The key of the confirmation e-mail's link to the order. */
  const mailKey = (email: string, orderId: number) => {
    const link = linkFromMail(h.dataDir, email, `/checkout?comanda=${orderId}&`);
    return link.searchParams.get('cheie') ?? '';
  };

  it("answers a guest order with a customer's e-mail exactly like one with an unknown e-mail, and makes no account", async () => {
    const owner = await registerCustomer(h.app);
    const stranger = uniqueGuest();
    const withAccount = await placePaidOrder(h.app, orderBody({ email: owner.customer.email.toUpperCase() }));
    const withoutAccount = await placePaidOrder(h.app, orderBody({ email: stranger }));
    expect([withAccount.placed.statusCode, withoutAccount.placed.statusCode]).toEqual([202, 202]);
    expect(masked(withAccount.placed.json(), owner.customer.email)).toBe(masked(withoutAccount.placed.json(), stranger));
    // Back from the processor's page: the same again.
    expect(masked({ payment: withAccount.payment, order: withAccount.order }, owner.customer.email)).toBe(masked({ payment: withoutAccount.payment, order: withoutAccount.order }, stranger));
    const { data, order } = withoutAccount;
    expect(data).not.toHaveProperty('account');
    expect(data).not.toHaveProperty('guest'); // not paid yet when the order answers
    expect(order).toMatchObject({ id: data.order_id, order_status: 'booked', guest_key: expect.stringMatching(/^c\.\d+\./) });
    expect((await api(h.app, 'GET', `orders/guest/${data.order_id}?key=${encodeURIComponent(order!.guest_key!)}`)).json().data).toMatchObject({ email: stranger, claim: 'none' });
    await settled(h.app);
    expect(await query(h.db, sql`select id from customers where email = ${stranger}`)).toEqual([]);
    // One confirmation; besides it only the payment's invoice (services/invoices): no account mail.
    expect(guestMails(h.dataDir, stranger)).toEqual({ confirmations: 1, others: [] });
    // Both orders stay guest orders: none is in the customer's account.
    const rows = await query<{ customer_id: number | null }>(h.db, sql`select customer_id from orders where id in (${withAccount.orderId}, ${data.order_id})`);
    expect(rows).toEqual([{ customer_id: null }, { customer_id: null }]);
    expect(await ownOrderIds(owner.access_token)).not.toContain(withAccount.orderId);
  });

  it('adds the order to an account only for the owner of the address, signed in, with the key of the e-mail', async () => {
    const owner = await registerCustomer(h.app);
    const other = await registerCustomer(h.app);
    const paid = await placePaidOrder(h.app, orderBody({ email: owner.customer.email }));
    const { orderId: id } = paid;
    const guest = { key: paid.order!.guest_key! };
    await settled(h.app);
    expect(await ownOrderIds(owner.access_token)).not.toContain(id);
    const key = mailKey(owner.customer.email, id);
    expect(key).toMatch(/^e\.\d+\./);

    // What the reopened confirmation offers, by who looks at it.
    expect((await guestOrder(id, key)).json().data.claim).toBe('sign_in');
    expect((await guestOrder(id, key, other.access_token)).json().data.claim).toBe('other_account');
    expect((await guestOrder(id, key, owner.access_token)).json().data.claim).toBe('available');
    expect((await guestOrder(id, guest.key, owner.access_token)).json().data.claim).toBe('none');

    // Refused: a wrong key, the checkout's key (it never went through the mailbox), another account.
    const wrong = await claim(id, `${key.slice(0, -2)}AA`, owner.access_token);
    expect([wrong.statusCode, wrong.json().reason]).toEqual([404, 'not_found']);
    expect((await claim(id + 1, key, owner.access_token)).statusCode).toBe(404);
    const fromCheckout = await claim(id, guest.key, owner.access_token);
    expect([fromCheckout.statusCode, fromCheckout.json().reason]).toEqual([403, 'claim_link_required']);
    const foreign = await claim(id, key, other.access_token);
    expect(foreign.json()).toEqual({
      reason: 'claim_email_mismatch',
      message: 'Comanda a fost plasată cu altă adresă de e-mail. Intră în contul acelei adrese ca s-o adaugi.',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await api(h.app, 'POST', `orders/guest/${id}/claim`, { body: { key } })).statusCode).toBe(401);
    expect(await ownOrderIds(owner.access_token)).not.toContain(id);
    expect(await ownOrderIds(other.access_token)).not.toContain(id);

    const claimed = await claim(id, key, owner.access_token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ data: { order: { id, order_status: 'booked' } }, message: `Comanda ${paid.data.order.number} a fost adăugată în contul tău.` });
    expect(await ownOrderIds(owner.access_token)).toContain(id);
    expect((await api(h.app, 'GET', `orders/${id}`, { token: owner.access_token })).json().data.payment).toMatchObject({ method: 'card', status: 'succeeded' });
    // Once claimed: the owner sees it in the account, nobody else may claim it, the key still opens it.
    expect((await claim(id, key, owner.access_token)).statusCode).toBe(200);
    expect((await guestOrder(id, key, owner.access_token)).json().data.claim).toBe('owned');
    expect((await guestOrder(id, key)).json().data.claim).toBe('none');
    expect((await claim(id, key, other.access_token)).statusCode).toBe(404);
    // It is the account's order now: its owner may cancel it (the card is refunded).
    const cancelled = await api(h.app, 'DELETE', `orders/${id}?refund_channel=card`, { token: owner.access_token });
    expect([cancelled.statusCode, cancelled.json().data.status]).toEqual([200, 'cancelled']);
  });

  it('creates no account, queues no mail and sends none for a declined guest payment', async () => {
    const email = uniqueGuest();
    const [before] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from jobs where kind = 'mail'`);
    const refused = await placePaidOrder(h.app, orderBody({ email }), { card: TEST_CARDS.declined });
    expect(refused.payment.status).toBe('failed');
    expect(refused.order).toMatchObject({ order_status: 'payment_failed' });
    expect(refused.order).not.toHaveProperty('guest_key');
    expect(refused.order).not.toHaveProperty('label_url');
    expect(refused.data).not.toHaveProperty('account');
    expect(refused.data).not.toHaveProperty('guest');
    const [after] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from jobs where kind = 'mail'`);
    expect(after?.n).toBe(before?.n);
    await settled(h.app);
    expect(await query(h.db, sql`select id from customers where email = ${email}`)).toEqual([]);
    expect(mailsTo(h.dataDir, email)).toEqual([]);
  });

  it('sends one confirmation per paid order, also when the payment webhook comes twice', async () => {
    const email = uniqueGuest();
    const res = await placeOrder(h.app, orderBody({ email }));
    expect(res.statusCode).toBe(202);
    expect(res.json().data).not.toHaveProperty('guest'); // not paid yet
    const { payment } = res.json().data;
    const approved: GatewayPayment = {
      id: payment.redirect_url.split('/').at(-1),
      reference: payment.id,
      status: 'succeeded',
      amountBani: payment.amount_bani,
      currency: 'RON',
      card: { brand: 'visa', last4: '3184' },
      redirectUrl: null,
      failureCode: null,
      failureMessage: null,
      refundedBani: 0,
    };
    const post = (body: string) =>
      h.app.inject({ method: 'POST', url: '/api/private/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(SECRET, body) }, payload: body });
    const body = webhookBody(`evt_${payment.id}`, 'payment.succeeded', approved, new Date());
    expect((await Promise.all([post(body), post(body)])).map((a) => a.statusCode)).toEqual([200, 200]);
    await settled(h.app);
    const again = webhookBody(`evt_again_${payment.id}`, 'payment.succeeded', approved, new Date());
    expect((await post(again)).statusCode).toBe(200);
    expect((await post(body)).statusCode).toBe(200);
    await settled(h.app);
    expect(confirmations(h.dataDir, email)).toHaveLength(1);
    // Back from the processor's page, the app gets the key that reopens the confirmation.
    const status = (await api(h.app, 'GET', `payments/${payment.id}`)).json().data;
    expect(status.order).toMatchObject({ order_status: 'booked', guest_key: expect.stringMatching(/^c\./) });
    expect((await guestOrder(status.order.id, status.order.guest_key)).json().data.order.awb).toBe(status.order.awb);
  });

  it("writes the guest's confirmation: what was ordered and paid, AWB, label, tracking and the signed links, user text escaped", async () => {
    const email = uniqueGuest();
    const paid = await placePaidOrder(
      h.app,
      orderBody({
        email,
        billing: { type: 'person', name: 'Ana <b>Popescu</b>' },
        extra: { parcel_content: 'Cărți & <i>jocuri</i>', sms_recipient: true, bank_repayment_amount: 150, bank_holder: 'Ana Popescu', bank_iban: 'RO49AAAA1B31007593840000' },
      }),
    );
    expect(paid.order?.order_status).toBe('booked');
    const { orderId: id, awb } = paid;
    const { order } = paid.data;
    await settled(h.app);
    const [mail] = confirmations(h.dataDir, email);
    expect(mail).toBeDefined();
    const text = mail!.text;
    expect(text).not.toContain('Curierul ridică coletul');
    expect(text).toContain(`Comanda ${order.number} a fost confirmată – AWB ${awb} (DEMO)`);
    const total = `${Math.floor(order.total_bani / 100)},${String(order.total_bani % 100).padStart(2, '0')} RON`;
    for (const expected of [
      // The test network is simulated: the mail says so, as the screens and the label do.
      'Comandă demonstrativă: curierul este simulat, AWB-ul nu este real și niciun curier nu vine după colet.',
      `Comanda ${order.number} a fost plătită și înregistrată în rețeaua demonstrativă (Sameday simulat). AWB: ${awb} (DEMO — nu este un AWB real).`,
      'Niciun curier nu vine după colet: statusurile livrării sunt simulate. Eticheta este marcată DEMO.',
      'Curier și serviciu: Sameday, ',
      'Traseu: Cluj-Napoca, jud. Cluj → Iași, jud. Iași',
      'Trimiterea: 1 colet, greutate facturată 1 kg',
      'Opțiuni: Ramburs 150,00 RON, SMS destinatar',
      `Total: ${total} (cu TVA)`,
      'Plata: card Visa •••• 4242',
      'Bună, Ana <b>Popescu</b>!',
      'Comanda nu apare în niciun cont Curiero până nu o adaugi tu.',
    ]) {
      expect(text).toContain(expected);
    }
    // The HTML twin escapes what the guest typed.
    expect(text).toContain('Cărți &amp; &lt;i&gt;jocuri&lt;/i&gt;');
    expect(text).not.toContain('<i>jocuri</i></td>');
    // The label link works for a week; the tracking link; the account step comes back to the order.
    const label = linkFromMail(h.dataDir, email, `/api/private/orders/${id}/label`);
    const days = (Number(label.searchParams.get('expires')) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const pdf = await h.app.inject({ method: 'GET', url: label.pathname + label.search });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(linkFromMail(h.dataDir, email, '/tracking?awb=').searchParams.get('awb')).toBe(awb);
    const key = mailKey(email, id);
    // (the outbox reader decodes the %-escapes of the redirect too: it reads as a plain path)
    expect(linkFromMail(h.dataDir, email, '/inregistrare?redirect=').href).toBe(`${PUBLIC_URL}/inregistrare?redirect=/checkout?comanda=${id}&cheie=${key}`);
    expect((await guestOrder(id, key)).json().data.order.number).toBe(order.number);
  });

  it('sends a customer with a password to sign in, and one without to set it, back to the order', async () => {
    const owner = await registerCustomer(h.app);
    await placePaidOrder(h.app, orderBody({ email: owner.customer.email }));
    await settled(h.app);
    expect(linkFromMail(h.dataDir, owner.customer.email, '/autentificare?redirect=').href).toMatch(/\/autentificare\?redirect=\/checkout\?comanda=\d+&cheie=e\./);
    const invited = uniqueGuest();
    await h.db.execute(sql`insert into customers (email, name) values (${invited}, 'Invitat')`);
    await placePaidOrder(h.app, orderBody({ email: invited }));
    await settled(h.app);
    const setPassword = linkFromMail(h.dataDir, invited, '/set-password/');
    expect(setPassword.href).toMatch(/\/set-password\/\d+\/[^/?]+\?redirect=\/checkout\?comanda=\d+&cheie=e\./);
  });

  it('reopens the order with a good key and fresh label links; any bad key is the same 404', async () => {
    const email = uniqueGuest();
    const paid = await placePaidOrder(h.app, orderBody({ email }));
    const { orderId: id, awb } = paid;
    const guest = { key: paid.order!.guest_key! };
    const open = await guestOrder(id, guest.key);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    const { data } = open.json();
    expect(data).toMatchObject({ email, claim: 'none', order: { id, awb, order_status: 'booked', carrier_name: 'Sameday', payment: { card: { last4: '4242' } } } });
    expect(data.label_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/private/orders/${id}/label\\?format=A6&expires=\\d+&signature=`));
    expect(data.label_url_a4).toContain('format=A4');
    for (const url of [data.label_url, data.label_url_a4]) {
      const pdf = await h.app.inject({ method: 'GET', url: pathOf(url) });
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    }

    // Wrong order, tampered signature, a key signed for another e-mail or already expired, garbage.
    const ctx = { ...commerce(h.app).ctx } as CommerceContext;
    const otherEmail = (await guestOrderKey(ctx, { id, guestEmail: 'altcineva@exemplu.ro' }, 'checkout'))!;
    const expired = (await guestOrderKey({ ...ctx, now: () => new Date(Date.now() - 91 * 86_400_000) }, { id, guestEmail: email }, 'mail'))!;
    const other = (await placePaidOrder(h.app, orderBody({ email: uniqueGuest() }))).orderId;
    const notFound = { reason: 'not_found', message: 'Comanda nu există sau linkul ei nu este valid.' };
    for (const [orderId, key] of [
      [other, guest.key],
      [id, `${guest.key.slice(0, -1)}${guest.key.endsWith('A') ? 'B' : 'A'}`],
      [id, otherEmail],
      [id, expired],
      [id, 'nu-e-o-cheie'],
      [id, guest.key.replace(/^c\./, 'e.')],
    ] as const) {
      const bad = await guestOrder(orderId, key);
      expect([bad.statusCode, bad.json()], key).toEqual([404, notFound]);
    }
    expect((await api(h.app, 'GET', `orders/guest/abc?key=${guest.key}`)).statusCode).toBe(404);
    const missing = await api(h.app, 'GET', `orders/guest/${id}`);
    expect(missing.statusCode).toBe(422);
  });

  it('tells a customer whose paid order no carrier took how the money comes back', async () => {
    const customer: TokenAnswer = await registerCustomer(h.app);
    const paid = await placePaidOrder(h.app, orderBody(), { token: customer.access_token });
    const { orderId: id } = paid;
    const { order } = paid.data;
    await settled(h.app);
    // As if the carrier had refused every booking attempt.
    await h.db.execute(sql`update orders set status = 'paid', awb = null where id = ${id}`);
    await failBooking(commerce(h.app).ctx, id, 'Adresa destinatarului nu există în nomenclatorul curierului.');
    await settled(h.app);
    const [row] = await query<{ status: string; booking_failure: string }>(h.db, sql`select status, booking_failure from orders where id = ${id}`);
    expect(row).toEqual({ status: 'booking_failed', booking_failure: 'Adresa destinatarului nu există în nomenclatorul curierului.' });
    const [mail] = mailsTo(h.dataDir, customer.customer.email).filter((m) => m.file.includes('order-cancelled'));
    const total = `${Math.floor(order.total_bani / 100)},${String(order.total_bani % 100).padStart(2, '0')} RON`;
    expect(mail?.text).toContain('Comandă demonstrativă: curierul este simulat');
    expect(mail?.text).toContain(`comanda ${order.number} nu a putut fi înregistrată la Sameday, așa că nu a fost expediată`);
    expect(mail?.text).toContain('Motivul: Adresa destinatarului nu există în nomenclatorul curierului.');
    expect(mail?.text).toContain(`Suma plătită, ${total}, îți este returnată pe cardul Visa •••• 4242; ajunge în contul tău în 3-5 zile lucrătoare`);
    expect(mail?.text).toContain('Returnare: pe card');
  });
});
