// What the API fuzz (api-fuzz.test.ts) found, each pinned by a focused test:
// - a path with a broken percent escape, or a path parameter over the router's 100 characters,
//   answered Fastify's own JSON ({ error, code, statusCode }), not the API's { reason, message };
// - a URL (or headers) over Node's 16 kB limit got Node/Fastify's 431 body, not the API's (and a
//   header Node's parser refuses, such as one with a NUL, its 400);
// - POST /payments/test-3ds/{id} (now the test processor's forms, /payments/test-gateway/{id}/card,
//   /3ds and /cancel) with a JSON body whose token was not a string: 500 (Buffer.from);
// - an error report whose context was nested thousands of levels deep: 500 (JSON.stringify ran
//   out of stack on its way to jsonb); the IP-key filter also stopped at depth 8, keeping deeper ones;
// - POST /admin/impersonations with a customer_id beyond bigint: 500 from the database.
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../server/services/auth/admins.ts';
import { CONTEXT_MAX_DEPTH, DEEPER } from '../../server/services/error-reports.ts';
import { authHarness, call, PASSWORD, query, randomIp, registerCustomer, uniqueEmail, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { expectSecurityHeaders } from './helpers/headers.ts';
import { orderBody, pageForm, placeOrder, TEST_CARDS } from './helpers/orders.ts';

/** A raw HTTP/1.1 request (fetch would refuse or rewrite what these tests send). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written to a socket as they are (a header with a NUL), and all that comes back. */
function rawSocket(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe.each(testDatabases())('what the API fuzz found, on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  it('a broken percent escape in the path is a 400 in the API shape', async () => {
    for (const url of ['/api/private/locations/fixedlocations/%', '/api/private/orders/%E0%A4', '/api/private/search/streets/RO/1/%zz']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ reason: 'bad_request', message: 'Cererea nu este validă.' });
      expect(res.headers['x-request-id']).toBeTruthy();
      expectSecurityHeaders(res.headers);
    }
  });

  it('a path parameter over the router limit is a 414 in the API shape', async () => {
    const res = await h.app.inject(`/api/private/orders/${'1'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ reason: 'uri_too_long', message: 'Adresa cerută este prea lungă.' });
    expectSecurityHeaders(res.headers);
  });

  it('a URL or headers over 16 kB are a 431 in the API shape, on a real socket', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = h.app.server.address() as AddressInfo;
      for (const [path, headers] of [
        [`/api/private/search/localities/RO?search=${'ț'.repeat(9_000)}`, {}],
        ['/api/health', { 'x-long': 'a'.repeat(20_000) }],
      ] as const) {
        const res = await rawGet(port, encodeURI(path), headers);
        expect(res.status).toBe(431);
        expect(res.type).toBe('application/json; charset=utf-8');
        expect(JSON.parse(res.body)).toEqual({ reason: 'headers_too_large', message: 'Antetele cererii (sau adresa ei) sunt prea mari.' });
      }
      // A control character in a header (a NUL in User-Agent, which the sessions table stores) never
      // reaches a route: Node's parser refuses it, now with the API's 400.
      const refused = await rawSocket(port, 'GET /api/private/customer/profile HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\n\r\n');
      expect(refused.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(refused).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toEqual({ reason: 'bad_request', message: 'Cererea nu este validă.' });
      // The server goes on answering.
      expect((await rawGet(port, '/api/health')).status).toBe(200);
    } finally {
      h.app.server.closeAllConnections();
    }
  });

  it("the test processor's forms with a token or fields that are not strings find no payment or say the card is wrong (no 500)", async () => {
    const customer = await registerCustomer(h.app);
    const placed = await placeOrder(h.app, orderBody(), { token: customer.access_token });
    // The test processor's hosted page: /api/private/payments/test-gateway/{id}, its forms under it.
    const page = new URL(placed.json().data.payment.redirect_url as string, 'http://x').pathname;
    expect(page).toMatch(/^\/api\/private\/payments\/test-gateway\/tgp_[0-9a-f]{24}$/);
    const json = (action: string, payload: string) => h.app.inject({ method: 'POST', url: `${page}/${action}`, headers: { 'content-type': 'application/json' }, payload });
    const fields = { card: `"number":"${TEST_CARDS.approved}","expiry":"12/40","cvc":"123",`, '3ds': '"decision":"approve",', cancel: '' };
    for (const [action, before] of Object.entries(fields)) {
      for (const token of ['1e999', '42', 'null', '["x"]', '{"a":1}']) {
        const res = await json(action, `{${before}"token":${token}}`);
        expect(res.statusCode, `${action} ${token}`).toBe(404);
        expect(res.json()).toEqual({ reason: 'not_found', message: 'Plata nu există.' });
      }
    }
    // With the page's own token, card fields that are not strings are a card the page says is wrong.
    const { token } = pageForm((await h.app.inject({ method: 'GET', url: page })).body, 'card');
    for (const card of ['"number":4242424242424242,"expiry":"12/40","cvc":"123"', `"number":"${TEST_CARDS.approved}","expiry":["12","40"],"cvc":123`, '"number":{"a":1},"expiry":null']) {
      const res = await json('card', `{${card},"token":"${token}"}`);
      expect(res.statusCode, card).toBe(422);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await h.app.inject({ method: 'GET', url: page })).body).toContain('<h1>Plată cu cardul</h1>');
  });

  it('an error report nested deeper than the kept depth is stored cut, without IP keys at any depth', async () => {
    // 2,500 levels: within the 16 kB an error report may weigh.
    const deep = `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`;
    const res = await h.app.inject({ method: 'POST', url: '/api/private/error-reports', headers: { 'content-type': 'application/json' }, payload: `{"message":"boom","context":${deep}}` });
    expect(res.statusCode, res.body).toBe(202);
    let level: unknown = (await query<{ context: unknown }>(h.db, sql`select context from error_reports where id = ${res.json().data.id}`))[0]!.context;
    for (let depth = 0; depth <= CONTEXT_MAX_DEPTH; depth++) level = (level as { a: unknown }).a;
    expect(level).toBe(DEEPER);

    let hidden: Record<string, unknown> = { ip: '10.1.2.3', note: 'jos' };
    for (let depth = 0; depth < 12; depth++) hidden = { a: hidden };
    const cut = await call(h.app, 'POST', 'error-reports', { body: { message: 'boom', context: hidden } });
    expect(cut.statusCode).toBe(202);
    const [row] = await query<{ context: unknown }>(h.db, sql`select context from error_reports where id = ${cut.json().data.id}`);
    expect(JSON.stringify(row!.context)).not.toContain('10.1.2.3');
  });

  it('an impersonation for a customer id beyond bigint is a 422', async () => {
    const admin = { email: uniqueEmail('admin'), name: 'Admin', password: PASSWORD };
    await saveAdmin(h.db, admin);
    const login = await call(h.app, 'POST', 'admin/auth/login', { body: { email: admin.email, password: PASSWORD }, ip: randomIp() });
    const token: string = login.json().access_token;
    for (const payload of ['{"customer_id":123456789012345678901234567890}', `{"customer_id":${2 ** 63}}`]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/private/admin/impersonations', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json().errors).toEqual({ customer_id: ['Id-ul clientului nu este valid.'] });
    }
  });
});
