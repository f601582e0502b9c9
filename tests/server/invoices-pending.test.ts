// An invoice that cannot be issued is a visible, retried failure, never a silent gap: a payment that
// went through without its invoice is listed to its customer (GET /invoices: `pending`, being issued
// or failed for good, without the job's error) and to the back office (GET /admin/invoices/missing,
// with the 'invoice.issue' job's state, attempts and last error), until the invoice exists. And a
// wallet order's invoice says in the list that it was paid from the wallet and which advance it reverses.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../server/services/auth/admins.ts';
import { authHarness, call, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import { api, BILLING_PERSON, newKey, orderBody, paidTopUp } from './helpers/orders.ts';

const ADMIN = { email: 'facturi@curiero.test', name: 'Dana Admin', password: 'O-Parola-De-Admin-Lunga' };

interface Missing {
  payment_id: string;
  purpose: string;
  amount_bani: number;
  state: string;
  attempts: number;
  last_error: string | null;
}

describe.each(testDatabases())('payments whose invoice is not issued, on $name', (backend) => {
  let h: AuthHarness;
  let admin: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    await saveAdmin(h.db, ADMIN);
    admin = (await call(h.app, 'POST', 'admin/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })).json().access_token as string;
  });
  afterAll(async () => h?.close());

  const list = async (token: string) => {
    const answer = await api(h.app, 'GET', 'invoices', { token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: { code: string; paid_from_wallet: boolean; reverses: unknown[] }[]; pending: Record<string, unknown>[] }>();
  };
  const missing = async (paymentId: string, token = admin) => {
    const answer = await h.app.inject({ method: 'GET', url: '/api/private/admin/invoices/missing', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: Missing[] }>().data.filter((row) => row.payment_id === paymentId);
  };

  it('lists a paid top-up without its invoice to the customer and, with the job\'s error, to the back office, until it is issued', async () => {
    const buyer = await registerCustomer(h.app, { name: 'Elena Ștefănescu' });
    const { payment } = await paidTopUp(h.app, buyer.access_token, 2000);
    // The billing address deleted before the invoice was made: the job fails (BuyerUnknown) and is retried.
    await h.db.execute(sql`delete from addresses where customer_id = ${buyer.customer.id}`);
    await h.app.jobs.drain();
    const issuing = await list(buyer.access_token);
    expect(issuing.data).toEqual([]);
    expect(issuing.pending).toEqual([{ payment_id: payment.id, purpose: 'top_up', order_id: null, order_number: null, batch: null, amount_bani: 2000, paid_at: expect.any(String), state: 'issuing' }]);
    const [row] = await missing(payment.id);
    expect(row).toMatchObject({ purpose: 'top_up', amount_bani: 2000, state: 'issuing', attempts: 1 });
    expect(row!.last_error).toContain('BuyerUnknown');
    // Only for the team.
    const refused = await h.app.inject({ method: 'GET', url: '/api/private/admin/invoices/missing', headers: { authorization: `Bearer ${buyer.access_token}` } });
    expect([401, 403]).toContain(refused.statusCode);

    // Its retries spent: failed for good, said so to both.
    await h.db.execute(sql`update jobs set state = 'failed', finished_at = now() where kind = 'invoice.issue' and key = ${`invoice:${payment.id}`}`);
    expect((await list(buyer.access_token)).pending).toMatchObject([{ payment_id: payment.id, state: 'failed' }]);
    expect(await missing(payment.id)).toMatchObject([{ state: 'failed' }]);

    // The address given again and the job run again: issued, gone from both lists.
    expect((await api(h.app, 'POST', 'addresses', { token: buyer.access_token, body: BILLING_PERSON })).statusCode).toBe(201);
    await h.db.execute(sql`update jobs set state = 'queued', attempts = 0 where kind = 'invoice.issue' and key = ${`invoice:${payment.id}`}`);
    await makeDue(h.db, 'invoice.issue');
    await h.app.jobs.drain();
    expect((await jobOf(h.db, 'invoice.issue', `invoice:${payment.id}`))?.state).toBe('done');
    const issued = await list(buyer.access_token);
    expect([issued.pending, issued.data.length]).toEqual([[], 1]);
    expect(await missing(payment.id)).toEqual([]);
  });

  it('marks a wallet order\'s 0,00 RON invoice as paid from the wallet, with the advance invoice it reverses', async () => {
    const buyer = await registerCustomer(h.app);
    const { payment } = await paidTopUp(h.app, buyer.access_token, 5000);
    const placed = await api(h.app, 'POST', 'orders', { token: buyer.access_token, key: newKey(), body: orderBody({ payment: { method: 'wallet' } }) });
    expect(placed.statusCode, placed.body).toBe(201);
    await h.app.jobs.drain();
    const { data, pending } = await list(buyer.access_token);
    expect(pending).toEqual([]);
    const [order, topUp] = data as ({ code: string; issue_date: string; paid_from_wallet: boolean; reverses: unknown[]; total_bani: number; order_id: number | null })[];
    expect(topUp).toMatchObject({ order_id: null, paid_from_wallet: false, reverses: [] });
    expect(order).toMatchObject({ total_bani: 0, paid_from_wallet: true, reverses: [{ code: topUp!.code, issue_date: topUp!.issue_date }] });
    expect((await missing(payment.id))).toEqual([]);
  });
});
