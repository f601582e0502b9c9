// GET /api/health while documents are made (issue #32): the compiled server on a fresh embedded
// database, a shop with LABELS test orders (public API) and an account with INVOICED_ORDERS wallet
// orders (each invoiced, as the top-up), then GET /api/health every 20 ms, idle, while CLIENTS fetch
// the LABELS-label PDF over and over, and while ZIP_CLIENTS export the month's invoices as ZIP. Each
// probe's time counts from when it was due (a probe sent late by a busy bench process counts too).
// `node bench/render-load.mjs [build dir, default build-bench-render]` after `node scripts/build-server.mjs bench-render`;
// LABELS, CLIENTS, INVOICED_ORDERS, ZIP_CLIENTS, PHASE_SECONDS and the server's RENDER_THREADS from the environment.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { topUpWallet } from './hosted-pay.mjs';
import { PRICING_BODY } from './pricing.mjs';
import { seedShop } from './public-api.mjs';
import { percentile } from './stats.mjs';

const LABELS = Number(process.env.LABELS ?? 100);
const CLIENTS = Number(process.env.CLIENTS ?? 6);
const INVOICED_ORDERS = Number(process.env.INVOICED_ORDERS ?? 30);
const ZIP_CLIENTS = Number(process.env.ZIP_CLIENTS ?? 4);
const SECONDS = Number(process.env.PHASE_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4192); // 4190 (sieve) is one of the ports fetch refuses
const base = `http://127.0.0.1:${PORT}`;

async function startServer(dir) {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', join(resolve(dir), 'server', 'main.js')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'curiero-render-bench-')), SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn', LOG_FORMAT: 'json', PUBLIC_API_REQUESTS_PER_MINUTE: '100000000',
      // No tracking polls moving the shipments (and mailing about them) during the phases.
      TRACKING_POLL_INTERVAL_SECONDS: '0',
    },
  });
  // Its warnings and errors, shown when it stops before answering.
  let log = '';
  child.stdout.on('data', (chunk) => (log = `${log}${chunk}`.slice(-4000)));
  let exited = null;
  child.on('exit', (code) => (exited = code));
  for (let i = 0; i < 1200 && exited === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`bench: the server did not start (${exited === null ? 'not within 300 s' : `exited ${exited}`}):\n${log}`);
}

const json = (token) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

