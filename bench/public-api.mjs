// The public API under load with an API key (issue #17): GET /orders (a page of 50 of the shop's
// orders) and POST /orders/prices (the 10-parcel, every-carrier request of pricing.mjs) at 50
// concurrent clients, next to the same load on the private price call with the same body (what the
// door costs: key check and per-key rate limit, issue #32) and on GET /api/health (the floor), GET
// /api/health asked every 100 ms while the small shop's lists load (what a list load costs the other
// answers: with PGlite on the main thread, seconds; issue #32's target p99 50 ms), and the cost of one
// key check alone (parse, SHA-256, constant-time comparison; the database read is measured in the
// calls above). The shop is made through the real paths: an account, a test balance top-up, a billing
// address, a test key from the dashboard's call, and 60 orders placed through the public API. A second
// shop has 100,000 orders (BENCH_LARGE_ORDERS; one placed, the rest copied in the database by
// seed-orders.mjs): its first page and a deep one (page 1,000) are measured next to the small shop's
// page and the floor, as ratios (issue #32: p99 within 10 x the floor's, whatever the account's size).
// Alone: `node bench/public-api.mjs --serve <client out dir, e.g. dist>` (starts that build's server on
// a fresh data directory, or on DATABASE_URL), or `node bench/public-api.mjs http://127.0.0.1:8080
// <compiled server dir>` with DATABASE_URL set (the large shop is seeded through it).
import { Agent } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closedLoop } from './closed-loop.mjs';
import { jsonOf, percentile, send, startServer } from './lib.mjs';
import { PRICING_BODY } from './pricing.mjs';
import { seedOrdersPglite, seedOrdersPostgres } from './seed-orders.mjs';
import { serverEntry } from '../scripts/build-server.mjs';
import { dirname } from 'node:path';

const PASSWORD = 'o-parola-de-bench-destul-de-lunga';
export const KEY_CHECK_TARGET_MS = 0.1;
/** Issue #32: no query or render holds up an answer; /api/health while the lists load. */
export const HEALTH_UNDER_LOAD_P99_MS = 50;
/** The bench's key makes far more requests than the default 600 a minute; the limiter still counts each one. */
export const BENCH_REQUESTS_PER_MINUTE = '100000000';
/** The large shop's orders. */
export const LARGE_ACCOUNT_ORDERS = Number(process.env.BENCH_LARGE_ORDERS ?? 100_000);
/** The list's p99 within this many times the floor's (issue #32). */
export const LIST_FLOOR_RATIO_TARGET = 10;

/** Two runs of one call as one figure: requests and errors added, the mean rate and p50, the worse p99. */
function mergeRuns(a, b) {
  const failures = { ...a.failures };
  for (const [what, n] of Object.entries(b.failures)) failures[what] = (failures[what] ?? 0) + n;
  return { ...a, requests: a.requests + b.requests, errors: a.errors + b.errors, failures, seconds: a.seconds + b.seconds, rps: (a.requests + b.requests) / (a.seconds + b.seconds), p50: (a.p50 + b.p50) / 2, p99: Math.max(a.p99, b.p99) };
}

async function call(agent, baseUrl, method, path, body, headers = {}) {
  const res = await send(agent, `${baseUrl}${path}`, method, body === undefined ? undefined : JSON.stringify(body), headers);
  return { status: res.status, body: jsonOf(res) };
}

export async function seedShop(baseUrl, orders, { email = `bench.api.${Date.now().toString(36)}@exemplu.ro` } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const registered = await call(agent, baseUrl, 'POST', '/api/private/auth/register', { name: 'Bench Magazin', email, password: PASSWORD, password_confirmation: PASSWORD });
    if (registered.status !== 201) throw new Error(`bench: register answered ${registered.status}`);
    const auth = { authorization: `Bearer ${registered.body.access_token}` };
    // A test key's orders are paid from the test balance (topped up for free), never from the wallet.
    const topUp = await call(agent, baseUrl, 'POST', '/api/private/wallet/test-balance/top-up', { amount_bani: 500_000 }, auth);
    if (topUp.status !== 201) throw new Error(`bench: test balance top-up answered ${topUp.status}`);
    const billing = await call(agent, baseUrl, 'POST', '/api/private/addresses', { kind: 'billing', locality_id: 54984, contact: 'Bench Magazin', phone: '0722000000', street_name: 'Memorandumului', street_no: '28' }, auth);
    if (billing.status !== 201) throw new Error(`bench: billing address answered ${billing.status}`);
    const made = await call(agent, baseUrl, 'POST', '/api/private/api-keys', { name: 'Bench', scope: 'read_write', mode: 'test' }, auth);
    if (made.status !== 201) throw new Error(`bench: API key answered ${made.status}`);
    const key = made.body.data.key;
    const order = {
      carrier_id: 6,
      service_id: 1,
      billing_to: { billing_address_id: billing.body.data.id },
      address_from: PRICING_BODY.address_from,
      address_to: PRICING_BODY.address_to,
      content: { parcels_count: 1, total_weight: 1, parcels: [{ sequence_no: 1, size: { weight: 1, width: 15, height: 10, length: 20 } }] },
      extra: { parcel_content: 'Cărți' },
    };
    for (let i = 0; i < orders; i++) {
      const placed = await call(agent, baseUrl, 'POST', '/api/public/v1/orders', order, { 'x-api-key': key });
      if (placed.status !== 201) throw new Error(`bench: public order ${i + 1} answered ${placed.status}: ${placed.body?.message ?? ''}`);
    }
    return key;
  } finally {
    agent.destroy();
  }
}

