// Accounts and booked orders made through the API for the specs that need real AWBs on the
// simulated carrier network (tracking, push): register an account, then place a paid order
// (card 4242, Cluj-Napoca → Iași, one 1 kg parcel).
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const E2E_PASSWORD = 'o-parola-destul-de-lunga';
const CLUJ = 54984;
const IASI = 95079;

export interface Account {
  email: string;
  token: string;
}

export interface Placed {
  orderId: number;
  awb: string;
}

export async function registerAccount(api: APIRequestContext, name: string, emailPrefix: string): Promise<Account> {
  const email = `${emailPrefix}.${Date.now().toString(36)}@exemplu.ro`;
  const registered = await api.post('/api/private/auth/register', {
    data: { name, email, password: E2E_PASSWORD, password_confirmation: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  return { email, token: ((await registered.json()) as { access_token: string }).access_token };
}

function priceRequest(account: Account, carrierId: number) {
  return {
    carrier_id: carrierId,
    service_id: 1,
    address_from: { locality_id: CLUJ, contact: 'Ana Popescu', phone: '0722 123 456', email: account.email, street_name: 'Strada Memorandumului', street_number: '28' },
    address_to: { locality_id: IASI, contact: 'Ion Țăranu', phone: '0744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10' },
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării' },
  };
}

/** A paid, booked order of the account: its id and AWB. */
export async function placeOrder(api: APIRequestContext, account: Account, carrierId: number): Promise<Placed> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const quote = await api.post('/api/private/orders/price-calculation', { headers: auth, data: priceRequest(account, carrierId) });
  expect(quote.status()).toBe(200);
  const offer = ((await quote.json()) as { data: { breakdown: { total_bani: number } }[] }).data[0]!;
  const placed = await api.post('/api/private/orders', {
    headers: { ...auth, 'Idempotency-Key': `e2e-${carrierId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    data: {
      ...priceRequest(account, carrierId),
      billing: { type: 'person', name: 'Ana Popescu' },
      payment: { method: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' } },
      expected_total_bani: offer.breakdown.total_bani,
    },
  });
  expect(placed.status()).toBe(201);
  const { data } = (await placed.json()) as { data: { order_id: number; awb_number: string } };
  expect(data.awb_number).toBeTruthy();
  return { orderId: data.order_id, awb: data.awb_number };
}
