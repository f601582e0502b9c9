// Requests generated from a route's JSON schemas (fast-check), for the API fuzz
// (tests/server/api-fuzz.test.ts). Each value is either valid-looking (the schema's types, enums,
// patterns and bounds, and real values by field name: the hints) or hostile (a wrong type, a huge or
// odd string, NUL and other control characters, lone surrogates, deep nesting, odd numbers);
// objects may lose a required field or gain unknown ones. A request also gets a path (its
// parameters, encoded or raw), a query string, headers (authorization, Idempotency-Key, content
// type...) and a body, which is JSON text or deliberately not.
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** A route as Fastify registered it (captured by an onRoute hook). */
export interface RouteInfo {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
}

/** Who the request says it is; the test turns it into a header when it sends the request. */
export type Auth = 'none' | 'customer' | 'admin' | { header: string };

export interface FuzzRequest {
  method: string;
  /** The route it was made for (method and pattern), to count coverage. */
  route: string;
  /** Path and query string, already encoded (or deliberately not). */
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  body?: string;
}

/** JSON text that JSON.stringify cannot make (deep nesting, out-of-range numbers...), spliced in as is. */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 60 ? `${this.text.slice(0, 60)}…(${this.text.length} chars)` : this.text;
  }
}

/** JSON text of a generated value (with RawJson pieces). Generated values are shallow: recursion is fine. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Real values by field (or path parameter) name, known once the fuzz has set its data up. */
export type Hints = Record<string, readonly unknown[]>;

type Mode = 'valid' | 'mutated';

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff', '\r\n', '\t', '\u2028', '\ufeff', '\u0085'];
/** A character to slip into a string: NUL (which PostgreSQL refuses) one time in three. */
const slipped = fc.oneof({ weight: 1, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: fc.constantFrom(...CONTROL) });

/** `value` with a control character (or a lone surrogate...) inserted somewhere, when it is a string. */
function injected(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return value.chain((v) =>
    typeof v === 'string' ? fc.tuple(fc.nat({ max: v.length }), slipped).map(([at, c]) => v.slice(0, at) + c + v.slice(at)) : fc.constant(v),
  );
}

/** Strings a careless server trips on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }), // any code unit: controls, lone surrogates
  fc.string({ unit: 'grapheme', maxLength: 40 }), // any Unicode, composed characters
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom('', ' ', '\u0000', 'null', 'undefined', '0', '-1', 'NaN', 'true', '[]', '{}', '../../etc/passwd', '%00', '%', "' or 1=1 --", '<script>', 'ș'.repeat(3), '🙂'),
  fc.integer({ min: 200, max: 20_000 }).map((n) => 'a'.repeat(n)), // long, within the body limit
  fc.integer({ min: 70_000, max: 100_000 }).map((n) => 'ț'.repeat(n)), // over the 64 kB body limit
);

/** Integers where columns and Number end: int4, int8, 2^53, and beyond. */
const edgeNumber: fc.Arbitrary<unknown> = fc.constantFrom(
  2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e21, 1e308, -1e308, 0, -1,
  new RawJson('9223372036854775808'), new RawJson('1e400'),
);

/** Values of any JSON type, and JSON that parses into odd numbers or deep structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '0.1e-400', '1.0000000000000002').map((text) => new RawJson(text)),
  fc.integer({ min: 10, max: 30_000 }).map((depth) => new RawJson('['.repeat(depth) + ']'.repeat(depth))),
  fc.integer({ min: 10, max: 10_000 }).map((depth) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth))),
  fc.constantFrom(
    new RawJson('{"__proto__":{"polluted":true}}'),
    new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
    new RawJson('{"a":1,"a":2}'),
  ),
);

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 10_000;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 30)) }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, Math.max(min, 30)) }),
  );
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : integer ? -1_000 : -1_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  const inRange = fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  if (integer) return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 100), min) }) }, inRange);
  return fc.oneof(inRange, fc.double({ min: Math.max(min, -1e6), max: Math.min(max, 1e6), noNaN: true }));
}

/**
 * A value for `schema` (a JSON-schema node) under the field `name`. In 'mutated' mode any node may be
 * replaced by a hostile value and objects may lose required fields or gain unknown ones.
 */