/** Microseconds per key check (parse + SHA-256 + timingSafeEqual) of the compiled server's own code. */
async function keyCheckCost(serverDir, key) {
  const { parseKey, keyMatches, hashKey } = await import(pathToFileURL(join(serverDir, 'services/api-keys/api-keys.js')).href);
  const stored = hashKey(key).toString('hex');
  const runs = 200_000;
  for (let i = 0; i < 20_000; i++) if (!parseKey(key) || !keyMatches(key, stored)) throw new Error('bench: the key does not match itself');
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    parseKey(key);
    keyMatches(key, stored);
  }
  return (performance.now() - started) / runs;
}

/**
 * GET `url` one at a time, every `everyMs`, until `load` settles: the latencies (ms, however long
 * each takes: a closed loop's timeout would hide a probe that waits seconds), with p50, p99 and max.
 */
export async function probeWhile(url, load, everyMs = 100) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  const over = load.finally(() => (running = false));
  const latencies = [];
  let errors = 0;
  while (running) {
    const started = performance.now();
    const res = await send(agent, url, 'GET', undefined).catch(() => null);
    if (res?.status === 200) latencies.push(performance.now() - started);
    else errors++;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  agent.destroy();
  await over;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN };
}

/**
 * A shop with `count` orders: one placed through the API, the others copied in the database, on
 * DATABASE_URL while the server runs, or in the embedded database while `server` (lib.mjs
 * startServer) is stopped for it. Resolves with its key and the seconds the copies took.
 */
async function seedLargeShop(baseUrl, server, count) {
  const email = `bench.api.large.${Date.now().toString(36)}@exemplu.ro`;
  const key = await seedShop(baseUrl, 1, { email });
  if (process.env.DATABASE_URL) return { key, seconds: await seedOrdersPostgres(process.env.DATABASE_URL, email, count - 1) };
  if (!server?.restart) throw new Error('bench: the large shop is seeded through DATABASE_URL, or in a server the bench started');
  let seconds = 0;
  await server.restart(async (pgliteDir) => {
    seconds = await seedOrdersPglite(pgliteDir, email, count - 1);
  });
  return { key, seconds };
}

