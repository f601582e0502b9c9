// Price-calculation latency: a 10-parcel, every-carrier, every-service request (carrier_id 0,
// service_id 0) from Cluj-Napoca to Iași under 50 concurrent clients, loopback only; budget p99 <= 20 ms.
// Any answer other than 200 with offers counts as an error. Used by bench/run.mjs once the route is
// registered; alone: `node bench/pricing.mjs http://127.0.0.1:8080`.
import { Agent } from 'node:http';
import { jsonOf, loadPhase, measure, percentile, send } from './lib.mjs';

export const PRICING_BUDGET_P99_MS = 20;

// SIRUTA codes of the localities themselves (localities.csv): Cluj-Napoca 54984 and Iași 95079.
// (54975 and 95060 are the codes of their administrative units in uats.csv, not localities.)
export const PRICING_BODY = {
  carrier_id: 0,
  service_id: 0,
  address_from: { country_code: 'RO', locality_id: 54984, street_name: 'Strada Memorandumului', street_number: '28', contact: 'Ana Pop', phone: '0722000000' },
  address_to: { country_code: 'RO', locality_id: 95079, street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '1', contact: 'Ion Ionescu', phone: '0733000000' },
  content: {
    parcels_count: 10,
    parcels: Array.from({ length: 10 }, (_, i) => ({ sequence_no: i + 1, size: { weight: 1 + i * 0.5, width: 20 + i, height: 10 + i, length: 30 } })),
  },
  extra: { sms_recipient: true, insurance_amount: 500, insurance_amount_currency: 'RON', parcel_content: 'Cărți și jucării' },
};



/**
 * The price-calculation figures, plus the same load on GET /api/health as `baseline`: on a small
 * shared machine the HTTP client and server loop alone can miss the budget, and the baseline
 * tells that floor apart from the cost of pricing.
 */
export async function benchPricing(baseUrl, { concurrency = 50 } = {}) {
  const url = `${baseUrl}/api/private/orders/price-calculation`;
  const payload = JSON.stringify(PRICING_BODY);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const failures = new Map();
  // The body is checked (200 with offers) on the warm-up requests; the measured ones check the status.
  let check = true;
  const serverMs = [];
  const once = async () => {
    const res = await send(agent, url, 'POST', payload);
    const timing = /price;dur=([\d.]+)/.exec(res.timing ?? '');
    if (timing && !check) serverMs.push(Number(timing[1]));
    if (res.status === 200 && !check) return;
    const answer = jsonOf(res);
    if (res.status !== 200 || !answer?.data?.length) {
      failures.set(res.status, answer?.reason ?? 'no offers');
      throw new Error(`price-calculation answered ${res.status}`);
    }
  };
  // Warm-up (JIT, first database lookups) outside the measurement.
  const warm = await measure(once, 200, 10);
  check = false;
  const { measured: priced, baseline } = await loadPhase({ baseUrl, url, payload, once, concurrency });
  priced.errors += warm.errors;
  agent.destroy();
  const missed = [];
  if (priced.errors) missed.push(`price-calculation: ${priced.errors} failed answers ${JSON.stringify(Object.fromEntries(failures))}`);
  if (!(priced.p99 <= PRICING_BUDGET_P99_MS)) missed.push(`price-calculation p99 ${priced.p99.toFixed(1)} ms > ${PRICING_BUDGET_P99_MS} ms`);
  serverMs.sort((a, b) => a - b);
  const server = { p50: percentile(serverMs, 50), p99: percentile(serverMs, 99) };
  return { ...priced, concurrency, failures: Object.fromEntries(failures), baseline, server, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchPricing(process.argv[2] ?? 'http://127.0.0.1:8080');
  console.log(
    `price-calculation, 10 parcels, all carriers: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
      `${r.rps.toFixed(0)} req/s, ${r.errors} errors (${r.requests} requests, ${r.concurrency} concurrent, ${r.tool})`,
  );
  if (r.baseline) console.log(`GET /api/health under the same load (floor of client + server loop): p50 ${r.baseline.p50.toFixed(1)} ms, p99 ${r.baseline.p99.toFixed(1)} ms, ${r.baseline.rps.toFixed(0)} req/s`);
  console.log(r.missed.length ? `MISSED: ${r.missed.join('; ')}` : `Budget met (p99 <= ${PRICING_BUDGET_P99_MS} ms).`);
  process.exit(r.missed.length ? 1 : 0);
}
