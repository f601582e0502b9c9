// The batch import's figures (issue #34), each next to a floor of the same run:
// - quoting 1,000 rows on the server: POST /api/private/batches/quote with 1,000 rows (every row
//   checked with the single order's rules and priced), the median of a few runs; the floor is the
//   same call with one row, and GET /api/health is probed meanwhile (the server keeps answering:
//   the rows are checked on the batch threads, services/batches/check-pool.ts).
// - booking 1,000 rows on the simulated network until every AWB is issued, with two server processes
//   on PostgreSQL (bench/soak-servers.mjs): POST /batches paid from the wallet, then GET /batches/{id}
//   until every row has its AWB; the floor is a one-row batch until its AWB, in the same run.
// Alone: `node bench/batch-server.mjs [--build dist] [--port 4640] [--skip-booking]` (TEST_DATABASE_URL: an admin URL).
import { randomUUID, createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildServer, serverEntry } from '../scripts/build-server.mjs';
import { topUpWallet } from './hosted-pay.mjs';
import { percentile } from './stats.mjs';
import { createDatabase, startServers } from './soak-servers.mjs';

export const BATCH_ROWS = 1000;
/** Target: well under a few seconds for 1,000 rows (issue #34). */
export const QUOTE_TARGET_MS = 3000;
const PASSWORD = 'Cartof-Albastru-Zboara-42';
const ROW_BANI = 2501; // Sameday home -> home, 1 kg

async function call(baseUrl, method, path, { token, body, key } = {}) {
  const res = await fetch(`${baseUrl}/api/private/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch { /* not JSON */ }
  return { status: res.status, json, text };
}

/** A shop: registered, a billing and a sender address, `walletBani` in its wallet; its token and sender id. */
export async function batchShop(baseUrl, walletBani = 0) {
  const email = `bench.lot.${Date.now().toString(36)}.${randomUUID().slice(0, 6)}@exemplu.ro`;
  const registration = { name: 'Bench Lot', email, password: PASSWORD, password_confirmation: PASSWORD, dark_mode: 'system', currency_code: 'RON', preferred_language: 'ro', billing_country: 'RO' };
  const registered = await call(baseUrl, 'POST', 'auth/register', { body: registration });
  const token = registered.json?.access_token;
  if (registered.status !== 201 || !token) throw new Error(`bench: register answered ${registered.status}`);
  const billing = await call(baseUrl, 'POST', 'addresses', { token, body: { kind: 'billing', address_type: 'individual', contact: 'Ana Popescu', locality_id: 95079, street_name: 'Strada Lăpușneanu', street_no: '12' } });
  if (billing.status !== 201) throw new Error(`bench: billing address answered ${billing.status}`);
  const sender = await call(baseUrl, 'POST', 'addresses', {
    token,
    body: { kind: 'shipping', contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana@exemplu.ro', locality_id: 54984, street_name: 'Strada Memorandumului', street_no: '28', zipcode: '400114' },
  });
  if (sender.status !== 201) throw new Error(`bench: sender address answered ${sender.status}`);
  for (let paid = 0; paid < walletBani; paid += 500_000) await topUpWallet(baseUrl, token, Math.min(500_000, Math.max(1_000, walletBani - paid)));
  return { token, senderId: sender.json.data.id };
}

export function batchBody(senderId, count) {
  const rows = Array.from({ length: count }, (_, i) => ({
    reference: `CMD-${i + 1}`,
    recipient_name: 'Ion Țăranu',
    phone: '0744 987 654',
    county: 'Iași',
    locality: 'Iași',
    address_line: `Bulevardul Ștefan cel Mare și Sfânt nr. ${(i % 150) + 1}, ap. ${(i % 40) + 1}`,
    weight_kg: String(1 + (i % 3)),
  }));
  const defaults = { sender_address_id: senderId, carrier: { carrier_id: 6, service_id: 1 }, parcel: { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 }, content: 'Cărți și jucării', options: {} };
  return { rows, defaults };
}

async function timed(run) {
  const t0 = performance.now();
  const value = await run();
  return { ms: performance.now() - t0, value };
}

/** Quoting 1,000 rows (median of `runs`), the one-row floor, and /api/health probed meanwhile. */
export async function benchBatchQuote(baseUrl, runs = 5) {
  const shop = await batchShop(baseUrl);
  const big = batchBody(shop.senderId, BATCH_ROWS);
  const one = batchBody(shop.senderId, 1);
  const quote = async (body) => {
    const res = await call(baseUrl, 'POST', 'batches/quote', { token: shop.token, body });
    if (res.status !== 200 || res.json?.data?.rows?.length !== body.rows.length) throw new Error(`bench: quote answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res.json.data.total_bani;
  };
  await quote(big); // warm: the location index, the engine
  const bigMs = [];
  const oneMs = [];
  const probes = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const { ms } = await timed(() => fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer()));
      probes.push(ms);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  for (let i = 0; i < runs; i++) {
    bigMs.push((await timed(() => quote(big))).ms);
    oneMs.push((await timed(() => quote(one))).ms);
  }
  probing = false;
  await prober;
  const sorted = (list) => [...list].sort((a, b) => a - b);
  return { rows: BATCH_ROWS, median: percentile(sorted(bigMs), 50), max: Math.max(...bigMs), floor: percentile(sorted(oneMs), 50), health: { p99: percentile(sorted(probes), 99), max: Math.max(...probes), probes: probes.length } };
}

