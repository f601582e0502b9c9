// The one idempotency layer (services/idempotency/, Stripe's rules) on its own and through the creates
// that use it: the first answer replayed (the body in any key order), another body or another call
// under the key refused, 409 while the first request runs, a request that failed before making
// anything leaves the key free, one that died after is resumed by its retry, keys forgotten after
// 24 hours (on their next use and by the hourly retention sweep). The app's order and top-up, and
// the public API's order; the processor is the local test gateway, held back where a test needs a
// request still running.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Failure } from '../../server/services/failure.ts';
import { IDEMPOTENCY, recordResource, requestHash, withIdempotency, type IdempotencyHandle } from '../../server/services/idempotency/index.ts';
import { topUpWallet } from '../../server/services/payments/top-up.ts';
import { purgePastRetention } from '../../server/services/retention.ts';
import { authHarness, clearRateLimits, PUBLIC_URL, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, commerceWith, ensureBilling, gatewayWith, newKey, orderBody, placeOrder } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody, type FundedShop } from './helpers/public-api.ts';

/** A promise opened by hand: holds a request "still running" until the test lets it go. */
function gate() {
  let open = () => {};
  const shut = new Promise<void>((resolve) => (open = resolve));
  return { shut, open };
}

async function briefWait<T>(run: () => Promise<T>): Promise<T> {
  const wait = IDEMPOTENCY.waitMs;
  IDEMPOTENCY.waitMs = 200;
  try {
    return await run();
  } finally {
    IDEMPOTENCY.waitMs = wait;
  }
}