async function seedInvoices() {
  const password = 'o-parola-de-bench-destul-de-lunga';
  const email = `bench.render.${Date.now().toString(36)}@exemplu.ro`;
  const registered = await fetch(`${base}/api/private/auth/register`, { method: 'POST', headers: json(), body: JSON.stringify({ name: 'Ana Popescu', email, password, password_confirmation: password }) });
  const token = (await registered.json()).access_token;
  const billing = { type: 'person', name: 'Ana Popescu' };
  await fetch(`${base}/api/private/addresses`, { method: 'POST', headers: json(token), body: JSON.stringify({ kind: 'billing', locality_id: 54984, contact: 'Ana Popescu', phone: '0722000000', street_name: 'Memorandumului', street_no: '28' }) });
  await topUpWallet(base, token, Math.min(500_000, INVOICED_ORDERS * 5_000));
  const body = {
    carrier_id: 6, service_id: 1, billing, payment: { method: 'wallet' },
    address_from: { ...PRICING_BODY.address_from, email: 'ana@exemplu.ro' }, address_to: PRICING_BODY.address_to,
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] }, extra: { parcel_content: 'Cărți' },
  };
  for (let i = 0; i < INVOICED_ORDERS; i++) {
    const placed = await fetch(`${base}/api/private/orders`, { method: 'POST', headers: { ...json(token), 'idempotency-key': randomUUID() }, body: JSON.stringify(body) });
    if (placed.status !== 201) throw new Error(`bench: wallet order ${i + 1} answered ${placed.status}: ${await placed.text()}`);
  }
  // The invoices are issued by the server's job runner.
  for (let i = 0; ; i++) {
    const listed = await (await fetch(`${base}/api/private/invoices`, { headers: json(token) })).json();
    if (!listed.meta) throw new Error(`bench: the invoices answered ${JSON.stringify(listed)}`);
    if (listed.meta.total >= INVOICED_ORDERS + 1) return { token, invoices: listed.meta.total };
    if (i > 600) throw new Error(`bench: ${listed.meta.total} invoices issued after 5 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Until the job queue has nothing due nor running (the orders' and invoices' e-mails are jobs). */
async function queueDrained() {
  for (let i = 0; i < 1200; i++) {
    const ready = await (await fetch(`${base}/api/ready`)).json();
    const running = Object.values(ready.jobs ?? {}).some((states) => (states.running ?? 0) > 0);
    if (!running && ready.jobs_oldest_due_seconds === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('bench: the job queue still busy after 10 minutes');
}

/** Health probes every 20 ms until `until` resolves: times from when each was due, sorted. */
async function probe(until) {
  let done = false;
  until.then(() => (done = true));
  const times = [];
  let due = performance.now();
  while (!done) {
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    const answered = performance.now();
    times.push(answered - due);
    await new Promise((r) => setTimeout(r, 20));
    due = answered + 20;
  }
  return times.sort((a, b) => a - b);
}

/** `clients` loops of `once` for SECONDS, health probed meanwhile. */
async function phase(name, clients, once) {
  const stopAt = performance.now() + SECONDS * 1000;
  const documents = [];
  const loop = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      const res = await once();
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`bench: ${name} answered ${res.status}: ${bytes.toString().slice(0, 200)}`);
      documents.push({ ms: performance.now() - started, bytes: bytes.length });
    }
  };
  const load = clients ? Promise.all(Array.from({ length: clients }, loop)) : new Promise((r) => setTimeout(r, SECONDS * 1000));
  const times = await probe(load);
  await load;
  const docMs = documents.map((d) => d.ms).sort((a, b) => a - b);
  const f = (v) => `${Math.round(v)} ms`;
  const result = { name, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1), probes: times.length, documents: documents.length };
  console.log(
    `${name.padEnd(34)} health p50 ${f(result.p50)}, p99 ${f(result.p99)}, max ${f(result.max)} (${times.length} probes)` +
      (documents.length ? `; ${documents.length} documents, each ${f(percentile(docMs, 50))} median, ${Math.round(documents[0].bytes / 1024)} kB` : ''),
  );
  return result;
}

/** The three phases on the compiled server in `dir`; returns each phase's health figures. */
export async function benchRenderLoad(dir) {
  const child = await startServer(dir);
  try {
    const key = await seedShop(base, LABELS);
    const listed = await (await fetch(`${base}/api/public/v1/orders?per_page=200`, { headers: { 'x-api-key': key } })).json();
    const ids = listed.list.map((o) => o.id);
    if (ids.length !== LABELS) throw new Error(`bench: ${ids.length} orders listed`);
    const { token, invoices } = await seedInvoices();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit' }).format(new Date());
    await queueDrained();
    console.log(`RENDER_THREADS=${process.env.RENDER_THREADS ?? '(default)'}, ${SECONDS} s a phase`);
    const idle = await phase('idle', 0, null);
    const labels = await phase(`${CLIENTS} clients, ${LABELS}-label PDFs`, CLIENTS, () =>
      fetch(`${base}/api/public/v1/orders/labels`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ order_ids: ids, format: 'A6' }) }));
    const zip = await phase(`${ZIP_CLIENTS} clients, ZIP of ${invoices} invoices`, ZIP_CLIENTS, () => fetch(`${base}/api/private/invoices/export?month=${month}&format=zip`, { headers: json(token) }));
    return { idle, labels, zip };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderLoad(process.argv[2] ?? 'build-bench-render');
