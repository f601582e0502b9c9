// Order and top-up attempts are rate limited (card testing): a guest's 31st attempt in an hour from
// one IP gets a Romanian 429 with Retry-After, malformed attempts count too, a signed-in customer
// has their own (larger) allowance, and wallet top-ups have one per customer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../server/services/rate-limit.ts';
import { authHarness, clearRateLimits, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, placeOrder } from './helpers/orders.ts';

const TOO_MANY = /^Prea multe încercări\. Încearcă din nou peste \d+ (de )?minute?\.$/;

describe.each(testDatabases())('rate limits on orders and top-ups on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  it('refuses a guest the attempt after the hourly allowance, malformed ones included', async () => {
    for (let i = 0; i < LIMITS.guestOrdersPerIp.max; i++) {
      const res = await placeOrder(h.app, { carrier_id: 'x' });
      expect(res.statusCode).toBe(422);
    }
    const refused = await placeOrder(h.app, { carrier_id: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it("counts a signed-in customer's orders apart from the guests of the same address", async () => {
    const { access_token: token } = await registerCustomer(h.app);
    for (let i = 0; i < LIMITS.guestOrdersPerIp.max + 1; i++) await placeOrder(h.app, { carrier_id: 'x' });
    const asCustomer = await placeOrder(h.app, { carrier_id: 'x' }, { token });
    expect(asCustomer.statusCode).toBe(422);
  });

  it('limits wallet top-ups per customer', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    for (let i = 0; i < LIMITS.walletTopUpsPerCustomer.max; i++) {
      expect((await api(h.app, 'POST', 'wallet/top-up', { token, body: { amount_bani: 'x' } })).statusCode).toBe(422);
    }
    const refused = await api(h.app, 'POST', 'wallet/top-up', { token, body: { amount_bani: 'x' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
  });
});
