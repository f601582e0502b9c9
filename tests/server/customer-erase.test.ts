// Erasing an account at the customer's request (npm run customer:erase): personal data deleted or
// anonymised, orders and payments kept, sign-in impossible, and refusals while money or an order is
// still pending, on a real database with orders placed through the API.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseCustomer, erasedEmail, EraseRefused, ERASED_NAME } from '../../server/services/auth/erase-customer.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { authHarness, loginCustomer, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, drained, orderBody } from './helpers/orders.ts';

describe.each(testDatabases())('erasing a customer on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  const count = async (statement: ReturnType<typeof sql>) => Number((await query<{ n: string }>(h.db, statement))[0]?.n);

  it('deletes the personal data, keeps the orders and leaves an inactive, anonymous row', async () => {
    const who = await registerCustomer(h.app);
    const { email, id } = who.customer;
    const placed = await bookedOrder(h.app, orderBody(), who.access_token);
    await api(h.app, 'DELETE', `orders/${placed.order_id}?refund_channel=card`, { token: who.access_token });
    await drained(h.app);
    await h.db.execute(sql`insert into chat_messages (email, message) values (${email.toUpperCase()}, 'Bună ziua')`);
    await h.db.execute(sql`insert into form_submissions (reference, kind, email, customer_id, fields)
      values ('T-E1', 'feedback', ${email}, ${id}, '{"rating":5,"message":"bun"}'::jsonb),
             ('T-E2', 'contact', ${email}, ${id}, '{"reference":"AWB1","message":"unde e coletul?"}'::jsonb)`);
    await h.db.execute(sql`insert into device_tokens (token, platform, anon_id, customer_id) values (${`tok-${id}`}, 'web', 'anon', ${id})`);
    // A reset mail asked by address, still in the queue (or kept there after it was sent).
    await enqueue(h.db, { kind: 'mail', payload: { template: 'reset_password', email } });

    expect(await eraseCustomer(h.db, ` ${email.toUpperCase()} `)).toEqual({ customerId: id, chatMessages: 1, formMessages: 1 });

    const [row] = await query<{ email: string; name: string; password_hash: string | null; status: string }>(
      h.db,
      sql`select email, name, password_hash, status from customers where id = ${id}`,
    );
    expect(row).toEqual({ email: erasedEmail(id), name: ERASED_NAME, password_hash: null, status: 'inactive' });
    expect(await count(sql`select count(*) as n from auth_sessions where customer_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from device_tokens where customer_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from chat_messages where lower(email) = ${email}`)).toBe(0);
    expect(await query(h.db, sql`select kind, payload from jobs where lower(payload->>'email') = ${email} or payload->>'customerId' = ${String(id)}`)).toEqual([]);
    // The message about an order stays, like the order and its payment.
    expect(await query(h.db, sql`select reference from form_submissions where customer_id = ${id}`)).toEqual([{ reference: 'T-E2' }]);
    expect(await count(sql`select count(*) as n from orders where customer_id = ${id}`)).toBe(1);
    expect(await count(sql`select count(*) as n from payments where customer_id = ${id}`)).toBe(1);
    // The session is gone and the password no longer opens anything; the address can register again.
    expect((await api(h.app, 'GET', 'customer/profile', { token: who.access_token })).statusCode).toBe(401);
    expect((await loginCustomer(h.app, email)).statusCode).toBe(401);
    expect((await registerCustomer(h.app, { email })).customer.email).toBe(email);
  });

  it('refuses while the wallet holds money, and names the sum', async () => {
    const who = await registerCustomer(h.app);
    const placed = await bookedOrder(h.app, orderBody(), who.access_token);
    await api(h.app, 'DELETE', `orders/${placed.order_id}?refund_channel=wallet`, { token: who.access_token });
    await drained(h.app);
    const refused = eraseCustomer(h.db, who.customer.email);
    await expect(refused).rejects.toBeInstanceOf(EraseRefused);
    await expect(refused).rejects.toThrow(`holds 25.01 RON`);
    expect((await api(h.app, 'GET', 'customer/profile', { token: who.access_token })).statusCode).toBe(200);
  });

  it('refuses while an order is under way, and names it', async () => {
    const who = await registerCustomer(h.app);
    const placed = await bookedOrder(h.app, orderBody(), who.access_token);
    await drained(h.app);
    await expect(eraseCustomer(h.db, who.customer.email)).rejects.toThrow(placed.order.number);
    expect(await count(sql`select count(*) as n from customers where id = ${who.customer.id} and status = 'active'`)).toBe(1);
  });

  it('refuses an address without an account', async () => {
    await expect(eraseCustomer(h.db, 'nimeni@exemplu.ro')).rejects.toThrow('No customer account has the address nimeni@exemplu.ro.');
  });
});
