// A property-based fuzz of every API route (issue 16). The real app listens on a random port of
// 127.0.0.1 and gets real HTTP requests (fetch), generated with fast-check from each route's JSON
// schemas as Fastify registered them (an onRoute hook lists every route: method, URL, schemas):
// valid-looking values and real ids (an order, its AWB and payment, a device, a customer's and an
// admin's bearer), and hostile ones (wrong types, huge strings, any Unicode, NUL and other control
// characters, lone surrogates, deep nesting, odd numbers, missing and unknown fields, bad path
// parameters and query strings, bad or missing auth headers, other content types, bodies that are
// not JSON), sent up to 6 at a time, for about 60 s in all (shared by the database backends;
// FUZZ_SECONDS overrides it). Checked:
// - no answer is a 5xx, and every request gets an answer;
// - every 4xx is JSON in the API's error shape: { reason, message[, errors: { field: [text] }] }, and
//   on the public API (/api/public/v1, called with a shop's API keys) the contract's
//   { error, message[, details] }, where a 422 validation_failed names its fields;
// - no promise rejection goes unhandled in the process;
// - every route was called (SKIPPED lists the ones left out, with the reason: none so far).
// Reproducible: a failure names the fast-check seed and path; FUZZ_SEED=… FUZZ_PATH=… sends the same
// requests again (the database starts fresh: order ids are the same, payment UUIDs are not, so a
// failure that needs one of those may not replay exactly; the failing request is printed whole).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, DESTINATIONS, MONTHLY_VOLUMES } from '../../src/shared/forms.ts';
import { buildApp } from '../../server/app/index.ts';
import { customers } from '../../server/db/schema.ts';
import { saveAdmin } from '../../server/services/auth/admins.ts';
import { openSession } from '../../server/services/auth/sessions.ts';
import { tempDir, testConfig } from './helpers/app.ts';
import { authEnv, PASSWORD, randomIp, registerCustomer, registration, settled, uniqueEmail } from './helpers/auth.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';
import { requestArb, type FuzzRequest, type Hints, type RouteInfo } from './helpers/fuzz.ts';
import { CLUJ, IASI, IASI_EASYBOX, orderBody, paidTopUp, placeOrder, placePaidOrder, TEST_CARDS } from './helpers/orders.ts';

const backends = testDatabases();
const TOTAL_SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const BUDGET_MS = (TOTAL_SECONDS * 1000) / backends.length;
/** Requests sent at once in one run of the property. */
const BATCH = 6;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Routes left out, with the reason (none so far). Every other route must have been called by the
 * end of the run, or the test fails: nothing is skipped silently.
 */
const SKIPPED: Record<string, string> = {};

/** A request, shortened for a report. */
function summary(request: FuzzRequest): string {
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…(${text.length} chars)` : text);
  return JSON.stringify({ ...request, url: cut(request.url, 300), body: request.body === undefined ? undefined : cut(request.body, 500) });
}

interface Answer {
  status: number;
  contentType: string;
  retryAfter: string | null;
  text: string;
}

const PUBLIC = '/api/public/v1/';

/** What is wrong with a public API error body (the contract's shape), or null. */
function publicProblemOf(status: number, body: Record<string, unknown>): string | null {
  const { error, message, details, reason, errors } = body;
  if (reason !== undefined || errors !== undefined) return `a ${status} in the private API's shape`;
  if (typeof error !== 'string' || !error) return `a ${status} without an error code`;
  if (typeof message !== 'string' || !message) return `a ${status} without a message`;
  if (details !== undefined && (details === null || typeof details !== 'object')) return `a ${status} whose details are not an object`;
  if (status === 422 && error === 'validation_failed') {
    const fields = Object.values((details ?? {}) as Record<string, unknown>);
    if (!fields.length || !fields.every((list) => Array.isArray(list) && list.length > 0 && list.every((text) => typeof text === 'string' && text))) {
      return 'a 422 validation_failed whose details are not { field: [text] }';
    }
  }
  return null;
}

