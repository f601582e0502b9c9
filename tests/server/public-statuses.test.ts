// The public API answers only its own error shape and only the statuses its document lists. Every
// operation of the served OpenAPI document is called the ways the fuzz (api-fuzz.test.ts) and the
// contract tests call it: without a key, with a wrong key, with a read key, with odd path
// parameters (a word, 0, a huge number, over the router's length, a broken percent escape), odd
// query values, and, with a body, broken JSON, another content type, an empty object, wrong types,
// and its own example. Each answer's status must be one the operation documents (with an error,
// a code of its x-errors for that status), in the `{error, message[, details]}` shape. And paths and
// methods that are no operation, under /api/public (with the pages served, as in production, too),
// answer 404 in that shape, never the private API's `{reason}`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, testApp } from './helpers/app.ts';
import { authHarness, clearRateLimits, type AuthHarness } from './helpers/auth.ts';
import { openTestPglite, testDatabases } from './helpers/databases.ts';
import { createKey, newShop } from './helpers/public-api.ts';
import type { Database } from '../../server/db/client.ts';

type Parameter = { name: string; in: string; example?: unknown; examples?: unknown; schema?: { examples?: unknown[] } };
type Media = { example?: unknown; examples?: Record<string, { value: unknown }>; schema?: { examples?: unknown[] } };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, unknown>;
  'x-errors'?: { status: number; code: string }[];
};
type Probe = { what: string; request: InjectOptions };

const PREFIX = '/api/public/v1';
const exampleOf = (p: Parameter): string => String(p.example ?? (p.examples as Record<string, { value: unknown }> | undefined)?.[Object.keys(p.examples ?? {})[0]!]?.value ?? p.schema?.examples?.[0] ?? '1');
const bodyExample = (media: Media): unknown => media.example ?? (media.examples ? Object.values(media.examples)[0]?.value : undefined) ?? media.schema?.examples?.[0] ?? {};

/** The URL of `path` with path parameters from `values` (else the examples), and the query. */
function urlOf(path: string, op: Operation, values: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? encodeURIComponent(exampleOf(params.find((p) => p.name === name)!)));
  const search = new URLSearchParams(query).toString();
  return `${PREFIX}${filled}${search ? `?${search}` : ''}`;
}