describe.each(testDatabases())('one idempotency layer on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  let shop: FundedShop;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
    await ensureBilling(h.app, who.access_token);
    shop = await fundedShop(h.app, 100_000);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const rowsOf = (key: string) => query<{ state: string; resource_id: string | null }>(h.db, sql`select state, resource_id from idempotency_keys where key = ${key}`);
  const age = (key: string, interval: string) => h.db.execute(sql`update idempotency_keys set created_at = now() - ${interval}::interval where key = ${key}`);

  describe('the kernel', () => {
    let runs = 0;
    const request = (key: string, body: unknown = { a: 1, b: [1, 2] }, path = '/things') => ({ scope: 'test:kernel', key, method: 'POST', path, body });
    const work = (extra: (handle: IdempotencyHandle) => Promise<void> = async () => {}) => async (handle: IdempotencyHandle) => {
      runs += 1;
      await extra(handle);
      return { status: 201, body: { run: runs, resumed: handle.resourceId } };
    };

    it('replays the first answer, and refuses another body or another call under the key with 409', async () => {
      const key = newKey();
      const first = await withIdempotency(h.db, request(key), work());
      const again = await withIdempotency(h.db, request(key, { b: [1, 2], a: 1 }), work());
      expect(again).toEqual(first);
      expect(runs).toBe(first.body.run);
      await expect(withIdempotency(h.db, request(key, { a: 2, b: [1, 2] }), work())).rejects.toMatchObject({ status: 409, reason: 'idempotency_key_reused' });
      await expect(withIdempotency(h.db, request(key, undefined, '/others'), work())).rejects.toMatchObject({ status: 409, reason: 'idempotency_key_reused' });
      expect(await rowsOf(key)).toEqual([{ state: 'done', resource_id: null }]);
      // Without a key nothing is kept: every request runs.
      const before = runs;
      await withIdempotency(h.db, { ...request(key), key: null }, work());
      await withIdempotency(h.db, { ...request(key), key: null }, work());
      expect(runs).toBe(before + 2);
    });

    it('answers 409 while the first request runs, and a retry that waits gets its answer', async () => {
      const key = newKey();
      const held = gate();
      const first = withIdempotency(h.db, request(key), work(() => held.shut));
      await expect.poll(() => rowsOf(key)).toEqual([{ state: 'in_progress', resource_id: null }]);
      await expect(briefWait(() => withIdempotency(h.db, request(key), work()))).rejects.toMatchObject({ status: 409, reason: 'request_in_progress' });
      const waiting = withIdempotency(h.db, request(key), work());
      setTimeout(held.open, 100);
      expect(await waiting).toEqual(await first);
    });

    it('frees the key of a request that failed before making anything; resumes one that died after', async () => {
      const key = newKey();
      const refused = async () => {
        throw new Failure(422, 'validation_failed', 'Datele trimise nu sunt valide.');
      };
      await expect(withIdempotency(h.db, request(key), work(refused))).rejects.toMatchObject({ status: 422 });
      expect(await rowsOf(key)).toEqual([]);
      // The corrected request may use the same key.
      await expect(withIdempotency(h.db, request(key, { a: 'corrected' }), work())).resolves.toMatchObject({ status: 201 });

      const dying = newKey();
      const died = async (handle: IdempotencyHandle) => {
        await recordResource(h.db, handle.keyId!, 'made-1');
        throw new Error('the process died');
      };
      await expect(withIdempotency(h.db, request(dying), work(died))).rejects.toThrow('the process died');
      await expect(briefWait(() => withIdempotency(h.db, request(dying), work()))).rejects.toMatchObject({ status: 409, reason: 'request_in_progress' });
      await h.db.execute(sql`update idempotency_keys set locked_at = now() - interval '1 minute' where key = ${dying}`);
      const resumed = await withIdempotency(h.db, request(dying), work());
      expect(resumed.body.resumed).toBe('made-1');
      expect(await withIdempotency(h.db, request(dying), work())).toEqual(resumed);
    });

    it('forgets a key after 24 hours: on its next use, and in the hourly retention sweep', async () => {
      const [old, young] = [newKey(), newKey()];
      const first = await withIdempotency(h.db, request(old), work());
      await withIdempotency(h.db, request(young), work());
      await age(old, '23 hours');
      await expect(withIdempotency(h.db, request(old, { other: true }), work())).rejects.toMatchObject({ reason: 'idempotency_key_reused' });
      await age(old, '25 hours');
      const anew = await withIdempotency(h.db, request(old, { other: true }), work());
      expect(anew.body.run).toBeGreaterThan(first.body.run as number);
      await age(old, '25 hours');
      await purgePastRetention(h.db);
      expect([await rowsOf(old), (await rowsOf(young)).length]).toEqual([[], 1]);
    });
  });

  it('top-ups: replays, refuses another amount (422, as the app always had it), 409 while running, forgotten after 24 h', async () => {
    const ask = (amount: number, key: string) => api(h.app, 'POST', 'wallet/top-up', { token: who.access_token, key, body: { amount_bani: amount } });
    const key = newKey();
    const first = await ask(5000, key);
    expect(first.statusCode).toBe(202);
    expect([(await ask(5000, key)).json(), (await ask(5000, key)).statusCode]).toEqual([first.json(), 202]);
    const other = await ask(6000, key);
    expect([other.statusCode, other.json().reason]).toEqual([422, 'idempotency_key_reused']);

    // A top-up whose processor has not answered yet: its duplicate waits, then 409.
    const { ctx } = commerceWith(h.app);
    const held = gate();
    const slow = gatewayWith(ctx.gateway, { createPayment: async (input) => (await held.shut, ctx.gateway.createPayment(input)) });
    const deps = { db: h.db, gateway: slow, publicUrl: PUBLIC_URL, log: h.app.log, events: ctx.events, now: () => new Date() };
    const running = newKey();
    const pending = topUpWallet(deps, who.customer.id, running, { amount_bani: 2000 }, '/dashboard');
    await expect.poll(async () => (await rowsOf(running))[0]?.resource_id ?? null).not.toBeNull();
    await expect(briefWait(() => ask(2000, running))).resolves.toMatchObject({ statusCode: 409 });
    expect((await briefWait(() => ask(2000, running))).json().reason).toBe('request_in_progress');
    held.open();
    const done = await pending;
    expect(done.status).toBe(202);
    expect((await ask(2000, running)).json()).toEqual(done.body);

    // After 24 hours the key is free: another top-up, another payment.
    await age(key, '25 hours');
    const later = await ask(6000, key);
    expect(later.statusCode).toBe(202);
    expect(later.json().data.payment.id).not.toBe(first.json().data.payment.id);
    const payments = await query<{ n: number }>(h.db, sql`select count(*)::int as n from payments where customer_id = ${who.customer.id} and purpose = 'top_up'`);
    expect(payments[0]?.n).toBe(3);
  });

  it('app orders: a refused body leaves the key free; the key is forgotten after 24 h', async () => {
    const key = newKey();
    const refused = await placeOrder(h.app, orderBody({ address_to: { locality_id: 1 } }), { token: who.access_token, key });
    expect(refused.statusCode).toBe(422);
    const first = await placeOrder(h.app, orderBody(), { token: who.access_token, key });
    expect(first.statusCode).toBe(202);
    const reused = await placeOrder(h.app, orderBody({ extra: { parcel_content: 'Altceva' } }), { token: who.access_token, key });
    expect([reused.statusCode, reused.json().reason]).toEqual([422, 'idempotency_key_reused']);
    await age(key, '25 hours');
    const later = await placeOrder(h.app, orderBody({ extra: { parcel_content: 'Altceva' } }), { token: who.access_token, key });
    expect(later.statusCode).toBe(202);
    expect(later.json().data.order_id).not.toBe(first.json().data.order_id);
  });

  it('public orders: 409 request_in_progress in the contract\'s shape, and a retry resumes a request that died before its order', async () => {
    const key = `shop-${randomUUID()}`;
    const body = publicOrderBody(shop.billingAddressId);
    // The first request claimed the key and died before making its order.
    await h.db.execute(sql`insert into idempotency_keys (scope, key, method, path, request_hash)
      values (${`api:${shop.customerId}`}, ${key}, 'POST', '/api/public/v1/orders', ${requestHash(body)})`);
    const order = () => pub(h.app, 'POST', 'orders', { key: shop.key, body, headers: { 'idempotency-key': key } });
    const busy = await briefWait(order);
    expect([busy.statusCode, busy.json().error]).toEqual([409, 'request_in_progress']);
    expect(busy.json().message).toContain('în curs de procesare');
    await h.db.execute(sql`update idempotency_keys set locked_at = now() - interval '1 minute' where key = ${key}`);
    const resumed = await order();
    expect(resumed.statusCode).toBe(201);
    expect((await order()).json()).toEqual(resumed.json());
    expect(await rowsOf(key)).toEqual([{ state: 'done', resource_id: String(resumed.json().data.order_id) }]);
  });
});
