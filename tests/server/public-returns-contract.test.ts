// The returns calls against the OpenAPI document the server serves (their contract, since the
// leader's API has none): every operation under /returns is called with real data, its success
// JSON answer and its error answers are validated (JSON Schema 2020-12, as OpenAPI 3.1 says) against the
// schema the document gives for that status (a photo: one of its documented image types), with no field the schema does not list (nested too),
// the required ones present; and each error's code is one its x-errors lists for that status.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { createKey, fundedShop, pub } from './helpers/public-api.ts';
import { enableReturns, returnIn, returnWithPhoto, type ReturnsShop } from './helpers/public-returns.ts';

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; type?: string | string[]; [key: string]: unknown };
type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }>; 'x-errors': { status: number; code: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Paths of `value` that `schema` does not list (objects with properties only; $refs resolved). */
function unlisted(schema: Schema, value: unknown, doc: Doc, path = ''): string[] {
  if (schema.$ref) return unlisted(doc.components.schemas[schema.$ref.split('/').pop()!]!, value, doc, path);
  if (Array.isArray(value) && schema.items) return value.flatMap((item, i) => unlisted(schema.items!, item, doc, `${path}[${i}]`));
  if (value === null || typeof value !== 'object' || !schema.properties) return [];
  return Object.entries(value).flatMap(([key, sub]) => (schema.properties![key] ? unlisted(schema.properties![key]!, sub, doc, `${path}.${key}`) : [`${path}.${key}`]));
}

describe.each(testDatabases())('the returns calls against their OpenAPI document on $name', (backend) => {
  let h: AuthHarness;
  let doc: Doc;
  let shop: ReturnsShop;
  let readKey: string;
  const checked = new Set<string>();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

  beforeAll(async () => {
    h = await authHarness(backend);
    doc = (await pub(h.app, 'GET', 'openapi.json')).json();
    const funded = await fundedShop(h.app, 300_000);
    shop = { key: funded.key, billingAddressId: funded.billingAddressId, slug: await enableReturns(h.app, funded.token) };
    readKey = (await createKey(h.app, funded.token, { scope: 'read' })).json().data.key;
  });
  afterAll(async () => h?.close());

  /** The answer checked against the document's schema of its status. */
  const conforms = (method: string, path: string, res: LightMyRequestResponse) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path} in the document`).toBeDefined();
    const answer = op!.responses[String(res.statusCode)];
    expect(answer, `${method} ${path} documents ${res.statusCode}: ${res.body}`).toBeDefined();
    const schema = answer!.content!['application/json']!.schema;
    const validate = ajv.compile({ ...schema, components: doc.components });
    const body = res.json();
    expect(validate(body) ? [] : validate.errors, `${method} ${path} ${res.statusCode}`).toEqual([]);
    expect(unlisted(schema, body, doc), `${method} ${path} ${res.statusCode}: fields the document does not list`).toEqual([]);
    if (res.statusCode >= 400) expect(op!['x-errors'].some((c) => c.status === res.statusCode && c.code === body.error), `${body.error} in x-errors`).toBe(true);
    checked.add(`${method.toUpperCase()} ${path} ${res.statusCode}`);
  };

  it('answers GET /returns as documented: a page, and a refused filter', async () => {
    await returnIn(h.app, shop, 'refused');
    await returnIn(h.app, shop, 'requested');
    conforms('get', '/returns', await pub(h.app, 'GET', 'returns', { key: shop.key }));
    conforms('get', '/returns', await pub(h.app, 'GET', 'returns', { key: shop.key, query: { status: 'altceva' } }));
    conforms('get', '/returns', await pub(h.app, 'GET', 'returns', { key: null }));
  });

  it('answers GET /returns/{id} as documented: a request with its history, and a 404', async () => {
    const id = await returnIn(h.app, shop, 'refused');
    conforms('get', '/returns/{id}', await pub(h.app, 'GET', `returns/${id}`, { key: shop.key }));
    conforms('get', '/returns/{id}', await pub(h.app, 'GET', 'returns/424242', { key: shop.key }));
  });

  it('answers GET /returns/{id}/photos/{photo_id} as documented: an image of a documented type, and a 404', async () => {
    const { id, photoId } = await returnWithPhoto(h.app, shop);
    const res = await pub(h.app, 'GET', `returns/${id}/photos/${photoId}`, { key: shop.key });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(doc.paths['/returns/{id}/photos/{photo_id}']!.get!.responses['200']!.content!)).toContain(res.headers['content-type']);
    checked.add('GET /returns/{id}/photos/{photo_id} 200');
    conforms('get', '/returns/{id}', await pub(h.app, 'GET', `returns/${id}`, { key: shop.key }));
    conforms('get', '/returns/{id}/photos/{photo_id}', await pub(h.app, 'GET', `returns/${id}/photos/${photoId + 1000}`, { key: shop.key }));
  });

  it('answers every status change as documented: the moved request, 409, 422, 403 and 404', async () => {
    const requested = await returnIn(h.app, shop);
    const path = (action: string) => `/returns/{id}/${action}`;
    conforms('post', path('approve'), await pub(h.app, 'POST', `returns/${requested}/approve`, { key: readKey }));
    conforms('post', path('approve'), await pub(h.app, 'POST', `returns/${requested}/approve`, { key: shop.key }));
    conforms('post', path('approve'), await pub(h.app, 'POST', `returns/${requested}/approve`, { key: shop.key }));
    conforms('post', path('receive'), await pub(h.app, 'POST', `returns/${requested}/receive`, { key: shop.key }));
    conforms('post', path('refund'), await pub(h.app, 'POST', `returns/${requested}/refund`, { key: shop.key }));
    conforms('post', path('close'), await pub(h.app, 'POST', `returns/${requested}/close`, { key: shop.key }));
    conforms('post', path('close'), await pub(h.app, 'POST', `returns/${requested}/close`, { key: shop.key }));
    conforms('post', path('receive'), await pub(h.app, 'POST', 'returns/424242/receive', { key: shop.key }));
    const refusable = await returnIn(h.app, shop);
    conforms('post', path('refuse'), await pub(h.app, 'POST', `returns/${refusable}/refuse`, { key: shop.key, body: { reason: 'x' } }));
    conforms('post', path('refuse'), await pub(h.app, 'POST', `returns/${refusable}/refuse`, { key: shop.key, body: { reason: 'Produsul a fost folosit.' } }));
    const closable = await returnIn(h.app, shop, 'received');
    conforms('post', path('refund'), await pub(h.app, 'POST', `returns/${closable}/refund`, { key: null }));
  });

  it('has called every returns operation of the document with a success answer', () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/returns'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      ['GET /returns', 'GET /returns/{id}', 'GET /returns/{id}/photos/{photo_id}', 'POST /returns/{id}/approve', 'POST /returns/{id}/close', 'POST /returns/{id}/receive', 'POST /returns/{id}/refund', 'POST /returns/{id}/refuse'].sort(),
    );
    for (const operation of operations) expect([...checked], operation).toContain(`${operation} 200`);
    expect([...checked].filter((c) => /\s4\d\d$/.test(c)).length).toBeGreaterThanOrEqual(8);
  });
});
