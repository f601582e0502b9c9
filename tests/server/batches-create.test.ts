// A batch made and paid once (issue #34): POST /batches re-checks every row, refuses a batch with a
// bad row and the same file twice (unless confirmed), and makes the batch, one order per row and ONE
// payment in one transaction: the wallet debited once, or one card payment on the processor's hosted
// page, the orders paid and booked only after it succeeds. Each order's booking is a job of the
// queue; a row the carrier refuses fails with its reason and its amount goes back to the wallet, the
// rest stay booked. The batch's labels come as one file in the batch's order.
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce } from '../../server/app/commerce.ts';
import { CarrierError, type CarrierAdapter, type CarrierNetwork } from '../../server/services/carriers/index.ts';
import { authHarness, query, type AuthHarness } from './helpers/auth.ts';
import { createBatch, createBody, row, rows, sha, shop, type Shop } from './helpers/batches.ts';
import { testDatabases } from './helpers/databases.ts';
import { makeDue } from './helpers/jobs.ts';
import { api, drained, gatewayWith, newKey, payOnHostedPage, paymentStatus, TEST_CARDS, unreachable } from './helpers/orders.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import type { PaymentGateway } from '../../server/services/payments/gateway.ts';

const ROW_TOTAL = 2501; // Sameday home -> home, 1 kg (wallet-flow)
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

