// The public API's OpenAPI 3.1 document (/api/public/v1/openapi.json, no key needed): valid for the
// OpenAPI 3.1 schema (checked with a maintained validator), every call of the contract and of ours
// documented, each operation with a Romanian summary and description, a tag, a documented answer,
// and the API-key security; examples in the answers; paths relative to the server URL. And what the
// documentation pages are generated from: every field (of parameters, bodies and answers, nested and
// array items too) described, every operation with an operationId, x-scope, x-errors (status, code,
// reason, each status an answer that references the one PublicError schema), a described success answer
// with an example, request examples; the body examples accepted by the server on a fresh account.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from './contract/api-shapes.ts';
import { authHarness, clearRateLimits, PUBLIC_URL, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { fundedShop, pub } from './helpers/public-api.ts';

type Media = { schema?: Schema; example?: unknown; examples?: unknown };
type Schema = {
  $ref?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; description?: string; example?: unknown; examples?: unknown; schema?: Schema };
type ErrorCase = { status: number; code: string; reason: string };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses?: Record<string, { description: string; content?: Record<string, Media> }>;
  'x-scope'?: string;
  'x-errors'?: ErrorCase[];
};

/** Every property and array item of `schema` (nested, in combinators too) without a description. */
function undescribed(schema: Schema | undefined, where: string, found: string[] = []): string[] {
  if (!schema || typeof schema !== 'object' || schema.$ref) return found;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!property.$ref && !property.description?.trim()) found.push(`${where}.${name}`);
    undescribed(property, `${where}.${name}`, found);
  }
  if (schema.items) {
    if (!schema.items.$ref && !schema.items.description?.trim()) found.push(`${where}[]`);
    undescribed(schema.items, `${where}[]`, found);
  }
  if (typeof schema.additionalProperties === 'object') undescribed(schema.additionalProperties, `${where}{}`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) schema[key]?.forEach((member, i) => undescribed(member, `${where}<${key}${i}>`, found));
  return found;
}

const hasExample = (media: Media) => media.example !== undefined || media.examples !== undefined || media.schema?.examples !== undefined;
/** The first example of a body or an answer. */
const exampleOf = (media: Media): unknown =>
  media.example ?? (media.examples ? Object.values(media.examples as Record<string, { value: unknown }>)[0]?.value : undefined) ?? media.schema?.examples?.[0];

