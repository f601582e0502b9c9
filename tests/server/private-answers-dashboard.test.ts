// The private door's answers of the dashboard's other sections against their answer schemas (the
// app's types are generated from them: server/routes/private/client-answers.ts,
// src/shared/api/private-answers.ts): the address book, the invoices, the cash on delivery, the
// webhooks, the public forms, the parcels a device follows and the app's runtime configuration,
// validated with ajv on real answers so that a server that stops sending what the app reads fails
// here. private-answers.test.ts has the account's, orders', payments', wallet's and API keys'.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAnswerSchema,
  addressPageSchema,
  defaultAddressesAnswerSchema,
} from '../../server/routes/private/addresses/answers.ts';
import { downloadLinkAnswerSchema, invoicePageSchema } from '../../server/routes/private/invoices/answers.ts';
import { appConfigSchema } from '../../server/routes/private/app-config-answer.ts';
import { formReceiptAnswerSchema } from '../../server/routes/private/forms/answers.ts';
import { parcelSubscriptionListAnswerSchema, pushSuccessAnswerSchema } from '../../server/routes/private/notifications/answers.ts';
import { payoutPageSchema, repaymentPageSchema, reportLinksAnswerSchema } from '../../server/routes/private/repayments/answers.ts';
import {
  deliveryPageSchema,
  webhookDeliveryAnswerSchema,
  webhookEndpointAnswerSchema,
  webhookListAnswerSchema,
  webhookSecretAnswerSchema,
  webhookWithSecretAnswerSchema,
} from '../../server/routes/private/webhooks/answers.ts';
import { batchPayouts } from '../../server/services/repayments/payouts.ts';
import { billingCompany, shippingAddress } from './helpers/addresses.ts';
import { expectAnswer } from './helpers/answers.ts';
import { authHarness, call, randomIp, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, drained, orderBody, paidTopUp } from './helpers/orders.ts';
import { finish, placeCodOrder } from './helpers/repayments.ts';