export function valueArb(schema: unknown, name: string, hints: Hints, mode: Mode): fc.Arbitrary<unknown> {
  const valid = validArb(schema, name, hints, mode);
  if (mode === 'valid') return valid;
  // A valid-looking string with a control character inside passes every other check: it tests
  // what the database makes of it.
  // So does a number of the right type at the edges of what a database column holds.
  const types = schema !== null && typeof schema === 'object' ? typesOf(schema as Schema) : [];
  const isNumber = types.includes('integer') || types.includes('number');
  return fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: 1, arbitrary: hostileValue },
    ...(types.includes('string') ? [{ weight: 2, arbitrary: injected(valid) }] : []),
    ...(isNumber ? [{ weight: 2, arbitrary: edgeNumber }] : []),
  );
}

function validArb(schema: unknown, name: string, hints: Hints, mode: Mode): fc.Arbitrary<unknown> {
  const node: Schema = schema !== null && typeof schema === 'object' ? (schema as Schema) : {};
  const generic = genericArb(node, name, hints, mode);
  const hinted = hints[name];
  return hinted?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: generic }) : generic;
}

function genericArb(node: Schema, name: string, hints: Hints, mode: Mode): fc.Arbitrary<unknown> {
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const types = typesOf(node);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (node.nullable === true && !types.includes('null')) types.push('null');
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArb(node);
      case 'integer':
        return numberArb(node, true);
      case 'number':
        return numberArb(node, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = node.items !== undefined ? valueArb(node.items, `${name}.*`, hints, mode) : fc.jsonValue({ maxDepth: 2 });
        const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
        const maxLength = Math.min(typeof node.maxItems === 'number' ? node.maxItems : 6, 6);
        return fc.array(items, { minLength, maxLength: Math.max(minLength, maxLength) });
      }
      case 'object':
        return objectArb(node, hints, mode);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  });
  // null is the rarer choice, so the fields get values most of the time.
  return fc.oneof(...byType.map((arbitrary, i) => ({ weight: types[i] === 'null' ? 1 : 4, arbitrary })));
}

function objectArb(node: Schema, hints: Hints, mode: Mode): fc.Arbitrary<unknown> {
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  if (names.length === 0) return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 });
  const required = (Array.isArray(node.required) ? (node.required as string[]) : []).filter((key) => names.includes(key));
  const model = Object.fromEntries(names.map((key) => [key, valueArb(properties[key], key, hints, mode)]));
  // Optional fields present more often than not: deeper code runs with them.
  const record = fc.record(model, { requiredKeys: required });
  if (mode === 'valid') return record;
  return fc
    .tuple(
      record,
      fc.option(fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'customer_id', 'status')), hostileValue, { maxKeys: 3 }), { freq: 8 }),
      fc.option(required.length ? fc.constantFrom(...required) : fc.constant(null), { freq: 8 }),
    )
    .map(([value, extra, drop]) => {
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (extra) for (const [key, item] of Object.entries(extra)) Object.defineProperty(out, key, { value: item, enumerable: true, configurable: true, writable: true });
      if (drop) delete out[drop];
      return out;
    });
}

/** A path parameter's value: hinted, from its schema, or hostile; encoded, or raw (odd percent escapes). */
function paramArb(schema: unknown, name: string, hints: Hints, mode: Mode): fc.Arbitrary<string> {
  const value = valueArb(schema ?? { type: 'string' }, name, hints, mode).map((v) => (typeof v === 'string' ? v : v instanceof RawJson ? v.text.slice(0, 200) : String(toJson(v))));
  const encoded = value.map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd')));
  if (mode === 'valid') return encoded;
  return fc.oneof({ weight: 8, arbitrary: encoded }, fc.constantFrom('%', '%zz', '%E0%A4', '%C0%AF', '%00', '%FF%FE', '..', '%2e%2e', '%2F', 'a%20b', 'x'.repeat(5_000), '%F0%9F%99%82'));
}

