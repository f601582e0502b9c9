// Closing an account from the profile (issue #30): confirmed with the password; refused while an
// order is under way; a wallet with money asks for an IBAN, is debited to zero and paid back through
// the payout provider; the account is erased as customer:erase does (no sign-in, no sessions, the
// row anonymised, the ledger kept).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERASED_NAME, erasedEmail } from '../../server/services/auth/erase-customer.ts';
import { authHarness, call, clearRateLimits, loginCustomer, PASSWORD, query, registerCustomer, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { bookedOrder, orderBody, paidTopUp } from './helpers/orders.ts';

const IBAN = 'RO49 AAAA 1B31 0075 9384 0000';

describe.each(testDatabases())('closing an account on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const close = (token: string, body: Record<string, unknown>) => call(h.app, 'POST', 'customer/close', { token, body });

  it('pays the wallet back to the IBAN given and erases the account', async () => {
    const who = await registerCustomer(h.app);
    await paidTopUp(h.app, who.access_token, 4321);

    const wrong = await close(who.access_token, { password: 'nu-e-parola', iban: IBAN, holder: 'Ana Popescu' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { password: ['Parola nu este corectă.'] }]);
    const noIban = await close(who.access_token, { password: PASSWORD });
    expect(noIban.statusCode).toBe(422);
    expect(Object.keys(noIban.json().errors).sort()).toEqual(['holder', 'iban']);
    expect(noIban.json().errors.iban[0]).toContain('43,21 RON');

    const closed = await close(who.access_token, { password: PASSWORD, iban: IBAN, holder: 'Ana Popescu' });
    expect([closed.statusCode, closed.json()]).toEqual([
      200,
      { data: { success: true, refund_bani: 4321 }, message: 'Contul a fost închis și datele tale personale au fost șterse. Soldul portofelului, 43,21 RON, îți este virat în IBAN-ul dat.' },
    ]);
    const id = who.customer.id;
    const [row] = await query<{ email: string; name: string; status: string; password_hash: string | null }>(h.db, sql`select email, name, status, password_hash from customers where id = ${id}`);
    expect(row).toEqual({ email: erasedEmail(id), name: ERASED_NAME, status: 'inactive', password_hash: null });
    const ledger = await query<{ kind: string; amount_bani: number; balance_after_bani: number }>(h.db, sql`select kind, amount_bani, balance_after_bani from wallet_ledger where customer_id = ${id} order by id`);
    expect(ledger.at(-1)).toEqual({ kind: 'account_closing', amount_bani: -4321, balance_after_bani: 0 });
    expect((await call(h.app, 'GET', 'customer/profile', { token: who.access_token })).statusCode).toBe(401);
    expect((await loginCustomer(h.app, who.customer.email)).statusCode).toBe(401);
    await settled(h.app);
    const jobs = await query<{ state: string; payload: { amountBani: number; iban: string } }>(h.db, sql`select state, payload from jobs where kind = 'account.payout' and (payload->>'amountBani')::int = 4321`);
    expect(jobs.map((j) => [j.state, j.payload.amountBani, j.payload.iban])).toContainEqual(['done', 4321, 'RO49AAAA1B31007593840000']);
  });

  it('refuses while an order is under way, and closes an empty wallet without asking for an IBAN', async () => {
    const busy = await registerCustomer(h.app);
    const { order } = await bookedOrder(h.app, orderBody(), busy.access_token);
    const refused = await close(busy.access_token, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ reason: 'orders_under_way', message: `Contul nu poate fi închis cât timp ai comenzi în curs (${order.number}). Încearcă după ce sunt livrate sau anulate.` });
    expect((await call(h.app, 'GET', 'customer/profile', { token: busy.access_token })).statusCode).toBe(200);

    const empty = await registerCustomer(h.app);
    const closed = await close(empty.access_token, { password: PASSWORD });
    expect([closed.statusCode, closed.json().data]).toEqual([200, { success: true, refund_bani: 0 }]);
    expect((await loginCustomer(h.app, empty.customer.email)).statusCode).toBe(401);
  });
});
