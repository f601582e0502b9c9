// The orders list's actions on a selection: GET /api/private/orders/labels (one file with the labels
// of the caller's orders, in the order chosen: A6, four A6 per A4, ZPL) and POST
// /api/private/orders/cancellations (each order by the single cancellation's rules, one result each).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cancellationsAnswerSchema } from '../../server/routes/private/orders/bulk-answers.ts';
import { finish, placeCodOrder } from './helpers/repayments.ts';
import { expectAnswer } from './helpers/answers.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, orderBody, placePaidOrder, TEST_CARDS } from './helpers/orders.ts';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

function labels(app: FastifyInstance, token: string | undefined, query: string) {
  return app.inject({ method: 'GET', url: `/api/private/orders/labels?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe.each(testDatabases())('actions on a selection of orders on $name', (backend) => {
  let h: AuthHarness;
  let shop: TokenAnswer;
  let other: TokenAnswer;
  let ids: number[];
  let awbs: string[];
  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await registerCustomer(h.app);
    other = await registerCustomer(h.app);
    const placed = [];
    for (const carrier of [6, 2, 3]) placed.push(await bookedOrder(h.app, orderBody({ carrier_id: carrier }), shop.access_token));
    ids = placed.map((p) => p.order_id);
    awbs = placed.map((p) => p.awb_number);
  });
  afterAll(async () => h?.close());

  it('prints the labels of the selection in one file: A6 a page, four A6 per A4 sheet, ZPL', async () => {
    const a6 = await labels(h.app, shop.access_token, `order_ids=${ids.join(',')}&format=A6`);
    expect([a6.statusCode, a6.headers['content-type'], a6.headers['content-disposition']]).toEqual([200, 'application/pdf', 'attachment; filename="etichete-3-comenzi-A6.pdf"']);
    expect(pageCount(a6.rawPayload)).toBe(3);
    const sheet = await labels(h.app, shop.access_token, `order_ids=${ids.join(',')}&format=A4_4xA6`);
    expect([sheet.statusCode, sheet.headers['content-disposition'], pageCount(sheet.rawPayload)]).toEqual([200, 'attachment; filename="etichete-3-comenzi-A4_4xA6.pdf"', 1]);
    const zpl = await labels(h.app, shop.access_token, `order_ids=${ids.join(',')}&format=ZPL&dpi=300`);
    expect([zpl.statusCode, zpl.headers['content-type'], zpl.headers['content-disposition']]).toEqual([200, 'text/plain; charset=utf-8', 'attachment; filename="etichete-3-comenzi-ZPL-300dpi.zpl"']);
    expect(zpl.body.match(/\^XA/g)).toHaveLength(3);
    // In the order of the selection.
    const order = awbs.map((awb) => zpl.body.indexOf(awb));
    expect(order.every((at, i) => at > (order[i - 1] ?? -1))).toBe(true);
  });

  it("refuses another account's orders, wrong lists and formats, and no bearer", async () => {
    const theirs = await bookedOrder(h.app, orderBody(), other.access_token);
    const foreign = await labels(h.app, shop.access_token, `order_ids=${ids[0]},${theirs.order_id}`);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { reason: 'not_found', message: `Comenzile ${theirs.order_id} nu există printre comenzile tale.` }]);
    const wrong = await labels(h.app, shop.access_token, 'order_ids=1,abc');
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { order_ids: ['Trimite între 1 și 100 id-uri de comenzi, separate prin virgulă.'] }]);
    const many = await labels(h.app, shop.access_token, `order_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`);
    expect(many.statusCode).toBe(422);
    const format = await labels(h.app, shop.access_token, `order_ids=${ids[0]}&format=A5`);
    expect([format.statusCode, format.json().errors]).toEqual([422, { format: ['Formatul etichetei trebuie să fie A6, A4, A4_4xA6 sau ZPL.'] }]);
    expect((await labels(h.app, undefined, `order_ids=${ids[0]}`)).statusCode).toBe(401);
  });

  it('has no labels for an order not yet booked at the carrier, and names it', async () => {
    const declined = await placePaidOrder(h.app, orderBody(), { token: shop.access_token, card: TEST_CARDS.declined });
    const res = await labels(h.app, shop.access_token, `order_ids=${ids[2]},${declined.orderId}`);
    const number = declined.data.order.number;
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { reason: 'label_unavailable', message: `Comenzile ${number} nu au încă etichetă: o primesc după ce sunt plătite și înregistrate la curier.` },
    ]);
  });

  it('cancels each order by the usual rules and says, for each, cancelled or why not', async () => {
    const pickedUp = await placeCodOrder(h.app, shop.access_token, { lei: 10 });
    await finish(h.app, pickedUp, 'delivered');
    const theirs = await bookedOrder(h.app, orderBody(), other.access_token);
    const res = await api(h.app, 'POST', 'orders/cancellations', { token: shop.access_token, body: { order_ids: [ids[0], pickedUp.orderId, ids[1], theirs.order_id, ids[0]] } });
    expectAnswer(cancellationsAnswerSchema, res, 200);
    const results = res.json().data;
    expect(results.map((r: { order_id: number; outcome: string }) => [r.order_id, r.outcome])).toEqual([
      [ids[0], 'cancelled'],
      [pickedUp.orderId, 'refused'],
      [ids[1], 'cancelled'],
      [theirs.order_id, 'refused'],
    ]);
    expect(results[0].message).toMatch(/^Comanda CUR-\d{4}-\d+ a fost anulată\. Suma de .+ va fi returnată pe card în 3-5 zile lucrătoare\.$/);
    expect(results[1]).toMatchObject({ reason: 'order_not_cancellable', message: expect.stringMatching(/^CUR-\d{4}-\d+: Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier\.$/) });
    expect(results[3]).toEqual({ order_id: theirs.order_id, reference: null, outcome: 'refused', reason: 'not_found', message: `Comanda ${theirs.order_id} nu există printre comenzile tale.` });
    // The same as the single cancellation: the orders are cancelled, the others untouched.
    const status = async (id: number, token = shop.access_token) => (await api(h.app, 'GET', `orders/${id}`, { token })).json().data.order_status;
    expect([await status(ids[0]!), await status(ids[1]!), await status(ids[2]!), await status(theirs.order_id, other.access_token)]).toEqual(['cancelled', 'cancelled', 'booked', 'booked']);
    // Their labels are no longer printable.
    const label = await labels(h.app, shop.access_token, `order_ids=${ids[0]},${ids[2]}`);
    expect([label.statusCode, label.json().reason]).toEqual([409, 'order_cancelled']);
    // Again: already cancelled, said so.
    const again = (await api(h.app, 'POST', 'orders/cancellations', { token: shop.access_token, body: { order_ids: [ids[0]] } })).json().data;
    expect(again[0]).toMatchObject({ outcome: 'cancelled', message: expect.stringMatching(/este deja anulată\.$/) });
  });

  it('takes 1 to 50 order ids', async () => {
    for (const order_ids of [[], Array.from({ length: 51 }, (_, i) => i + 1), ['x']]) {
      const res = await api(h.app, 'POST', 'orders/cancellations', { token: shop.access_token, body: { order_ids } });
      expect([res.statusCode, res.json().errors]).toEqual([422, { order_ids: ['Trimite între 1 și 50 id-uri de comenzi, separate prin virgulă.'] }]);
    }
  });
});