function queryArb(schema: unknown, hints: Hints, mode: Mode): fc.Arbitrary<string> {
  const node = (schema ?? {}) as Schema;
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  const model = Object.fromEntries(Object.keys(properties).map((key) => [key, valueArb(properties[key], key, hints, mode)]));
  const fromSchema = fc.record(model, { requiredKeys: required.filter((key) => key in properties) }).map((values) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      const text = typeof value === 'string' ? value : value instanceof RawJson ? value.text.slice(0, 100) : toJson(value);
      // URLSearchParams would turn a lone surrogate into U+FFFD anyway.
      search.append(key, text);
    }
    return search.toString();
  });
  if (mode === 'valid') return fromSchema;
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema },
    // The same key twice (an array to the schema), brackets, odd escapes, a long query.
    fc.tuple(fromSchema, fc.constantFrom(...Object.keys(properties), 'page', 'x')).map(([q, key]) => `${q}&${encodeURIComponent(key)}=1&${encodeURIComponent(key)}=2`),
    fc.constantFrom('a[b]=c', 'a[]=1&a[]=2', '%', '%zz=1', 'search=%E0%A4', '=', '&&&', '__proto__[x]=1', 'constructor=1', `q=${'x'.repeat(9_000)}`),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/#/g, '%23')),
  );
}

const printableByte = fc.integer({ min: 0x20, max: 0xfe }).map((code) => String.fromCharCode(code === 0x7f ? 0xff : code));
/** A header value fetch agrees to send: visible ASCII, space and Latin-1 bytes (no control character, not even DEL). */
const headerValue = fc.string({ unit: printableByte, minLength: 1, maxLength: 60 }).map((s) => s.trim() || 'x');

export const authArb: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Auth>('none') },
  { weight: 5, arbitrary: fc.constant<Auth>('customer') },
  { weight: 1, arbitrary: fc.constant<Auth>('admin') },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer abc.def.ghi', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', `Bearer ${'a'.repeat(5_000)}`),
      headerValue.map((value) => `Bearer ${value}`),
      headerValue,
    ).map((header): Auth => ({ header })),
  },
);

function headersArb(hasBody: boolean, mode: Mode): fc.Arbitrary<Record<string, string>> {
  const contentType = hasBody
    ? mode === 'valid'
      ? fc.constant('application/json')
      : fc.oneof(
          { weight: 10, arbitrary: fc.constant('application/json') },
          fc.constantFrom(
            'application/json; charset=utf-8',
            'application/json; charset=latin1',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json, text/plain',
            '',
          ),
          headerValue,
        )
    : fc.constant('');
  return fc
    .record(
      {
        contentType,
        idempotencyKey: fc.option(fc.oneof({ weight: 12, arbitrary: fc.uuid() }, headerValue, fc.constant('k'.repeat(300))), { freq: 8 }),
        forwardedFor: fc.oneof({ weight: 20, arbitrary: fc.ipV4() }, fc.ipV6(), fc.constantFrom('unknown', '999.1.1.1', '1.2.3.4, 5.6.7.8', '')),
        acceptEncoding: fc.constantFrom('gzip, deflate, br', 'br', 'gzip', 'identity', '*', 'x-unknown', ''),
        cookie: fc.option(fc.oneof(headerValue, fc.constant('curiero_device=abc~def~ghi')), { freq: 6 }),
        requestId: fc.option(headerValue, { freq: 8 }),
        clientType: fc.option(fc.constantFrom('app', 'web', ''), { freq: 2 }),
      },
      { requiredKeys: ['contentType', 'forwardedFor', 'acceptEncoding'] },
    )
    .map((h) => {
      const headers: Record<string, string> = { 'x-forwarded-for': h.forwardedFor, 'accept-encoding': h.acceptEncoding };
      if (h.contentType) headers['content-type'] = h.contentType;
      if (h.idempotencyKey) headers['idempotency-key'] = h.idempotencyKey;
      if (h.cookie) headers.cookie = h.cookie;
      if (h.requestId) headers['x-request-id'] = h.requestId;
      if (h.clientType) headers['x-client-type'] = h.clientType;
      return headers;
    });
}