describe.each(testDatabases().slice(0, 1))('the OpenAPI document on $name', (backend) => {
  let h: AuthHarness;
  let doc: { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
  beforeAll(async () => {
    h = await authHarness(backend);
    const res = await h.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => h?.close());

  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.servers[0]!.url).toBe(`${PUBLIC_URL}/api/public/v1`);
  });

  it('documents every call of the contract, at its path', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`)),
    );
    const missing = Object.keys(CONTRACT)
      .map((call) => call.replace(/\{[^}]+\}/g, '{}'))
      // The two fixed-location calls share one path (a country code or an id).
      .filter((call) => !documented.has(call));
    expect(missing).toEqual([]);
  });

  it('gives every operation a Romanian summary and description, a tag, an answer and the key', () => {
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.summary || op.summary.length < 5) problems.push(`${name}: no summary`);
        if (!op.description || op.description.length < 20) problems.push(`${name}: no description`);
        if (!op.tags?.length) problems.push(`${name}: no tag`);
        if (!Object.keys(op.responses ?? {}).some((code) => code.startsWith('2'))) problems.push(`${name}: no documented answer`);
      }
    }
    expect(problems).toEqual([]);
    const text = JSON.stringify(doc.paths);
    expect(text).toMatch(/[șțăîâ]/);
    expect(text).not.toMatch(/[şţ]/); // cedilla letters instead of comma-below ones
    expect(doc.components.securitySchemes).toMatchObject({ apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } });
  });

  const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, op })));

  it('gives every operation a unique camelCase operationId and its key scope', () => {
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const { name, op } of operations()) {
      if (!op.operationId || !/^[a-z][a-zA-Z0-9]+$/.test(op.operationId)) problems.push(`${name}: operationId ${op.operationId}`);
      else if (ids.has(op.operationId)) problems.push(`${name}: operationId ${op.operationId} also on ${ids.get(op.operationId)}`);
      else ids.set(op.operationId, name);
      if (op['x-scope'] !== 'read' && op['x-scope'] !== 'read_write') problems.push(`${name}: x-scope ${op['x-scope']}`);
    }
    expect(problems).toEqual([]);
    // Whatever changes something asks for a read_write key; reading never does (except the secret).
    const scopes = Object.fromEntries(operations().map(({ name, op }) => [name, op['x-scope']]));
    expect(scopes['POST /orders']).toBe('read_write');
    expect(scopes['DELETE /orders/{id}']).toBe('read_write');
    expect(scopes['GET /webhooks/{id}/secret']).toBe('read_write');
    expect(scopes['POST /orders/prices']).toBe('read');
    expect(scopes['GET /orders']).toBe('read');
  });

  it('lists every error of every operation (x-errors), each status an answer of the one PublicError schema', () => {
    const problems: string[] = [];
    expect(doc.components.schemas).toHaveProperty('PublicError');
    for (const { name, op } of operations()) {
      const cases = op['x-errors'];
      if (!Array.isArray(cases) || cases.length === 0) {
        problems.push(`${name}: no x-errors`);
        continue;
      }
      for (const c of cases) {
        if (!Number.isInteger(c.status) || c.status < 400 || c.status > 599) problems.push(`${name}: x-errors status ${c.status}`);
        if (typeof c.code !== 'string' || !/^[a-z][a-z_]+$/.test(c.code)) problems.push(`${name}: x-errors code ${c.code}`);
        if (typeof c.reason !== 'string' || c.reason.length < 15) problems.push(`${name}: x-errors ${c.code} without a reason`);
        const answer = op.responses?.[String(c.status)];
        if (!answer) problems.push(`${name}: ${c.status} in x-errors but not in responses`);
        else if (!answer.description.includes(`\`${c.code}\``)) problems.push(`${name}: ${c.status} does not describe ${c.code}`);
      }
      const has = (status: number, code: string) => cases.some((c) => c.status === status && c.code === code);
      if (!has(401, 'unauthorized')) problems.push(`${name}: no 401 unauthorized`);
      if (!has(429, 'too_many_requests')) problems.push(`${name}: no 429 too_many_requests`);
      if (has(403, 'insufficient_scope') !== (op['x-scope'] === 'read_write')) problems.push(`${name}: insufficient_scope and x-scope disagree`);
      if (op.requestBody && !has(400, 'invalid_json')) problems.push(`${name}: a body but no 400 invalid_json`);
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (/^2/.test(status)) continue;
        if (!cases.some((c) => String(c.status) === status)) problems.push(`${name}: ${status} answer not in x-errors`);
        const schema = answer.content?.['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/PublicError') problems.push(`${name}: ${status} is not a PublicError`);
      }
      if (Object.keys(op.responses ?? {}).some((status) => /X/i.test(status))) problems.push(`${name}: a generic 4XX answer`);
    }
    expect(problems).toEqual([]);
  });

  it('describes every success answer and gives it an example', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        if (!answer.description || answer.description === 'Default Response' || answer.description.length < 8) problems.push(`${name} ${status}: description ${answer.description}`);
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          // Files (PDF, CSV) have no JSON example.
          if (type.startsWith('application/json') && !hasExample(media)) problems.push(`${name} ${status}: no example`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes every field: parameters, bodies and answers, nested objects and array items', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      for (const parameter of op.parameters ?? []) {
        if (!parameter.description?.trim()) problems.push(`${name}: ${parameter.in} parameter ${parameter.name} without a description`);
        undescribed(parameter.schema, `${name} ${parameter.name}`, problems);
      }
      for (const media of Object.values(op.requestBody?.content ?? {})) undescribed(media.schema, `${name} body`, problems);
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        for (const media of Object.values(answer.content ?? {})) undescribed(media.schema, `${name} ${status}`, problems);
      }
    }
    for (const [id, schema] of Object.entries(doc.components.schemas as Record<string, Schema>)) {
      if (!schema.description) problems.push(`${id}: no description`);
      undescribed(schema, id, problems);
    }
    expect(problems).toEqual([]);
  });

  it('gives an example to every parameter and every request body', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.example === undefined && parameter.examples === undefined) problems.push(`${name}: ${parameter.in} parameter ${parameter.name} without an example`);
      }
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (!hasExample(media)) problems.push(`${name}: ${type} body without an example`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has body examples that the server takes on a fresh account with credit', async () => {
    const shop = await fundedShop(h.app, 100_000);
    await clearRateLimits(h.db);
    const body = (path: string, method = 'post') => exampleOf(Object.values(doc.paths[path]![method]!.requestBody!.content)[0]!) as Record<string, unknown>;
    const call = (path: string, payload: unknown) => pub(h.app, 'POST', path.slice(1), { key: shop.key, body: payload });

    const prices = await call('/orders/prices', body('/orders/prices'));
    expect(prices.statusCode, prices.body).toBe(200);
    const order = body('/orders');
    // Sameday home to home, among the offers of the same shipment.
    expect(prices.json().data).toContainEqual(expect.objectContaining({ carrier_id: order.carrier_id, service_id: order.service_id }));
    // The billing address is the account's (the example names the first of a fresh database).
    const created = await call('/orders', { ...order, billing_to: { billing_address_id: shop.billingAddressId } });
    expect(created.statusCode, created.body).toBe(201);
    for (const kind of ['billing', 'shipping', 'delivery']) {
      const address = await call(`/addresses/${kind}`, body(`/addresses/${kind}`));
      expect(address.statusCode, `${kind}: ${address.body}`).toBe(201);
      const id = address.json().data.id;
      const changed = await pub(h.app, 'PUT', `addresses/${kind}/${id}`, { key: shop.key, body: body(`/addresses/${kind}/{id}`, 'put') });
      expect(changed.statusCode, `${kind}: ${changed.body}`).toBe(200);
    }
    const byAwb = await call('/orders/track-by-awb', body('/orders/track-by-awb'));
    expect(byAwb.statusCode, byAwb.body).toBe(200);
    const byOrder = await call('/orders/track-by-order', body('/orders/track-by-order'));
    expect(byOrder.statusCode, byOrder.body).toBe(200);
  });

  it('carries examples', () => {
    const examples = JSON.stringify(doc).match(/"examples?":/g) ?? [];
    expect(examples.length).toBeGreaterThan(20);
  });
});