export async function benchPublicApi(baseUrl, serverDir, { concurrency = 50, server } = {}) {
  const key = await seedShop(baseUrl, 60);
  const large = await seedLargeShop(baseUrl, server, LARGE_ACCOUNT_ORDERS);
  const largeHeaders = { 'x-api-key': large.key, 'accept-encoding': 'gzip, deflate, br' };
  const headers = { 'x-api-key': key, 'accept-encoding': 'gzip, deflate, br' };
  const check = async (method, path, body) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const res = await call(agent, baseUrl, method, path, body, headers);
    agent.destroy();
    return res;
  };
  const listed = await check('GET', '/api/public/v1/orders?per_page=50');
  if (listed.status !== 200 || listed.body?.list?.length !== 50) throw new Error(`bench: GET /orders answered ${listed.status} with ${listed.body?.list?.length} orders`);
  const priced = await check('POST', '/api/public/v1/orders/prices', PRICING_BODY);
  if (priced.status !== 200 || !priced.body?.data?.length) throw new Error(`bench: POST /orders/prices answered ${priced.status}`);

  const deepPage = Math.floor(LARGE_ACCOUNT_ORDERS / 100);
  for (const page of [1, deepPage]) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const res = await call(agent, baseUrl, 'GET', `/api/public/v1/orders?per_page=50&page=${page}`, undefined, largeHeaders);
    agent.destroy();
    if (res.status !== 200 || res.body?.list?.length !== 50 || res.body.pagination.total !== LARGE_ACCOUNT_ORDERS) {
      throw new Error(`bench: the large shop's page ${page} answered ${res.status} with ${res.body?.list?.length} orders of ${res.body?.pagination?.total}`);
    }
  }

  const listing = closedLoop(`${baseUrl}/api/public/v1/orders?per_page=50`, { headers, connections: concurrency, warmupSeconds: 3, seconds: 10 });
  const healthWhileListing = await probeWhile(`${baseUrl}/api/health`, listing);
  const list = await listing;
  const largeList = await closedLoop(`${baseUrl}/api/public/v1/orders?per_page=50`, { headers: largeHeaders, connections: concurrency, warmupSeconds: 3, seconds: 10 });
  const largeDeep = await closedLoop(`${baseUrl}/api/public/v1/orders?per_page=50&page=${deepPage}`, { headers: largeHeaders, connections: concurrency, warmupSeconds: 3, seconds: 10 });
  // The public price call and the private one with the same body on the same terms (public / private
  // is the door's cost), in the order A B B A so that neither gains from the machine warming or tiring.
  const publicPrices = () => closedLoop(`${baseUrl}/api/public/v1/orders/prices`, {
    method: 'POST',
    body: JSON.stringify(PRICING_BODY),
    headers: { ...headers, 'content-type': 'application/json' },
    connections: concurrency,
    warmupSeconds: 2,
    seconds: 6,
  });
  const privatePriceCalls = () => closedLoop(`${baseUrl}/api/private/orders/price-calculation`, {
    method: 'POST',
    body: JSON.stringify(PRICING_BODY),
    headers: { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' },
    connections: concurrency,
    warmupSeconds: 2,
    seconds: 6,
  });
  const pricesA = await publicPrices();
  const privateB = await privatePriceCalls();
  const privateB2 = await privatePriceCalls();
  const pricesA2 = await publicPrices();
  const prices = mergeRuns(pricesA, pricesA2);
  const privatePrices = mergeRuns(privateB, privateB2);
  const baseline = await closedLoop(`${baseUrl}/api/health`, { headers: { 'accept-encoding': 'gzip, deflate, br' }, connections: concurrency, warmupSeconds: 1, seconds: 5 });
  const keyCheckMs = await keyCheckCost(serverDir, key);
  return { concurrency, list, healthWhileListing, largeList, largeDeep, deepPage, largeOrders: LARGE_ACCOUNT_ORDERS, largeSeedSeconds: large.seconds, prices, privatePrices, baseline, keyCheckMs };
}

/** The lines of the list figures: each p99 next to the floor's, as a ratio. */
export function listLines(r) {
  const ratio = (m) => `${(m.p99 / r.baseline.p99).toFixed(1)} x the floor's p99`;
  return [
    ['GET /orders?per_page=50, 60 orders', r.list, ratio(r.list)],
    [`GET /orders?per_page=50, ${r.largeOrders.toLocaleString('en')} orders`, r.largeList, ratio(r.largeList)],
    [`GET /orders?per_page=50&page=${r.deepPage}, ${r.largeOrders.toLocaleString('en')} orders`, r.largeDeep, ratio(r.largeDeep)],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const serving = process.argv[2] === '--serve';
  process.env.PUBLIC_API_REQUESTS_PER_MINUTE ??= BENCH_REQUESTS_PER_MINUTE;
  const server = serving
    ? await startServer({ port: Number(process.env.BENCH_PORT ?? 4180), staticDir: process.argv[3] ?? 'dist' })
    : null;
  const serverDir = serving ? dirname(serverEntry(process.argv[3] ?? 'dist')) : (process.argv[3] ?? 'build/server');
  let r;
  try {
    r = await benchPublicApi(server?.url ?? process.argv[2] ?? 'http://127.0.0.1:8080', serverDir, { server });
  } finally {
    server?.stop();
  }
  const line = (name, m) => `${name}: p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s, ${m.errors} errors`;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; large shop seeded in ${r.largeSeedSeconds.toFixed(1)} s`);
  for (const [name, m, ratio] of listLines(r)) console.log(`${line(name, m)}, ${ratio}`, m.errors ? JSON.stringify(m.failures) : '');
  const h = r.healthWhileListing;
  console.log(`GET /api/health while the lists load: p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(1)} ms, ${h.requests} probes, ${h.errors} errors`);
  console.log(line('POST /orders/prices', r.prices));
  console.log(line('private POST /orders/price-calculation', r.privatePrices));
  console.log(`public / private price calls: ${((100 * r.prices.rps) / r.privatePrices.rps).toFixed(0)}% of the throughput`);
  console.log(line('GET /api/health (floor)', r.baseline));
  console.log(`key check: ${(r.keyCheckMs * 1000).toFixed(2)} µs`);
}
