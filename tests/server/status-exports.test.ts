// GET /api/private/exports/statuses: the statuses of a selection of the account's orders, or of the
// orders placed in a period (Bucharest days, both ends included), as CSV (spreadsheet-csv.ts: every
// cell inert) or XLSX (read back with read-excel-file): AWB, carrier, status, last event, its date,
// cash on delivery (amount, collected, paid out); a large export is written on a render thread.
import { eq, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { orders, shipments } from '../../server/db/schema.ts';
import { STATUS_HEADERS } from '../../server/services/exports/index.ts';
import { bucharestMidnight } from '../../server/services/exports/status-rows.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { eventBusOf } from '../../server/app/events.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { bookedOrder, orderBody } from './helpers/orders.ts';
import { finish, placeCodOrder, type CodOrder } from './helpers/repayments.ts';
import { createBatch, createBody, rows as batchRows, shop as batchShop } from './helpers/batches.ts';
import { drained } from './helpers/orders.ts';

function exportOf(app: FastifyInstance, token: string, query: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/api/private/exports/statuses?${new URLSearchParams(query)}`, headers: { authorization: `Bearer ${token}` } });
}

/** The CSV's rows, cells split on semicolons (none of these cells holds one). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));

describe('Bucharest days', () => {
  it('start at 00:00 there, in winter and in summer time', () => {
    expect(bucharestMidnight('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(bucharestMidnight('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
  });
});

describe.each(testDatabases())('status exports on $name', (backend) => {
  let h: AuthHarness;
  let shop: TokenAnswer;
  let other: TokenAnswer;
  let cod: CodOrder;
  let plain: { order_id: number; awb_number: string; order: { number: string } };
  let theirs: { order_id: number };
  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await registerCustomer(h.app);
    other = await registerCustomer(h.app);
    cod = await placeCodOrder(h.app, shop.access_token, { lei: 250.5 });
    await finish(h.app, cod, 'delivered', new Date('2099-03-12T12:05:00Z'));
    plain = await bookedOrder(h.app, orderBody({ carrier_id: 2 }), shop.access_token);
    // A carrier's text is outside input: a description that a spreadsheet would run as a formula.
    const [shipment] = await h.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awb, plain.awb_number));
    await recordTracking(h.db, { id: shipment!.id, awb: plain.awb_number }, [
      { sequence: 50, carrierStatusCode: '39', status: 'picked_up', description: '=HYPERLINK("http://rau.example","Click")', location: 'Cluj-Napoca', occurredAt: new Date('2099-01-01T08:00:00Z') },
    ], new Date(), { events: eventBusOf(h.app) });
    theirs = await bookedOrder(h.app, orderBody(), other.access_token);
  });
  afterAll(async () => h?.close());

  it('writes a selection as CSV: the columns, the orders in the order chosen, every cell inert', async () => {
    const res = await exportOf(h.app, shop.access_token, { format: 'csv', order_ids: `${plain.order_id},${cod.orderId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="curiero-statusuri-2-comenzi.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, first, second, ...rest] = csvRows(res.body);
    expect(rest).toEqual([]);
    expect(header).toEqual([...STATUS_HEADERS]);
    expect(first).toEqual([
      plain.order.number,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      plain.awb_number,
      'DPD',
      'Preluat de curier',
      `'=HYPERLINK("http://rau.example","Click") (Cluj-Napoca)`,
      '01.01.2099 10:00',
      '0,00',
      '',
      '',
      'Fără ramburs',
    ]);
    expect(second).toEqual([
      expect.stringMatching(/^CUR-/),
      expect.any(String),
      cod.awb,
      'Sameday',
      'Livrat',
      'Livrat destinatarului (Iași)',
      '12.03.2099 14:05',
      '250,50',
      'da, 12.03.2099',
      'nu',
      'Încasat de curier, în curs de plată',
    ]);
  });

  it('writes XLSX that a spreadsheet reader reads back: text as text, dates as dates, amounts as numbers', async () => {
    const res = await exportOf(h.app, shop.access_token, { format: 'XLSX', order_ids: `${cod.orderId},${plain.order_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="curiero-statusuri-2-comenzi.xlsx"');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([...STATUS_HEADERS]);
    const [, delivered, picked] = rows;
    expect(delivered!.slice(2, 8)).toEqual([cod.awb, 'Sameday', 'Livrat', 'Livrat destinatarului (Iași)', new Date('2099-03-12T14:05:00Z'), 250.5]);
    expect(delivered!.slice(8)).toEqual(['da, 12.03.2099', 'nu', 'Încasat de curier, în curs de plată']);
    // The carrier's text stays text: a string cell, never a formula.
    expect(picked![5]).toBe('=HYPERLINK("http://rau.example","Click") (Cluj-Napoca)');
    expect(picked![7]).toBe(0);
    expect(res.rawPayload.toString('latin1')).not.toContain('<f>');
  });

  it('exports the orders placed in a period, its first and last Bucharest days included', async () => {
    // Placed at 00:10 on 1 March and 23:50 on 31 March in Bucharest, and just outside.
    const at = { first: '2026-02-28T22:10:00Z', last: '2026-03-31T20:50:00Z', before: '2026-02-28T21:50:00Z', after: '2026-03-31T21:10:00Z' };
    const placed = await Promise.all(Array.from({ length: 4 }, () => bookedOrder(h.app, orderBody(), shop.access_token)));
    const values = Object.values(at);
    for (const [i, order] of placed.entries()) await h.db.update(orders).set({ createdAt: new Date(values[i]!) }).where(eq(orders.id, order.order_id));
    const res = await exportOf(h.app, shop.access_token, { format: 'csv', from: '2026-03-01', to: '2026-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="curiero-statusuri-2026-03-01_2026-03-31.csv"');
    const numbers = csvRows(res.body).slice(1).map((row) => [row[0], row[1]]);
    expect(numbers).toEqual([
      [placed[0]!.order.number, '01.03.2026 00:10'],
      [placed[1]!.order.number, '31.03.2026 23:50'],
    ]);
    // The other account's orders of the same days are never in it.
    await h.db.update(orders).set({ createdAt: new Date(at.first) }).where(eq(orders.id, theirs.order_id));
    const again = csvRows((await exportOf(h.app, shop.access_token, { format: 'csv', from: '2026-03-01', to: '2026-03-01' })).body);
    expect(again.slice(1).map((row) => row[0])).toEqual([placed[0]!.order.number]);
  });

  it.each([
    [{ format: 'pdf', order_ids: '1' }, { format: ['Alege formatul exportului: csv sau xlsx.'] }],
    [{ format: 'csv' }, { order_ids: ['Alege comenzile de exportat, un lot sau o perioadă (de la, până la).'] }],
    [{ format: 'csv', order_ids: '1', from: '2026-03-01', to: '2026-03-02' }, { order_ids: ['Trimite fie comenzile, fie lotul, fie perioada: doar una dintre ele.'] }],
    [{ format: 'csv', batch_id: '3', from: '2026-03-01', to: '2026-03-02' }, { batch_id: ['Trimite fie comenzile, fie lotul, fie perioada: doar una dintre ele.'] }],
    [{ format: 'csv', batch_id: 'LOT-1' }, { batch_id: ['Numărul lotului nu este valid.'] }],
    [{ format: 'csv', order_ids: '1,x' }, { order_ids: ['Trimite între 1 și 500 id-uri de comenzi, separate prin virgulă.'] }],
    [{ format: 'csv', from: '2026-02-30', to: '2026-03-02' }, { from: ['Data trebuie să fie în formatul AAAA-LL-ZZ.'] }],
    [{ format: 'csv', from: '2026-03-05', to: '2026-03-02' }, { to: ['Perioada se termină înainte să înceapă.'] }],
    [{ format: 'csv', from: '2025-01-01', to: '2026-01-02' }, { to: ['Perioada poate avea cel mult 366 de zile.'] }],
  ])('refuses %j with 422 naming the field', async (query, errors) => {
    const res = await exportOf(h.app, shop.access_token, query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors });
  });

  it("writes a batch's statuses (its orders only, in its order, CSV and XLSX); another account's batch is not found", async () => {
    const s = await batchShop(h.app, 20_000);
    const made = await createBatch(h.app, s, createBody(s, batchRows(3)));
    expect(made.statusCode, made.body).toBe(201);
    const { id, number } = made.json().data.batch as { id: number; number: string };
    // Another order of the same account, outside the batch, is never in its export.
    await bookedOrder(h.app, orderBody(), s.token);
    await drained(h.app);
    const listed = (await h.app.inject({ method: 'GET', url: `/api/private/batches/${id}`, headers: { authorization: `Bearer ${s.token}` } })).json().data.rows as { number: string; awb: string }[];
    expect(listed.every((r) => r.awb)).toBe(true);
    const csv = await exportOf(h.app, s.token, { format: 'csv', batch_id: String(id) });
    expect([csv.statusCode, csv.headers['content-disposition']]).toEqual([200, `attachment; filename="curiero-statusuri-${number}.csv"`]);
    const [header, ...lines] = csvRows(csv.body);
    expect(header).toEqual([...STATUS_HEADERS]);
    expect(lines.map((row) => [row[0], row[2], row[3]])).toEqual(listed.map((r) => [r.number, r.awb, 'Sameday']));
    expect(lines.every((row) => row[10] === 'Fără ramburs')).toBe(true);
    const xlsx = await exportOf(h.app, s.token, { format: 'xlsx', batch_id: String(id) });
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="curiero-statusuri-${number}.xlsx"`);
    expect((await readSheet(xlsx.rawPayload)).slice(1).map((row) => row[2])).toEqual(listed.map((r) => r.awb));
    const theirs = await exportOf(h.app, shop.access_token, { format: 'csv', batch_id: String(id) });
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { reason: 'not_found', message: 'Lotul nu există printre loturile tale.' }]);
    expect((await exportOf(h.app, s.token, { format: 'csv', batch_id: '999999999' })).statusCode).toBe(404);
  });

  it("refuses another account's orders, naming them; needs a signed-in account", async () => {
    const res = await exportOf(h.app, shop.access_token, { format: 'csv', order_ids: `${plain.order_id},${theirs.order_id}` });
    expect([res.statusCode, res.json()]).toEqual([404, { reason: 'not_found', message: `Comenzile ${theirs.order_id} nu există printre comenzile tale.` }]);
    expect((await h.app.inject({ method: 'GET', url: '/api/private/exports/statuses?format=csv&order_ids=1' })).statusCode).toBe(401);
  });

  it('writes a large export on a render thread', async () => {
    // 240 more orders on one day, copies of one without its shipment (cheaper than booking each).
    await h.db.execute(sql`
      insert into orders (number, customer_id, status, carrier_id, service_id, price_request, offer, total_bani, cod_bani, sender, recipient, parcel_content, billing, created_at)
      select 'CUR-2026-9' || lpad(g::text, 5, '0'), customer_id, status, carrier_id, service_id, price_request, offer, total_bani, cod_bani, sender, recipient, parcel_content, billing, timestamptz '2026-05-05 09:00+03'
      from orders, generate_series(1, 240) g where orders.id = ${plain.order_id}`);
    const before = h.app.render.completed();
    const res = await exportOf(h.app, shop.access_token, { format: 'xlsx', from: '2026-05-05', to: '2026-05-05' });
    expect(res.statusCode).toBe(200);
    expect(h.app.render.completed()).toBe(before + 1);
    const rows = await readSheet(res.rawPayload);
    expect(rows).toHaveLength(241);
    expect(rows[240]!.slice(0, 5)).toEqual(['CUR-2026-900240', new Date('2026-05-05T09:00:00Z'), null, 'DPD', 'Preluată de curier']);
  });
});