/** What is wrong with an answer, or null. */
function problemOf(request: FuzzRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) {
    if (request.method !== 'HEAD' && answer.contentType.startsWith('application/json') && answer.text) {
      try {
        JSON.parse(answer.text);
      } catch {
        return 'a JSON answer that does not parse';
      }
    }
    return null;
  }
  if (!answer.contentType.startsWith('application/json')) return `a ${answer.status} that is not JSON (${answer.contentType || 'no content type'})`;
  if (request.method === 'HEAD') return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} whose JSON does not parse`;
  }
  if (answer.status === 429 && !answer.retryAfter) return 'a 429 without Retry-After';
  if (request.url.startsWith(PUBLIC)) return publicProblemOf(answer.status, (body ?? {}) as Record<string, unknown>);
  const { reason, message, errors } = (body ?? {}) as Record<string, unknown>;
  if (typeof reason !== 'string' || !reason) return `a ${answer.status} without a reason`;
  if (typeof message !== 'string' || !message) return `a ${answer.status} without a message`;
  if (errors !== undefined) {
    const fine =
      errors !== null &&
      typeof errors === 'object' &&
      Object.values(errors).every((list) => Array.isArray(list) && list.length > 0 && list.every((text) => typeof text === 'string' && text));
    if (!fine) return `a ${answer.status} whose errors are not { field: [text] }`;
  }
  if (answer.status === 422 && reason === 'validation_failed' && (errors === undefined || Object.keys(errors as object).length === 0)) {
    return 'a 422 validation_failed that names no field';
  }
  return null;
}

describe.each(backends)('API fuzz on $name', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const routes: RouteInfo[] = [];
  const errorLogs: string[] = [];
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  let hints: Hints;
  /** Known-good bodies by route ('POST /api/private/orders'), used as they are and mutated. */
  let samples: Record<string, unknown[]>;
  let customerEmail: string;
  let adminToken: string;
  /** The customer's API keys: read_write (sent for auth 'customer' on the public API) and read ('admin'). */
  let shopKey: string;
  let readKey: string;

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    test = await backend.createPrepared();
    const env = authEnv(tempDir('fuzz'), { LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1', PUBLIC_API_REQUESTS_PER_MINUTE: '1000000' });
    app = buildApp(testConfig(env), {
      database: test.database,
      logStream: { write: (line: string) => void errorLogs.push(line) },
    });
    // Every route the app registers, as registered (the control-character checks already added).
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as RouteInfo['schema'] });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // Real data for valid-looking requests: a customer with a booked order (paid by card on the test
    // processor's page), a payment waiting on that page, a device, an admin.
    const customer = await registerCustomer(app);
    customerEmail = customer.customer.email;
    const paid = await placePaidOrder(app, orderBody(), { token: customer.access_token });
    expect(paid.order?.order_status).toBe('booked');
    const waiting = (await placeOrder(app, orderBody(), { token: customer.access_token })).json().data;
    expect(waiting.payment.status).toBe('requires_action');
    await settled(app);
    const order = { order_id: paid.orderId, awb_number: paid.awb, payment: paid.payment };
    const booked = (await app.inject({ method: 'GET', url: `/api/private/orders/${order.order_id}`, headers: { authorization: `Bearer ${customer.access_token}` } })).json().data;
    const device = { token: `fcm-${randomUUID()}`, anon_id: `anon_${randomUUID().slice(0, 12)}` };
    await app.inject({ method: 'POST', url: '/api/private/notifications/device-tokens/register', payload: { ...device, platform: 'web' }, remoteAddress: randomIp() });
    const admin = { email: uniqueEmail('admin'), name: 'Admin Fuzz', password: PASSWORD };
    await saveAdmin(app.db, admin);
    adminToken = (await app.inject({ method: 'POST', url: '/api/private/admin/auth/login', payload: { email: admin.email, password: PASSWORD }, remoteAddress: randomIp() })).json().access_token;
    expect(adminToken).toBeTruthy();

    // The shop's side: API keys, credit, a billing address and an order placed through the public API.
    const bearer = { authorization: `Bearer ${customer.access_token}` };
    const keyOf = async (scope: string) =>
      (await app.inject({ method: 'POST', url: '/api/private/api-keys', headers: bearer, payload: { name: `Fuzz ${scope}`, scope, mode: 'test' } })).json().data.key as string;
    shopKey = await keyOf('read_write');
    readKey = await keyOf('read');
    expect((await paidTopUp(app, customer.access_token, 200_000)).balanceBani).toBe(200_000);
    const billing = await app.inject({
      method: 'POST',
      url: '/api/private/addresses',
      headers: bearer,
      payload: { kind: 'billing', locality_id: CLUJ, contact: 'Ana Popescu', phone: '0722123456', street_name: 'Memorandumului', street_no: '28' },
    });
    const billingId = billing.json().data.id as number;
    // Orders made with the test key are paid from the test balance (test mode moves no real money).
    const testTopUp = await app.inject({ method: 'POST', url: '/api/private/wallet/test-balance/top-up', headers: bearer, payload: { amount_bani: 200_000 } });
    expect(testTopUp.statusCode, testTopUp.body).toBeLessThan(300);
    const { billing: _b, payment: _p, ...appOrder } = orderBody();
    const publicOrder = { ...appOrder, billing_to: { billing_address_id: billingId } };
    const apiOrder = await app.inject({ method: 'POST', url: '/api/public/v1/orders', headers: { 'x-api-key': shopKey }, payload: publicOrder });
    expect(apiOrder.statusCode).toBe(201);
    const apiOrderId = apiOrder.json().data.order_id as number;

    const awb = booked?.awb ?? order.awb_number ?? 'AWB0000000';
    // Our payment ids, and the test processor's id of the one waiting on its page (its pages' :id).
    const paymentIds = [order.payment.id, waiting.payment.id, String(waiting.payment.redirect_url).split('/').at(-1)!];
    hints = {
      id: [String(order.order_id), String(apiOrderId), String(billingId), ...paymentIds, '1'],
      billing_address_id: [billingId],
      address_id: [billingId],
      country_code_or_id: ['RO', '609507901'],
      awb: [awb],
      'awb_list.*': [awb, 'FAN1234567'],
      'order_ids.*': [order.order_id, apiOrderId],
      provider: ['google', 'facebook', 'apple'],
      email: [customerEmail, admin.email, uniqueEmail('fuzz'), 'a@b.ro'],
      customer_email: [customerEmail],
      customer_id: [customer.customer.id],
      password: [PASSWORD],
      password_confirmation: [PASSWORD],
      name: ['Ana Popescu', 'Ion Țăranu'],
      contact: ['Ana Popescu'],
      contact_name: ['Maria Georgescu'],
      locality_id: [CLUJ, IASI, String(CLUJ)],
      fixed_location_id: [IASI_EASYBOX],
      carrier_id: [0, 1, 2, 3, 4, 5, 6, '6'],
      service_id: [0, 1, 2],
      country_code: ['RO', 'ro'],
      county_code: ['CJ', 'IS', 'B'],
      search: ['cluj', 'iasi', 'Bucu'],
      term: ['Memorandumului', 'st'],
      postal_code: ['400001', '700001'],
      street_name: ['Strada Memorandumului'],
      phone: ['0722 123 456'],
      token: [device.token],
      previous_token: [device.token],
      anon_id: [device.anon_id],
      platform: ['web'],
      number: [TEST_CARDS.approved, TEST_CARDS.declined, TEST_CARDS.threeDSecure],
      expiry: ['12/40', '01/20'],
      cvc: ['123'],
      holder: ['ANA POPESCU'],
      amount_bani: [1_000, 50_000],
      weight: [1, 2.5],
      width: [10],
      height: [10],
      length: [20],
      parcels_count: [1],
      format: ['A4', 'A6'],
      refund_channel: ['wallet', 'card'],
      page: ['1', '2'],
      per_page: ['15', '50', '10'],
      rating: [1, 5],
      started_at: [Date.now() - 60_000],
      topic: CONTACT_TOPICS.map((t) => t.id),
      monthly_volume: MONTHLY_VOLUMES.map((v) => v.id),
      'destinations.*': DESTINATIONS.map((d) => d.id),
      message: ['Bună ziua, coletul meu nu a ajuns încă la destinație, vă rog să verificați.'],
      decision: ['approve', 'cancel'],
      return_path: ['/dashboard'],
    };
    const form = { website: '', started_at: Date.now() - 60_000 };
    const { billing: _billing, payment: _payment, ...priceRequest } = orderBody();
    samples = {
      'POST /api/private/orders': [orderBody(), orderBody({ payment: { method: 'wallet' } }), orderBody({ email: 'oaspete.fuzz@exemplu.ro' })],
      'POST /api/private/orders/price-calculation': [priceRequest, { ...priceRequest, carrier_id: 0, service_id: 0 }],
      'POST /api/private/orders/track-by-awb': [{ awb_list: [awb] }],
      'POST /api/private/orders/track-by-order': [{ order_ids: [order.order_id] }],
      'POST /api/private/wallet/top-up': [{ amount_bani: 5_000, return_path: '/dashboard' }],
      'POST /api/private/auth/register': [registration()],
      'POST /api/private/auth/login': [{ email: customerEmail, password: PASSWORD, remember: true }],
      'POST /api/private/auth/forgot-password': [{ email: customerEmail }],
      'PUT /api/private/customer/profile': [{ name: 'Ana Maria Popescu', dark_mode: 'dark', billing_country: 'RO' }],
      'POST /api/private/admin/impersonations': [{ customer_email: customerEmail }, { customer_id: customer.customer.id }],
      'POST /api/private/chat/messages': [{ name: 'Ana', email: 'ana@exemplu.ro', message: 'Bună ziua!\nCât costă un colet?', page: '/' }],
      'POST /api/private/error-reports': [{ message: 'TypeError: x is undefined', stack: 'at a (app.js:1:2)\n  at b', url: '/', release: 'dev', level: 'error', context: { route: '/', n: 1 } }],
      'POST /api/private/forms/contact': [
        { name: 'Ana Popescu', email: 'ana@exemplu.ro', phone: '0722 123 456', topic: 'livrare', reference: 'awb-1234567', message: 'Coletul meu nu a ajuns încă la destinație, vă rog să verificați.', ...form },
      ],
      'POST /api/private/forms/feedback': [{ rating: 4, message: 'Aplicația e ușor de folosit, mulțumesc!', name: 'Ion Ionescu', email: 'ion@exemplu.ro', ...form }],
      'POST /api/private/forms/business': [
        {
          company: 'Magazinul Verde SRL',
          cui: 'RO 18547290',
          contact_name: 'Maria Georgescu',
          email: 'maria@magazinulverde.ro',
          phone: '+40 722 987 654',
          monthly_volume: '201-1000',
          destinations: ['ue', 'romania'],
          cash_on_delivery: true,
          message: 'Trimitem haine.',
          ...form,
        },
      ],
      'POST /api/private/notifications/device-tokens/register': [{ ...device, platform: 'web', device_name: 'Chrome' }, { token: `fcm-${randomUUID()}`, anon_id: device.anon_id, platform: 'web', previous_token: device.token }],
      'DELETE /api/private/notifications/device-tokens': [{ token: `fcm-${randomUUID()}`, anon_id: device.anon_id }],
      'POST /api/private/notifications/subscriptions': [{ ...device, awb }],
      'DELETE /api/private/notifications/subscriptions': [{ ...device, awb }],
      'POST /api/private/notifications/subscriptions/list': [device],
      'POST /api/private/payments/test-gateway/:id/card': [{ number: TEST_CARDS.approved, expiry: '12/40', cvc: '123', holder: 'ANA POPESCU', token: 'x' }],
      'POST /api/private/payments/test-gateway/:id/3ds': [{ decision: 'approve', token: 'x' }],
      'POST /api/private/payments/test-gateway/:id/cancel': [{ token: 'x' }],
      'POST /api/public/v1/orders': [publicOrder],
      'POST /api/public/v1/orders/prices': [{ ...publicOrder, carrier_id: 0, service_id: 0 }],
      'POST /api/public/v1/orders/track-by-awb': [{ carrier_id: 0, awb_list: [awb], language: 'ro' }],
      'POST /api/public/v1/orders/track-by-order': [{ order_ids: [apiOrderId], language: 'ro' }],
      'POST /api/public/v1/orders/labels': [{ order_ids: [apiOrderId], format: 'A4' }],
    };
  }, 120_000);

  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    // fetch keeps its connections alive (one may still be sending a body the server refused early):
    // close them all, the run is over.
    app?.server.closeAllConnections();
    await app?.close();
    await test?.dispose();
  }, 120_000);

  it(
    'answers every generated request without a 5xx, with the error shape on 4xx, and leaves no rejection unhandled',
    async () => {
      expect(routes.length).toBeGreaterThan(40);
      const fuzzed = routes.filter((route) => !(`${route.method} ${route.url}` in SKIPPED));
      const arbitraries = new Map(fuzzed.map((route) => [route, requestArb(route, hints, samples[`${route.method} ${route.url}`])]));
      const one = fc.constantFrom(...fuzzed).chain((route) => arbitraries.get(route)!);

      // A fresh customer session for each batch: a generated logout may end the previous one.
      const [row] = await app.db.select().from(customers).where(eq(customers.email, customerEmail));
      let customerToken = '';
      const renew = async () => {
        customerToken = (await openSession(app.auth, row!)).access_token;
      };

      const called = new Map<string, number>();
      let sent = 0;
      let unsendable = 0;
      /** Answers by route, status and reason (printed with FUZZ_DEBUG=1). */
      const statuses = new Map<string, Map<string, number>>();
      const send = async (request: FuzzRequest): Promise<string | null> => {
        const headers: Record<string, string> = { ...request.headers };
        // The public API's callers are shops with API keys: the same choice of caller, as keys.
        const publicCall = request.url.startsWith(PUBLIC);
        if (request.auth === 'customer') Object.assign(headers, publicCall ? { 'x-api-key': shopKey } : { authorization: `Bearer ${customerToken}` });
        else if (request.auth === 'admin') Object.assign(headers, publicCall ? { 'x-api-key': readKey } : { authorization: `Bearer ${adminToken}` });
        else if (request.auth !== 'none') Object.assign(headers, publicCall ? { 'x-api-key': request.auth.header } : { authorization: request.auth.header });
        let answer: Answer;
        try {
          const response = await fetch(base + request.url, {
            method: request.method,
            headers,
            ...(request.body !== undefined ? { body: request.body } : {}),
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          answer = {
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            retryAfter: response.headers.get('retry-after'),
            text: await response.text(),
          };
        } catch (error) {
          // fetch itself refusing what it was given is the generator's fault, not the server's.
          if ((error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_INVALID_ARG') {
            unsendable += 1;
            if (process.env.FUZZ_DEBUG) console.log('unsendable', String((error as Error).cause), summary(request).slice(0, 400));
            return null;
          }
          return `no answer: ${String((error as Error).cause ?? error)}`;
        } finally {
          sent += 1;
          called.set(request.route, (called.get(request.route) ?? 0) + 1);
        }
        const group = answer.status >= 400 ? `${answer.status} ${/"(?:reason|error)":"([^"]*)"/.exec(answer.text)?.[1] ?? ''}` : String(answer.status);
        const tally = statuses.get(request.route) ?? new Map<string, number>();
        statuses.set(request.route, tally);
        tally.set(group, (tally.get(group) ?? 0) + 1);
        const problem = problemOf(request, answer);
        return problem && `${problem}: ${answer.text.slice(0, 300)}`;
      };

      const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
      const started = Date.now();
      const property = fc.asyncProperty(fc.array(one, { minLength: 1, maxLength: BATCH }), async (batch) => {
        await renew();
        const rejectionsBefore = rejections.length;
        const problems = await Promise.all(batch.map(send));
        const failed = problems.findIndex((problem) => problem !== null);
        if (failed >= 0) {
          const request = batch[failed]!;
          throw new Error(`${request.method} ${request.url.slice(0, 300)}: ${problems[failed]}`);
        }
        // Pinned on the batch during which it happened (shrinking then looks for the request behind it).
        if (rejections.length > rejectionsBefore) throw new Error(`unhandled rejection: ${String(rejections.at(-1))}`);
      });
      const details = await fc.check(property, {
        seed,
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
        numRuns: 1_000_000,
        plugins: [fc.interruptAfterTimeLimit(BUDGET_MS)],
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `API fuzz on ${backend.name}: ${sent - unsendable} requests to ${called.size} of ${fuzzed.length} routes in ${seconds} s ` +
          `(seed ${seed}; ${unsendable} refused by fetch itself; ${errorLogs.length} error lines in the server log)`,
      );
      if (process.env.FUZZ_DEBUG) {
        for (const [route, tally] of statuses) console.log(route, JSON.stringify(Object.fromEntries(tally)));
      }
      if (details.failed) {
        // The counterexample in short (fast-check's own report would print huge generated strings whole).
        const example = ((details.counterexample as [FuzzRequest[]] | null)?.[0] ?? []).map(summary).join('\n');
        throw new Error(
          `API fuzz failed on ${backend.name}; replay with FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''}\n` +
            `${String(details.errorInstance).slice(0, 2_000)}\ncounterexample (shrunk ${details.numShrinks} times):\n${example}\n` +
            `server error log:\n${errorLogs.slice(-3).join('\n').slice(0, 3_000)}`,
        );
      }
      // A busy machine sends fewer requests in the time: the routes the random batches missed get
      // requests of their own (generated the same way, same seed), so every route is fuzzed.
      const missing = fuzzed.filter((route) => !called.has(`${route.method} ${route.url}`));
      for (const route of missing) {
        await renew();
        const extra = fc.sample(arbitraries.get(route)!, { seed, numRuns: 10 });
        const problems = await Promise.all(extra.map(send));
        const failed = problems.findIndex((problem) => problem !== null);
        if (failed >= 0) throw new Error(`${extra[failed]!.method} ${extra[failed]!.url.slice(0, 300)}: ${problems[failed]}`);
      }
      expect(rejections).toEqual([]);
      const missed = fuzzed.map((route) => `${route.method} ${route.url}`).filter((key) => !called.has(key));
      expect(missed, 'routes never called').toEqual([]);
      expect(sent - unsendable).toBeGreaterThan(500);
      expect(unsendable).toBeLessThan(sent / 20);
    },
    BUDGET_MS + 120_000,
  );
});
