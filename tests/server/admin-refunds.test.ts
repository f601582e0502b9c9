// The back office's refunds (POST/GET /api/private/admin/payments/{id}/refunds): a part of a card
// payment back to the card through the test processor, the rest to the wallet, never more than was
// paid, each refund a row with its credit note; only an admin may do it, and a wallet payment goes
// back to the wallet only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../server/services/auth/admins.ts';
import { authHarness, call, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained, orderBody, placePaidOrder } from './helpers/orders.ts';

const ADMIN = { email: 'rambursari@curiero.test', name: 'Dana Admin', password: 'O-Parola-De-Admin-Lunga' };

describe.each(testDatabases())('back-office refunds on $name', (backend) => {
  let h: AuthHarness;
  let admin: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    await saveAdmin(h.db, ADMIN);
    const login = await call(h.app, 'POST', 'admin/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    admin = login.json().access_token as string;
  });
  afterAll(async () => {
    await h?.close();
  });

  const refund = (paymentId: string, body: Record<string, unknown>, token = admin) =>
    h.app.inject({ method: 'POST', url: `/api/private/admin/payments/${paymentId}/refunds`, headers: { authorization: `Bearer ${token}` }, payload: body });

  it('refunds a card payment in parts, card then wallet, never above what was paid, with a credit note each', async () => {
    const customer = await registerCustomer(h.app);
    const paid = await placePaidOrder(h.app, orderBody(), { token: customer.access_token });
    expect(paid.payment.status).toBe('succeeded');
    const total = paid.payment.amount_bani;
    const paymentId = paid.payment.id;

    const first = await refund(paymentId, { amount_bani: 500, channel: 'card', reason: 'Recântărire în favoarea clientului' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ channel: 'card', amount_bani: 500, status: 'succeeded' });

    const tooMuch = await refund(paymentId, { amount_bani: total, channel: 'wallet', reason: 'Prea mult' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toContain('Se mai pot rambursa cel mult');

    const rest = await refund(paymentId, { channel: 'wallet', reason: 'Restul sumei, în portofel' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data).toMatchObject({ channel: 'wallet', amount_bani: total - 500, status: 'succeeded' });

    const wallet = await api(h.app, 'GET', 'wallet', { token: customer.access_token });
    expect(wallet.json().data.balance_bani).toBe(total - 500);

    const list = await h.app.inject({ method: 'GET', url: `/api/private/admin/payments/${paymentId}/refunds`, headers: { authorization: `Bearer ${admin}` } });
    expect(list.json().meta).toEqual({ amount_bani: total, refunded_bani: total });
    expect(list.json().data.map((r: { amount_bani: number; channel: string }) => [r.amount_bani, r.channel])).toEqual([
      [total - 500, 'wallet'],
      [500, 'card'],
    ]);
    const done = await refund(paymentId, { channel: 'wallet', reason: 'Încă o dată' });
    expect(done.statusCode).toBe(201);
    expect(done.json().data.amount_bani).toBe(total - 500); // the last refund again, nothing more paid out
    expect((await api(h.app, 'GET', 'wallet', { token: customer.access_token })).json().data.balance_bani).toBe(total - 500);

    await drained(h.app);
    const notes = await h.db.execute(`select kind, total_bani, document from invoices where payment_id = '${paymentId}' order by id`);
    const rows = (notes as unknown as { rows: { kind: string; total_bani: number; document: { lines: { quantity: number; unitPriceBani: number }[] } }[] }).rows;
    expect(rows.map((r) => r.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
    // The card's 5,00 lei paid back; the rest kept in the wallet as an advance: a credit note of total 0
    // that reverses the services (the rest's net) and charges that advance back.
    const [card, kept] = [rows.find((r) => r.total_bani === 500)!, rows.find((r) => r.kind === 'credit_note' && r.total_bani === 0)!];
    expect(card).toBeDefined();
    const restNet = Math.round(((total - 500) * 100) / 121);
    expect(kept.document.lines.map((l) => [l.quantity, l.unitPriceBani])).toEqual([[1, restNet], [-1, restNet]]);
  });

  it('refuses a customer, a bad body, and an unknown payment, in Romanian', async () => {
    const customer = await registerCustomer(h.app);
    const paid = await placePaidOrder(h.app, orderBody(), { token: customer.access_token });
    const asCustomer = await refund(paid.payment.id, { channel: 'card', reason: 'Vreau banii' }, customer.access_token);
    expect([401, 403]).toContain(asCustomer.statusCode);
    const bad = await refund(paid.payment.id, { channel: 'cash', reason: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(['channel']));
    const unknown = await refund('00000000-0000-4000-8000-000000000000', { channel: 'card', reason: 'Nu există' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Plata nu există.');
  });
});