describe.each(testDatabases().slice(0, 1))('the private answers of the dashboard on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    // A webhook endpoint on this machine (never called: its deliveries stay queued).
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
  });
  afterAll(async () => h?.close());

  it('of the address book: a page, the defaults, one address created, read, changed and made default', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    expectAnswer(defaultAddressesAnswerSchema, await api(h.app, 'GET', 'addresses/defaults', { token }), 200);
    const billing = await api(h.app, 'POST', 'addresses', { token, body: billingCompany() });
    expectAnswer(addressAnswerSchema, billing, 201);
    const shipping = await api(h.app, 'POST', 'addresses', { token, body: shippingAddress({ coordinates: { lat: 46.77, lng: 23.59 } }) });
    expectAnswer(addressAnswerSchema, shipping, 201);
    const id = shipping.json().data.id as number;
    expectAnswer(addressAnswerSchema, await api(h.app, 'GET', `addresses/${id}`, { token }), 200);
    expectAnswer(addressAnswerSchema, await api(h.app, 'PUT', `addresses/${id}`, { token, body: { contact: 'Ion Pop' } }), 200);
    expectAnswer(addressAnswerSchema, await api(h.app, 'POST', `addresses/${id}/default`, { token }), 200);
    expectAnswer(addressPageSchema, await api(h.app, 'GET', 'addresses?kind=shipping', { token }), 200);
    expectAnswer(addressPageSchema, await api(h.app, 'GET', 'addresses?kind=billing&all=1', { token }), 200);
    expectAnswer(defaultAddressesAnswerSchema, await api(h.app, 'GET', 'addresses/defaults', { token }), 200);
  });

  it("of the invoices: the page (a top-up's advance invoice, pending then issued) and the signed links", async () => {
    const { access_token: token } = await registerCustomer(h.app);
    await paidTopUp(h.app, token, 5000);
    expectAnswer(invoicePageSchema, await api(h.app, 'GET', 'invoices', { token }), 200);
    await drained(h.app);
    const page = await api(h.app, 'GET', 'invoices', { token });
    expectAnswer(invoicePageSchema, page, 200);
    const [invoice] = page.json().data as { id: number; issue_date: string }[];
    expect(invoice).toBeDefined();
    expectAnswer(downloadLinkAnswerSchema, await api(h.app, 'GET', `invoices/${invoice!.id}/download-link?format=pdf`, { token }), 200);
    const month = invoice!.issue_date.slice(0, 7);
    expectAnswer(downloadLinkAnswerSchema, await api(h.app, 'GET', `invoices/export/download-link?month=${month}&format=csv`, { token }), 200);
  });

  it("of the cash on delivery: a delivered parcel's repayment, its payout and the report links", async () => {
    const { access_token: token } = await registerCustomer(h.app);
    await finish(h.app, await placeCodOrder(h.app, token), 'delivered');
    expectAnswer(repaymentPageSchema, await api(h.app, 'GET', 'repayments', { token }), 200);
    await batchPayouts(h.db);
    const repayments = await api(h.app, 'GET', 'repayments', { token });
    expectAnswer(repaymentPageSchema, repayments, 200);
    expect(repayments.json().data).toHaveLength(1);
    const payouts = await api(h.app, 'GET', 'repayments/payouts', { token });
    expectAnswer(payoutPageSchema, payouts, 200);
    const [payout] = payouts.json().data as { id: number }[];
    expectAnswer(reportLinksAnswerSchema, await api(h.app, 'GET', `repayments/payouts/${payout!.id}/report-link`, { token }), 200);
  });

  it('of the webhooks: an endpoint created, listed, read, paused, its secret, a test event, its deliveries, resent, deleted', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    const created = await api(h.app, 'POST', 'webhooks', { token, body: { url: 'http://127.0.0.1:9/hook', events: ['order.created'], mode: 'test' } });
    expectAnswer(webhookWithSecretAnswerSchema, created, 201);
    const id = created.json().data.endpoint.id as number;
    expectAnswer(webhookListAnswerSchema, await api(h.app, 'GET', 'webhooks', { token }), 200);
    expectAnswer(webhookEndpointAnswerSchema, await api(h.app, 'GET', `webhooks/${id}`, { token }), 200);
    expectAnswer(webhookEndpointAnswerSchema, await api(h.app, 'PATCH', `webhooks/${id}`, { token, body: { is_active: true } }), 200);
    expectAnswer(webhookSecretAnswerSchema, await api(h.app, 'GET', `webhooks/${id}/secret`, { token }), 200);
    expectAnswer(webhookWithSecretAnswerSchema, await api(h.app, 'POST', `webhooks/${id}/rotate-secret`, { token }), 200);
    const test = await api(h.app, 'POST', `webhooks/${id}/test`, { token });
    expectAnswer(webhookDeliveryAnswerSchema, test, 202);
    expectAnswer(deliveryPageSchema, await api(h.app, 'GET', `webhooks/${id}/deliveries`, { token }), 200);
    expectAnswer(webhookDeliveryAnswerSchema, await api(h.app, 'POST', `webhooks/deliveries/${test.json().data.id}/resend`, { token }), 202);
    expectAnswer(webhookEndpointAnswerSchema, await api(h.app, 'DELETE', `webhooks/${id}`, { token }), 200);
  });

  it('of a public form: the receipt', async () => {
    const body = { name: 'Ana Popescu', email: 'ana@exemplu.ro', topic: 'livrare', message: 'Coletul meu nu a ajuns încă, vă rog să verificați.', website: '', started_at: Date.now() - 60_000 };
    expectAnswer(formReceiptAnswerSchema, await call(h.app, 'POST', 'forms/contact', { body, ip: randomIp() }), 201);
  });

  it('of the notifications: a device registered, a parcel followed, listed and no longer followed, the device removed', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    const { awb_number: awb } = await bookedOrder(h.app, orderBody(), token);
    const device = { token: `fcm-${randomUUID()}`, anon_id: `anon_${randomUUID().slice(0, 12)}` };
    const push = (method: 'POST' | 'DELETE', path: string, body: object) => h.app.inject({ method, url: `/api/private/notifications/${path}`, payload: body, remoteAddress: randomIp() });
    expectAnswer(pushSuccessAnswerSchema, await push('POST', 'device-tokens/register', { ...device, platform: 'web' }), 200);
    expectAnswer(pushSuccessAnswerSchema, await push('POST', 'subscriptions', { ...device, awb }), 200);
    const listed = await push('POST', 'subscriptions/list', device);
    expectAnswer(parcelSubscriptionListAnswerSchema, listed, 200);
    expect(listed.json().data.subscriptions).toHaveLength(1);
    expectAnswer(pushSuccessAnswerSchema, await push('DELETE', 'subscriptions', { ...device, awb }), 200);
    expectAnswer(pushSuccessAnswerSchema, await push('DELETE', 'device-tokens', device), 200);
  });

  it("of the app's runtime configuration: every part sent", async () => {
    const config = await h.app.inject({ method: 'GET', url: '/api/private/app-config' });
    expectAnswer(appConfigSchema, config, 200);
    expect(Object.keys(config.json()).sort()).toEqual(['auth', 'carriers', 'chat', 'firebase', 'payments', 'release']);
  });
});