describe.each(testDatabases())('a batch on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  const balance = async (s: Shop) => (await api(h.app, 'GET', 'wallet', { token: s.token })).json().data.balance_bani as number;
  const batch = async (s: Shop, id: number) => (await api(h.app, 'GET', `batches/${id}`, { token: s.token })).json().data;
  const debits = async (s: Shop) =>
    query<{ amount_bani: number; reference: string }>(h.db, sql`select l.amount_bani, l.reference from wallet_ledger l join customers c on c.id = l.customer_id where c.email = ${s.who.customer.email} and l.kind = 'order'`);

  it('pays a batch from the wallet once, books every row through the queue, and replays a retry of the same key', async () => {
    const s = await shop(h.app, 20_000);
    const body = createBody(s, rows(3));
    const key = newKey();
    const res = await createBatch(h.app, s, body, key);
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(data.batch).toMatchObject({ status: 'booking', row_count: 3, total_bani: 3 * ROW_TOTAL, payment_method: 'wallet', file_name: 'comenzi-luni.csv' });
    expect(message).toBe(`Lotul ${data.batch.number} a fost plătit: 3 comenzi, 75,03 RON. AWB-urile se emit în câteva minute.`);
    expect(data.payment).toMatchObject({ purpose: 'batch', method: 'wallet', status: 'succeeded', amount_bani: 3 * ROW_TOTAL });
    expect(data.rows.map((r: { reference: string; status: string }) => [r.reference, r.status])).toEqual([['CMD-1', 'paid'], ['CMD-2', 'paid'], ['CMD-3', 'paid']]);
    // One debit for the whole batch.
    expect(await debits(s)).toEqual([{ amount_bani: -3 * ROW_TOTAL, reference: data.batch.number }]);
    expect(await balance(s)).toBe(20_000 - 3 * ROW_TOTAL);
    const jobs = await query<{ n: number }>(h.db, sql`select count(*)::int as n from jobs where kind = 'order.book' and key in (${sql.join(data.rows.map((r: { order_id: number }) => sql`${`order:${r.order_id}`}`), sql`, `)})`);
    expect(jobs[0]?.n).toBe(3);
    await drained(h.app);
    const after = await batch(s, data.batch.id);
    expect(after.batch).toMatchObject({ status: 'done', booked_count: 3, refused_count: 0 });
    expect(after.rows.every((r: { awb: string | null; status: string }) => r.awb && r.status === 'booked')).toBe(true);
    // The same key and body: the first answer again, nothing more made or debited.
    const again = await createBatch(h.app, s, body, key);
    expect([again.statusCode, again.json().data.batch.id]).toEqual([201, data.batch.id]);
    expect(await debits(s)).toHaveLength(1);
    // The same key with another body is refused.
    expect((await createBatch(h.app, s, { ...body, rows: rows(2) }, key)).json().reason).toBe('idempotency_key_reused');
    // The list shows it.
    const list = await api(h.app, 'GET', 'batches', { token: s.token });
    expect(list.json().data.map((b: { id: number; booked_count: number }) => [b.id, b.booked_count])).toEqual([[data.batch.id, 3]]);
    expect(list.json().meta).toMatchObject({ total: 1, current_page: 1 });
  });

  it('warns before the same file is imported twice, and makes it only when confirmed', async () => {
    const s = await shop(h.app, 20_000);
    const file = sha('aceleași comenzi');
    const first = await createBatch(h.app, s, createBody(s, rows(1), { file_sha256: file }));
    expect(first.statusCode).toBe(201);
    const number = first.json().data.batch.number as string;
    const twice = await createBatch(h.app, s, createBody(s, rows(1), { file_sha256: file }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: 'duplicate_file', data: { number } });
    expect(twice.json().message).toContain(`Atenție: fișierul „comenzi-luni.csv” a fost deja importat în lotul ${number}`);
    expect(await debits(s)).toHaveLength(1);
    const confirmed = await createBatch(h.app, s, createBody(s, rows(1), { file_sha256: file, confirm_duplicate: true }));
    expect(confirmed.statusCode).toBe(201);
    expect(await debits(s)).toHaveLength(2);
  });

  it('refuses a batch with a bad row, too little money, or no key, and makes nothing', async () => {
    const s = await shop(h.app, 3000);
    const count = async () => (await query<{ n: number }>(h.db, sql`select count(*)::int as n from batches b join customers c on c.id = b.customer_id where c.email = ${s.who.customer.email}`))[0]?.n;
    const bad = await createBatch(h.app, s, createBody(s, [row(1), row(2, { phone: '123' })]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ reason: 'invalid_rows', message: 'Un rând are erori: corectează-l sau scoate-l din lot.', errors: { 'rows.1.phone': [expect.stringContaining('Numărul de telefon nu este valid')] } });
    const poor = await createBatch(h.app, s, createBody(s, rows(2)));
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ reason: 'insufficient_funds' });
    const noKey = await api(h.app, 'POST', 'batches', { token: s.token, body: createBody(s, rows(1)) });
    expect(noKey.json().reason).toBe('idempotency_key_required');
    const noHash = await createBatch(h.app, s, createBody(s, rows(1), { file_sha256: 'abc', payment: { method: 'cash' } }));
    expect(noHash.json().errors).toEqual({ file_sha256: ['Amprenta fișierului (SHA-256) lipsește sau nu este validă.'], 'payment.method': ['Alege plata din portofel sau cu cardul.'] });
    expect(await count()).toBe(0);
    expect(await balance(s)).toBe(3000);
    const orders = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders o join customers c on c.id = o.customer_id where c.email = ${s.who.customer.email}`);
    expect(orders[0]?.n).toBe(0);
  });

  it('pays a batch by card on the hosted page once, and books its orders only after the payment', async () => {
    const s = await shop(h.app);
    const res = await createBatch(h.app, s, createBody(s, rows(2), { payment: { method: 'card' } }));
    expect(res.statusCode, res.body).toBe(202);
    const { data } = res.json();
    expect(data.batch.status).toBe('awaiting_payment');
    expect(data.payment).toMatchObject({ purpose: 'batch', method: 'card', status: 'requires_action', amount_bani: 2 * ROW_TOTAL });
    await drained(h.app);
    expect((await batch(s, data.batch.id)).rows.map((r: { status: string }) => r.status)).toEqual(['awaiting_payment', 'awaiting_payment']);
    await payOnHostedPage(h.app, data.payment.redirect_url, { threeDs: 'approve' });
    const status = await paymentStatus(h.app, data.payment.id, s.token);
    expect(status.payment).toMatchObject({ status: 'succeeded', amount_bani: 2 * ROW_TOTAL });
    // The notification arrives too: the batch is still paid once.
    await drained(h.app);
    const after = await batch(s, data.batch.id);
    expect(after.batch).toMatchObject({ status: 'done', booked_count: 2 });
    const paid = await query<{ n: number }>(h.db, sql`select count(*)::int as n from payments p join customers c on c.id = p.customer_id where c.email = ${s.who.customer.email} and p.status = 'succeeded'`);
    expect(paid[0]?.n).toBe(1);
  });

  it('cancels a batch whose card payment is refused, and its orders stay unpaid', async () => {
    const s = await shop(h.app);
    const res = await createBatch(h.app, s, createBody(s, rows(2), { payment: { method: 'card' } }));
    const { data } = res.json();
    await payOnHostedPage(h.app, data.payment.redirect_url, { card: '4000000000000002' });
    await paymentStatus(h.app, data.payment.id, s.token);
    await drained(h.app);
    const after = await batch(s, data.batch.id);
    expect(after.batch.status).toBe('cancelled');
    expect(after.rows.map((r: { status: string }) => r.status)).toEqual(['payment_failed', 'payment_failed']);
  });

  it('fails the row its carrier refuses with the reason, refunds its amount to the wallet, and keeps the others booked', async () => {
    const s = await shop(h.app, 20_000);
    const ctx = commerce(h.app).ctx as { carriers: CarrierNetwork };
    const real = ctx.carriers;
    const refusing = (adapter: CarrierAdapter): CarrierAdapter =>
      Object.assign(Object.create(adapter) as CarrierAdapter, {
        book: (request: Parameters<CarrierAdapter['book']>[0]) =>
          request.recipient.name === 'Destinatar Refuzat'
            ? Promise.reject(new CarrierError('refused', 'Adresa destinatarului nu există în nomenclatorul curierului.', 'Sameday'))
            : adapter.book(request),
      });
    ctx.carriers = { ...real, adapter: (carrierId, testMode) => refusing(real.adapter(carrierId, testMode)) };
    try {
      const res = await createBatch(h.app, s, createBody(s, [row(1), row(2, { recipient_name: 'Destinatar Refuzat' }), row(3)]));
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json().data.batch;
      await drained(h.app);
      const after = await batch(s, id);
      expect(after.rows.map((r: { status: string; refused_reason: string | null; awb: string | null }) => [r.status, r.refused_reason, Boolean(r.awb)])).toEqual([
        ['booked', null, true],
        ['booking_failed', 'Adresa destinatarului nu există în nomenclatorul curierului.', false],
        ['booked', null, true],
      ]);
      expect(after.batch).toMatchObject({ status: 'done', booked_count: 2, refused_count: 1 });
      expect(await balance(s)).toBe(20_000 - 2 * ROW_TOTAL);
      expect(after.payment).toMatchObject({ status: 'succeeded', refunded_bani: ROW_TOTAL });
      // Run again (a retried job): the row's amount is not given back twice.
      await drained(h.app);
      expect(await balance(s)).toBe(20_000 - 2 * ROW_TOTAL);
    } finally {
      ctx.carriers = real;
    }
  });

  it('refunds the share of one cancelled order of a batch to the wallet, once, and keeps the others', async () => {
    const s = await shop(h.app, 20_000);
    const res = await createBatch(h.app, s, createBody(s, rows(3)));
    const { id } = res.json().data.batch;
    await drained(h.app);
    const [, second] = (await batch(s, id)).rows as { order_id: number }[];
    const cancelled = await api(h.app, 'DELETE', `orders/${second!.order_id}`, { token: s.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.details.refund).toMatchObject({ channel: 'wallet', amount_bani: ROW_TOTAL, status: 'succeeded' });
    expect(await balance(s)).toBe(20_000 - 2 * ROW_TOTAL);
    // Asked again: already cancelled, nothing more given back.
    await api(h.app, 'DELETE', `orders/${second!.order_id}`, { token: s.token });
    expect(await balance(s)).toBe(20_000 - 2 * ROW_TOTAL);
    const after = await batch(s, id);
    expect(after.rows.map((r: { status: string }) => r.status)).toEqual(['booked', 'cancelled', 'booked']);
    expect(after.payment).toMatchObject({ status: 'succeeded', refunded_bani: ROW_TOTAL });
  });

  it('gives a card payment back when it is made after its batch was cancelled', async () => {
    const s = await shop(h.app);
    const { data } = (await createBatch(h.app, s, createBody(s, rows(2), { payment: { method: 'card' } }))).json();
    // The payment expires here, and the processor cannot be told to close its page.
    const ctx = commerce(h.app).ctx as { gateway: PaymentGateway };
    const real = ctx.gateway;
    ctx.gateway = gatewayWith(real, { expire: unreachable });
    try {
      await makeDue(h.db, 'payment.expire', JOB_KEYS.expire(data.payment.id));
      await drained(h.app);
    } finally {
      ctx.gateway = real;
    }
    expect((await batch(s, data.batch.id)).batch.status).toBe('cancelled');
    // The page was still open: paid there after all.
    await payOnHostedPage(h.app, data.payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
    await drained(h.app);
    const after = await batch(s, data.batch.id);
    expect(after.batch.status).toBe('cancelled');
    expect(after.rows.map((r: { status: string }) => r.status)).toEqual(['payment_failed', 'payment_failed']);
    expect(after.payment).toMatchObject({ status: 'refunded', refunded_bani: 2 * ROW_TOTAL, refund: { channel: 'card', status: 'succeeded' } });
  });

  it('gives the batch\'s labels as one file in the batch\'s order: A6, four A6 a sheet, ZPL', async () => {
    const s = await shop(h.app, 20_000);
    const res = await createBatch(h.app, s, createBody(s, rows(5)));
    const { id, number } = res.json().data.batch;
    const early = await api(h.app, 'GET', `batches/${id}/labels?format=A6`, { token: s.token });
    expect([early.statusCode, early.json().reason]).toEqual([409, 'label_unavailable']);
    await drained(h.app);
    const awbs = (await batch(s, id)).rows.map((r: { awb: string }) => r.awb);
    const a6 = await api(h.app, 'GET', `batches/${id}/labels?format=A6`, { token: s.token });
    expect([a6.statusCode, a6.headers['content-type'], a6.headers['content-disposition'], pageCount(a6.rawPayload)]).toEqual([200, 'application/pdf', `inline; filename="etichete-${number}-A6.pdf"`, 5]);
    const sheet = await api(h.app, 'GET', `batches/${id}/labels?format=A4_4xA6`, { token: s.token });
    expect([sheet.statusCode, pageCount(sheet.rawPayload)]).toEqual([200, 2]);
    const [first, second] = (await extractText(new Uint8Array(sheet.rawPayload))).text as string[];
    const at = awbs.slice(0, 4).map((awb: string) => first!.indexOf(awb));
    expect(at.every((i: number, n: number) => i >= 0 && (n === 0 || i > at[n - 1]!))).toBe(true);
    expect(second).toContain(awbs[4]);
    const zpl = await api(h.app, 'GET', `batches/${id}/labels?format=ZPL&dpi=300`, { token: s.token });
    expect([zpl.statusCode, zpl.headers['content-disposition']]).toEqual([200, `attachment; filename="etichete-${number}-ZPL-300dpi.zpl"`]);
    expect((zpl.body.match(/\^XA/g) ?? []).length).toBe(5);
    expect(awbs.map((awb: string) => zpl.body.indexOf(awb))).toEqual([...awbs.map((awb: string) => zpl.body.indexOf(awb))].sort((a, b) => a - b));
    const bad = await api(h.app, 'GET', `batches/${id}/labels?format=A5`, { token: s.token });
    expect(bad.statusCode).toBe(422);
    const other = await shop(h.app);
    expect((await api(h.app, 'GET', `batches/${id}/labels`, { token: other.token })).statusCode).toBe(404);
    expect((await api(h.app, 'GET', `batches/${id}`, { token: other.token })).statusCode).toBe(404);
  });

  it('keeps the account\'s last column mapping', async () => {
    const s = await shop(h.app);
    expect((await api(h.app, 'GET', 'batches/mapping', { token: s.token })).json().data).toEqual({ mapping: null });
    const mapping = { Telefon: 'phone', 'Nume destinatar': 'recipient_name' };
    const saved = await api(h.app, 'PUT', 'batches/mapping', { token: s.token, body: { mapping } });
    expect([saved.statusCode, saved.json().message]).toEqual([200, 'Potrivirea coloanelor a fost salvată.']);
    expect((await api(h.app, 'GET', 'batches/mapping', { token: s.token })).json().data).toEqual({ mapping });
    const bad = await api(h.app, 'PUT', 'batches/mapping', { token: s.token, body: { mapping: ['phone'] } });
    expect(bad.statusCode).toBe(422);
    const other = await shop(h.app);
    expect((await api(h.app, 'GET', 'batches/mapping', { token: other.token })).json().data).toEqual({ mapping: null });
  });
});
