// The private door's answers of shop returns against their answer schemas (the app's types are
// generated from them: server/routes/private/client-answers.ts), validated with ajv on real
// answers: the shop's settings, inbox, detail, moves and report; the customer's directory, shop
// page, order found, statement, filed request, guest read and photo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filedReturnAnswerSchema,
  guestReturnAnswerSchema,
  returnDetailAnswerSchema,
  returnDirectoryAnswerSchema,
  returnOrderAnswerSchema,
  returnPageSchema,
  returnPhotoAnswerSchema,
  returnReportAnswerSchema,
  returnRequestAnswerSchema,
  returnSettingsAnswerSchema,
  returnShopPageAnswerSchema,
  withdrawalStatementAnswerSchema,
} from '../../server/routes/private/returns/answers.ts';
import { expectAnswer } from './helpers/answers.ts';
import { authHarness, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody } from './helpers/returns.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabases().slice(0, 1))('the private answers of returns on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  it('of the shop and of its customer, from the page to a refund', async () => {
    const fresh = await registerCustomer(h.app);
    expectAnswer(returnSettingsAnswerSchema, await api(h.app, 'GET', 'returns/settings', { token: fresh.access_token }), 200);
    const shop = await shopWithReturns(h.app);
    const { token } = shop;
    expectAnswer(returnSettingsAnswerSchema, await api(h.app, 'GET', 'returns/settings', { token }), 200);
    const logo = await h.app.inject({ method: 'PUT', url: '/api/private/returns/settings/logo', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, payload: PNG });
    expectAnswer(returnSettingsAnswerSchema, logo, 200);
    expectAnswer(returnDirectoryAnswerSchema, await api(h.app, 'GET', 'returns/shops?q=strumf'), 200);
    expectAnswer(returnShopPageAnswerSchema, await api(h.app, 'GET', `returns/shops/${shop.slug}`), 200);

    const order = await shopOrder(h.app, shop, { codLei: 99 });
    expectAnswer(returnOrderAnswerSchema, await api(h.app, 'POST', `returns/shops/${shop.slug}/lookup`, { body: { awb: order.awb } }), 200);
    const stated = await api(h.app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order, { iban: 'RO49 AAAA 1B31 0075 9384 0000' }) });
    expectAnswer(withdrawalStatementAnswerSchema, stated, 200);
    const filed = await api(h.app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    expectAnswer(filedReturnAnswerSchema, filed, 201);
    const { return: request, access_token: key } = filed.json().data;
    expectAnswer(guestReturnAnswerSchema, await api(h.app, 'GET', `returns/requests/${request.id}?cheie=${key}`), 200);
    const photo = await h.app.inject({ method: 'POST', url: `/api/private/returns/requests/${request.id}/photos?cheie=${key}`, headers: { 'content-type': 'image/png' }, payload: PNG });
    expectAnswer(returnPhotoAnswerSchema, photo, 201);

    expectAnswer(returnPageSchema, await api(h.app, 'GET', 'returns?status=requested', { token }), 200);
    expectAnswer(returnDetailAnswerSchema, await api(h.app, 'GET', `returns/${request.id}`, { token }), 200);
    expectAnswer(returnRequestAnswerSchema, await api(h.app, 'POST', `returns/${request.id}/approve`, { token, body: {} }), 200);
    // With its return shipment: the AWB, the code and its QR, the instructions.
    const guest = await api(h.app, 'GET', `returns/requests/${request.id}?cheie=${key}`);
    expectAnswer(guestReturnAnswerSchema, guest, 200);
    expect(guest.json().data.shipment).toMatchObject({ awb: expect.any(String), code: { kind: 'code' } });
    expectAnswer(returnDetailAnswerSchema, await api(h.app, 'GET', `returns/${request.id}`, { token }), 200);
    for (const action of ['receive', 'refund', 'close']) expectAnswer(returnRequestAnswerSchema, await api(h.app, 'POST', `returns/${request.id}/${action}`, { token, body: {} }), 200);
    expectAnswer(returnDetailAnswerSchema, await api(h.app, 'GET', `returns/${request.id}`, { token }), 200);
    expectAnswer(returnReportAnswerSchema, await api(h.app, 'GET', 'returns/report', { token }), 200);
  });
});
