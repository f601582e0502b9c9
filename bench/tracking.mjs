// Tracking latency: POST /api/private/orders/track-by-awb with 50 AWBs (anonymous, as the public
// tracking page asks) under 50 concurrent clients, loopback only; budget p99 <= 30 ms. The 50
// shipments are made first through the real order path (a customer registers, then 50 paid and
// booked orders, spread over the six carriers). Any answer other than 200 with 50 found items
// counts as an error. The server must let one IP look up this many AWBs: bench/run.mjs starts it
// with TRACKING_LOOKUPS_PER_MINUTE raised (the limiter still runs). Alone, against a server started
// that way: `node bench/tracking.mjs http://127.0.0.1:8080`.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { jsonOf, loadPhase, measure, percentile, send } from './lib.mjs';
import { topUpWallet } from './hosted-pay.mjs';

export const TRACKING_BUDGET_P99_MS = 30;
/** For bench/run.mjs: enough for 50 clients asking 50 AWBs as fast as they can. */
export const BENCH_LOOKUPS_PER_MINUTE = '1000000000';

const CARRIER_IDS = [1, 2, 3, 4, 6, 16];
const PASSWORD = 'Cartof-Albastru-Zboara-42';



function orderBody(carrierId, i) {
  return {
    carrier_id: carrierId,
    service_id: 1,
    address_from: { locality_id: 54984, contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana.expeditor@exemplu.ro', street_name: 'Strada Memorandumului', street_number: '28' },
    address_to: { locality_id: 95079, contact: 'Ion Țăranu', phone: '0744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: String(i + 1) },
    content: { parcels: [{ size: { weight: 1 + (i % 5), length: 30, width: 20, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării' },
    billing: { type: 'person', name: 'Ana Popescu' },
    payment: { method: 'wallet' },
  };
}

/** Registers a customer and places `count` paid (wallet), booked orders; resolves with their AWBs. */
export async function seedShipments(baseUrl, count = 50) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const email = `bench.${Date.now().toString(36)}@exemplu.ro`;
    const registration = { name: 'Bench Tracking', email, password: PASSWORD, password_confirmation: PASSWORD, dark_mode: 'system', currency_code: 'RON', preferred_language: 'ro', billing_country: 'RO' };
    const registered = await send(agent, `${baseUrl}/api/private/auth/register`, 'POST', JSON.stringify(registration));
    const token = jsonOf(registered)?.access_token;
    if (registered.status !== 201 || !token) throw new Error(`bench: register answered ${registered.status}`);
    // Paid from the wallet, topped up on the test processor's page (a card order would wait for its page).
    for (let paid = 0; paid < count * 6_000; paid += 500_000) await topUpWallet(baseUrl, token, 500_000);
    const awbs = [];
    for (let i = 0; i < count; i++) {
      const res = await send(agent, `${baseUrl}/api/private/orders`, 'POST', JSON.stringify(orderBody(CARRIER_IDS[i % CARRIER_IDS.length], i)), {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      });
      const awb = jsonOf(res)?.data?.awb_number;
      if (res.status !== 201 || !awb) throw new Error(`bench: order ${i + 1} answered ${res.status}: ${jsonOf(res)?.message ?? ''}`);
      awbs.push(awb);
    }
    return awbs;
  } finally {
    agent.destroy();
  }
}

/** The track-by-awb figures, plus the same load on GET /api/health as `baseline` (see pricing.mjs). */
export async function benchTracking(baseUrl, { concurrency = 50, shipments = 50 } = {}) {
  const awbs = await seedShipments(baseUrl, shipments);
  const url = `${baseUrl}/api/private/orders/track-by-awb`;
  const payload = JSON.stringify({ awb_list: awbs, carrier_id: 0, language: 'ro' });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const failures = new Map();
  // The body is checked on the warm-up requests; the measured ones check the status.
  let check = true;
  const serverMs = [];
  let bytes = 0;
  const once = async () => {
    const res = await send(agent, url, 'POST', payload);
    const timing = /track;dur=([\d.]+)/.exec(res.timing ?? '');
    if (timing && !check) serverMs.push(Number(timing[1]));
    if (res.status === 200 && !check) return;
    const answer = jsonOf(res);
    const found = Array.isArray(answer) ? answer.filter((item) => item.found).length : 0;
    if (res.status !== 200 || found !== awbs.length) {
      failures.set(res.status, answer?.reason ?? `${found} of ${awbs.length} found`);
      throw new Error(`track-by-awb answered ${res.status}`);
    }
    bytes = res.body.length;
  };
  // Warm-up (JIT, first database reads) outside the measurement.
  const warm = await measure(once, 200, 10);
  check = false;
  const { measured: tracked, baseline } = await loadPhase({ baseUrl, url, payload, once, concurrency });
  tracked.errors += warm.errors;
  agent.destroy();
  const missed = [];
  if (tracked.errors) missed.push(`track-by-awb: ${tracked.errors} failed answers ${JSON.stringify(Object.fromEntries(failures))}`);
  if (!(tracked.p99 <= TRACKING_BUDGET_P99_MS)) missed.push(`track-by-awb p99 ${tracked.p99.toFixed(1)} ms > ${TRACKING_BUDGET_P99_MS} ms`);
  serverMs.sort((a, b) => a - b);
  const server = { p50: percentile(serverMs, 50), p99: percentile(serverMs, 99) };
  return { ...tracked, concurrency, awbs: awbs.length, answerBytes: bytes, failures: Object.fromEntries(failures), baseline, server, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchTracking(process.argv[2] ?? 'http://127.0.0.1:8080');
  console.log(
    `track-by-awb, ${r.awbs} AWBs: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
      `${r.rps.toFixed(0)} req/s, ${r.errors} errors (${r.requests} requests, ${r.concurrency} concurrent, ${r.tool}, answer ${r.answerBytes} bytes compressed)`,
  );
  console.log(`time on the server (Server-Timing): p50 ${r.server.p50.toFixed(2)} ms, p99 ${r.server.p99.toFixed(2)} ms`);
  console.log(`GET /api/health under the same load (floor of client + server loop): p50 ${r.baseline.p50.toFixed(1)} ms, p99 ${r.baseline.p99.toFixed(1)} ms, ${r.baseline.rps.toFixed(0)} req/s`);
  console.log(r.missed.length ? `MISSED: ${r.missed.join('; ')}` : `Budget met (p99 <= ${TRACKING_BUDGET_P99_MS} ms).`);
  process.exit(r.missed.length ? 1 : 0);
}
