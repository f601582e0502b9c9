// The private door's answers against the answer schemas the app's types are generated from
// (server/routes/private/client-answers.ts, src/shared/api/private-answers.ts): real answers of the
// main calls (account, orders placed by a customer and by a guest, payments, wallet, re-weighing,
// test balance, API keys and the docs' "Încearcă") validated with ajv, so that a server that stops
// sending what the app reads fails here, not in the app. The schemas are open: the server may send
// more than they list. private-answers-dashboard.test.ts has the dashboard's other sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyListSchema, newApiKeyAnswerSchema, revokedApiKeyAnswerSchema, tryCallAnswerSchema } from '../../server/routes/private/api-keys/answers.ts';
import { CLIENT_ANSWERS } from '../../server/routes/private/client-answers.ts';
import { profileAnswerSchema, tokenAnswerSchema } from '../../server/routes/private/customer/answers.ts';
import {
  guestOrderAnswerSchema,
  orderAnswerSchema,
  orderPageSchema,
  placedOrderAnswerSchema,
} from '../../server/routes/private/orders/answers.ts';
import { trackingListSchema } from '../../server/routes/private/orders/tracking-answers.ts';
import { boxSizeSchema, countryDtoSchema, countyDtoSchema, fixedLocationDtoSchema, localityDtoSchema } from '../../server/routes/private/locations/answers.ts';
import { localitySearchAnswerSchema, postalCodeReverseItemSchema, streetDtoSchema } from '../../server/routes/private/search/answers.ts';
import { priceAnswerBodySchema } from '../../src/shared/api/price-answer-schema.ts';
import { paymentStatusAnswerSchema } from '../../server/routes/private/payments/answers.ts';
import {
  reweighListSchema,
  reweighPaymentAnswerSchema,
  testBalanceAnswerSchema,
  testMovementPageSchema,
  testTopUpAnswerSchema,
  topUpAnswerSchema,
  walletBalanceAnswerSchema,
  walletMovementPageSchema,
} from '../../server/routes/private/wallet/answers.ts';
import { ajv, expectAnswer } from './helpers/answers.ts';
import { authHarness, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, CLUJ, IASI, newKey, orderBody, paidTopUp, placePaidOrder, uniqueGuest } from './helpers/orders.ts';

describe('the answer schemas', () => {
  it('all compile', () => {
    for (const schema of CLIENT_ANSWERS) expect(() => ajv.compile(schema), schema.title).not.toThrow();
  });
});

