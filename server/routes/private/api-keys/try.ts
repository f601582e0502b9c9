// "Încearcă" in the API documentation (register with prefix '/api/private', bearer):
//   POST /api-keys/try {path} -> {data: {status, headers: {content-type, x-curiero-mode,
//        ratelimit-remaining}, body, truncated}}
// `path` is a call of the public API relative to /api/public/v1, with its query string
// (/locations/counties/RO). It must be a GET operation of the OpenAPI document whose scope is
// `read` (else 422 {reason: try_not_allowed, message, errors: {path}}); the signed-in user must have
// an active test key (else 409 no_test_key), the newest one, the same the docs show the prefix of.
// The call then goes through the real public API in process (`app.inject`), as that key, with a
// one-time token (services/api-keys/internal-calls.ts): the key check, its rate limit, test mode and
// the answer are the real ones, and the door itself gives the call the `read` scope only.
// The answer's body is its JSON (text for a CSV), cut to about 64 KB: a list keeps its first whole
// items, and `truncated` says so.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { apiKeys } from '../../../db/schema.ts';
import { dropInternalToken, INTERNAL_KEY_HEADER, issueInternalToken } from '../../../services/api-keys/index.ts';
import { Failure, validationFailure } from '../../../services/failure.ts';
import { OPENAPI_PATH } from '../../public/openapi.ts';
import { MODE_HEADER, PUBLIC_API_PREFIX } from '../../public/prefix.ts';
import type { Answer } from '../answers-common.ts';
import type { tryCallAnswerSchema } from './answers.ts';

export const TRY_MESSAGES = {
  path: 'Scrie calea unei cereri GET a API-ului public, de exemplu /locations/counties/RO.',
  outside: 'Calea trebuie să înceapă cu „/” și să rămână în API-ul public (/api/public/v1), fără „..”, „//” sau „\\”.',
  unknown: 'Calea nu corespunde niciunei cereri a API-ului public.',
  notReadOnly: 'Din documentație poți încerca doar cererile GET care doar citesc date (acces read). Pe celelalte rulează-le din aplicația ta, cu cheia ta de test.',
  noTestKey: 'Nu ai nicio cheie API de test activă. Creează una în contul tău, la Chei API (/dashboard/api), apoi încearcă din nou.',
} as const;

const MAX_PATH_LENGTH = 1000;
/** About this much of the answer's body is sent back (serialized JSON, UTF-8 bytes). */
export const TRY_BODY_LIMIT = 64 * 1024;

interface Operation {
  pattern: RegExp;
  /** How many path parameters the template has (a fixed segment matches before a parameter). */
  params: number;
  method: string;
  scope: string;
}

const SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/;
const QUERY = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;