/** The calls the fuzz and the contract tests make of one operation. */
function probes(path: string, method: string, op: Operation, keys: { write: string; read: string }): Probe[] {
  const verb = method.toUpperCase() as InjectOptions['method'];
  const media = Object.values(op.requestBody?.content ?? {})[0];
  const json = media ? { 'content-type': 'application/json' } : {};
  const withKey = (key: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({
    method: verb,
    url: urlOf(path, op),
    headers: { 'x-api-key': key, ...json },
    ...(media ? { payload: JSON.stringify(bodyExample(media)) } : {}),
    ...extra,
    ...(extra.headers ? { headers: { 'x-api-key': key, ...extra.headers } } : {}),
  });
  const list: Probe[] = [
    { what: 'its example', request: withKey(keys.write) },
    { what: 'no key', request: { ...withKey(keys.write), headers: json } },
    { what: 'a wrong key', request: withKey('cur_test_aaaaaaaaaaaa' + 'b'.repeat(43)) },
    { what: 'a read key', request: withKey(keys.read) },
  ];
  for (const p of (op.parameters ?? []).filter((x) => x.in === 'path')) {
    for (const [what, value] of [
      ['a word', 'abc'],
      ['zero', '0'],
      ['a huge number', '99999999999999999999999'],
      ['a negative number', '-5'],
      ['a value over the router limit', 'x'.repeat(120)],
      ['a broken percent escape', '%E0%A4%A'],
    ] as const) {
      list.push({ what: `${p.name}: ${what}`, request: withKey(keys.write, { url: urlOf(path, op, { [p.name]: value }) }) });
    }
  }
  for (const p of (op.parameters ?? []).filter((x) => x.in === 'query')) {
    for (const [what, value] of [
      ['a word', 'abc'],
      ['zero', '0'],
      ['a long text', 'y'.repeat(300)],
    ] as const) {
      list.push({ what: `?${p.name}: ${what}`, request: withKey(keys.write, { url: urlOf(path, op, {}, { [p.name]: value }) }) });
    }
  }
  if (media) {
    list.push(
      { what: 'broken JSON', request: withKey(keys.write, { payload: '{"a":' }) },
      { what: 'text/plain', request: withKey(keys.write, { payload: 'hello', headers: { 'content-type': 'text/plain' } }) },
      { what: 'an empty object', request: withKey(keys.write, { payload: '{}' }) },
      { what: 'an array', request: withKey(keys.write, { payload: '[1,2]' }) },
      { what: 'wrong types', request: withKey(keys.write, { payload: JSON.stringify(Object.fromEntries(Object.keys(bodyExample(media) as object).map((k) => [k, { nested: [true] }]))) }) },
      { what: 'a body over the limit', request: withKey(keys.write, { payload: JSON.stringify({ filler: 'z'.repeat(70_000) }) }) },
    );
  }
  return list;
}

describe.each(testDatabases().slice(0, 1))('the public API’s statuses, on $name', (backend) => {
  let h: AuthHarness;
  let doc: { paths: Record<string, Record<string, Operation>> };
  let keys: { write: string; read: string };
  beforeAll(async () => {
    h = await authHarness(backend, { PUBLIC_API_REQUESTS_PER_MINUTE: '100000' });
    doc = (await h.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` })).json();
    const shop = await newShop(h.app);
    const read = await createKey(h.app, shop.token, { scope: 'read', name: 'Citire' });
    keys = { write: shop.key, read: read.json().data.key };
  });
  afterAll(async () => h?.close());

  it('answers every call of every operation with a status and an error code the operation documents', async () => {
    await clearRateLimits(h.db);
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const probe of probes(path, method, op, keys)) {
          const res = await h.app.inject(probe.request);
          const name = `${method.toUpperCase()} ${path} (${probe.what})`;
          if (!(String(res.statusCode) in op.responses)) problems.push(`${name}: ${res.statusCode} is not documented ${res.body.slice(0, 120)}`);
          if (res.statusCode < 400) continue;
          const body = res.json() as Record<string, unknown>;
          if ('reason' in body || typeof body.error !== 'string' || typeof body.message !== 'string') problems.push(`${name}: ${res.statusCode} not in the public shape ${res.body.slice(0, 120)}`);
          else if (!op['x-errors']?.some((c) => c.status === res.statusCode && c.code === body.error)) problems.push(`${name}: ${res.statusCode} ${body.error} not in x-errors`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

function fakeDist(): string {
  const dir = tempDir('dist');
  mkdirSync(join(dir, 'prerendered'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="ro"><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'prerendered', 'routes.json'), JSON.stringify({}));
  return dir;
}

describe('paths and methods that are no operation of the public API', () => {
  let database: Database;
  let apps: [string, FastifyInstance][];
  beforeAll(async () => {
    database = await openTestPglite();
    apps = [
      ['the API alone', await testApp({}, { database })],
      ['the pages served too', await testApp({ SERVE_STATIC: 'true', STATIC_DIR: fakeDist() }, { database })],
    ];
  });
  afterAll(async () => {
    for (const [, app] of apps ?? []) await app.close();
    await database?.close();
  });

  it('answer 404 not_found in the public shape', async () => {
    const calls: [InjectOptions['method'], string][] = [
      ['GET', `${PREFIX}/nope`],
      ['GET', `${PREFIX}/nope/deeper/still`],
      ['GET', PREFIX],
      ['GET', `${PREFIX}/`],
      ['POST', `${PREFIX}/nope`],
      ['PATCH', `${PREFIX}/orders`],
      ['PUT', `${PREFIX}/account/profile`],
      ['GET', '/api/public'],
      ['GET', '/api/public/orders'],
      ['GET', '/api/public/v2/orders'],
    ];
    const answers: string[] = [];
    for (const [name, app] of apps) {
      for (const [method, url] of calls) {
        const res = await app.inject({ method, url, headers: { 'x-api-key': 'cur_test_whatever' } });
        answers.push(`${name} ${method} ${url}: ${res.statusCode} ${res.body}`);
      }
    }
    const expected = apps.flatMap(([name]) => calls.map(([method, url]) => `${name} ${method} ${url}: 404 {"error":"not_found","message":"Resursa cerută nu există."}`));
    expect(answers).toEqual(expected);
  });
});