/** POST /batches (wallet) through `base`, then GET /batches/{id} through `pollBase` until every row is through; seconds. */
async function bookBatch(base, pollBase, shop, count) {
  const body = { ...batchBody(shop.senderId, count), file_name: `bench-${count}.csv`, file_sha256: createHash('sha256').update(randomUUID()).digest('hex'), payment: { method: 'wallet' } };
  const t0 = performance.now();
  const made = await call(base, 'POST', 'batches', { token: shop.token, body, key: randomUUID() });
  if (made.status !== 201) throw new Error(`bench: batch answered ${made.status}: ${made.text.slice(0, 300)}`);
  const id = made.json.data.batch.id;
  const madeMs = performance.now() - t0;
  for (;;) {
    const res = await call(pollBase, 'GET', `batches/${id}`, { token: shop.token });
    const b = res.json?.data?.batch;
    if (res.status !== 200) throw new Error(`bench: batch ${id} answered ${res.status}`);
    if (b.booked_count + b.refused_count === count) return { seconds: (performance.now() - t0) / 1000, createSeconds: madeMs / 1000, refused: b.refused_count };
    if (performance.now() - t0 > 15 * 60_000) throw new Error(`bench: batch ${id} has ${b.booked_count} of ${count} AWBs after 15 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Booking 1,000 rows until every AWB, on two processes over PostgreSQL, and the one-row floor; null when no PostgreSQL. */
export async function benchBatchBooking({ build, adminUrl, port }) {
  if (!adminUrl) return null;
  const entry = serverEntry(build);
  if (!existsSync(entry)) buildServer(build);
  const database = await createDatabase(adminUrl);
  let servers;
  try {
    servers = await startServers({ entry, port, databaseUrl: database.url, env: { REGISTRATIONS_PER_IP_PER_HOUR: '1000' } });
    const [a, b] = servers.processes;
    const shop = await batchShop(a.base, (BATCH_ROWS + 1) * 2 * ROW_BANI);
    const floor = await bookBatch(a.base, b.base, shop, 1);
    const full = await bookBatch(a.base, b.base, shop, BATCH_ROWS);
    return { rows: BATCH_ROWS, ...full, floor: floor.seconds };
  } finally {
    await servers?.stop();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values: opts } = parseArgs({ options: { build: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4640' }, 'skip-booking': { type: 'boolean', default: false } } });
  const entry = serverEntry(opts.build);
  if (!existsSync(entry)) buildServer(opts.build);
  const adminUrl = (process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (!adminUrl) {
    console.log('batch import bench: needs PostgreSQL (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)');
    process.exit(2);
  }
  const database = await createDatabase(adminUrl);
  const servers = await startServers({ entry, port: Number(opts.port), databaseUrl: database.url, env: { REGISTRATIONS_PER_IP_PER_HOUR: '1000' } });
  try {
    const q = await benchBatchQuote(servers.processes[0].base);
    console.log(`quote ${q.rows} rows: ${q.median.toFixed(0)} ms median (max ${q.max.toFixed(0)}); floor, 1 row: ${q.floor.toFixed(1)} ms; /api/health meanwhile p99 ${q.health.p99.toFixed(1)} ms (max ${q.health.max.toFixed(1)}, ${q.health.probes} probes)`);
  } finally {
    await servers.stop();
    await database.drop();
  }
  if (opts['skip-booking']) process.exit(0);
  const booking = await benchBatchBooking({ build: opts.build, adminUrl, port: Number(opts.port) + 2 });
  console.log(`book ${booking.rows} rows until every AWB, 2 processes: ${booking.seconds.toFixed(1)} s (the batch made and paid in ${booking.createSeconds.toFixed(1)} s, ${booking.refused} refused); floor, 1 row: ${booking.floor.toFixed(2)} s`);
}
