// One limit per field, on the server as in the app (src/shared/field-limits.ts): a name longer than
// the limit the forms say ("Cel mult 100 de caractere.") is refused with 422 under the field's name,
// with a Romanian message naming that same limit, on register, the contact form, the order and the
// address book; nothing is cut short; a name exactly at the limit passes that field's check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../src/shared/field-limits.ts';
import { authHarness, call, clearRateLimits, randomIp, registerCustomer, registration, type AuthHarness } from './helpers/auth.ts';
import { shippingAddress } from './helpers/addresses.ts';
import { testDatabases } from './helpers/databases.ts';
import { orderBody, placeOrder } from './helpers/orders.ts';

const { max } = TEXT_LIMITS.name;
const OVER = ['Ana '.repeat(2500), 'A'.repeat(max + 1)];
const AT = 'A'.repeat(max);

/** The 422's messages under `field`, each naming the shared limit. */
function refusedAtTheLimit(res: { statusCode: number; json(): { errors?: Record<string, string[]> } }, field: string) {
  expect(res.statusCode).toBe(422);
  const messages = res.json().errors?.[field] ?? [];
  expect(messages.length, `${field}: ${JSON.stringify(res.json().errors)}`).toBeGreaterThan(0);
  for (const message of messages) expect(message).toMatch(new RegExp(`\\b${max} de caractere\\.$`));
  return messages;
}

const contactForm = (name: string) => ({
  name,
  email: 'ana@exemplu.ro',
  phone: '',
  topic: 'plata',
  reference: '',
  message: 'Nu găsesc factura pentru comanda de ieri, mă puteți ajuta?',
  website: '',
  started_at: Date.now() - 30_000,
  sent_at: Date.now(),
});

describe.each(testDatabases())('one name limit on $name', (backend) => {
  let h: AuthHarness;
  let token: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    token = (await registerCustomer(h.app)).access_token;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  it('register refuses a name over the limit, and keeps one at the limit whole', async () => {
    for (const name of OVER) {
      const res = await call(h.app, 'POST', 'auth/register', { body: registration({ name }), ip: randomIp() });
      refusedAtTheLimit(res, 'name');
    }
    const ok = await call(h.app, 'POST', 'auth/register', { body: registration({ name: AT }), ip: randomIp() });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().customer.name).toBe(AT);
  });

  it('the contact form refuses a name over the limit, and takes one at the limit', async () => {
    for (const name of OVER) {
      const res = await call(h.app, 'POST', 'forms/contact', { body: contactForm(name), ip: randomIp() });
      refusedAtTheLimit(res, 'name');
    }
    const ok = await call(h.app, 'POST', 'forms/contact', { body: contactForm(AT), ip: randomIp() });
    expect(ok.statusCode).toBe(201);
  });

  it('the order refuses a sender or recipient name over the limit, with the same limit', async () => {
    for (const name of OVER) {
      const base = orderBody();
      const body = { ...base, address_from: { ...(base.address_from as object), contact: name }, address_to: { ...(base.address_to as object), contact: name } };
      const res = await placeOrder(h.app, body, { token });
      refusedAtTheLimit(res, 'address_from.contact');
      refusedAtTheLimit(res, 'address_to.contact');
    }
    const base = orderBody();
    const at = await placeOrder(h.app, { ...base, address_from: { ...(base.address_from as object), contact: AT }, expected_total_bani: 1 }, { token });
    expect(at.json().errors?.['address_from.contact']).toBeUndefined();
  });

  it('the address book refuses a contact name over the limit, and saves one at the limit', async () => {
    for (const contact of OVER) {
      const res = await call(h.app, 'POST', 'addresses', { token, body: shippingAddress({ contact }) });
      refusedAtTheLimit(res, 'contact');
    }
    const ok = await call(h.app, 'POST', 'addresses', { token, body: shippingAddress({ contact: AT }) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.contact).toBe(AT);
  });

  it('the profile refuses a name over the limit', async () => {
    for (const name of OVER) refusedAtTheLimit(await call(h.app, 'PUT', 'customer/profile', { token, body: { name } }), 'name');
  });
});