describe.each(testDatabases().slice(0, 1))('the private answers on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  it('of the account: the token answer and the profile', async () => {
    const who = await registerCustomer(h.app);
    expectAnswer(tokenAnswerSchema, who);
    expectAnswer(profileAnswerSchema, await api(h.app, 'GET', 'customer/profile', { token: who.access_token }), 200);
    expectAnswer(profileAnswerSchema, await api(h.app, 'PUT', 'customer/profile', { token: who.access_token, body: { name: 'Ana Popa' } }), 200);
  });

  it("of a customer's orders: placed, paid, listed, read, tracked, and the wallet's", async () => {
    const who = await registerCustomer(h.app);
    const token = who.access_token;
    const paid = await placePaidOrder(h.app, orderBody(), { token });
    expectAnswer(placedOrderAnswerSchema, paid.placed, 202);
    expectAnswer(paymentStatusAnswerSchema, await api(h.app, 'GET', `payments/${paid.data.payment.id}`, { token }), 200);
    expectAnswer(orderPageSchema, await api(h.app, 'GET', 'orders', { token }), 200);
    expectAnswer(orderAnswerSchema, await api(h.app, 'GET', `orders/${paid.orderId}`, { token }), 200);
    expectAnswer(trackingListSchema, await api(h.app, 'POST', 'orders/track-by-order', { token, body: { order_ids: [paid.orderId] } }), 200);

    const topUp = await paidTopUp(h.app, token, 5000);
    expectAnswer(topUpAnswerSchema, topUp.answer, 202);
    expectAnswer(walletBalanceAnswerSchema, await api(h.app, 'GET', 'wallet', { token }), 200);
    expectAnswer(walletMovementPageSchema, await api(h.app, 'GET', 'wallet/movements', { token }), 200);
    const walletOrder = await api(h.app, 'POST', 'orders', { token, key: newKey(), body: orderBody({ payment: { method: 'wallet' } }) });
    expectAnswer(placedOrderAnswerSchema, walletOrder, 201);
    expectAnswer(reweighListSchema, await api(h.app, 'GET', 'wallet/reweighs', { token }), 200);
    expectAnswer(reweighPaymentAnswerSchema, await api(h.app, 'POST', 'wallet/reweighs/pay', { token }), 200);
  });

  it("of a guest's order: placed, paid and reopened with its key", async () => {
    const paid = await placePaidOrder(h.app, orderBody({ email: uniqueGuest() }));
    expectAnswer(placedOrderAnswerSchema, paid.placed, 202);
    const status = await api(h.app, 'GET', `payments/${paid.data.payment.id}`);
    expectAnswer(paymentStatusAnswerSchema, status, 200);
    const key = status.json().data.order.guest_key as string;
    expectAnswer(guestOrderAnswerSchema, await api(h.app, 'GET', `orders/guest/${paid.orderId}?key=${encodeURIComponent(key)}`), 200);
  });

  it(`of the test balance and the API keys (the docs' "Încearcă" with the test key)`, async () => {
    const { access_token: token } = await registerCustomer(h.app);
    expectAnswer(testTopUpAnswerSchema, await api(h.app, 'POST', 'wallet/test-balance/top-up', { token, body: { amount_bani: 10_000 } }), 201);
    expectAnswer(testBalanceAnswerSchema, await api(h.app, 'GET', 'wallet/test-balance', { token }), 200);
    expectAnswer(testMovementPageSchema, await api(h.app, 'GET', 'wallet/test-balance/movements', { token }), 200);
    const created = await api(h.app, 'POST', 'api-keys', { token, body: { name: 'Magazin', scope: 'read_write', mode: 'test' } });
    expectAnswer(newApiKeyAnswerSchema, created, 201);
    expectAnswer(apiKeyListSchema, await api(h.app, 'GET', 'api-keys', { token }), 200);
    expectAnswer(tryCallAnswerSchema, await api(h.app, 'POST', 'api-keys/try', { token, body: { path: '/locations/counties/RO' } }), 200);
    expectAnswer(revokedApiKeyAnswerSchema, await api(h.app, 'DELETE', `api-keys/${created.json().data.api_key.id}`, { token }), 200);
  });

  it('of the reference data, the searches, the prices and a parcel tracked by its AWB', async () => {
    const listOf = (items: object) => ({ type: 'array', minItems: 1, items });
    expectAnswer(listOf(countryDtoSchema), await api(h.app, 'GET', 'locations/countries'), 200);
    expectAnswer(listOf(countyDtoSchema), await api(h.app, 'GET', 'locations/counties?country_code=RO'), 200);
    expectAnswer(listOf(localityDtoSchema), await api(h.app, 'GET', 'locations/localities?country_code=RO&county_code=CJ'), 200);
    const lockers = await api(h.app, 'GET', `locations/fixedlocations?locality_id=${IASI}&carrier_id=6`);
    expectAnswer(listOf(fixedLocationDtoSchema), lockers, 200);
    expectAnswer(listOf(boxSizeSchema), lockers.json()[0].box_sizes);
    expectAnswer(localitySearchAnswerSchema, await api(h.app, 'GET', 'search/localities/RO?search=Cluj'), 200);
    expectAnswer(listOf(postalCodeReverseItemSchema), await api(h.app, 'GET', 'search/postal-code-reverse/RO/400114'), 200);
    expectAnswer(listOf(streetDtoSchema), await api(h.app, 'GET', `search/streets/RO/${CLUJ}/Memorandumului`), 200);
    const prices = await api(h.app, 'POST', 'orders/price-calculation', { body: { ...orderBody({ carrier_id: 0 }), payment: undefined }, headers: { 'x-no-compression': '1' } });
    expectAnswer(priceAnswerBodySchema, prices, 200);
    expect(prices.json().data.length).toBeGreaterThan(0);

    const paid = await placePaidOrder(h.app, orderBody({ email: uniqueGuest() }));
    const awb = (await api(h.app, 'GET', `payments/${paid.data.payment.id}`)).json().data.order.awb as string;
    const tracked = await api(h.app, 'POST', 'orders/track-by-awb', { body: { awb_list: [awb, 'NUEXISTA123456'] } });
    expectAnswer(trackingListSchema, tracked, 200);
    expect(tracked.json().map((item: { found: boolean }) => item.found)).toEqual([true, false]);
  });
});