/** The path split and checked: it stays under the API (no dot segments, no encoded slash), or null. */
export function safePath(raw: string): { path: string; query: string } | null {
  // Letters with diacritics typed as they are: percent-encoded, as a browser would.
  const text = raw.replace(/\P{ASCII}+/gu, (run) => encodeURIComponent(run));
  if (text.length > MAX_PATH_LENGTH || !text.startsWith('/')) return null;
  const at = text.indexOf('?');
  const path = at === -1 ? text : text.slice(0, at);
  const query = at === -1 ? '' : text.slice(at + 1);
  if (!QUERY.test(query)) return null;
  for (const segment of path.slice(1).split('/')) {
    if (!SEGMENT.test(segment)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[/\\]|\p{Cc}/u.test(decoded)) return null;
  }
  return { path, query };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/locations/counties/{country_code}` -> a pattern of one raw path ({x}: one segment). */
function patternOf(template: string): RegExp {
  const segments = template.split('/').map((segment) => segment.split(/\{[^}]+\}/).map(escape).join('[^/]+'));
  return new RegExp(`^${segments.join('/')}$`);
}

/** The public API's operations, read once per app from its own OpenAPI document (the routes' scopes). */
const operations = new WeakMap<FastifyInstance, Promise<Operation[]>>();

function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  let known = operations.get(app);
  if (!known) {
    known = app.inject({ method: 'GET', url: `${PUBLIC_API_PREFIX}${OPENAPI_PATH}` }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
      const paths = (res.json() as { paths: Record<string, Record<string, { 'x-scope'?: string }>> }).paths;
      return Object.entries(paths).flatMap(([template, item]) =>
        Object.entries(item).map(([method, op]) => ({ pattern: patternOf(template), params: template.split('{').length - 1, method: method.toUpperCase(), scope: op['x-scope'] ?? 'read_write' })),
      );
    });
    known.catch(() => operations.delete(app));
    operations.set(app, known);
  }
  return known;
}

const refused = (message: string) => validationFailure({ path: [message] }, 'try_not_allowed', message);

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

/** The first whole items of `items` whose JSON fits in `budget` bytes. */
function fitItems(items: readonly unknown[], budget: number): unknown[] {
  const out: unknown[] = [];
  let used = 2;
  for (const item of items) {
    const cost = size(item) + 1;
    if (used + cost > budget) break;
    used += cost;
    out.push(item);
  }
  return out;
}

/** The body cut to about `limit` bytes of JSON: a list (or an object's largest list) keeps its first items. */
export function capBody(body: unknown, limit = TRY_BODY_LIMIT): { body: unknown; truncated: boolean } {
  if (typeof body === 'string') return body.length > limit ? { body: body.slice(0, limit), truncated: true } : { body, truncated: false };
  if (size(body) <= limit) return { body, truncated: false };
  if (Array.isArray(body)) return { body: fitItems(body, limit), truncated: true };
  if (body && typeof body === 'object') {
    const entries = Object.entries(body as Record<string, unknown>).filter((e): e is [string, unknown[]] => Array.isArray(e[1]));
    const largest = entries.sort((a, b) => size(b[1]) - size(a[1]))[0];
    if (largest) {
      const rest = { ...(body as Record<string, unknown>), [largest[0]]: [] };
      const budget = limit - size(rest) + 2;
      if (budget > 2) return { body: { ...(body as Record<string, unknown>), [largest[0]]: fitItems(largest[1], budget) }, truncated: true };
    }
  }
  return { body: JSON.stringify(body, null, 2).slice(0, limit), truncated: true };
}

function header(value: string | string[] | number | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : String(value);
}

export default async function apiKeyTryRoutes(app: FastifyInstance) {
  app.post<{ Body: { path: string } }>(
    '/api-keys/try',
    {
      preHandler: app.authenticate,
      schema: { body: { type: 'object', required: ['path'], properties: { path: { type: 'string', minLength: 1, maxLength: MAX_PATH_LENGTH } } } },
      config: { fieldMessages: { path: TRY_MESSAGES.path } },
    },
    async (request, reply) => {
      const customer = signedInCustomer(request).customer;
      const target = safePath(request.body.path.trim());
      if (!target) throw refused(TRY_MESSAGES.outside);
      // The most specific templates only: /orders/prices is the price call (POST), not an order's id.
      const all = (await operationsOf(app)).filter((op) => op.pattern.test(target.path));
      const fewest = Math.min(...all.map((op) => op.params));
      const matching = all.filter((op) => op.params === fewest);
      if (matching.length === 0) throw refused(TRY_MESSAGES.unknown);
      if (!matching.some((op) => op.method === 'GET' && op.scope === 'read')) throw refused(TRY_MESSAGES.notReadOnly);

      const [key] = await app.db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.customerId, customer.id), eq(apiKeys.mode, 'test'), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.id))
        .limit(1);
      if (!key) throw new Failure(409, 'no_test_key', TRY_MESSAGES.noTestKey);

      const token = issueInternalToken(key.id);
      let res;
      try {
        res = await app.inject({
          method: 'GET',
          url: `${PUBLIC_API_PREFIX}${target.path}${target.query ? `?${target.query}` : ''}`,
          headers: { [INTERNAL_KEY_HEADER]: token, accept: 'application/json', 'user-agent': 'curiero-docs-try' },
        });
      } finally {
        dropInternalToken(token);
      }
      const type = header(res.headers['content-type']) ?? '';
      let body: unknown = null;
      if (/json/i.test(type)) {
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
      } else if (/^text\//i.test(type)) {
        body = res.body;
      }
      const capped = capBody(body);
      reply.header('cache-control', 'no-store');
      const answer: Answer<typeof tryCallAnswerSchema> = {
        data: {
          status: res.statusCode,
          headers: { 'content-type': type || null, [MODE_HEADER]: header(res.headers[MODE_HEADER]), 'ratelimit-remaining': header(res.headers['ratelimit-remaining']) },
          body: capped.body,
          truncated: capped.truncated,
        },
      };
      return answer;
    },
  );
}