/** The paths of every value inside `value` (the root too), to mutate one of them. */
function pathsOf(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

/** `value` with the thing at `path` replaced (or removed, when `replacement` is undefined). */
function withAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[Number(head)] = withAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = withAt(copy[head], rest, replacement);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined), value);
}

/** A known-good value, as is or with one part replaced by a hostile value, or removed. */
function mutatedSample(samples: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.constantFrom(...samples).chain((sample) => {
    const paths = pathsOf(sample);
    const inner = paths.filter((path) => path.length > 0);
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(sample) },
      { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => withAt(sample, path, value)) },
      { weight: 3, arbitrary: fc.constantFrom(...paths).chain((path) => injected(fc.constant(valueAt(sample, path))).map((value) => withAt(sample, path, value))) },
      ...(inner.length ? [{ weight: 1, arbitrary: fc.constantFrom(...inner).map((path) => withAt(sample, path, undefined)) }] : []),
    );
  });
}

function bodyArb(schema: unknown, hints: Hints, mode: Mode, samples: readonly unknown[]): fc.Arbitrary<string | undefined> {
  const fromSchema = schema === undefined ? fc.jsonValue({ maxDepth: 3 }) : valueArb(schema, '', hints, mode);
  // Known-good bodies (and, mutated, one part of them) reach the code behind the validation.
  const value = samples.length ? fc.oneof(fromSchema, mode === 'valid' ? fc.constantFrom(...samples) : mutatedSample(samples)) : fromSchema;
  const json = value.map(toJson);
  if (mode === 'valid') return json;
  return fc.oneof(
    { weight: 12, arbitrary: json },
    fc.constant(undefined),
    fc.constantFrom('', '{', '{"a":', 'nul', '"text"', '[]', '[1,2]', '0', 'null', '{}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '\ufeff{}'),
    hostileValue.map(toJson),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests for one route, valid-looking, mutated or wild (anything in every part). */
export function requestArb(route: RouteInfo, hints: Hints, samples: readonly unknown[] = []): fc.Arbitrary<FuzzRequest> {
  const schema = route.schema ?? {};
  const hasBody = BODY_METHODS.has(route.method);
  const params = (schema.params ?? {}) as Schema;
  const paramSchemas = (params.properties ?? {}) as Record<string, unknown>;
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const build = (mode: Mode) =>
    fc
      .record({
        params: fc.tuple(...names.map((name) => paramArb(paramSchemas[name], name, hints, mode))),
        query: route.method === 'GET' || schema.querystring !== undefined || mode !== 'valid' ? queryArb(schema.querystring, hints, mode) : fc.constant(''),
        auth: authArb,
        headers: headersArb(hasBody, mode),
        body: hasBody ? bodyArb(schema.body, hints, mode, samples) : fc.constant(undefined),
      })
      .map(({ params: values, query, auth, headers, body }): FuzzRequest => {
        let i = 0;
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => values[i++] ?? '');
        const request: FuzzRequest = { method: route.method, route: `${route.method} ${route.url}`, url: query ? `${path}?${query}` : path, auth, headers };
        if (body !== undefined) request.body = body;
        else delete request.headers['content-type'];
        return request;
      });
  return fc.oneof({ weight: 3, arbitrary: build('valid') }, { weight: 6, arbitrary: build('mutated') });
}
